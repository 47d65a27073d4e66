import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { PageQueryDto } from '@farebox/platform';
import { OptionalDay, OptionalText } from './report-query.js';

export class AccruedQueryDto {
  @OptionalDay('Booking date from this day (UTC); required', '2026-01-01') from?: string;
  @OptionalDay('Booking date up to and including this day (UTC); required. An approval after this day counts as unapproved') to?: string;
  @OptionalText('Supplier name contains (case-insensitive)') supplierName?: string;
}

export class AccruedRowDto {
  @ApiProperty() supplierName: string;
  @ApiProperty() supplierId: string;
  @ApiProperty({ example: 'VND' }) currency: string;
  @ApiProperty({ example: '1500000.00', description: 'Σ accrued cost, supplier currency' }) total: string;
  @ApiProperty({ example: '60.00', description: 'Σ of the entries’ USD amounts' }) totalInUsd: string;
  @ApiProperty() isActivated: boolean;
  @ApiProperty({ description: 'How many supplier transactions make the total' }) payments: number;
}

export class AccruedReportDto {
  @ApiProperty({ type: [AccruedRowDto] }) data: AccruedRowDto[];
  @ApiProperty({ description: 'Suppliers in the answer' }) suppliersFetched: number;
  @ApiProperty({
    description: 'Suppliers not paid by top-up (activated or not) that have cost booked in the range, paid or not, under the same name filter',
  })
  suppliersExpected: number;
  @ApiProperty({ description: 'Some supplier has rows in more than one currency (one row per currency)' }) hasMultiCurrencySuppliers: boolean;
}

export class AccruedBreakdownQueryDto extends PageQueryDto {
  @OptionalDay('Booking date from this day (UTC); required', '2026-01-01') fromDate?: string;
  @OptionalDay('Booking date up to and including this day (UTC); required') toDate?: string;
  @ApiProperty({ description: 'The supplier of the row opened' }) @IsUUID('4') supplierId: string;
}

export class AccruedBreakdownRowDto {
  @ApiProperty() bookingReference: string;
  @ApiProperty({ format: 'date-time', description: 'The booking date' }) transactionDate: string;
  @ApiProperty({ format: 'date' }) effectiveDate: string;
  @ApiProperty({ example: '250000.00' }) cost: string;
  @ApiProperty({ example: 'VND' }) currency: string;
  @ApiProperty({ example: '10.00' }) costUsd: string;
}
