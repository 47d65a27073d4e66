import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsInt, IsOptional, IsString, IsUUID, Min, ValidateNested } from 'class-validator';
import { FULL_ALLOCATION_POLICIES, LINE_EXTRA_TYPES, PASSENGER_EXTRA_INFO_TYPES, PICKUP_BEFORE_AFTER } from '@farebox/domain';

// Shapes only: the rules and their messages are libs/domain's (resolveLineOptions, resolveLineExtras), so the form
// and the API say the same thing. Values arrive as the form holds them (strings for numbers) and are checked there.

export class LinePassengerExtraInfoInputDto {
  @ApiPropertyOptional({ nullable: true, type: String, example: 'Passport number' }) @IsOptional() @IsString() label?: string | null;
  @ApiPropertyOptional({ nullable: true, type: String, description: `One of ${PASSENGER_EXTRA_INFO_TYPES.join(', ')}` }) @IsOptional() @IsString() type?:
    string | null;
  @ApiPropertyOptional({ nullable: true, type: [String], description: 'The choices of a list; ignored for the other types' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(500)
  @IsString({ each: true })
  data?: string[] | null;
  @ApiPropertyOptional({ nullable: true, type: String, example: 'passport-number', description: 'Lowercase letters, digits and hyphens; unique on the line' })
  @IsOptional()
  @IsString()
  slug?: string | null;
}

export class LinePassengerExtraInfoDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() label: string;
  @ApiProperty({ enum: PASSENGER_EXTRA_INFO_TYPES }) type: string;
  @ApiProperty({ type: [String] }) data: string[];
  @ApiProperty() slug: string;
}

class LineOptionsFieldsDto {
  @ApiPropertyOptional({ nullable: true, type: Boolean }) @IsOptional() @IsBoolean() phoneRequired?: boolean | null;
  @ApiPropertyOptional({ nullable: true, type: Boolean, description: 'Bookings of the line need extra info' }) @IsOptional() @IsBoolean() needExtraInfo?:
    boolean | null;
  @ApiPropertyOptional({ nullable: true, type: String, example: '20', description: 'Prepaid tickets, a whole number of at least 0; empty for none' })
  @IsOptional()
  prepaidTickets?: string | number | null;
  @ApiPropertyOptional({
    nullable: true,
    type: String,
    description: `Once the prepaid tickets are used up (${FULL_ALLOCATION_POLICIES.join(' or ')}); required with prepaid tickets`,
  })
  @IsOptional()
  @IsString()
  fullAllocationPolicy?: string | null;
  @ApiPropertyOptional({ nullable: true, type: [String], description: 'Shown in two columns when more than 5' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @IsString({ each: true })
  keyDetails?: string[] | null;
  @ApiPropertyOptional({ nullable: true, type: [LinePassengerExtraInfoInputDto] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => LinePassengerExtraInfoInputDto)
  passengerExtraInfo?: LinePassengerExtraInfoInputDto[] | null;
}

/** PUT /lines/:id/options: the whole Options form, from the line version it was edited from. */
export class UpdateLineOptionsDto extends LineOptionsFieldsDto {
  @ApiProperty({ description: 'The line version the edit started from; a newer stored version answers 409 EditConflict' })
  @IsInt({ message: 'This field is required.' })
  @Min(1)
  version: number;
}

export class LineOptionsDto {
  @ApiProperty({ format: 'uuid' }) lineId: string;
  @ApiProperty() version: number;
  @ApiProperty() phoneRequired: boolean;
  @ApiProperty() needExtraInfo: boolean;
  @ApiProperty({ type: Number, nullable: true }) prepaidTickets: number | null;
  @ApiProperty({ enum: FULL_ALLOCATION_POLICIES }) fullAllocationPolicy: string;
  @ApiProperty({ type: [String] }) keyDetails: string[];
  @ApiProperty({ type: [LinePassengerExtraInfoDto] }) passengerExtraInfo: LinePassengerExtraInfoDto[];
}

export class LineExtraDataItemInputDto {
  @ApiPropertyOptional({ nullable: true, type: String, example: 'Hotel Riverside' }) @IsOptional() @IsString() name?: string | null;
  @ApiPropertyOptional({ nullable: true, type: String, example: '30', description: 'Pick-up minutes before or after the departure: whole, at least 0' })
  @IsOptional()
  time?: string | number | null;
  @ApiPropertyOptional({ nullable: true, type: String, description: `One of ${PICKUP_BEFORE_AFTER.join(', ')}` }) @IsOptional() @IsString() beforeAfter?:
    string | null;
}

export class LineExtraDataItemDto {
  @ApiProperty() name: string;
  @ApiProperty() time: number;
  @ApiProperty({ enum: PICKUP_BEFORE_AFTER }) beforeAfter: string;
}

export class LineExtraInputDto {
  @ApiPropertyOptional({ nullable: true, type: String, format: 'uuid', description: 'An extra of this line to change; absent for a new one' })
  @IsOptional()
  @IsUUID('all')
  id?: string | null;
  @ApiPropertyOptional({ nullable: true, type: String, description: `One of ${LINE_EXTRA_TYPES.join(', ')}` }) @IsOptional() @IsString() extraType?:
    string | null;
  @ApiPropertyOptional({ nullable: true, type: String, example: 'Hotel pickup' }) @IsOptional() @IsString() label?: string | null;
  @ApiPropertyOptional({ nullable: true, type: String }) @IsOptional() @IsString() note?: string | null;
  @ApiPropertyOptional({ nullable: true, type: String, example: '150.00', description: 'In the supplier currency, at least 0, at most 2 decimals' })
  @IsOptional()
  @IsString()
  price?: string | null;
  @ApiPropertyOptional({ nullable: true, type: Boolean, description: 'Priced per person per direction (else per booking)' })
  @IsOptional()
  @IsBoolean()
  perPassenger?: boolean | null;
  @ApiPropertyOptional({ nullable: true, type: Boolean }) @IsOptional() @IsBoolean() needInput?: boolean | null;
  @ApiPropertyOptional({ nullable: true, type: String, description: 'Required when needInput' }) @IsOptional() @IsString() inputLabel?: string | null;
  @ApiPropertyOptional({ nullable: true, type: Boolean }) @IsOptional() @IsBoolean() allowPredefinedData?: boolean | null;
  @ApiPropertyOptional({ nullable: true, type: Boolean, description: 'The customer must pick from the predefined data; only when allowed' })
  @IsOptional()
  @IsBoolean()
  usePredefinedData?: boolean | null;
  @ApiPropertyOptional({ nullable: true, type: [LineExtraDataItemInputDto], description: 'At least one item when predefined data is allowed' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(500)
  @ValidateNested({ each: true })
  @Type(() => LineExtraDataItemInputDto)
  data?: LineExtraDataItemInputDto[] | null;
  @ApiPropertyOptional({ nullable: true, type: Boolean, description: 'Always selected on the booking form' }) @IsOptional() @IsBoolean() mandatory?:
    boolean | null;
}

/** PUT /lines/:id/extras: the whole Extras list in its order, from the line version it was edited from. */
export class UpdateLineExtrasDto {
  @ApiProperty({ description: 'The line version the edit started from; a newer stored version answers 409 EditConflict' })
  @IsInt({ message: 'This field is required.' })
  @Min(1)
  version: number;
  @ApiProperty({ type: [LineExtraInputDto], description: 'Extras left out are removed from the line (bookings that chose them still name them)' })
  @IsArray()
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => LineExtraInputDto)
  extras: LineExtraInputDto[];
}

export class LineExtraDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: LINE_EXTRA_TYPES }) extraType: string;
  @ApiProperty() label: string;
  @ApiProperty({ type: String, nullable: true }) note: string | null;
  @ApiProperty({ example: '150.00', description: 'In the supplier currency' }) price: string;
  @ApiProperty() currency: string;
  @ApiProperty({ type: String, nullable: true, description: 'In USD; null for agents' }) priceUsd: string | null;
  @ApiProperty({ description: 'Priced per person per direction (else per booking)' }) perPassenger: boolean;
  @ApiProperty() needInput: boolean;
  @ApiProperty({ type: String, nullable: true }) inputLabel: string | null;
  @ApiProperty() allowPredefinedData: boolean;
  @ApiProperty() usePredefinedData: boolean;
  @ApiProperty({ type: [LineExtraDataItemDto] }) data: LineExtraDataItemDto[];
  @ApiProperty() mandatory: boolean;
}

export class LineExtrasDto {
  @ApiProperty({ format: 'uuid' }) lineId: string;
  @ApiProperty() version: number;
  @ApiProperty() supplierCurrency: string;
  @ApiProperty({ type: [LineExtraDto] }) extras: LineExtraDto[];
}
