import { ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsInt, IsObject, IsOptional, IsString, IsUUID, MaxLength, Min, ValidateNested } from 'class-validator';
import { APPROVAL_ATTACHMENT_MAX_FILES, BLOCK_DEPARTURES, CANCELLATION_TYPES, EXTRA_CONFIRMATIONS, REFUND_TYPES } from '@farebox/domain';
import { LegValuesDto } from './booking-stored.dto.js';

/** Every state-changing command names the version the user saw (409 when the booking changed since). */
export class VersionedCommandDto {
  @ApiProperty({ description: 'The booking version the user acted on' })
  @Type(() => Number)
  @IsInt()
  @Min(1)
  version: number;
}

export class ApprovalExtraDto {
  @ApiProperty({ format: 'uuid', description: 'The booking extra id' })
  @IsUUID('all')
  id: string;

  @ApiProperty({ enum: EXTRA_CONFIRMATIONS })
  @IsString()
  status: string;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Required when status is other' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  otherValue?: string | null;
}

export class ApproveBookingDto extends VersionedCommandDto {
  @ApiPropertyOptional({ type: String, nullable: true, description: 'Required when the product defines a booking code' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  bookingCode?: string | null;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { $ref: getSchemaPath(LegValuesDto) },
    description: 'Seat numbers by passenger id',
    example: { 'passenger-id': { departure: '12A' } },
  })
  @IsOptional()
  @IsObject()
  seats?: Record<string, { departure?: string; return?: string }>;

  @ApiPropertyOptional({ type: 'object', additionalProperties: { type: 'string' }, description: 'QR codes by passenger id' })
  @IsOptional()
  @IsObject()
  qrCodes?: Record<string, string>;

  @ApiPropertyOptional({ type: String, nullable: true, example: '09:30', description: 'New local pickup time, within 2 hours of the departure' })
  @IsOptional()
  @IsString()
  pickupTime?: string | null;

  @ApiPropertyOptional({ type: [ApprovalExtraDto] })
  @IsOptional()
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => ApprovalExtraDto)
  extras?: ApprovalExtraDto[];

  @ApiPropertyOptional({
    type: [String],
    description: 'Approval attachments uploaded with POST /api/bookings/:id/attachments; at least one when the product requires them and none is attached yet',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(APPROVAL_ATTACHMENT_MAX_FILES)
  @IsUUID('all', { each: true })
  attachmentIds?: string[];

  @ApiPropertyOptional({ description: 'Ticket link for the passengers' })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  ticketUrl?: string;
}

export class DeclineBookingDto extends VersionedCommandDto {
  @ApiPropertyOptional({ type: String, nullable: true, description: "One of the detail's declineReasons values (required)" })
  @IsOptional()
  @IsString()
  reason?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Required when the reason is other' })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  reasonText?: string | null;

  @ApiPropertyOptional({ enum: BLOCK_DEPARTURES, nullable: true, description: 'Required when manual blocking applies' })
  @IsOptional()
  @IsString()
  blockDeparture?: string | null;
}

export class CancelBookingDto extends VersionedCommandDto {
  @ApiPropertyOptional({ enum: REFUND_TYPES, nullable: true, description: 'Required' })
  @IsOptional()
  @IsString()
  refundType?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '10', description: 'Percent, 0 to 100; not for a full refund' })
  @IsOptional()
  @IsString()
  feePercent?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '12.50', description: 'Refund amount (partial refund)' })
  @IsOptional()
  @IsString()
  amount?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '300.00', description: 'Supplier refund in the supplier currency (partial refund)' })
  @IsOptional()
  @IsString()
  costRefundInSupplierCurrency?: string | null;

  @ApiPropertyOptional({ type: Boolean, nullable: true, description: 'Full refund only: refund the fees too' })
  @IsOptional()
  @IsBoolean()
  includeFees?: boolean | null;

  @ApiProperty({ description: 'E-mail the customer about the cancellation' })
  @IsBoolean()
  sendMail: boolean;

  @ApiPropertyOptional({ enum: CANCELLATION_TYPES, nullable: true, description: 'Supplier-API bookings: cancel at the supplier too, or in admin only' })
  @IsOptional()
  @IsString()
  cancellationType?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  reason?: string;
}

export class InProgressDto {
  @ApiProperty() @IsBoolean() inProgress: boolean;
}

export class HandledDto {
  @ApiProperty() @IsBoolean() handled: boolean;
}

export class AddNoteDto {
  @ApiProperty({ maxLength: 5000 })
  @IsString()
  @MaxLength(5000)
  note: string;
}
