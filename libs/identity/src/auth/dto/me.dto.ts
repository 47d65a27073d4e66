import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import { ROLES, SCOPES, type Role, type Scope } from '@farebox/domain';

export class MeCompanyDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() signedAgreement: boolean;
  @ApiProperty() scheduleAuthorized: boolean;
  @ApiProperty({ description: 'Whether this company sees Purchase Tickets' }) canPurchaseTickets: boolean;
}

/** The signed-in user and that user's company, as the shell needs them. */
export class MeDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() username: string;
  @ApiProperty() displayName: string;
  @ApiProperty() email: string;
  @ApiProperty({ enum: ROLES }) role: Role;
  @ApiProperty({ enum: SCOPES, isArray: true }) scopes: Scope[];
  @ApiProperty({ description: "The spec's shouldSeeFullAdmin" }) isFullAdmin: boolean;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) companyId: string | null;
  @ApiProperty({ description: 'Developer mode: experimental serial promo codes' }) serialPromoCodesEnabled: boolean;
  @ApiProperty({ type: MeCompanyDto, nullable: true }) company: MeCompanyDto | null;
}

export class DeveloperModeDto {
  @ApiProperty()
  @IsBoolean({ message: 'serialPromoCodesEnabled must be true or false.' })
  serialPromoCodesEnabled: boolean;
}
