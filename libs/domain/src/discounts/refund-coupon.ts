import type { AccessRule } from '../access/access-rule.js';
import { STAFF_WRITE_ROLES } from '../access/roles.js';
import { formatCents, type Cents } from '../payments/money.js';

/**
 * Refund coupons (spec part 3, sections 2 to 4): a cancelled booking's refund given as a coupon instead of money back
 * to the card. Its balance is an append-only ledger: the issue (positive), consumptions by later bookings and the
 * refund of a cancel (negative). The balance is the sum of the entries and never goes below zero.
 */
export const RefundCouponEntryKind = {
  Issue: 'issue',
  Consumption: 'consumption',
  Refund: 'refund',
} as const;
export type RefundCouponEntryKind = (typeof RefundCouponEntryKind)[keyof typeof RefundCouponEntryKind];

export const RefundCouponStatus = { Active: 'active', Inactive: 'inactive' } as const;
export type RefundCouponStatus = (typeof RefundCouponStatus)[keyof typeof RefundCouponStatus];
export const REFUND_COUPON_STATUSES: readonly RefundCouponStatus[] = Object.values(RefundCouponStatus);

export interface RefundCouponEntry {
  kind: RefundCouponEntryKind;
  /** Signed whole cents: positive for the issue, negative for a consumption or a refund. */
  amount: Cents;
}

/** Why an entry cannot be appended, or null when it can. */
export function entryRefusal(balance: Cents, entry: RefundCouponEntry, isFirst: boolean): string | null {
  if (isFirst !== (entry.kind === RefundCouponEntryKind.Issue)) return 'A coupon ledger starts with its one issue entry.';
  if (entry.kind === RefundCouponEntryKind.Issue ? entry.amount <= 0n : entry.amount >= 0n) {
    return entry.kind === RefundCouponEntryKind.Issue
      ? 'A coupon is issued with an amount above 0.'
      : 'A consumption or refund takes an amount above 0 off the balance.';
  }
  if (balance + entry.amount < 0n) return `The coupon's balance (${formatCents(balance)}) does not cover ${formatCents(-entry.amount)}.`;
  return null;
}

/** The ledger with `entry` appended; throws when the entry is refused (so the balance can never go below zero). */
export function appendCouponEntry(entries: readonly RefundCouponEntry[], entry: RefundCouponEntry): RefundCouponEntry[] {
  const refusal = entryRefusal(couponBalance(entries), entry, entries.length === 0);
  if (refusal) throw new Error(refusal);
  return [...entries, entry];
}

/** The balance: the sum of the entries. */
export const couponBalance = (entries: readonly RefundCouponEntry[]): Cents => entries.reduce((sum, e) => sum + e.amount, 0n);

/** Spec part 3, section 4: cancel only when the coupon is active and its balance is above 0. */
export const canCancelCoupon = (coupon: { activated: boolean; balance: Cents }): boolean => coupon.activated && coupon.balance > 0n;

/** What a cancel refunds to the card: the balance, plus the processing fee recorded at issue time when including fees. */
export const cancelRefundAmount = (balance: Cents, processingFee: Cents, includeProcessingFees: boolean): Cents =>
  balance + (includeProcessingFees ? processingFee : 0n);

export interface RefundablePayment {
  paymentId: string;
  /** What the coupon may take back to this card payment, whole cents. */
  amount: Cents;
}

/**
 * Splits a refund over the coupon's source card payments, in their order, each up to its amount; null when the
 * payments do not cover it. Every part is above 0.
 */
export function allocateRefund(amount: Cents, payments: readonly RefundablePayment[]): RefundablePayment[] | null {
  const parts: RefundablePayment[] = [];
  let left = amount;
  for (const payment of payments) {
    if (left === 0n) break;
    const part = payment.amount < left ? payment.amount : left;
    if (part > 0n) parts.push({ paymentId: payment.paymentId, amount: part });
    left -= part;
  }
  return left === 0n ? parts : null;
}

export type CouponCancelAction = 'cancelIncludingFees' | 'cancelExcludingFees';
export const COUPON_CANCEL_ACTIONS: readonly CouponCancelAction[] = ['cancelIncludingFees', 'cancelExcludingFees'];
export const includesProcessingFees = (action: CouponCancelAction): boolean => action === 'cancelIncludingFees';

/** The filters of the coupons list, kept in the URL (spec part 3, section 2). */
export const REFUND_COUPON_FILTER_KEYS = ['code', 'email', 'bookingReference', 'status', 'currency'] as const;
export type RefundCouponFilterKey = (typeof REFUND_COUPON_FILTER_KEYS)[number];

export const COUPON_CANCEL_LABELS: Record<CouponCancelAction, string> = {
  cancelIncludingFees: 'Cancel including fees',
  cancelExcludingFees: 'Cancel excluding fees',
};

/** Spec part 3, section 2: the confirmation before a cancel. */
export const couponCancelConfirmation = (action: CouponCancelAction): string =>
  `Are you sure you want to cancel the coupon and refund this amount (${includesProcessingFees(action) ? 'including' : 'excluding'} processing fees) to the customer?`;

/** Cancelling (a refund to the customer's card) is for staff who may write: support and admin; read-admin only reads. */
export const REFUND_COUPON_CANCEL_RULE: AccessRule = { roles: STAFF_WRITE_ROLES };
