import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { TRIP_TERM_SOURCES, type TripTermSource } from '@farebox/domain';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsNumber, IsOptional, IsString, IsUUID, Matches, MaxLength, ValidateNested } from 'class-validator';

/*
 * Shapes only. The rules and their messages (weekdays, ranges, duration, allocations with their prepaid invoice) are
 * validateEvent() and its siblings from @farebox/domain, shared with the web forms.
 */

const DATE = /^\d{4}-\d{2}-\d{2}$/;
export const DIRECTIONS = ['aToB', 'bToA'] as const;

export class DateRangeDto {
  @ApiProperty({ example: '2026-12-01' })
  @IsString()
  @MaxLength(10)
  startDate: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: '2027-03-31', description: 'Inclusive; open when null' })
  @IsOptional()
  @IsString()
  @MaxLength(10)
  endDate: string | null;
}

export class PrepaidAllocationDto {
  @ApiProperty({ example: '2026-12-01' }) @IsString() @MaxLength(10) startDate: string;
  @ApiProperty({ example: '2026-12-31' }) @IsString() @MaxLength(10) endDate: string;
  @ApiProperty({ example: 10 }) @IsNumber() allocatedSeats: number;
  @ApiProperty({ example: 'PP-2026-001', description: 'Number of the prepaid invoice that pays for the seats' })
  @IsString()
  @MaxLength(100)
  invoiceNumber: string;
}

export class EventFieldsDto {
  @ApiProperty({ example: 'Morning boat' }) @IsString() @MaxLength(1000) title: string;
  @ApiProperty({ example: '#3b82f6' }) @IsString() @MaxLength(20) color: string;
  @ApiProperty({ example: '08:30', description: "Local departure time in the primary station's city, minutes in steps of 5" })
  @IsString()
  @MaxLength(8)
  startTime: string;
  @ApiProperty({ example: 90, minimum: 1 }) @IsNumber() durationMinutes: number;
  @ApiProperty({ type: [Number], example: [1, 3, 5], description: '0 Sunday to 6 Saturday' })
  @IsArray()
  @ArrayMaxSize(7)
  @IsInt({ each: true })
  daysOfWeek: number[];
  @ApiProperty({ type: [DateRangeDto] })
  @IsArray()
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  @Type(() => DateRangeDto)
  dateRanges: DateRangeDto[];
  @ApiProperty({ example: 40 }) @IsNumber() seats: number;
  @ApiPropertyOptional({ type: [PrepaidAllocationDto] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  @Type(() => PrepaidAllocationDto)
  allocations?: PrepaidAllocationDto[];
  @ApiPropertyOptional({ enum: ['line', 'event'], description: "Stops: the line's multi-stations of the direction, or the event's own" })
  @IsOptional()
  @IsIn(['line', 'event'])
  multiStationsSource?: 'line' | 'event';
  @ApiPropertyOptional({ type: String, nullable: true, description: 'A price rule of the line (price-rules area)' })
  @IsOptional()
  @IsUUID()
  priceRuleId?: string | null;
  @ApiPropertyOptional({ description: 'Answer what the save would do to trips and bookings, and change nothing' })
  @IsOptional()
  @IsBoolean()
  dryRun?: boolean;
}

export class CreateEventDto extends EventFieldsDto {
  @ApiProperty({ enum: DIRECTIONS }) @IsIn(DIRECTIONS) direction: 'aToB' | 'bToA';
}

export class UpdateEventDto extends EventFieldsDto {
  @ApiProperty({ description: 'The version the event was edited from' }) @IsInt() version: number;
}

export class DeleteEventQueryDto {
  @ApiProperty() @Type(() => Number) @IsInt() version: number;
  @ApiPropertyOptional() @IsOptional() @IsIn(['true', 'false']) dryRun?: 'true' | 'false';
}

export class RemoveWeekdayDto {
  @ApiProperty() @IsInt() version: number;
  @ApiProperty({ description: '0 Sunday to 6 Saturday' }) @IsInt() weekday: number;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() dryRun?: boolean;
}

export class BulkDurationDto {
  @ApiProperty({ type: [String] }) @IsArray() @ArrayMaxSize(500) @IsUUID('4', { each: true }) eventIds: string[];
  @ApiProperty({ minimum: 1 }) @IsNumber() durationMinutes: number;
}

export class DuplicateEventDto {
  @ApiProperty({ example: 60, description: 'Minutes between the copies (multiple of 5)' }) @IsNumber() intervalMinutes: number;
  @ApiProperty({ example: '18:00', description: 'Local time of the last possible copy, after the start' }) @IsString() @MaxLength(8) endTime: string;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() dryRun?: boolean;
}

export class NewDepartureTimeDto {
  @ApiProperty() @IsInt() version: number;
  @ApiProperty({ example: '09:15', description: 'The new local departure time, minutes in steps of 5' }) @IsString() @MaxLength(8) startTime: string;
  @ApiProperty({ example: '2026-12-15', description: 'First local date at the new time (today or later)' }) @IsString() @MaxLength(10) effectiveFrom: string;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() dryRun?: boolean;
}

export class RemoveAllTripsDto {
  @ApiProperty({ type: [String], enum: DIRECTIONS, description: 'At least one direction' })
  @IsArray()
  @ArrayMaxSize(2)
  @IsIn(DIRECTIONS, { each: true })
  directions: ('aToB' | 'bToA')[];
  @ApiPropertyOptional() @IsOptional() @IsBoolean() dryRun?: boolean;
}

export class AllocationDto {
  @ApiProperty({ type: Number, nullable: true, description: "Set: the trip's prepaid number; null (Unset): the event's" })
  @IsOptional()
  @IsNumber()
  prepaidSeats: number | null;
}

export class FullyBookedDto {
  @ApiProperty({ description: 'true: not sold any more; false: available again' }) @IsBoolean() fullyBooked: boolean;
}

export class ScheduleQueryDto {
  @ApiProperty({ example: '2026-12-01', description: 'First local date of the trips' }) @Matches(DATE) from: string;
  @ApiProperty({ example: '2026-12-31', description: 'Last local date of the trips (at most 62 days after from)' }) @Matches(DATE) to: string;
}

export class EventDto {
  @ApiProperty() id: string;
  @ApiProperty({ enum: DIRECTIONS }) direction: 'aToB' | 'bToA';
  @ApiProperty() title: string;
  @ApiProperty() color: string;
  @ApiProperty() startTime: string;
  @ApiProperty() durationMinutes: number;
  @ApiProperty({ description: 'Computed local end time' }) endTime: string;
  @ApiProperty({ description: 'Days after the departure day the end falls on (a cross-day event when above 0)' }) endDayOffset: number;
  @ApiProperty({ type: [Number] }) daysOfWeek: number[];
  @ApiProperty({ type: [DateRangeDto] }) dateRanges: DateRangeDto[];
  @ApiProperty() seats: number;
  @ApiProperty({ type: [PrepaidAllocationDto] }) allocations: PrepaidAllocationDto[];
  @ApiProperty({ enum: ['line', 'event'] }) multiStationsSource: 'line' | 'event';
  @ApiProperty({ type: String, nullable: true }) priceRuleId: string | null;
  @ApiProperty() version: number;
}

export class TripDto {
  @ApiProperty() id: string;
  @ApiProperty({ type: String, nullable: true }) eventId: string | null;
  @ApiProperty({ enum: DIRECTIONS }) direction: 'aToB' | 'bToA';
  @ApiProperty() departureAt: string;
  @ApiProperty() arrivalAt: string;
  @ApiProperty({ description: 'Local departure date and time in the departure city, YYYY-MM-DDTHH:MM' }) localDeparture: string;
  @ApiProperty({ description: 'Local arrival in the departure city timezone, YYYY-MM-DDTHH:MM' }) localArrival: string;
  @ApiProperty() timezone: string;
  @ApiProperty() seatsTotal: number;
  @ApiProperty() seatsSold: number;
  @ApiProperty({ description: 'Marked fully booked (or blocked by a declined booking): not sold' }) fullyBooked: boolean;
  @ApiProperty({ type: Number, nullable: true, description: "The trip's own prepaid number (used when prepaidSource is 'trip')" })
  prepaidSeats: number | null;
  @ApiProperty({ enum: TRIP_TERM_SOURCES, description: "Where the price rule comes from; 'trip' is isManuallyPriced" }) priceSource: TripTermSource;
  @ApiProperty({ type: String, nullable: true, description: "The trip's own price rule (priceSource 'trip')" }) priceRuleId: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "The one rule pricing the trip (the trip's or the event's); null: the line's prices and matching rules",
  })
  effectivePriceRuleId: string | null;
  @ApiProperty({ enum: TRIP_TERM_SOURCES, description: "Stops: the event's list (its own or the line's, as the event says), the line's, or the trip's own" })
  multiStationsSource: TripTermSource;
  @ApiProperty({ type: String, nullable: true, description: "The event whose own multi-stations the trip stops at; null: the line's list" })
  stationsEventId: string | null;
  @ApiProperty({ enum: TRIP_TERM_SOURCES, description: "Where the prepaid allocation comes from; 'trip' is isManuallyAllocated" })
  prepaidSource: TripTermSource;
  @ApiProperty({ type: Number, nullable: true, description: 'The prepaid allocation the trip has from its source; null: none' })
  allocatedSeats: number | null;
  @ApiProperty({ description: "The version of the trip's terms (Edit trip)" }) version: number;
}

export class TripTermsDto {
  @ApiProperty({ description: 'The version the trip was opened on' }) @IsInt() version: number;
  @ApiProperty({ enum: TRIP_TERM_SOURCES }) @IsIn(TRIP_TERM_SOURCES) priceSource: TripTermSource;
  @ApiPropertyOptional({ type: String, nullable: true, description: "A price rule of the line (priceSource 'trip')" })
  @IsOptional()
  @IsUUID()
  priceRuleId?: string | null;
  @ApiProperty({ enum: TRIP_TERM_SOURCES }) @IsIn(TRIP_TERM_SOURCES) multiStationsSource: TripTermSource;
  @ApiProperty({ enum: TRIP_TERM_SOURCES }) @IsIn(TRIP_TERM_SOURCES) prepaidSource: TripTermSource;
  @ApiPropertyOptional({ type: Number, nullable: true, description: "The trip's prepaid number (prepaidSource 'trip')" })
  @IsOptional()
  @IsNumber()
  prepaidSeats?: number | null;
  @ApiPropertyOptional({ description: 'Answer what the save would do to the trip and its bookings, and change nothing' })
  @IsOptional()
  @IsBoolean()
  dryRun?: boolean;
}

export class ScheduleStationDto {
  @ApiProperty() id: string;
  @ApiProperty() name: string;
}

export class ScheduleDto {
  @ApiProperty() lineId: string;
  @ApiProperty({ type: ScheduleStationDto, description: 'Primary station A' }) stationA: ScheduleStationDto;
  @ApiProperty({ type: ScheduleStationDto, description: 'Primary station B' }) stationB: ScheduleStationDto;
  @ApiProperty({ description: "Timezone of station A's city (A to B departures)" }) timezoneA: string;
  @ApiProperty({ description: "Timezone of station B's city (B to A departures)" }) timezoneB: string;
  @ApiProperty({ type: [EventDto] }) events: EventDto[];
  @ApiProperty({ type: [TripDto] }) trips: TripDto[];
  @ApiProperty({ description: 'May edit events, trips and fully-booked dates' }) editSchedules: boolean;
  @ApiProperty({ description: 'May remove a weekday, delete all and duplicate (full admins)' }) fullAdminActions: boolean;
  @ApiProperty({ description: 'May remove all trips: a schedule editor on a never-published line, or with the de-admin scope' }) canRemoveAllTrips: boolean;
}

export class TripChangeDto {
  @ApiProperty({ enum: ['created', 'moved', 'removed', 'reseated', 'edited'], description: "edited: the trip's price rule, stops or prepaid allocation" })
  change: 'created' | 'moved' | 'removed' | 'reseated' | 'edited';
  @ApiProperty() tripId: string;
  @ApiProperty({ type: String, nullable: true }) from: string | null;
  @ApiProperty({ type: String, nullable: true }) to: string | null;
  @ApiProperty() sold: number;
  @ApiProperty({ type: Number, nullable: true }) seats: number | null;
  @ApiProperty({ type: [String] }) bookings: string[];
}

export class ImpactDto {
  @ApiProperty() created: number;
  @ApiProperty() moved: number;
  @ApiProperty() removed: number;
  @ApiProperty() reseated: number;
  @ApiProperty({ description: 'Trips whose price rule, stops or prepaid allocation change (Edit trip, a single occurrence)' }) edited: number;
  @ApiProperty({ type: [String], description: 'References of the bookings on trips the change moves or removes' }) bookings: string[];
  @ApiProperty({ type: [TripChangeDto], description: 'The first 200 changes' }) changes: TripChangeDto[];
  @ApiProperty({ type: String, nullable: true, description: 'A preview only: why the save would be refused (409), naming the bookings' })
  refusal: string | null;
}

export class TripTermsSaveDto {
  @ApiProperty({ type: TripDto, description: 'The trip as saved (a dry run: as it would be)' }) trip: TripDto;
  @ApiProperty({ type: ImpactDto }) impact: ImpactDto;
  @ApiProperty({ description: 'true: nothing was saved' }) dryRun: boolean;
}

export class EventSaveDto {
  @ApiProperty({ type: EventDto, nullable: true, description: 'The saved event (null after a delete)' }) event: EventDto | null;
  @ApiProperty({ type: ImpactDto }) impact: ImpactDto;
  @ApiProperty({ description: 'true: nothing was saved, the impact is what the save would do' }) dryRun: boolean;
}

export class BulkErrorDto {
  @ApiProperty() eventId: string;
  @ApiProperty() title: string;
  @ApiProperty() message: string;
}

export class BulkResultDto {
  @ApiProperty() updated: number;
  @ApiProperty({ type: [BulkErrorDto], description: 'One entry an event that was not changed (the web lists them in the "Errors" modal)' })
  errors: BulkErrorDto[];
}

export class FullyBookedUploadDto {
  @ApiProperty({ description: 'The CSV text: date YYYY-MM-DD[,time HH:MM][,direction aToB|bToA] a row; a header row is skipped' })
  @IsString()
  @MaxLength(1_000_000)
  csv: string;
}

export class UploadErrorDto {
  @ApiProperty() line: number;
  @ApiProperty() message: string;
}

export class FullyBookedUploadResultDto {
  @ApiProperty({ description: 'Trips marked fully booked' }) marked: number;
  @ApiProperty({ type: [UploadErrorDto], description: 'Lines not applied (the web lists them in the "Errors" modal)' }) errors: UploadErrorDto[];
}
