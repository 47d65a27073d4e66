import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsNotEmpty, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { BookingMessage, EMAIL_PATTERN } from '@farebox/domain';
import { BOOKING_EMAIL_KINDS } from '../booking-email-log.entity.js';

/** The most bookings one bulk request may name (a page of the list is 20; Select All stays far below). */
export const BULK_MAX_BOOKINGS = 500;
export const RESEND_MAX_EMAILS = 20;
export const SUBJECT_MAX = 200;
export const BODY_MAX = 20_000;

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const required = { message: BookingMessage.Required };
const email = { message: BookingMessage.InvalidEmail };

export class SendVoucherDto {
  @ApiPropertyOptional({ description: "Where to send it; the booking's e-mail when omitted", example: 'traveller@example.com' })
  @IsOptional()
  @Transform(trim)
  @IsString(email)
  @Matches(EMAIL_PATTERN, email)
  @MaxLength(320, email)
  email?: string;
}

export class BulkBookingsDto {
  @ApiProperty({ type: [String], format: 'uuid', maxItems: BULK_MAX_BOOKINGS })
  @IsArray(required)
  @ArrayMinSize(1, required)
  @ArrayMaxSize(BULK_MAX_BOOKINGS)
  @IsUUID('4', { each: true })
  bookingIds: string[];
}

export class BulkEmailDto extends BulkBookingsDto {
  @ApiProperty({ maxLength: SUBJECT_MAX })
  @Transform(trim)
  @IsString(required)
  @IsNotEmpty(required)
  @MaxLength(SUBJECT_MAX)
  subject: string;

  @ApiProperty({ maxLength: BODY_MAX, description: 'Plain text; blank lines separate paragraphs' })
  @Transform(trim)
  @IsString(required)
  @IsNotEmpty(required)
  @MaxLength(BODY_MAX)
  body: string;
}

export class ResendRequestDto {
  @ApiProperty({ type: [String], description: 'Agent e-mails', example: ['agent@supplier.example'] })
  @Transform(({ value }: { value: unknown }) => (Array.isArray(value) ? value.map((v: unknown) => trim({ value: v })) : value))
  @IsArray(required)
  @ArrayMinSize(1, required)
  @ArrayMaxSize(RESEND_MAX_EMAILS)
  @IsString({ each: true, ...email })
  @Matches(EMAIL_PATTERN, { each: true, ...email })
  emails: string[];
}

export class SkippedBookingDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() reference: string;
  @ApiProperty({ description: 'Why nothing was queued for it' }) reason: string;
}

export class QueuedDto {
  @ApiProperty({ description: 'How many e-mails were queued' }) queued: number;
  @ApiPropertyOptional({ type: [SkippedBookingDto], description: 'Bulk vouchers: bookings a voucher may not be sent for' })
  skipped?: SkippedBookingDto[];
}

export class BookingEmailDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() email: string;
  @ApiProperty() subject: string;
  @ApiProperty({ enum: BOOKING_EMAIL_KINDS }) kind: string;
  @ApiProperty({ enum: ['queued', 'sent', 'failed'] }) status: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) deliveredAt: string | null;
  @ApiProperty() opens: number;
  @ApiProperty() clicks: number;
  @ApiProperty({ type: String, nullable: true, description: 'The last delivery error while status is failed' }) error: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
}
