import { ApiProperty } from '@nestjs/swagger';
import { ROLES, SCOPES, type Role, type Scope } from '@farebox/domain';

export class UserCompanyDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
}

export class UserDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() username: string;
  @ApiProperty() email: string;
  @ApiProperty() displayName: string;
  @ApiProperty({ type: String, nullable: true }) teamEmail: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'E.164' }) phone: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'ISO 3166-1 alpha-2 of the phone number' }) country: string | null;
  @ApiProperty({ enum: ROLES }) role: Role;
  @ApiProperty({ enum: SCOPES, isArray: true }) scopes: Scope[];
  @ApiProperty() isFullAdmin: boolean;
  @ApiProperty() isActive: boolean;
  @ApiProperty({ type: UserCompanyDto, nullable: true }) company: UserCompanyDto | null;
  @ApiProperty() failedLoginAttempts: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Set while (or since) the account was locked: the screen offers Unlock' })
  loginLockoutExpiry: Date | null;
  @ApiProperty() version: number;
  @ApiProperty() createdAt: Date;
  @ApiProperty() updatedAt: Date;
}
