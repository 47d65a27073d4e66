import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, Matches, MaxLength, Validate } from 'class-validator';
import { BookingMessage, EMAIL_PATTERN } from '@farebox/domain';
import { CalendarDayConstraint } from './passenger-list-query.dto.js';

const email = { message: BookingMessage.InvalidEmail };

export class SalesReportDto {
  @ApiPropertyOptional({ description: "Recipient; the company's report e-mails (reportAgents) when omitted", example: 'finance@supplier.example' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString(email)
  @Matches(EMAIL_PATTERN, email)
  @MaxLength(320, email)
  toEmail?: string;

  @ApiPropertyOptional({ example: '2025-03-04', description: 'Report day in Asia/Jerusalem; yesterday there when omitted' })
  @IsOptional()
  @Validate(CalendarDayConstraint)
  date?: string;
}
