import type { PaymentAction, PaymentStatus, SettlementStatus, TransactionType } from '@farebox/domain';

/** An amount in the booking currency (null for agents) and its supplier-currency counterpart. */
export interface MoneyPair {
  amount: string | null;
  supplierAmount: string;
}

/** One journey of the payment's booking. */
export interface PaymentBookingItem {
  reference: string;
  position: number;
  departureAt: string;
  timezone: string;
  denomination: string;
  type: string;
  privateTransfer: boolean;
}

/** One row of GET /api/payments. */
export interface PaymentListItem {
  id: string;
  bookingId: string;
  reference: string;
  status: SettlementStatus;
  /** The booking's company. */
  company: { id: string; name: string };
  /** The operator of the booking's line, and the supplier selling it when another one does. */
  operator: { id: string; name: string };
  supplier: { id: string; name: string } | null;
  /** `email` is null for B2B bookings (spec 6). */
  customer: { name: string; email: string | null };
  booking: {
    id: string;
    reference: string;
    status: string;
    paymentStatus: PaymentStatus;
    paymentProvider: string | null;
    isDisputed: boolean;
    isFraudulent: boolean;
    items: PaymentBookingItem[];
  };
  summary: {
    charges: MoneyPair;
    refunds: MoneyPair;
    /** The booking price (null for agents). */
    amount: string | null;
    supplierAmount: string;
    /** Charged minus refunded (null for agents). */
    paidAmount: string | null;
    currency: string;
    supplierCurrency: string;
  };
  markedPaidAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface PaymentTransaction {
  id: string;
  type: TransactionType;
  source: 'checkout' | 'recoverTransaction' | 'newTransaction' | 'cancellation';
  amount: string | null;
  currency: string;
  supplierAmount: string;
  supplierCurrency: string;
  provider: string;
  providerTransactionId: string | null;
  description: string;
  reason: string | null;
  createdBy: string | null;
  createdAt: string;
}

/** One Change price: the totals before and after, the reason (type and reason) or note, and who. */
export interface PriceChange {
  id: string;
  /** null for agents. */
  amountFrom: string | null;
  amountTo: string | null;
  currency: string;
  supplierAmountFrom: string;
  supplierAmountTo: string;
  supplierCurrency: string;
  reasonType: string | null;
  reason: string | null;
  note: string | null;
  reconciliation: { effectiveDate?: string | null; cycle?: string | null } | null;
  createdBy: string;
  createdAt: string;
}

/** GET /api/payments/:id: the row plus its transactions, price changes and what the user may do with it. */
export interface PaymentDetail extends PaymentListItem {
  transactions: PaymentTransaction[];
  priceChanges: PriceChange[];
  allowedActions: PaymentAction[];
  /** What a recover charge or refund would move (null for agents). */
  recover: { charge: string | null; refund: string | null } | null;
  version: number;
  /** The booking's version, sent by charge, refund and change price as the version they act on. */
  bookingVersion: number;
}

/** The list filters as they appear in the URL (spec part 2, route table of /payments). */
export const PAYMENT_FILTER_KEYS = ['from', 'to', 'reference', 'date', 'company', 'paymentId', 'email', 'name', 'status'] as const;
export type PaymentFilterKey = (typeof PAYMENT_FILTER_KEYS)[number];
export type PaymentFilters = Record<PaymentFilterKey, string>;
/** Text filters, written to the URL once typing stops (spec part 2, section 9: 300 ms). */
export const PAYMENT_TEXT_FILTERS = ['reference', 'paymentId', 'email', 'name'] as const satisfies readonly PaymentFilterKey[];
