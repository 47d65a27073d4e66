import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsUUID, Validate, type ValidatorConstraintInterface, ValidatorConstraint } from 'class-validator';
import { isCalendarDay } from '../zoned-time.js';

@ValidatorConstraint({ name: 'calendarDay' })
export class CalendarDayConstraint implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && isCalendarDay(value);
  }
  defaultMessage(): string {
    return 'Enter a date as YYYY-MM-DD.';
  }
}

export class PassengerListQueryDto {
  @ApiProperty({ example: '2025-03-04', description: 'Departure day in the departure station time zone' })
  @Validate(CalendarDayConstraint)
  departureDate: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Only this departure' })
  @IsOptional()
  @IsUUID('4')
  tripId?: string;

  @ApiPropertyOptional({ format: 'uuid', description: "Staff: only this supplier company (an agent always gets its own company's)" })
  @IsOptional()
  @IsUUID('4')
  company?: string;
}

export const PASSENGER_LIST_STATUSES = ['approved', 'canceled'] as const;
export type PassengerListStatus = (typeof PASSENGER_LIST_STATUSES)[number];

export class CompanyPassengerListQueryDto {
  @ApiPropertyOptional({ example: '2025-03-04', description: 'Departure day (station time zone); yesterday in Asia/Jerusalem when omitted' })
  @IsOptional()
  @Validate(CalendarDayConstraint)
  date?: string;

  @ApiPropertyOptional({ enum: PASSENGER_LIST_STATUSES, default: 'approved', description: 'Customer status of the bookings listed' })
  @IsOptional()
  @IsIn(PASSENGER_LIST_STATUSES)
  status: PassengerListStatus = 'approved';
}
