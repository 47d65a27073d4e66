import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsString, Matches, MaxLength } from 'class-validator';
import { QueryFlag } from '../../invoices/dto/invoice-assignees.dto.js';
import { CurrencyTotalDto } from '../../reports/dto/overview.dto.js';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export class CycleCostRequestDto {
  @ApiProperty({ type: [String], example: ['2026-10'], description: 'Exactly one payment cycle id (monthly 2026-10, bi-weekly 2026-10-1 / 2026-10-2)' })
  @IsArray()
  @ArrayMaxSize(24)
  @IsString({ each: true })
  @MaxLength(20, { each: true })
  invoiceCycles: string[];
}

export class TopupCostRequestDto {
  @ApiProperty({ example: '2026-10-01', description: 'First day of the range (effective date)' })
  @Matches(DATE, { message: 'start must be a date YYYY-MM-DD' })
  start: string;

  @ApiProperty({ example: '2026-10-15', description: 'Last day of the range, included' })
  @Matches(DATE, { message: 'end must be a date YYYY-MM-DD' })
  end: string;
}

/** Supplier cost of a period (Σ supplier transactions by effective date), per currency and in USD. */
export class CostTotalsDto {
  @ApiProperty({ type: [CurrencyTotalDto] }) totalsByCurrency: CurrencyTotalDto[];
  @ApiProperty({ example: '512.30', description: "Σ of the entries' stored USD amounts" }) totalInUsd: string;
  @ApiProperty({ description: 'More than one currency in the period (the web shows the multi-currency note)' }) isMultiCurrencyPeriod: boolean;
}

export class ReconciliationCyclesQueryDto {
  @QueryFlag('false: only the newest 2 cycles', true) allowPastCycles?: boolean;
}

export class ReconciliationCycleDto {
  @ApiProperty({ example: '2026-10' }) id: string;
  @ApiProperty({ example: 'Oct 2026' }) label: string;
  @ApiProperty({ example: '2026-10-01' }) start: string;
  @ApiProperty({ example: '2026-10-31' }) end: string;
  @ApiProperty({ description: 'The cycle has an invoice that is not rejected (only the current cycle can: ended ones with one are left out)' })
  hasInvoice: boolean;
  @ApiProperty({ description: 'The cycle has not ended yet' }) isCurrent: boolean;
  @ApiProperty({ type: [CurrencyTotalDto] }) cost: CurrencyTotalDto[];
  @ApiProperty({ example: '512.30' }) costUsd: string;
}

export class ReconciliationCyclesDto {
  @ApiProperty({ type: [ReconciliationCycleDto], description: 'Newest first' }) data: ReconciliationCycleDto[];
}

export class InvoiceCycleRowDto {
  @ApiProperty({ example: '2026-10' }) cycleId: string;
  @ApiProperty({ example: 'Oct 2026' }) period: string;
  @ApiProperty({ example: '2026-10-01' }) start: string;
  @ApiProperty({ example: '2026-10-31' }) end: string;
  @ApiProperty({ example: '12500000.00', description: 'Cost in the supplier currency' }) amount: string;
  @ApiProperty({ example: '512.30', description: 'Cost of every currency of the cycle in USD' }) amountUsd: string;
  @ApiProperty({ example: 'VND' }) currency: string;
  @ApiProperty({ type: [CurrencyTotalDto], description: 'Cost per currency (more than one in a multi-currency period)' }) costs: CurrencyTotalDto[];
  @ApiProperty() isMultiCurrencyPeriod: boolean;
  @ApiProperty({ enum: ['open', 'not_invoiced', 'pending_approval', 'approved', 'rejected', 'paid'] }) status: string;
  @ApiProperty({ example: 'Not invoiced' }) statusDisplay: string;
  @ApiProperty({ type: String, nullable: true }) invoiceNumber: string | null;
  @ApiProperty({ type: String, nullable: true, example: '12600000.00' }) invoiceAmount: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Only when paid' }) paymentPlatformName: string | null;
  @ApiProperty({ type: String, nullable: true }) modifiedBy: string | null;
  @ApiProperty({ type: String, nullable: true }) note: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'uuid' }) invoiceId: string | null;
}

export class InvoiceCyclesDto {
  @ApiProperty({ type: [InvoiceCycleRowDto], description: 'The current cycle and those of the last 12 months, newest first' })
  data: InvoiceCycleRowDto[];
}
