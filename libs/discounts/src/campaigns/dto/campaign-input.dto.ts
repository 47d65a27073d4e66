import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, IsUUID, MaxLength, ValidateNested } from 'class-validator';
import {
  CAMPAIGN_TEAMS,
  CAMPAIGN_TRANSPORT_TYPES,
  DISCOUNT_TYPES,
  OPERATING_SYSTEMS,
  PERCENTAGE_MAX,
  AMOUNT_MAX,
  type CampaignTeam,
  type DiscountType,
  type OperatingSystem,
  type RouteTransportType,
} from '@farebox/domain';

/*
 * Shapes only. The rules and their messages (the code's letters and numbers, "Must be a number above 0.", "Please
 * select a team", ...) are validateCampaign() from @farebox/domain, shared with the web form.
 */

const AUDIENCE_MAX = 500;

export class AudienceLimitationDto {
  @ApiProperty({ type: [String], format: 'uuid', description: 'Country ids' })
  @IsArray()
  @ArrayMaxSize(AUDIENCE_MAX)
  @IsUUID('all', { each: true })
  countries: string[];

  @ApiProperty({ type: [String], description: 'Route slugs' })
  @IsArray()
  @ArrayMaxSize(AUDIENCE_MAX)
  @IsString({ each: true })
  @MaxLength(200, { each: true })
  routes: string[];

  @ApiProperty({ enum: CAMPAIGN_TRANSPORT_TYPES, enumName: 'CampaignTransportType', isArray: true })
  @IsArray()
  @IsIn(CAMPAIGN_TRANSPORT_TYPES, { each: true })
  transportTypes: RouteTransportType[];

  @ApiProperty({ type: [String], format: 'uuid', description: 'Supplier company ids' })
  @IsArray()
  @ArrayMaxSize(AUDIENCE_MAX)
  @IsUUID('all', { each: true })
  suppliers: string[];

  @ApiProperty({ type: [String], format: 'uuid', description: 'Partner (sales channel) ids' })
  @IsArray()
  @ArrayMaxSize(AUDIENCE_MAX)
  @IsUUID('all', { each: true })
  partners: string[];

  @ApiProperty({ enum: OPERATING_SYSTEMS, enumName: 'OperatingSystem', isArray: true })
  @IsArray()
  @IsIn(OPERATING_SYSTEMS, { each: true })
  operatingSystems: OperatingSystem[];
}

/** The fields every campaign body carries (create and edit). */
export class CampaignFieldsDto {
  @ApiProperty({ enum: DISCOUNT_TYPES, enumName: 'DiscountType' })
  @IsOptional()
  @IsString()
  type: DiscountType;

  @ApiProperty({ example: '10.00', description: `Decimal string above 0; percentage at most ${PERCENTAGE_MAX}, amount at most ${AMOUNT_MAX}` })
  @IsOptional()
  @IsString()
  @MaxLength(30)
  value: string;

  @ApiProperty({ type: String, nullable: true, example: '50.00', description: 'null: no minimum purchase' })
  @IsOptional()
  @IsString()
  @MaxLength(30)
  minimumPurchase: string | null;

  @ApiProperty({ description: 'Total uses of a single campaign; 0 or less means unlimited (serial campaigns: always unlimited)' })
  @IsOptional()
  @IsInt()
  limit: number;

  @ApiProperty({ type: Number, nullable: true, description: 'Uses per customer (at least 1); null: unlimited' })
  @IsOptional()
  @IsInt()
  perUserLimit: number | null;

  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'Last valid day (UTC); exactly one of expiredAt and expiredIn' })
  @IsOptional()
  @IsString()
  @MaxLength(30)
  expiredAt: string | null;

  @ApiProperty({ type: Number, nullable: true, description: 'Days of validity from creation (at least 1)' })
  @IsOptional()
  @IsInt()
  expiredIn: number | null;

  @ApiProperty({ enum: CAMPAIGN_TEAMS, enumName: 'CampaignTeam' })
  @IsOptional()
  @IsString()
  team: CampaignTeam;

  @ApiProperty()
  @IsBoolean()
  activated: boolean;

  @ApiPropertyOptional({ default: '' })
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  description?: string;

  @ApiPropertyOptional({ default: '' })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  tooltipDescription?: string;

  @ApiPropertyOptional({ type: AudienceLimitationDto, description: 'Omitted: no limitation' })
  @IsOptional()
  @ValidateNested()
  @Type(() => AudienceLimitationDto)
  audienceLimitation?: AudienceLimitationDto;
}

export class CreateSingleCampaignDto extends CampaignFieldsDto {
  @ApiProperty({ example: 'SUMMER25', description: '4 to 15 letters and numbers; unique across all campaigns (case-insensitive)' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  code: string;
}

export class CreateSerialCampaignDto extends CampaignFieldsDto {
  @ApiProperty({ example: 'SPRING', description: '2 to 8 letters and numbers, uppercased' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  prefix: string;

  @ApiProperty({ example: 500, description: 'How many codes to generate (above 0)' })
  @IsOptional()
  @IsInt()
  numberOfCodes: number;
}

export class UpdateCampaignDto extends CampaignFieldsDto {
  @ApiProperty({ description: 'The version the edit started from; a stale one answers 409 EditConflict' })
  @IsInt()
  version: number;
}
