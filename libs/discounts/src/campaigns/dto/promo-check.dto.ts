import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, Matches, MaxLength, ValidateIf, ValidateNested } from 'class-validator';
import {
  CAMPAIGN_TRANSPORT_TYPES,
  OPERATING_SYSTEMS,
  REDEMPTION_REFUSALS,
  type OperatingSystem,
  type RedemptionRefusal,
  type RouteTransportType,
} from '@farebox/domain';

export class PromoCartDto {
  @ApiProperty({ example: '120.00', description: 'Cart total, a decimal string with at most 2 decimals' })
  @Matches(/^\d{1,12}(\.\d{1,2})?$/, { message: 'total must be an amount with at most 2 decimals.' })
  total: string;

  @ApiProperty({ example: 'USD', description: 'ISO 4217; campaigns apply to USD carts' })
  @IsString()
  @Matches(/^[A-Za-z]{3}$/, { message: 'currency must be a 3-letter code.' })
  currency: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'VN', description: 'ISO country code of the trip' })
  @IsOptional()
  @IsString()
  @MaxLength(3)
  countryCode?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'hanoi-to-sapa' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  routeSlug?: string | null;

  @ApiPropertyOptional({ enum: CAMPAIGN_TRANSPORT_TYPES, enumName: 'CampaignTransportType', nullable: true })
  @IsOptional()
  @IsIn(CAMPAIGN_TRANSPORT_TYPES)
  transportType?: RouteTransportType | null;

  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true, description: 'Supplier company id' })
  @IsOptional()
  @IsUUID('all')
  supplierId?: string | null;

  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true, description: 'Partner (sales channel) id' })
  @IsOptional()
  @IsUUID('all')
  partnerId?: string | null;

  @ApiPropertyOptional({ enum: OPERATING_SYSTEMS, enumName: 'OperatingSystem', nullable: true })
  @IsOptional()
  @IsIn(OPERATING_SYSTEMS)
  operatingSystem?: OperatingSystem | null;
}

/** POST /promocodes/check: the customer is a user id or an e-mail (one of them is required). */
export class PromoCheckDto {
  @ApiProperty({ example: 'SUMMER25' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  code: string;

  @ApiPropertyOptional({ type: String, format: 'uuid', description: 'The customer, when signed in' })
  @IsOptional()
  @IsUUID('all')
  userId?: string;

  @ApiPropertyOptional({ description: 'The customer, when not signed in' })
  @ValidateIf((dto: PromoCheckDto) => !dto.userId)
  @IsEmail({}, { message: 'userId or email is required.' })
  @MaxLength(320)
  email?: string;

  @ApiProperty({ type: PromoCartDto })
  @ValidateNested()
  @Type(() => PromoCartDto)
  cart: PromoCartDto;
}

export class PromoCheckResultDto {
  @ApiProperty() valid: boolean;
  @ApiProperty({ enum: REDEMPTION_REFUSALS, enumName: 'RedemptionRefusal', nullable: true }) reason: RedemptionRefusal | null;
  @ApiProperty({ type: String, nullable: true, description: 'Why, in words for the customer' }) message: string | null;
  @ApiProperty({ example: '12.00', description: 'What the code takes off the cart total (0.00 when refused); never above the total' })
  discount: string;
}

/** POST /promocodes/redeem: a check that records the use for the order (once per order and campaign). */
export class PromoRedeemDto extends PromoCheckDto {
  @ApiProperty({ example: 'FBX-7Q2K9', description: 'The order the discount is for; a retry with the same order answers the same redemption' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  orderReference: string;
}

export class PromoRedemptionDto extends PromoCheckResultDto {
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The recorded use (null when refused)' }) redemptionId: string | null;
}
