import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsNumber, IsOptional, IsString, MaxLength, Min, ValidateNested, Max } from 'class-validator';
import {
  APPROVAL_AMOUNT_TYPES,
  LINE_POLICY_DIRECTIONS,
  LINE_POLICY_UNITS,
  LINE_TYPES,
  ON_LIMIT_POLICIES,
  SYNC_DAYS_DEFAULT,
  SYNC_DAYS_MAX,
  type ApprovalAmountType,
  type LinePolicyDirection,
  type LinePolicyUnit,
  type LineType,
  type OnLimitPolicy,
} from '@farebox/domain';

/*
 * Shapes only. The rules and their messages (denomination, type, class and operator required; the policy messages;
 * the limited amount, late approval, private transfer and station rules) are validateLine() from @farebox/domain,
 * shared with the web form.
 */

const nullableInt = { type: Number, nullable: true } as const;

export class LinePolicyEntryDto {
  @ApiProperty({ enum: LINE_POLICY_DIRECTIONS, description: 'The trips it applies to: both directions, A to B or B to A' })
  @IsIn(LINE_POLICY_DIRECTIONS)
  direction: LinePolicyDirection;

  @ApiProperty({ type: Number, nullable: true, description: 'How long before departure the fee applies from' })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  timeBefore: number | null;

  @ApiProperty({ enum: LINE_POLICY_UNITS })
  @IsIn(LINE_POLICY_UNITS)
  unit: LinePolicyUnit;

  @ApiProperty({ type: String, nullable: true, example: '25', description: 'Fee in percent, 0 to 100 (decimal string)' })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  feePercent: string | null;
}

/** Tab 0 (Operator & Route) as the form sends it. */
export class LineFieldsDto {
  @ApiProperty({ example: 'Phuket – Koh Phi Phi Ferry' }) @IsString() @MaxLength(1000) denomination: string;
  @ApiProperty({ enum: [...LINE_TYPES, ''] }) @IsString() @MaxLength(50) type: LineType | '';
  @ApiProperty({ description: 'Ferries: passengers plus vehicles (true) or passengers only' }) @IsBoolean() vehicleOnBoard: boolean;
  @ApiProperty({ description: 'One of the line classes (LINE_CLASSES)' }) @IsString() @MaxLength(100) lineClass: string;
  @ApiProperty({ description: 'The operator company' }) @IsString() @MaxLength(100) companyId: string;
  @ApiProperty({ type: String, nullable: true, description: 'A different supplier selling the line' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  supplierId: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) @IsOptional() @IsString() @MaxLength(50) publishedAt: string | null;
  @ApiProperty() @IsBoolean() manualBookings: boolean;
  @ApiProperty() @IsBoolean() manualBookingsSupport: boolean;
  @ApiProperty() @IsBoolean() manualBookingsOperations: boolean;
  @ApiProperty() @IsBoolean() automaticApproval: boolean;
  @ApiProperty() @IsBoolean() attachTicketsManually: boolean;
  @ApiProperty({ enum: APPROVAL_AMOUNT_TYPES }) @IsIn(APPROVAL_AMOUNT_TYPES) automaticApprovalAmountType: ApprovalAmountType;
  @ApiProperty(nullableInt) @IsOptional() @IsNumber({ allowNaN: false, allowInfinity: false }) automaticApprovalAmount: number | null;
  @ApiProperty({ enum: ON_LIMIT_POLICIES, nullable: true }) @IsOptional() @IsString() @MaxLength(50) onLimitPolicy: OnLimitPolicy | null;
  @ApiProperty({ description: 'Departure-time flexibility (only without automatic approval)' }) @IsBoolean() flexibleSchedule: boolean;
  @ApiProperty() @IsBoolean() lateApproval: boolean;
  @ApiProperty(nullableInt) @IsOptional() @IsNumber({ allowNaN: false, allowInfinity: false }) lateApprovalDays: number | null;
  @ApiProperty() @IsBoolean() activity: boolean;
  @ApiProperty(nullableInt) @IsOptional() @IsNumber({ allowNaN: false, allowInfinity: false }) minPassengers: number | null;
  @ApiProperty() @IsBoolean() showPromotion: boolean;
  @ApiProperty({ type: Boolean, nullable: true, description: 'The refund policy; null: not set' }) @IsOptional() @IsBoolean() refundable: boolean | null;
  @ApiProperty() @IsBoolean() isFlexibleCancellation: boolean;
  @ApiProperty({ type: [LinePolicyEntryDto] })
  @IsArray()
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  @Type(() => LinePolicyEntryDto)
  cancellations: LinePolicyEntryDto[];
  @ApiProperty({ type: Boolean, nullable: true, description: 'The amendment policy; null: not set' }) @IsOptional() @IsBoolean() amendable: boolean | null;
  @ApiProperty({ type: [LinePolicyEntryDto] })
  @IsArray()
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  @Type(() => LinePolicyEntryDto)
  amendments: LinePolicyEntryDto[];
  @ApiProperty() @IsBoolean() isPrivateTransfer: boolean;
  @ApiProperty(nullableInt) @IsOptional() @IsNumber({ allowNaN: false, allowInfinity: false }) privateMaxPassengers: number | null;
  @ApiProperty(nullableInt) @IsOptional() @IsNumber({ allowNaN: false, allowInfinity: false }) privateTripDurationMinutes: number | null;
  @ApiProperty() @IsBoolean() privateAllPassengerDetailsRequired: boolean;
  @ApiProperty({ ...nullableInt, description: 'Minutes between bookable departures (default 30)' })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  privateIntervalMinutes: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'Primary station A' }) @IsOptional() @IsString() @MaxLength(100) stationAId: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Primary station B' }) @IsOptional() @IsString() @MaxLength(100) stationBId: string | null;
}

export class UpdateLineDto extends LineFieldsDto {
  @ApiProperty({ description: 'The version the edit started from; a newer stored version answers 409 EditConflict' })
  @IsInt({ message: 'This field is required.' })
  @Min(1)
  version: number;
}

export class PublishLineDto {
  @ApiPropertyOptional({ description: 'The version shown when the button was pressed (optional: publish is checked on the published flag itself)' })
  @IsOptional()
  @IsInt()
  @Min(1)
  version?: number;
}

export class SyncLineDto {
  @ApiProperty({ minimum: 1, maximum: SYNC_DAYS_MAX, default: SYNC_DAYS_DEFAULT, description: 'Days in advance to sync' })
  @IsInt()
  @Min(1)
  @Max(SYNC_DAYS_MAX)
  daysInAdvance: number;
}

export class LineCityDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() slug: string;
  @ApiProperty({ example: 'Asia/Bangkok' }) timezone: string;
}

export class LineStationDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() slug: string;
  @ApiProperty({ type: String, nullable: true }) address: string | null;
  @ApiProperty({ type: LineCityDto }) city: LineCityDto;
}

export class LineStopDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() position: number;
  @ApiProperty() isPrimary: boolean;
  @ApiProperty() isBoarding: boolean;
  @ApiProperty() isDropoff: boolean;
  @ApiProperty() timeOffsetMinutes: number;
  @ApiProperty({ type: LineStationDto }) station: LineStationDto;
}

export class LineMultiStationsDto {
  @ApiProperty({ type: [LineStopDto] }) aToB: LineStopDto[];
  @ApiProperty({ type: [LineStopDto] }) bToA: LineStopDto[];
}

export class LineCompanyDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
}

export class LineAccessDto {
  @ApiProperty() read: boolean;
  @ApiProperty({ description: 'Every tab but Schedules, Publish, Unpublish, Duplicate and Sync' }) editLine: boolean;
  @ApiProperty({ description: 'The Schedules tab' }) editSchedules: boolean;
}

export class LinePreviewDto {
  @ApiProperty({ type: String, nullable: true, description: 'Public product page A to B; null when unpublished or PUBLIC_SITE_URL is not set' })
  aToB: string | null;
  @ApiProperty({ type: String, nullable: true }) bToA: string | null;
}

export class LineSyncRunDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() daysInAdvance: number;
  @ApiProperty({ enum: ['queued', 'done', 'failed'] }) state: 'queued' | 'done' | 'failed';
  @ApiProperty({ type: String, nullable: true, description: 'What the sync did' }) result: string | null;
  @ApiProperty({ format: 'date-time' }) requestedAt: Date;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) finishedAt: Date | null;
}

/** GET /lines/:id: the line as the editor shows it. */
export class LineDto extends LineFieldsDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() slug: string;
  @ApiProperty() published: boolean;
  @ApiProperty({ description: 'false: reachable only through its product page link' }) isShowOnSearch: boolean;
  @ApiProperty({ description: 'Read-only' }) isSupplierApi: boolean;
  @ApiProperty({ description: 'Read-only' }) isScrapingAvailability: boolean;
  @ApiProperty({ description: "The supplier's currency the line is priced in", example: 'THB' }) supplierCurrency: string;
  @ApiProperty({ type: LineCompanyDto }) company: LineCompanyDto;
  @ApiProperty({ type: LineCompanyDto, nullable: true }) supplier: LineCompanyDto | null;
  @ApiProperty({ type: LineStationDto }) stationA: LineStationDto;
  @ApiProperty({ type: LineStationDto }) stationB: LineStationDto;
  @ApiProperty({ type: LineMultiStationsDto }) multiStations: LineMultiStationsDto;
  @ApiProperty({ type: LinePreviewDto }) preview: LinePreviewDto;
  @ApiProperty({ type: LineSyncRunDto, nullable: true, description: 'The latest Sync Line run' }) lastSync: LineSyncRunDto | null;
  @ApiProperty({ type: LineAccessDto, description: 'What the signed-in user may do with this line' }) access: LineAccessDto;
  @ApiProperty() version: number;
}
