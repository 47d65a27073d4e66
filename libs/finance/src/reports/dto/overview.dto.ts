import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, Matches } from 'class-validator';
import { INVOICE_CYCLE_STATUSES, INVOICE_PAYMENT_CYCLE_KINDS, type InvoiceCycleStatus, type InvoicePaymentCycle } from '@farebox/domain';
import { PageQueryDto } from '@farebox/platform';
import { asArray, emptyAsAbsent, OptionalDay, OptionalText } from './report-query.js';

export class CurrencyTotalDto {
  @ApiProperty({ example: 'THB' }) currency: string;
  @ApiProperty({ example: '1250.00' }) total: string;
}

export class OverviewBoxesDto {
  @ApiProperty({ example: '10500.25', description: 'Σ of every top-up supplier balance (by effective date, today) in USD at today’s rate' })
  totalTopupBalanceUsd: string;
  @ApiProperty({ example: '3200.00', description: 'Approved invoices not paid yet, in USD' }) invoicesToPayUsd: string;
  @ApiProperty({ description: 'Suppliers paid by top-up' }) topupSuppliers: number;
  @ApiProperty({ description: 'Suppliers paid by invoice (end of month)' }) endOfMonthSuppliers: number;
  @ApiProperty({ description: 'Invoices pending approval' }) openInvoices: number;
}

/** Filters shared by both overview tables. */
export class OverviewFiltersDto extends PageQueryDto {
  @OptionalText('Supplier name contains (case-insensitive)') supplier?: string;
  @OptionalText('Country: the ISO code, or the country name contains') country?: string;
  @OptionalText('Business owner contains (case-insensitive)') owner?: string;
  @OptionalText('Region (latam, apac, emea, north_america)') region?: string;
}

export class OverviewTopupQueryDto extends OverviewFiltersDto {
  @OptionalDay('The “today” of the balances (default today, UTC): costs up to this day, the 14 days before it for the average')
  untilDate?: string;
}

export class OverviewInvoiceQueryDto extends OverviewFiltersDto {
  @ApiPropertyOptional({ enum: INVOICE_PAYMENT_CYCLE_KINDS, description: 'Only suppliers invoiced on this cycle' })
  @Transform(emptyAsAbsent)
  @IsOptional()
  @IsIn(INVOICE_PAYMENT_CYCLE_KINDS)
  cycle?: InvoicePaymentCycle;

  @ApiPropertyOptional({
    type: [String],
    example: ['2026-10'],
    description: 'Cycle ids (repeatable). A month (2026-10) also takes its two half-month cycles. Default: the current cycle and the 2 before it',
  })
  @IsOptional()
  @Transform(asArray)
  @Matches(/^\d{4}-(0[1-9]|1[0-2])(-[12])?$/, { each: true, message: 'period must be cycle ids like 2026-10 or 2026-10-1' })
  period?: string[];

  @ApiPropertyOptional({ enum: INVOICE_CYCLE_STATUSES, isArray: true, description: 'Statuses (repeatable)' })
  @IsOptional()
  @Transform(asArray)
  @IsIn(INVOICE_CYCLE_STATUSES, { each: true })
  status?: InvoiceCycleStatus[];
}

export class OverviewTopupItemDto {
  @ApiProperty({ description: 'The supplier id (the legacy item’s `supplier`)' }) supplier: string;
  @ApiProperty() supplierId: string;
  @ApiProperty() supplierName: string;
  @ApiProperty() specialDeal: boolean;
  @ApiProperty({ type: String, nullable: true }) country: string | null;
  @ApiProperty({ example: 'THB' }) currency: string;
  @ApiProperty({ example: '15000.00', description: 'Σ top-up entries − Σ cost with effective date up to untilDate' }) balance: string;
  @ApiProperty({ type: String, nullable: true, example: '450.00', description: 'At the rate of untilDate; null without a rate' }) balanceInUsd: string | null;
  @ApiProperty({ example: '1000.00', description: 'Σ cost with effective date in the 14 days before untilDate, ÷ 14' }) avgDailyCost: string;
  @ApiProperty({ type: Number, nullable: true, description: 'null without cost in the window; 0 when the balance is 0 or less' }) daysLeft: number | null;
  @ApiProperty({ description: 'days left of 7 or fewer: the row is shown red' }) isDaysLeftWarning: boolean;
  @ApiProperty() hasOpenTopupDepositRequest: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'The paygate' }) paymentPlatformName: string | null;
  @ApiProperty({ type: String, nullable: true }) businessOwner: string | null;
  @ApiProperty({ type: String, nullable: true, enum: ['booking_date', 'departure_date'] }) calculationBasedOn: string | null;
  @ApiProperty({ example: '12000.00', description: 'Σ top-up entries − Σ cost booked up to untilDate' }) balanceByBookingDate: string;
  @ApiProperty({ type: String, nullable: true }) balanceByBookingDateInUsd: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: 'When the newest adjustment was made (deposits do not count)' })
  lastTopupAdjustment: string | null;
}

export class OverviewInvoiceItemDto {
  @ApiProperty() supplierId: string;
  @ApiProperty() supplierName: string;
  @ApiProperty({ type: String, nullable: true }) country: string | null;
  @ApiProperty({ enum: INVOICE_PAYMENT_CYCLE_KINDS }) cycle: InvoicePaymentCycle;
  @ApiProperty({ example: '2026-10' }) cycleId: string;
  @ApiProperty({ example: 'Oct 2026' }) period: string;
  @ApiProperty({ format: 'date' }) start: string;
  @ApiProperty({ format: 'date' }) end: string;
  @ApiProperty({ type: [CurrencyTotalDto], description: 'Σ cost with effective date in the cycle, per currency' }) cycleCost: CurrencyTotalDto[];
  @ApiProperty({ type: String, nullable: true, description: 'Each day’s cost at that day’s rate' }) cycleCostUsd: string | null;
  @ApiProperty() isMultiCurrencyPeriod: boolean;
  @ApiProperty({ enum: INVOICE_CYCLE_STATUSES }) status: InvoiceCycleStatus;
  @ApiProperty({ type: String, nullable: true }) invoiceId: string | null;
}
