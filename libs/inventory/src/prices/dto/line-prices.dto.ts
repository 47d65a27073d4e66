import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, IsUUID, MaxLength, Min, ValidateNested } from 'class-validator';

// Shapes only: the business rules and their messages are libs/domain's (resolveLinePrices, validatePriceRule), so
// the form and the API say the same thing.

const money = (description: string) => ApiProperty({ example: '720.00', description });

export class LinePassengerPriceInputDto {
  @ApiProperty({ type: String, example: 'Adult', description: "One of the operator's passenger types" })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  passengerType?: string | null;

  @ApiProperty({ type: String, example: '600.00', description: 'Cost in the supplier currency, at least 0' })
  @IsOptional()
  @IsString()
  cost?: string | null;

  @ApiPropertyOptional({ type: String, example: '20', description: 'Markup percent; the amount follows it when isAmountByMarkup' })
  @IsOptional()
  @IsString()
  markup?: string | null;

  @ApiPropertyOptional({
    type: String,
    example: '720.00',
    description: 'Selling price in the supplier currency; the markup follows it when not isAmountByMarkup',
  })
  @IsOptional()
  @IsString()
  amount?: string | null;

  @ApiProperty({ type: Boolean, description: 'Set by markup (true) or by amount (false)' })
  @IsOptional()
  @IsBoolean()
  isAmountByMarkup?: boolean | null;
}

export class BookingFeeInputDto {
  @ApiProperty({ type: Boolean }) @IsOptional() @IsBoolean() isActive?: boolean | null;
  @ApiProperty({ type: Boolean, description: 'Charged per passenger (else per booking)' }) @IsOptional() @IsBoolean() isPerPassenger?: boolean | null;
  @ApiProperty({ type: String, example: '50.00', description: 'In the supplier currency; required when active' }) @IsOptional() @IsString() price?:
    string | null;
}

/** PUT /lines/:id/prices: the whole Prices form, from the line version it was edited from. */
export class UpdateLinePricesDto {
  @ApiProperty({ description: 'The line version the edit started from; a newer stored version answers 409 EditConflict' })
  @IsInt({ message: 'This field is required.' })
  @Min(1)
  version: number;

  @ApiProperty({ type: [LinePassengerPriceInputDto], description: 'One price per passenger type; a type left out loses its price' })
  @IsArray()
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  @Type(() => LinePassengerPriceInputDto)
  prices: LinePassengerPriceInputDto[];

  @ApiProperty({ type: BookingFeeInputDto })
  @ValidateNested()
  @Type(() => BookingFeeInputDto)
  bookingFee: BookingFeeInputDto;

  @ApiPropertyOptional({ type: String, example: '100.00', description: 'Maximum round-trip discount per passenger, at least 0' })
  @IsOptional()
  @IsString()
  returnDiscount?: string | null;

  @ApiPropertyOptional({ type: String, example: '80.00', description: 'Round-trip cost discount per passenger, at least 0' })
  @IsOptional()
  @IsString()
  returnCostDiscount?: string | null;

  @ApiPropertyOptional({ example: '900.00', type: String, nullable: true, description: 'Offline price per passenger, at least 0; empty for none' })
  @IsOptional()
  @IsString()
  offlinePrice?: string | null;

  @ApiPropertyOptional({ description: 'true: answer the change-impact preview and save nothing (the same code runs and rolls back)' })
  @IsOptional()
  @IsBoolean()
  dryRun?: boolean;
}

export class LinePassengerPriceDto {
  @ApiProperty({ example: 'Adult' }) passengerType: string;
  @ApiProperty({ type: Number, nullable: true, description: "From the operator's passenger types; null when it no longer defines the type" })
  fromAge: number | null;
  @ApiProperty({ type: Number, nullable: true }) toAge: number | null;
  @ApiProperty({ description: 'false: the operator defines the type but the line has no price for it yet' }) priced: boolean;
  @money('Cost in the supplier currency') cost: string;
  @money('Selling price in the supplier currency') amount: string;
  @ApiProperty({ example: '20.00', type: String, nullable: true, description: 'Percent; null for agents' }) markup: string | null;
  @ApiProperty() isAmountByMarkup: boolean;
  @ApiProperty({ example: '16.44', type: String, nullable: true, description: 'Stored at saving time; null for agents' }) costUsd: string | null;
  @ApiProperty({ example: '19.73', type: String, nullable: true, description: 'Stored at saving time; null for agents' }) amountUsd: string | null;
}

export class BookingFeeDto {
  @ApiProperty() isActive: boolean;
  @ApiProperty() isPerPassenger: boolean;
  @money('In the supplier currency') price: string;
}

/** GET /lines/:id/prices: the Prices tab. */
export class LinePricesDto {
  @ApiProperty({ format: 'uuid' }) lineId: string;
  @ApiProperty({ description: 'The line version: a save names it' }) version: number;
  @ApiProperty({ example: 'THB', description: 'Read-only here: the currency of every amount on the tab' }) supplierCurrency: string;
  @ApiProperty({
    example: '36.5000',
    type: String,
    nullable: true,
    description: "Units of the supplier currency per 1 USD today (the finance area's rates, 4 decimals); null when none is entered, and for agents",
  })
  usdRate: string | null;
  @ApiProperty({ type: [LinePassengerPriceDto], description: "The operator's passenger types in its order, then priced types it no longer defines" })
  prices: LinePassengerPriceDto[];
  @ApiProperty({ type: BookingFeeDto }) bookingFee: BookingFeeDto;
  @money('Maximum round-trip discount per passenger') returnDiscount: string;
  @money('Round-trip cost discount per passenger') returnCostDiscount: string;
  @ApiProperty({ example: '900.00', type: String, nullable: true }) offlinePrice: string | null;
}

export class TimeIntervalDto {
  @ApiProperty({ example: '08:00' }) @IsString() start: string;
  @ApiProperty({ example: '12:00' }) @IsString() end: string;
}

export class PriceRulePassengerTypeDto {
  @ApiProperty({ example: 'Child' }) @IsOptional() @IsString() type: string;
  @ApiProperty({ type: Number, nullable: true, example: 2 }) @IsOptional() @IsInt() fromAge: number | null;
  @ApiProperty({ type: Number, nullable: true, example: 11 }) @IsOptional() @IsInt() toAge: number | null;
}

/** A price rule as the add and edit forms send it; every list may be empty (no condition). */
export class PriceRuleFieldsDto {
  @ApiPropertyOptional({ description: 'true: answer the change-impact preview and save nothing (the same code runs and rolls back)' })
  @IsOptional()
  @IsBoolean()
  dryRun?: boolean;
  @ApiProperty({ type: [String], example: ['08:00'], description: 'Local departure times HH:MM' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @IsString({ each: true })
  departureTimes?: string[];

  @ApiProperty({ type: [TimeIntervalDto], description: 'Private transfers only' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  @Type(() => TimeIntervalDto)
  timeIntervals?: TimeIntervalDto[];

  @ApiProperty({ type: String, nullable: true, example: '2026-03-01' }) @IsOptional() @IsString() startDate?: string | null;
  @ApiProperty({ type: String, nullable: true, example: '2026-03-31' }) @IsOptional() @IsString() endDate?: string | null;

  @ApiProperty({ type: [Number], example: [0, 6], description: '0 Sunday to 6 Saturday' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(7)
  @IsInt({ each: true })
  dows?: number[];

  @ApiProperty({ type: [PriceRulePassengerTypeDto] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  @Type(() => PriceRulePassengerTypeDto)
  passengerTypes?: PriceRulePassengerTypeDto[];

  @ApiProperty({ type: [String], format: 'uuid' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @IsUUID('4', { each: true })
  fromStationIds?: string[];

  @ApiProperty({ type: [String], format: 'uuid' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @IsUUID('4', { each: true })
  toStationIds?: string[];

  @ApiProperty({ type: String, example: '650.00', description: 'Selling price per passenger in the supplier currency, at least 0' })
  @IsOptional()
  @IsString()
  price?: string | null;
}

export class UpdatePriceRuleDto extends PriceRuleFieldsDto {
  @ApiProperty({ description: 'The rule version the edit started from; a newer stored version answers 409 EditConflict' })
  @IsInt({ message: 'This field is required.' })
  @Min(1)
  version: number;
}

export class DeletePriceRuleQueryDto {
  @ApiProperty({ description: 'The rule version the user confirmed deleting' })
  @Type(() => Number)
  @IsInt({ message: 'This field is required.' })
  @Min(1)
  version: number;

  @ApiPropertyOptional({ enum: ['true', 'false'], description: "'true': answer the change-impact preview and delete nothing" })
  @IsOptional()
  @IsIn(['true', 'false'])
  dryRun?: 'true' | 'false';
}

export class PriceRuleStationDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
}

export class PriceRuleDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ type: [String] }) departureTimes: string[];
  @ApiProperty({ type: [TimeIntervalDto] }) timeIntervals: TimeIntervalDto[];
  @ApiProperty({ type: String, nullable: true }) startDate: string | null;
  @ApiProperty({ type: String, nullable: true }) endDate: string | null;
  @ApiProperty({ type: [Number] }) dows: number[];
  @ApiProperty({ type: [PriceRulePassengerTypeDto] }) passengerTypes: PriceRulePassengerTypeDto[];
  @ApiProperty({ type: [String], format: 'uuid' }) fromStationIds: string[];
  @ApiProperty({ type: [String], format: 'uuid' }) toStationIds: string[];
  @money('Per passenger in the supplier currency') price: string;
  @ApiProperty({ example: 'THB' }) currency: string;
  @ApiProperty({ example: '17.81', type: String, nullable: true, description: 'At saving time; null for agents' }) priceUsd: string | null;
  @ApiProperty({ format: 'date-time', description: 'Prices trips departing from this instant (its last save) on' }) effectiveFrom: string;
  @ApiProperty() version: number;
}

/** GET /lines/:id/price-rules: the rules table with what its forms pick from. */
export class PriceRulesDto {
  @ApiProperty({ type: [PriceRuleDto], description: 'In the order they were added' }) data: PriceRuleDto[];
  @ApiProperty({ description: 'Add Rule is offered: a saved line that is not a supplier API line, and a user who may edit it' }) canAdd: boolean;
  @ApiProperty({ description: 'Existing rules may be edited and deleted (full admins)' }) canEdit: boolean;
  @ApiProperty({ description: 'Time intervals apply (private transfers only)' }) isPrivateTransfer: boolean;
  @ApiProperty({ type: [String], description: "The operator's passenger types" }) passengerTypes: string[];
  @ApiProperty({ type: [PriceRuleStationDto], description: 'Stations the rule may name: the primary stations and the multi-stations' })
  stations: PriceRuleStationDto[];
}

export class TripPriceChangeDto {
  @ApiProperty({ example: 'Adult' }) passengerType: string;
  @ApiProperty({ type: String, nullable: true, example: '720.00', description: 'Selling price before the change; null: not sold' }) from: string | null;
  @ApiProperty({ type: String, nullable: true, example: '650.00', description: 'Selling price after the change; null: not sold' }) to: string | null;
}

export class TripPriceChangeExampleDto {
  @ApiProperty({ format: 'date-time' }) departureAt: string;
  @ApiProperty({ example: '2026-12-03', description: 'Local date in the departure city' }) localDate: string;
  @ApiProperty({ example: '08:30', description: 'Local time in the departure city' }) localTime: string;
  @ApiProperty({ enum: ['aToB', 'bToA'] }) direction: string;
  @ApiProperty({ description: 'Seats already sold on the trip: those bookings keep the price they were made at' }) seatsSold: number;
  @ApiProperty({ type: [TripPriceChangeDto] }) changes: TripPriceChangeDto[];
}

/** What a price change does to the line's future trips (the selling price per passenger, supplier currency). */
export class TripPriceChangeImpactDto {
  @ApiProperty({ description: 'Future trips whose selling price changes for at least one passenger type' }) trips: number;
  @ApiProperty({ description: 'Of those, the trips with seats sold: their bookings keep their price, only new bookings pay the new one' })
  tripsWithBookings: number;
  @ApiProperty({ example: 'THB' }) currency: string;
  @ApiProperty({ type: [TripPriceChangeExampleDto], description: 'The first few changed trips by departure' }) examples: TripPriceChangeExampleDto[];
}

/** PUT /lines/:id/prices: the saved tab (or, on a dry run, the tab as it stands) with what the change does. */
export class LinePricesSaveDto extends LinePricesDto {
  @ApiProperty({ type: TripPriceChangeImpactDto }) impact: TripPriceChangeImpactDto;
  @ApiProperty({ description: 'true: nothing was saved' }) dryRun: boolean;
}

/** POST and PUT of a price rule: the rule with what the change does to future trips. */
export class PriceRuleSaveDto extends PriceRuleDto {
  @ApiProperty({ type: TripPriceChangeImpactDto }) impact: TripPriceChangeImpactDto;
  @ApiProperty({ description: 'true: nothing was saved' }) dryRun: boolean;
}

/** DELETE of a price rule: what removing it does to future trips. */
export class PriceRuleDeleteDto {
  @ApiProperty({ type: TripPriceChangeImpactDto }) impact: TripPriceChangeImpactDto;
  @ApiProperty({ description: 'true: nothing was deleted' }) dryRun: boolean;
}
