import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { PAYMENT_DATE_TYPES, SETTLEMENT_STATUSES, type PaymentDateType, type SettlementStatus } from '@farebox/domain';
import { PageQueryDto } from '@farebox/platform';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export class ListPaymentsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ example: '2025-06-01', description: 'From this day (UTC), by the date type' })
  @IsOptional()
  @Matches(DATE, { message: 'from must be a date YYYY-MM-DD' })
  from?: string;

  @ApiPropertyOptional({ example: '2025-06-30', description: 'Up to and including this day (UTC)' })
  @IsOptional()
  @Matches(DATE, { message: 'to must be a date YYYY-MM-DD' })
  to?: string;

  @ApiPropertyOptional({ enum: PAYMENT_DATE_TYPES, default: 'created', description: 'Which date from/to filter on' })
  @IsOptional()
  @IsIn(PAYMENT_DATE_TYPES)
  date?: PaymentDateType;

  @ApiPropertyOptional({ description: 'Booking reference (exact)' }) @IsOptional() @IsString() @MaxLength(100) reference?: string;
  @ApiPropertyOptional({ description: 'Supplier company id' }) @IsOptional() @IsUUID('4') company?: string;
  @ApiPropertyOptional({ description: 'Payment id' }) @IsOptional() @IsUUID('4') paymentId?: string;
  @ApiPropertyOptional({ description: 'Customer e-mail (exact, case-insensitive)' }) @IsOptional() @IsString() @MaxLength(200) email?: string;
  @ApiPropertyOptional({ description: 'Customer name: first and/or last name starting with the words given' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  name?: string;
  @ApiPropertyOptional({ enum: SETTLEMENT_STATUSES }) @IsOptional() @IsIn(SETTLEMENT_STATUSES) status?: SettlementStatus;
}
