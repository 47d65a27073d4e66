import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { PASSENGER_EXTRA_INFO_TYPES, type PassengerExtraInfoType } from '@farebox/domain';
import { DIRECTIONS, EXTRA_TYPES, LINE_TYPES, POLICY_UNITS } from '../lines/line.constants.js';

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const dateMessage = { message: 'must be a date YYYY-MM-DD' };
const money = (description: string) => ApiProperty({ example: '720.00', description });

/** GET /bookings/products: departures from one city to another on a local date. */
export class ProductSearchQueryDto {
  @ApiProperty({ format: 'uuid', description: 'From city id' })
  @IsUUID('4')
  from: string;

  @ApiProperty({ format: 'uuid', description: 'To city id' })
  @IsUUID('4')
  to: string;

  @ApiProperty({ example: '2026-03-01', description: "Departure date in the From city's timezone; not before today there" })
  @Matches(DATE, dateMessage)
  date: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Only lines operated by this company' })
  @IsOptional()
  @IsUUID('4')
  company?: string;

  @ApiPropertyOptional({ example: 'bangkok-chiang-mai-express', description: "Only the product with this transport reference (the line's slug)" })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  transportReference?: string;

  @ApiPropertyOptional({ example: 'travel-desk', description: 'The sales channel (its slug): its inventory rule applies (companies allowed or blocked)' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  channel?: string;
}

/** GET /bookings/products/:lineId: one product on a date, in one direction, with its return departures. */
export class ProductQueryDto {
  @ApiProperty({ example: '2026-03-01', description: "Outbound departure date in the departure city's timezone" })
  @Matches(DATE, dateMessage)
  date: string;

  @ApiPropertyOptional({ format: 'uuid', description: "Departure city (default: the line's station A city)" })
  @IsOptional()
  @IsUUID('4')
  from?: string;

  @ApiPropertyOptional({ example: '2026-03-05', description: 'Date of the return departures (default: date)' })
  @IsOptional()
  @Matches(DATE, dateMessage)
  returnDate?: string;
}

export class ProductCompanyDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
}

export class ProductCityDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ example: 'Asia/Bangkok' }) timezone: string;
}

export class ProductStationDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true }) address: string | null;
  @ApiProperty({ format: 'uuid' }) cityId: string;
}

export class PassengerPriceDto {
  @ApiProperty({ example: 'Adult', description: "The company's passenger type" }) passengerType: string;
  @money('Selling price in the supplier currency') amount: string;
  @ApiProperty({ example: 'THB' }) currency: string;
  @money('Selling price in USD') amountUsd: string;
}

export class DepartureDto {
  @ApiProperty({ format: 'uuid' }) tripId: string;
  @ApiProperty({ format: 'uuid', nullable: true, type: String }) eventId: string | null;
  @ApiProperty({ enum: DIRECTIONS }) direction: string;
  @ApiProperty({ format: 'date-time' }) departureAt: string;
  @ApiProperty({ format: 'date-time' }) arrivalAt: string;
  @ApiProperty({ example: 'Asia/Bangkok', description: 'Timezone of the departure city, to show the local times' }) timezone: string;
  @ApiProperty({ description: "Seats that may be sold (inside the allocation cutoff, without the prepaid allocation's released seats)" })
  seatsLeft: number;
  @ApiProperty({ type: ProductStationDto }) from: ProductStationDto;
  @ApiProperty({ type: ProductStationDto }) to: ProductStationDto;
  @ApiProperty({ type: [PassengerPriceDto] }) prices: PassengerPriceDto[];
}

export class ChargeAmountDto {
  @money('In the supplier currency') amount: string;
  @ApiProperty({ type: String, nullable: true, example: '0.82', description: "In USD at today's finance rate; null when the currency has no rate" })
  amountUsd: string | null;
}

export class BookingFeeChargeDto extends ChargeAmountDto {
  @ApiProperty({ description: 'Charged per passenger (else once per booking)' }) isPerPassenger: boolean;
  @ApiProperty({ enum: ['line', 'rideRule'], description: "The line's own fee, or a ride rule booking-fee overriding it" }) source: string;
}

/** What a booking of the line is charged beside its fares (spec 2.11 line price input, 3.5). */
export class ProductChargesDto {
  @ApiProperty({ example: 'THB', description: 'The supplier currency of the amounts' }) currency: string;
  @ApiProperty({ type: BookingFeeChargeDto, nullable: true, description: 'null: no booking fee' }) bookingFee: BookingFeeChargeDto | null;
  @ApiProperty({ type: ChargeAmountDto, description: 'Round trip: taken off the price per passenger (at most the return fares)' })
  returnDiscount: ChargeAmountDto;
  @ApiProperty({ type: ChargeAmountDto, description: "Round trip: taken off the supplier's cost per passenger" }) returnCostDiscount: ChargeAmountDto;
  @ApiProperty({ type: ChargeAmountDto, nullable: true, description: 'Per passenger fare of a booking sold offline by staff; null: the line has none' })
  offlinePrice: ChargeAmountDto | null;
}

export class ExtraInfoChoiceDto {
  @ApiProperty({ example: 'TH' }) value: string;
  @ApiProperty({ example: 'Thailand' }) label: string;
}

/** A passenger extra info the line asks of each passenger (spec 3.5 passengerExtraInfoDefinitions). */
export class ExtraInfoDefinitionDto {
  @ApiProperty({ example: 'passport-number' }) slug: string;
  @ApiProperty({ example: 'Passport number' }) label: string;
  @ApiProperty({ enum: PASSENGER_EXTRA_INFO_TYPES }) type: PassengerExtraInfoType;
  @ApiProperty({ type: [ExtraInfoChoiceDto], description: 'The values a list or country answer is one of; empty for the other types' })
  choices: ExtraInfoChoiceDto[];
}

/** A line with its available departures on the searched date (spec 2.2). */
export class ProductDto {
  @ApiProperty({ format: 'uuid', description: 'The line id' }) id: string;
  @ApiProperty() denomination: string;
  @ApiProperty({ enum: LINE_TYPES }) type: string;
  @ApiProperty() lineClass: string;
  @ApiProperty({ type: ProductCompanyDto, description: 'The operator' }) company: ProductCompanyDto;
  @ApiProperty() privateTransfer: boolean;
  @ApiProperty({ description: 'Fewest passengers a booking may have' }) minPassengers: number;
  @ApiProperty({ type: ProductCityDto }) fromCity: ProductCityDto;
  @ApiProperty({ type: ProductCityDto }) toCity: ProductCityDto;
  @ApiProperty({ type: [DepartureDto], description: 'Available departures (not blocked, seats left, not yet gone) by time' })
  departures: DepartureDto[];
  @ApiProperty({ type: ProductChargesDto, description: 'Booking fee, round-trip discounts and offline price a booking adds to the fares' })
  charges: ProductChargesDto;
}

export class ProductPassengerTypeDto {
  @ApiProperty({ example: 'Adult' }) type: string;
  @ApiProperty({ type: Number, nullable: true, description: 'null when the company does not define the type' }) fromAge: number | null;
  @ApiProperty({ type: Number, nullable: true }) toAge: number | null;
}

export class ExtraOptionDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: EXTRA_TYPES }) extraType: string;
  @ApiProperty() label: string;
  @ApiProperty({ type: String, nullable: true }) note: string | null;
  @ApiProperty() needInput: boolean;
  @ApiProperty({ type: String, nullable: true }) inputLabel: string | null;
  @ApiProperty() mandatory: boolean;
  @ApiProperty({ description: 'Priced per passenger (else per booking)' }) perPassenger: boolean;
  @money('In the supplier currency; 0.00 is free') price: string;
  @ApiProperty() currency: string;
  @money('In USD') priceUsd: string;
}

export class VehicleTypeDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'Car' }) typeName: string;
  @money('In the supplier currency') amount: string;
  @ApiProperty() currency: string;
  @money('In USD') amountUsd: string;
}

export class PackDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'Flexi pack' }) name: string;
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  @money('Per passenger and journey, in the supplier currency') amount: string;
  @ApiProperty({ example: 'THB' }) currency: string;
  @money('Per passenger and journey, in USD') amountUsd: string;
}

export class PolicyRuleDto {
  @ApiProperty({ description: 'Applies when cancelling or amending at least this long before departure' }) timeBefore: number;
  @ApiProperty({ enum: POLICY_UNITS }) unit: string;
  @ApiProperty({ example: '10.00' }) feePercent: string;
  @ApiProperty({ enum: DIRECTIONS, nullable: true, type: String, description: 'null: both directions' }) direction: string | null;
}

export class ApprovalInputsDto {
  @ApiProperty() bookingCode: boolean;
  @ApiProperty() seatsNumber: boolean;
  @ApiProperty() qrCodes: boolean;
  @ApiProperty() requiredAttachments: boolean;
}

/** One product for the booking edit screen (spec 2.3). */
export class ProductDetailDto extends ProductDto {
  @ApiProperty() slug: string;
  @ApiProperty() published: boolean;
  @ApiProperty({ type: ApprovalInputsDto }) approvalInputs: ApprovalInputsDto;
  @ApiProperty() newExtras: boolean;
  @ApiProperty() isSupplierApi: boolean;
  @ApiProperty({ type: String, nullable: true }) supplierIntegration: string | null;
  @ApiProperty() manualBookings: boolean;
  @ApiProperty() automaticApproval: boolean;
  @ApiProperty({ type: Number, nullable: true }) privateMaxPassengers: number | null;
  @ApiProperty() vehicleOnBoard: boolean;
  @ApiProperty() refundable: boolean;
  @ApiProperty() amendable: boolean;
  @ApiProperty({ example: 'THB' }) supplierCurrency: string;
  @ApiProperty({ type: [ProductPassengerTypeDto], description: "The company's passenger types the line has a price for" })
  passengerTypes: ProductPassengerTypeDto[];
  @ApiProperty({ type: [ExtraOptionDto] }) extras: ExtraOptionDto[];
  @ApiProperty({ type: [VehicleTypeDto] }) vehicleTypes: VehicleTypeDto[];
  @ApiProperty({ type: [PackDto], description: 'Packs a booking may include, in the order the line lists them' }) packs: PackDto[];
  @ApiProperty({ type: [PolicyRuleDto] }) cancellationRules: PolicyRuleDto[];
  @ApiProperty({ type: [PolicyRuleDto] }) amendmentRules: PolicyRuleDto[];
  @ApiProperty({ type: [DepartureDto], description: 'Departures in the reverse direction on the return date' })
  returnDepartures: DepartureDto[];
  @ApiProperty({ type: [ExtraInfoDefinitionDto], description: 'Extra info each passenger gives (country of residence: the first passenger only)' })
  passengerExtraInfo: ExtraInfoDefinitionDto[];
}
