import { formatCents, type PaymentStatus, type SettlementStatus } from '@farebox/domain';
import type { BookingPriceChange } from './booking-price-change.entity.js';
import type { PaymentItemDto, PaymentListItemDto, PaymentTransactionDto, PriceChangeDto } from './dto/payment.dto.js';
import { amountText, centsOf } from './payment-money.js';
import type { PaymentTransaction } from './payment-transaction.entity.js';

/** One row of the payments list query (snake_case, numerics as strings). */
export interface PaymentRow {
  id: string;
  booking_id: string;
  status: SettlementStatus;
  company_id: string;
  company_name: string;
  operator_id: string;
  operator_name: string;
  supplier_id: string | null;
  supplier_name: string | null;
  is_b2b: boolean;
  charged_amount: string;
  refunded_amount: string;
  charged_supplier_amount: string;
  refunded_supplier_amount: string;
  marked_paid_at: Date | null;
  created_at: Date;
  updated_at: Date;
  version: number;
  booking_version: number;
  reference: string;
  booking_status: string;
  payment_status: PaymentStatus;
  payment_provider: string | null;
  is_disputed: boolean;
  is_fraudulent: boolean;
  first_name: string;
  last_name: string;
  email: string;
  currency: string;
  supplier_currency: string;
  price_amount: string;
  cost_in_supplier_currency: string;
}

export const PAYMENT_COLUMNS = `p.id, p.booking_id, p.status, p.company_id, c.name AS company_name, p.charged_amount, p.refunded_amount,
  p.charged_supplier_amount, p.refunded_supplier_amount, p.marked_paid_at, p.created_at, p.updated_at, p.version,
  b.version AS booking_version, b.reference, b.status AS booking_status, b.payment_status, b.payment_provider, b.is_disputed, b.is_fraudulent,
  b.first_name, b.last_name, b.email, b.is_b2b, b.currency, b.supplier_currency, b.price_amount, b.cost_in_supplier_currency,
  o.id AS operator_id, o.name AS operator_name, s.id AS supplier_id, s.name AS supplier_name`;
// Left joins on unique keys, which a count (that reads none of their columns) leaves out of its plan.
export const PAYMENT_FROM = `booking_payment p JOIN booking b ON b.id = p.booking_id JOIN company c ON c.id = p.company_id
  LEFT JOIN line l ON l.id = b.line_id LEFT JOIN company o ON o.id = l.company_id LEFT JOIN company s ON s.id = b.supplier_id`;

/** Agents (suppliers) see cost and supplier amounts only: every customer-side amount is hidden. */
const customerSide = (value: string, supplierView: boolean): string | null => (supplierView ? null : amountText(value));

export function toPaymentListItem(row: PaymentRow, items: PaymentItemDto[], supplierView: boolean): PaymentListItemDto {
  return {
    id: row.id,
    bookingId: row.booking_id,
    reference: row.reference,
    status: row.status,
    company: { id: row.company_id, name: row.company_name },
    operator: { id: row.operator_id, name: row.operator_name },
    supplier: row.supplier_id ? { id: row.supplier_id, name: row.supplier_name! } : null,
    // Spec 6: the contact e-mail of a B2B booking is the partner's, not shown.
    customer: { name: `${row.first_name} ${row.last_name}`.trim(), email: row.is_b2b ? null : row.email },
    booking: {
      id: row.booking_id,
      reference: row.reference,
      status: row.booking_status,
      paymentStatus: row.payment_status,
      paymentProvider: row.payment_provider,
      isDisputed: row.is_disputed,
      isFraudulent: row.is_fraudulent,
      items,
    },
    summary: {
      charges: { amount: customerSide(row.charged_amount, supplierView), supplierAmount: amountText(row.charged_supplier_amount) },
      refunds: { amount: customerSide(row.refunded_amount, supplierView), supplierAmount: amountText(row.refunded_supplier_amount) },
      amount: customerSide(row.price_amount, supplierView),
      supplierAmount: amountText(row.cost_in_supplier_currency),
      paidAmount: supplierView ? null : formatCents(centsOf(row.charged_amount) - centsOf(row.refunded_amount)),
      currency: row.currency,
      supplierCurrency: row.supplier_currency,
    },
    markedPaidAt: row.marked_paid_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toTransactionDto(t: PaymentTransaction, supplierView: boolean): PaymentTransactionDto {
  return {
    id: t.id,
    type: t.type,
    source: t.source,
    amount: supplierView ? null : amountText(t.amount),
    currency: t.currency,
    supplierAmount: amountText(t.supplierAmount),
    supplierCurrency: t.supplierCurrency,
    provider: t.provider,
    providerTransactionId: t.providerTransactionId,
    authorizationId: t.authorizationId,
    description: t.description,
    reason: t.reason,
    movedFromBookingId: t.movedFromBookingId,
    createdBy: t.createdByName,
    createdAt: t.createdAt,
  };
}

export function toPriceChangeDto(c: BookingPriceChange, supplierView: boolean): PriceChangeDto {
  return {
    id: c.id,
    amountFrom: supplierView ? null : amountText(c.amountFrom),
    amountTo: supplierView ? null : amountText(c.amountTo),
    currency: c.currency,
    supplierAmountFrom: amountText(c.supplierAmountFrom),
    supplierAmountTo: amountText(c.supplierAmountTo),
    supplierCurrency: c.supplierCurrency,
    supplierCostPerItem: c.supplierCostPerItem,
    reasonType: c.reasonType,
    reason: c.reason,
    note: c.note,
    reconciliation: c.reconciliation,
    createdBy: c.createdByName,
    createdAt: c.createdAt,
  };
}
