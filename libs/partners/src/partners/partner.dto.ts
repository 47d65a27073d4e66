import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsObject, IsOptional, IsString, IsUUID, Matches, MaxLength, ValidateIf } from 'class-validator';
import { CHANNEL_TYPES, CURRENCIES, MARKUP_PATTERN, PARTNER_MESSAGES as M, PAYMENT_FLOWS } from '@farebox/domain';
import { PageQueryDto } from '@farebox/platform';

const SIGNED_DECIMAL = /^-?\d{1,12}(\.\d{1,2})?$/;
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** One row of the partners list (spec part 2, 2.7). */
export class PartnerListItemDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() slug: string;
  @ApiProperty() name: string;
  @ApiProperty({ enum: CHANNEL_TYPES }) type: string;
  @ApiProperty({ enum: PAYMENT_FLOWS, nullable: true, type: String }) paymentFlow: string | null;
  @ApiProperty({ nullable: true, type: String, example: '0.00', description: 'Credit line partners only (null: N/A)' }) balance: string | null;
}

export class ListPartnersQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Part of the partner name' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  name?: string;

  @ApiPropertyOptional({ enum: CHANNEL_TYPES })
  @IsOptional()
  @IsIn(CHANNEL_TYPES)
  type?: string;

  @ApiPropertyOptional({ enum: PAYMENT_FLOWS })
  @IsOptional()
  @IsIn(PAYMENT_FLOWS)
  paymentFlow?: string;

  @ApiPropertyOptional({ example: '0.00', description: 'Lowest balance (decimal); partners without a balance are left out' })
  @IsOptional()
  @Matches(SIGNED_DECIMAL, { message: 'Balance from must be an amount' })
  balanceFrom?: string;

  @ApiPropertyOptional({ example: '1000.00', description: 'Highest balance (decimal); partners without a balance are left out' })
  @IsOptional()
  @Matches(SIGNED_DECIMAL, { message: 'Balance to must be an amount' })
  balanceTo?: string;
}

/** Create partner (spec part 2, section 5): every field with its message. */
export class CreatePartnerDto {
  @ApiProperty({ description: 'Company name' })
  @Transform(trim)
  @IsString({ message: M.nameRequired })
  @IsNotEmpty({ message: M.nameRequired })
  @MaxLength(200)
  channelName: string;

  @ApiProperty({ enum: CHANNEL_TYPES })
  @IsIn(CHANNEL_TYPES, { message: M.typeRequired })
  channelType: string;

  @ApiPropertyOptional({ description: 'bookingAgent only: the e-mail of an existing user' })
  @ValidateIf((o: CreatePartnerDto) => o.channelType === 'bookingAgent')
  @Transform(trim)
  @IsString({ message: M.agentEmailRequired })
  @IsNotEmpty({ message: M.agentEmailRequired })
  @MaxLength(320)
  agentEmail?: string;

  @ApiProperty({ enum: PAYMENT_FLOWS, description: 'Final after creation' })
  @IsIn(PAYMENT_FLOWS, { message: 'Payment method is required' })
  paymentFlow: string;

  @ApiProperty({ enum: CURRENCIES })
  @IsIn(CURRENCIES, { message: M.currencyRequired })
  currency: string;

  @ApiProperty({ example: '10.00', description: 'Initial markup in percent (decimal string)' })
  @Matches(MARKUP_PATTERN, { message: M.markupRequired })
  markup: string;

  @ApiProperty({ format: 'uuid', description: 'An image of the images library' })
  @IsUUID('4', { message: M.logoRequired })
  logoImageId: string;
}

export class PartnerLogoDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() url: string;
  @ApiProperty({ nullable: true, type: String }) thumbnailUrl: string | null;
}

/** A partner as its detail screen shows it (spec part 2, 2.7 and 3.3). */
export class PartnerDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() slug: string;
  @ApiProperty() name: string;
  @ApiProperty({ enum: CHANNEL_TYPES }) type: string;
  @ApiProperty({ nullable: true, type: String, description: 'Portal URL' }) baseUrl: string | null;
  @ApiProperty({ nullable: true, type: String }) agentEmail: string | null;
  @ApiProperty({ enum: PAYMENT_FLOWS, nullable: true, type: String }) paymentFlow: string | null;
  @ApiProperty({ nullable: true, type: String }) currency: string | null;
  @ApiProperty({ nullable: true, type: String, example: '10.00' }) markup: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'Credit line partners only: the sum of the credit-line ledger (top-ups less booking charges)' })
  balance: string | null;
  @ApiProperty({ type: PartnerLogoDto, nullable: true }) logo: PartnerLogoDto | null;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'Per-type properties: logos {key: {white, dark: image ids, text}}, palette {group: {name: #RRGGBB}}, plain values',
  })
  properties: Record<string, unknown>;
  /** Image URLs of the image ids under properties.logos. */
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' }, description: 'image id -> view URL' }) imageUrls: Record<string, string>;
  @ApiProperty() version: number;
}

/** Saves one property edit; the payment method is final, so naming another one is refused. */
export class UpdatePartnerDto {
  @ApiProperty({ description: 'The version the edit started from (409 EditConflict when stale)' })
  @IsInt()
  version: number;

  @ApiPropertyOptional({ format: 'uuid', description: 'The booking-agent logo' })
  @IsOptional()
  @IsUUID('4', { message: M.logoRequired })
  logoImageId?: string;

  @ApiPropertyOptional({ type: 'object', additionalProperties: true, description: 'Editable properties to replace (allow-list)' })
  @IsOptional()
  @IsObject()
  properties?: Record<string, unknown>;

  @ApiPropertyOptional({ enum: PAYMENT_FLOWS, description: 'Final after creation: only the current value is accepted' })
  @IsOptional()
  @IsString()
  paymentFlow?: string;
}
