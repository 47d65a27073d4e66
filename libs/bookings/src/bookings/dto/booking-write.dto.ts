import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { AMEND_STATUSES, BOOKING_STATUSES, CUSTOMER_STATUSES, PAYMENT_STATUSES } from '@farebox/domain';

const optionalChoice = (values: readonly string[]) => applyDecorators(ApiPropertyOptional({ enum: values }), IsOptional(), IsIn(values));
const optionalList = (item: new () => object, description?: string) =>
  applyDecorators(
    ApiPropertyOptional({ type: [item], description }),
    IsOptional(),
    IsArray(),
    ValidateNested({ each: true }),
    Type(() => item),
  );

/** One answer to the line's passenger extra info (spec 3.1 Passenger extraInfos). */
export class PassengerExtraInfoInputDto {
  @ApiProperty({ example: 'passport-number', description: "The definition's slug" }) @IsString() @MaxLength(100) slug: string;
  @ApiProperty({ example: 'AB1234567', description: 'Dates as YYYY-MM-DD, countries as ISO codes' }) @IsOptional() @IsString() @MaxLength(500) value?: string;
}

export class BookingPassengerInputDto {
  @ApiProperty() @IsOptional() @IsString() @MaxLength(200) firstName?: string;
  @ApiProperty() @IsOptional() @IsString() @MaxLength(200) lastName?: string;
  @ApiPropertyOptional({ description: "Required for the first passenger (the booking's contact)" }) @IsOptional() @IsString() @MaxLength(320) email?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(50) phone?: string;
  @ApiPropertyOptional() @IsOptional() @IsInt() @Min(0) @Max(130) age?: number;
  @ApiProperty({ example: 'Adult', description: "One of the operator company's passenger types" })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  passengerType?: string;
  @optionalList(PassengerExtraInfoInputDto, "Answers to the line's passenger extra info (required on a new booking)")
  extraInfos?: PassengerExtraInfoInputDto[];
}

export class BookingExtraInputDto {
  @ApiProperty({ format: 'uuid', description: 'line_extra_option id' }) @IsUUID('all') optionId: string;
  @ApiPropertyOptional({ description: 'The input text, when the option needs one' }) @IsOptional() @IsString() @MaxLength(500) value?: string;
}

/** A vehicle on board a ferry; every field is required ('This field is required.' from the booking rule). */
export class VehicleInputDto {
  @ApiProperty({ example: 'Car', description: "One of the line's vehicle types" }) @IsOptional() @IsString() @MaxLength(100) typeName?: string;
  @ApiProperty({ example: 'Toyota Corolla' }) @IsOptional() @IsString() @MaxLength(200) name?: string;
  @ApiProperty({ example: '1AB 2345' }) @IsOptional() @IsString() @MaxLength(50) licenseNumber?: string;
}

/** POST /bookings/:id/notify: the notify modal's Yes after an edit is saved (spec 2.3). */
export class NotifyBookingDto {
  @ApiPropertyOptional({ description: 'E-mail the support team' }) @IsOptional() @IsBoolean() supportTeam?: boolean;
  @ApiPropertyOptional({ description: 'E-mail the supplier' }) @IsOptional() @IsBoolean() supplier?: boolean;
}

/** Whom a create or an edit tells; an edit moving the booking to another supplier asks for the two supplier e-mails. */
export class BookingNotifyDto extends NotifyBookingDto {
  @ApiPropertyOptional({ description: 'Supplier changed: send a cancellation e-mail to the previous supplier' })
  @IsOptional()
  @IsBoolean()
  cancellationToPrevious?: boolean;
  @ApiPropertyOptional({ description: 'Supplier changed: send a new-booking e-mail to the new supplier' })
  @IsOptional()
  @IsBoolean()
  newBookingToCurrent?: boolean;
}

/** POST /bookings and the new booking of an exchange (spec 2.3). */
export class CreateBookingDto {
  @ApiProperty({ format: 'uuid', description: 'The product (line)' }) @IsUUID('all') lineId: string;
  @ApiProperty({ format: 'uuid' }) @IsOptional() @IsUUID('all') outboundTripId?: string;
  @ApiPropertyOptional({ format: 'uuid', description: 'Round trip: a departure of the line in the reverse direction' })
  @IsOptional()
  @IsUUID('all')
  returnTripId?: string;
  @ApiProperty({ type: [BookingPassengerInputDto] })
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => BookingPassengerInputDto)
  passengers: BookingPassengerInputDto[];
  @ApiPropertyOptional({ description: 'Private transfers: how many travel (at least 1)' }) @IsOptional() @IsInt() passengersCount?: number;
  @ApiPropertyOptional({ example: 'farebox', description: 'Sales channel slug' }) @IsOptional() @IsString() @MaxLength(100) domain?: string;
  @optionalChoice(PAYMENT_STATUSES) paymentStatus?: string;
  @optionalChoice(BOOKING_STATUSES) status?: string;
  @optionalChoice(CUSTOMER_STATUSES) customerStatus?: string;
  @optionalList(BookingExtraInputDto) extras?: BookingExtraInputDto[];
  @optionalList(VehicleInputDto, 'Ferries with vehicles on board') vehicles?: VehicleInputDto[];
  @ApiPropertyOptional({ format: 'uuid', description: "One of the line's packs (priced per passenger and journey)" })
  @IsOptional()
  @IsUUID('all')
  packId?: string;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() isFraudulent?: boolean;
  @ApiPropertyOptional({ description: "Sold offline by staff (phone, counter): the fares are the line's offline price" })
  @IsOptional()
  @IsBoolean()
  offlineSale?: boolean;
  @ApiPropertyOptional({ type: BookingNotifyDto }) @IsOptional() @ValidateNested() @Type(() => BookingNotifyDto) notify?: BookingNotifyDto;
}

/**
 * PUT /bookings/:id: the version edited from, then any fields of the create body (omitted ones keep their
 * value). Supplier-API bookings (and bookings whose tickets are issued) take only phone, email and isFraudulent.
 */
export class UpdateBookingDto {
  @ApiProperty() @Type(() => Number) @IsInt() @Min(1) version: number;
  @ApiPropertyOptional({ format: 'uuid' }) @IsOptional() @IsUUID('all') lineId?: string;
  @ApiPropertyOptional({ format: 'uuid' }) @IsOptional() @IsUUID('all') outboundTripId?: string;
  @ApiPropertyOptional({ format: 'uuid', nullable: true, type: String, description: 'null removes the return journey' })
  @IsOptional()
  @IsUUID('all')
  returnTripId?: string | null;
  @optionalList(BookingPassengerInputDto) passengers?: BookingPassengerInputDto[];
  @ApiPropertyOptional() @IsOptional() @IsInt() passengersCount?: number;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(100) domain?: string;
  @optionalChoice(PAYMENT_STATUSES) paymentStatus?: string;
  @optionalChoice(BOOKING_STATUSES) status?: string;
  @optionalChoice(CUSTOMER_STATUSES) customerStatus?: string;
  @ApiPropertyOptional({ enum: AMEND_STATUSES, nullable: true, type: String }) @IsOptional() @IsIn(AMEND_STATUSES) amendStatus?: string | null;
  @optionalList(BookingExtraInputDto) extras?: BookingExtraInputDto[];
  @optionalList(VehicleInputDto, 'Ferries with vehicles on board: the whole list ([] removes them)') vehicles?: VehicleInputDto[];
  @ApiPropertyOptional({ format: 'uuid', nullable: true, type: String, description: "One of the line's packs; null removes the pack" })
  @IsOptional()
  @IsUUID('all')
  packId?: string | null;
  @ApiPropertyOptional({ description: "The contact's e-mail" }) @IsOptional() @IsString() @MaxLength(320) email?: string;
  @ApiPropertyOptional({ description: "The contact's phone" }) @IsOptional() @IsString() @MaxLength(50) phone?: string;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() isFraudulent?: boolean;
  @ApiPropertyOptional({ type: BookingNotifyDto }) @IsOptional() @ValidateNested() @Type(() => BookingNotifyDto) notify?: BookingNotifyDto;
}

export class ExchangeBookingDto {
  @ApiProperty({ description: 'The version of the booking being exchanged' }) @Type(() => Number) @IsInt() @Min(1) version: number;
  @ApiProperty({ type: CreateBookingDto, description: 'The new booking; the payment moves to it' })
  @ValidateNested()
  @Type(() => CreateBookingDto)
  booking: CreateBookingDto;
}

export class CreatedBookingDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() reference: string;
}
