import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, IsUUID, MaxLength, Min } from 'class-validator';
import { ROLES, SCOPES, USERNAME_MAX, USERNAME_MIN, type Role, type Scope } from '@farebox/domain';

const TEXT = 'must be text.';
const upper = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() || null : value);

/**
 * Fields of the user form. Shapes are checked here; the form's rules (required fields, lengths, e-mails,
 * password, phone per country, agent's company) run in the service with the shared rules of @farebox/domain.
 */
export class CreateUserDto {
  @ApiProperty({ minLength: USERNAME_MIN, maxLength: USERNAME_MAX })
  @IsOptional()
  @IsString({ message: `username ${TEXT}` })
  @MaxLength(200)
  username: string;

  @ApiProperty({ format: 'email' })
  @IsOptional()
  @IsString({ message: `email ${TEXT}` })
  @MaxLength(320)
  email: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: `displayName ${TEXT}` })
  @MaxLength(200)
  displayName?: string;

  @ApiProperty({ format: 'email' })
  @IsOptional()
  @IsString({ message: `teamEmail ${TEXT}` })
  @MaxLength(320)
  teamEmail: string;

  @ApiPropertyOptional({ type: String, nullable: true, description: "Checked against the country's international format; stored as E.164" })
  @IsOptional()
  @IsString({ message: `phone ${TEXT}` })
  @MaxLength(40)
  phone?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'ISO 3166-1 alpha-2', example: 'GB' })
  @IsOptional()
  @Transform(upper)
  @IsString({ message: `country ${TEXT}` })
  @MaxLength(2)
  country?: string | null;

  @ApiProperty({ enum: ROLES })
  @IsOptional()
  @IsIn(ROLES, { message: 'This field is required.' })
  role: Role;

  @ApiPropertyOptional({ enum: SCOPES, isArray: true, description: "Needs the 'scope-admin' scope" })
  @IsOptional()
  @IsArray()
  @IsIn(SCOPES, { each: true, message: `each scope must be one of ${SCOPES.join(', ')}.` })
  scopes?: Scope[];

  @ApiPropertyOptional({ description: 'Only a full admin may set it' })
  @IsOptional()
  @IsBoolean()
  isFullAdmin?: boolean;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean()
  isActive?: boolean;

  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true, description: 'Required for an agent' })
  @IsOptional()
  @IsUUID('all', { message: 'companyId must be a company id.' })
  companyId?: string | null;

  @ApiProperty({ description: 'One uppercase, one lowercase, more than 8 characters' })
  @IsOptional()
  @IsString({ message: `password ${TEXT}` })
  @MaxLength(256)
  password: string;
}

/** The same fields, each optional (an empty password keeps the current one), plus the version edited from. */
export class UpdateUserDto extends PartialType(CreateUserDto) {
  @ApiProperty({ description: 'The version the form was loaded with (409 EditConflict when stale)' })
  @IsInt()
  @Min(1)
  version: number;
}
