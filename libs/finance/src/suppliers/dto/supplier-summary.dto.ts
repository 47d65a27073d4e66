import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** The balance box of a top-up supplier (the common brief's definitions, "today" in UTC). */
export class SupplierTopupBoxDto {
  @ApiProperty({ example: '41250.00', description: 'Σ deposits and adjustments − Σ cost with effective date up to today' }) balance: string;
  @ApiProperty({ type: String, nullable: true, example: '1130.14', description: "The balance at today's USD rate; null without a rate" }) balanceInUsd:
    string | null;
  @ApiProperty({ example: '38000.00', description: 'Σ deposits and adjustments − Σ cost booked up to today' }) balanceByBookingDate: string;
  @ApiProperty({ example: '2500.00', description: 'Σ cost with effective date in the last 14 days (not today) / 14' }) avgDailyCost: string;
  @ApiProperty({ type: Number, nullable: true, example: 16, description: 'null when nothing is consumed; red at 7 or fewer' }) daysLeft: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'When the newest adjustment was made (a deposit does not count); null before the first' })
  lastTopupAdjustment: string | null;
  @ApiProperty() hasOpenTopupDepositRequest: boolean;
}

export class SupplierNextCycleDto {
  @ApiProperty({ example: '2026-11' }) id: string;
  @ApiProperty({ example: 'Nov 2026' }) label: string;
  @ApiProperty({ example: '2026-11-01' }) start: string;
  @ApiProperty({ example: '2026-11-30' }) end: string;
  @ApiProperty({ example: '125000.00', description: "Σ supplier cost with effective date in the cycle, in the supplier's currency" }) cost: string;
  @ApiProperty({ example: '4.92', description: 'Σ of the USD amounts of those postings' }) costUsd: string;
}

/** The unpaid box of an invoice supplier: invoices pending approval or approved, not paid yet, and the current cycle. */
export class SupplierInvoiceBoxDto {
  @ApiProperty({ description: 'Invoices pending approval or approved (not paid, not rejected)' }) unpaidCount: number;
  @ApiProperty({ example: '250000.00', description: "In the supplier's currency (other currencies through USD at today's rate)" }) unpaidTotal: string;
  @ApiProperty({ example: '9.84' }) unpaidTotalUsd: string;
  @ApiProperty({ type: SupplierNextCycleDto }) nextCycle: SupplierNextCycleDto;
}

/** The Supplier tab's details (spec 3 'Supplier summary') and its top-up or invoice box. */
export class SupplierSummaryDto {
  @ApiProperty() id: string;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true, enum: ['topup', 'invoice'] }) paymentType: string | null;
  @ApiProperty({ type: String, nullable: true, enum: ['booking_date', 'departure_date'] }) calculationBasedOn: string | null;
  @ApiProperty({ type: String, nullable: true, enum: ['monthly', 'bi_weekly'] }) invoicePaymentCycle: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'THB' }) currency: string | null;
  @ApiProperty({ type: String, nullable: true, example: '50000.00' }) securityDeposit: string | null;
  @ApiProperty({ type: String, nullable: true }) tms: string | null;
  @ApiProperty({ type: String, nullable: true }) commission: string | null;
  @ApiProperty({ type: String, nullable: true }) contract: string | null;
  @ApiProperty({ type: String, nullable: true }) proofOfPayment: string | null;
  @ApiProperty({ type: String, nullable: true }) financeNote: string | null;
  @ApiProperty({ type: String, nullable: true }) operationsOwner: string | null;
  @ApiProperty({ type: String, nullable: true }) businessOwner: string | null;
  @ApiProperty({ type: String, nullable: true }) paymentPlatformName: string | null;
  @ApiProperty() specialDeal: boolean;
  @ApiProperty({ type: String, nullable: true }) country: string | null;
  @ApiProperty() activated: boolean;
  @ApiPropertyOptional({ type: SupplierTopupBoxDto, description: 'Top-up suppliers' }) topup?: SupplierTopupBoxDto;
  @ApiPropertyOptional({ type: SupplierInvoiceBoxDto, description: 'Invoice suppliers' }) invoice?: SupplierInvoiceBoxDto;
}
