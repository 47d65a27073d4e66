import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { BOOKING_SORTS, DEFAULT_BOOKING_SORT, MANUAL_FILTERS, type BookingSort, type ManualFilter } from '@farebox/domain';
import { PageQueryDto } from '@farebox/platform';

const toBoolean = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);
const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value);
/** ISO date (YYYY-MM-DD) or date-time. */
const DATE_OR_TIME = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;
const LIST = /^[A-Za-z;,]+$/;

const text = (description: string) => applyDecorators(ApiPropertyOptional({ description }), IsOptional(), Transform(trimmed), IsString(), MaxLength(2000));
const id = (description: string) => applyDecorators(ApiPropertyOptional({ format: 'uuid', description }), IsOptional(), IsUUID('all'));
const date = (description: string) =>
  applyDecorators(
    ApiPropertyOptional({ example: '2026-03-01', description: `${description} (YYYY-MM-DD or ISO date-time; a plain date is a whole UTC day)` }),
    IsOptional(),
    Matches(DATE_OR_TIME, { message: '$property must be a date YYYY-MM-DD or an ISO date-time' }),
  );
const list = (description: string) =>
  applyDecorators(
    ApiPropertyOptional({ description: `${description}; several values separated by ";" or ","` }),
    IsOptional(),
    Matches(LIST, { message: '$property must be values separated by ";"' }),
  );

/**
 * The booking list's filters (spec 2.1 route table). Full-admin-only filters (manual, cartReference, payment,
 * approveMethod, supplier, company, region, from, to) are ignored for other users; agents always get their own
 * company.
 */
export class ListBookingsQueryDto extends PageQueryDto {
  @list('Supplier status: pending, reserved, approved, declined, canceled') status?: string;
  @list('Payment status (default "paid;authorized"; "all" for every status)') payment?: string;
  @list('Customer status: pending, approved, canceled') customerStatus?: string;
  @list("Change-request status (the filter menu's change requests): pending, approved, canceled, declined, failed") amendStatus?: string;
  @list('Approval method: pendingApproval, automatic, manual, supplierApi') approveMethod?: string;
  @text('Booking references separated by commas, spaces or new lines') references?: string;
  @text('One booking reference') booking?: string;
  @text('Cart reference') cartReference?: string;
  @text('Supplier booking code') supplierBookingCode?: string;
  @text('Customer e-mail (case-insensitive, whole address)') email?: string;
  @text('Lead passenger first name starts with (case-insensitive)') firstName?: string;
  @text('Lead passenger last name starts with (case-insensitive)') lastName?: string;
  @text('Region of the departure country, e.g. apac') region?: string;
  @text('Departure country code (ISO 3166-1 alpha-2)') country?: string;
  @text('Sales channel slug (domain), or "all"') domain?: string;
  @id('Operator company') company?: string;
  @id('Supplier company') supplier?: string;
  @id('From city') from?: string;
  @id('To city') to?: string;
  @id('Trip (outbound or return)') tripId?: string;
  @id('Product (line)') productId?: string;
  @id('Event (recurring departure)') eventId?: string;
  @id('Departure station') departure?: string;
  @id('Arrival station') arrival?: string;
  @date('Booked from') createdFromExplicit?: string;
  @date('Booked until') createdToExplicit?: string;
  @date('Departing from') departureFrom?: string;
  @date('Departing until') departureTo?: string;

  @ApiPropertyOptional({ enum: MANUAL_FILTERS })
  @IsOptional()
  @IsIn(MANUAL_FILTERS)
  manual?: ManualFilter;

  @ApiPropertyOptional({ type: Boolean, description: 'Handled by the agent' })
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  isHandled?: boolean;

  @ApiPropertyOptional({ enum: BOOKING_SORTS, default: DEFAULT_BOOKING_SORT })
  @IsOptional()
  @IsIn(BOOKING_SORTS)
  sort?: BookingSort;
}
