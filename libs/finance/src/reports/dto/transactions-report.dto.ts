import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';
import { PageQueryDto, PageMetaDto } from '@farebox/platform';
import { SUPPLIER_TRANSACTION_KINDS, type SupplierTransactionKind } from '@farebox/domain';
import { CurrencyTotalDto } from './overview.dto.js';
import { OptionalDay, OptionalText } from './report-query.js';

export class TransactionsReportQueryDto extends PageQueryDto {
  @OptionalDay('Booking (transaction) date from this day, UTC; required with `to` unless bookingReference is given', '2026-10-01') from?: string;
  @OptionalDay('Booking (transaction) date up to and including this day, UTC') to?: string;
  @ApiPropertyOptional({ description: 'Supplier company id (staff); an agent may only name its own company' })
  @IsOptional()
  @IsUUID('4')
  supplierId?: string;
  @OptionalText('Booking reference (exact): searches by reference instead of dates') bookingReference?: string;
}

export class TransactionsReportRowDto {
  @ApiProperty() bookingReference: string;
  @ApiProperty({ type: String, nullable: true }) supplierBookingId: string | null;
  @ApiProperty({ type: String, nullable: true }) bookingCode: string | null;
  @ApiProperty({ format: 'date' }) effectiveDate: string;
  @ApiProperty({ format: 'date-time', description: 'The booking date' }) transactionDate: string;
  @ApiProperty({ format: 'date-time' }) departureDate: string;
  @ApiProperty({ type: String, nullable: true }) route: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The booking status when the cost was posted' }) status: string | null;
  @ApiProperty({ enum: ['paid', 'unpaid'], description: 'The booking’s settlement to the supplier (Mark as Paid)' }) paymentStatus: 'paid' | 'unpaid';
  @ApiProperty({ type: String, nullable: true }) passengerName: string | null;
  @ApiProperty() tickets: number;
  @ApiProperty({ example: '-120.50', description: 'Supplier cost of this posting, supplier currency' }) cost: string;
  @ApiProperty({ example: 'THB' }) currency: string;
  @ApiProperty({ enum: SUPPLIER_TRANSACTION_KINDS, description: 'The posting' }) kind: SupplierTransactionKind;
}

export class TransactionsReportDto {
  @ApiProperty({ type: [TransactionsReportRowDto] }) data: TransactionsReportRowDto[];
  @ApiProperty({ type: PageMetaDto }) meta: PageMetaDto;
  @ApiProperty({ type: [CurrencyTotalDto], description: 'Per currency, over the whole filter (every page)' }) totals: CurrencyTotalDto[];
}
