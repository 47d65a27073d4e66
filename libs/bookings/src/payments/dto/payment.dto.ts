import { ApiProperty } from '@nestjs/swagger';
import {
  PAYMENT_STATUSES,
  PaymentAction,
  SETTLEMENT_STATUSES,
  TRANSACTION_TYPES,
  type PaymentStatus,
  type SettlementStatus,
  type TransactionType,
} from '@farebox/domain';

/** Amounts are decimal strings; the customer-side ones are null for agents (suppliers see cost and supplier amounts only). */
export class MoneyPairDto {
  @ApiProperty({ type: String, nullable: true, example: '120.00', description: 'In the booking currency; null for agents' }) amount: string | null;
  @ApiProperty({ example: '3000.00', description: 'In the supplier currency' }) supplierAmount: string;
}

export class PaymentCompanyDto {
  @ApiProperty() id: string;
  @ApiProperty() name: string;
}

export class PaymentCustomerDto {
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true, description: 'null for B2B bookings (spec 6)' }) email: string | null;
}

export class PaymentItemDto {
  @ApiProperty() reference: string;
  @ApiProperty({ description: '0 outbound, 1 return' }) position: number;
  @ApiProperty() departureAt: Date;
  @ApiProperty({ example: 'Asia/Bangkok' }) timezone: string;
  @ApiProperty() denomination: string;
  @ApiProperty({ example: 'ferry' }) type: string;
  @ApiProperty() privateTransfer: boolean;
}

export class PaymentBookingDto {
  @ApiProperty() id: string;
  @ApiProperty() reference: string;
  @ApiProperty({ example: 'approved' }) status: string;
  @ApiProperty({ enum: PAYMENT_STATUSES }) paymentStatus: PaymentStatus;
  @ApiProperty({ type: String, nullable: true }) paymentProvider: string | null;
  @ApiProperty() isDisputed: boolean;
  @ApiProperty() isFraudulent: boolean;
  @ApiProperty({ type: [PaymentItemDto] }) items: PaymentItemDto[];
}

export class PaymentSummaryDto {
  @ApiProperty({ type: MoneyPairDto, description: 'Everything charged (captured)' }) charges: MoneyPairDto;
  @ApiProperty({ type: MoneyPairDto, description: 'Everything refunded' }) refunds: MoneyPairDto;
  @ApiProperty({ type: String, nullable: true, description: 'The booking price; null for agents' }) amount: string | null;
  @ApiProperty({ description: 'The booking cost in the supplier currency' }) supplierAmount: string;
  @ApiProperty({ type: String, nullable: true, description: 'charges - refunds; null for agents' }) paidAmount: string | null;
  @ApiProperty({ example: 'USD' }) currency: string;
  @ApiProperty({ example: 'THB' }) supplierCurrency: string;
}

export class PaymentListItemDto {
  @ApiProperty() id: string;
  @ApiProperty() bookingId: string;
  @ApiProperty() reference: string;
  @ApiProperty({ enum: SETTLEMENT_STATUSES, description: 'paid or unpaid in the payments list (Mark as Paid)' }) status: SettlementStatus;
  @ApiProperty({ type: PaymentCompanyDto, description: "The booking's company (agents see their own company's payments)" }) company: PaymentCompanyDto;
  @ApiProperty({ type: PaymentCompanyDto, description: "The operator of the booking's line" }) operator: PaymentCompanyDto;
  @ApiProperty({ type: PaymentCompanyDto, nullable: true, description: "A different supplier selling the operator's line, when there is one" })
  supplier: PaymentCompanyDto | null;
  @ApiProperty({ type: PaymentCustomerDto }) customer: PaymentCustomerDto;
  @ApiProperty({ type: PaymentBookingDto }) booking: PaymentBookingDto;
  @ApiProperty({ type: PaymentSummaryDto }) summary: PaymentSummaryDto;
  @ApiProperty({ type: Date, nullable: true }) markedPaidAt: Date | null;
  @ApiProperty() createdAt: Date;
  @ApiProperty() updatedAt: Date;
}

export class PaymentTransactionDto {
  @ApiProperty() id: string;
  @ApiProperty({ enum: TRANSACTION_TYPES }) type: TransactionType;
  @ApiProperty({ enum: ['checkout', 'recoverTransaction', 'newTransaction', 'cancellation'] }) source: string;
  @ApiProperty({ type: String, nullable: true, description: 'null for agents' }) amount: string | null;
  @ApiProperty() currency: string;
  @ApiProperty() supplierAmount: string;
  @ApiProperty() supplierCurrency: string;
  @ApiProperty({ example: 'card-gateway' }) provider: string;
  @ApiProperty({ type: String, nullable: true }) providerTransactionId: string | null;
  @ApiProperty({ type: String, nullable: true }) authorizationId: string | null;
  @ApiProperty() description: string;
  @ApiProperty({ type: String, nullable: true }) reason: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The original booking, when an exchange moved this here' }) movedFromBookingId: string | null;
  @ApiProperty({ type: String, nullable: true }) createdBy: string | null;
  @ApiProperty() createdAt: Date;
}

export class PriceChangeDto {
  @ApiProperty() id: string;
  @ApiProperty({ type: String, nullable: true, description: 'null for agents' }) amountFrom: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'null for agents' }) amountTo: string | null;
  @ApiProperty() currency: string;
  @ApiProperty() supplierAmountFrom: string;
  @ApiProperty() supplierAmountTo: string;
  @ApiProperty() supplierCurrency: string;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' } }) supplierCostPerItem: Record<string, string>;
  @ApiProperty({ type: String, nullable: true, description: 'null when the change has only a note' }) reasonType: string | null;
  @ApiProperty({ type: String, nullable: true }) reason: string | null;
  @ApiProperty({ type: String, nullable: true }) note: string | null;
  @ApiProperty({ type: 'object', nullable: true, properties: { effectiveDate: { type: 'string' }, cycle: { type: 'string' } } })
  reconciliation: { effectiveDate?: string | null; cycle?: string | null } | null;
  @ApiProperty() createdBy: string;
  @ApiProperty() createdAt: Date;
}

export class RecoverAmountsDto {
  @ApiProperty({ type: String, nullable: true, description: 'What a recover charge would take: the price minus the paid amount, when positive' }) charge:
    string | null;
  @ApiProperty({ type: String, nullable: true, description: 'What a recover refund would give back: the paid amount minus the price, when positive' }) refund:
    string | null;
}

export class PaymentDetailDto extends PaymentListItemDto {
  @ApiProperty({ type: [PaymentTransactionDto], description: 'Oldest first' }) transactions: PaymentTransactionDto[];
  @ApiProperty({ type: [PriceChangeDto], description: 'Oldest first' }) priceChanges: PriceChangeDto[];
  @ApiProperty({ enum: Object.values(PaymentAction), isArray: true }) allowedActions: PaymentAction[];
  @ApiProperty({ type: RecoverAmountsDto, nullable: true, description: 'null for agents' }) recover: RecoverAmountsDto | null;
  @ApiProperty() version: number;
  @ApiProperty({ description: "The booking's version: what charge, refund and change price send as the version they acted on" }) bookingVersion: number;
}

/** The `payment` field of a booking's detail. */
export class BookingPaymentSummaryDto {
  @ApiProperty({ type: String, nullable: true, description: 'null until the booking has a payment row' }) paymentId: string | null;
  @ApiProperty({ enum: SETTLEMENT_STATUSES }) settlementStatus: SettlementStatus;
  @ApiProperty({ enum: PAYMENT_STATUSES }) status: PaymentStatus;
  @ApiProperty({ type: String, nullable: true }) provider: string | null;
  @ApiProperty() isDisputed: boolean;
  @ApiProperty() currency: string;
  @ApiProperty({ type: String, nullable: true, description: 'null for agents' }) price: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Charged minus refunded; null for agents' }) paidAmount: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'null for agents' }) chargedAmount: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'null for agents' }) refundedAmount: string | null;
  @ApiProperty() supplierCurrency: string;
  @ApiProperty({ type: RecoverAmountsDto, nullable: true, description: 'null for agents' }) recover: RecoverAmountsDto | null;
  @ApiProperty({ enum: Object.values(PaymentAction), isArray: true }) allowedActions: PaymentAction[];
}

export class NModifiedDto {
  @ApiProperty({ description: 'How many payments were marked paid' }) nModified: number;
}
