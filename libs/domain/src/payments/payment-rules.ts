import type { FieldProblem } from '../identity/field-problem.js';
import { formatCents, maxCents, toCents, type Cents } from './money.js';
import { PaymentMessage } from './payment-messages.js';

export const TransactionType = { Charge: 'charge', Refund: 'refund', Authorize: 'authorize', Void: 'void' } as const;
export type TransactionType = (typeof TransactionType)[keyof typeof TransactionType];
export const TRANSACTION_TYPES: readonly TransactionType[] = Object.values(TransactionType);

/** Recover: charge or refund exactly the gap between the booking price and what was paid. New: any amount. */
export const TransactionKind = { Recover: 'recoverTransaction', New: 'newTransaction' } as const;
export type TransactionKind = (typeof TransactionKind)[keyof typeof TransactionKind];
export const TRANSACTION_KINDS: readonly TransactionKind[] = Object.values(TransactionKind);

export type MoneyDirection = 'charge' | 'refund';

/** What was captured from the customer and what was given back, in the booking currency. */
export interface CapturedTotals {
  charged: Cents;
  refunded: Cents;
}

export const paidOf = (totals: CapturedTotals): Cents => totals.charged - totals.refunded;

/** What can still be refunded: never more than was captured and not yet refunded. */
export const refundableOf = (totals: CapturedTotals): Cents => maxCents(paidOf(totals), 0n);

/**
 * The amount a recover transaction moves: the customer paid less than the price (charge the rest) or more
 * (refund the excess). Null when there is nothing to recover in that direction.
 */
export function recoverAmount(direction: MoneyDirection, price: Cents, paid: Cents): Cents | null {
  const gap = direction === 'charge' ? price - paid : paid - price;
  return gap > 0n ? gap : null;
}

/** Why a refund of `amount` is refused, or null when it may go ahead. */
export function refundRefusal(totals: CapturedTotals, amount: Cents, currency: string): string | null {
  if (amount <= 0n) return PaymentMessage.AmountPositive;
  const refundable = refundableOf(totals);
  if (amount > refundable) {
    return `The refund of ${formatCents(amount)} ${currency} is more than the ${formatCents(refundable)} ${currency} captured and not yet refunded.`;
  }
  return null;
}

export interface TransactionRequest {
  transactionType: TransactionKind;
  amount?: string | null;
  supplierAmount?: string | null;
  reason?: string | null;
}

export interface ResolvedTransaction {
  amount: Cents;
  supplierAmount: Cents;
  reason: string;
}

export type TransactionResolution =
  | { ok: true; transaction: ResolvedTransaction }
  | { ok: false; errors: FieldProblem[] }
  | { ok: false; refusal: string; reason: 'nothingToRecover' | 'refundAboveCaptured' };

/** Empty: absent, null or only spaces (a non-string is not blank: it fails as a wrong format instead). */
export const isBlank = (v: unknown): boolean => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A money field: required, an amount, at least 0 (spec 'Value should be greater or equal 0'). */
export function moneyFieldError(field: string, value: unknown): FieldProblem | null {
  if (isBlank(value)) return { field, message: PaymentMessage.Required };
  const cents = typeof value === 'string' ? toCents(value) : null;
  if (cents === null) return { field, message: PaymentMessage.AmountFormat };
  if (cents < 0n) return { field, message: PaymentMessage.ValueMin };
  return null;
}

/**
 * The charge or refund a form asks for (spec 5 'Charge and refund'): a new transaction needs amount,
 * supplier amount and reason; a recover transaction moves the gap between price and paid amount.
 */
export function resolveTransaction(
  direction: MoneyDirection,
  request: TransactionRequest,
  booking: { price: Cents; totals: CapturedTotals; currency: string },
): TransactionResolution {
  const paid = paidOf(booking.totals);
  let resolved: ResolvedTransaction;
  if (request.transactionType === TransactionKind.Recover) {
    const amount = recoverAmount(direction, booking.price, paid);
    if (amount === null) {
      return {
        ok: false,
        reason: 'nothingToRecover',
        refusal: `There is nothing to recover: the customer paid ${formatCents(paid)} ${booking.currency} and the price is ${formatCents(booking.price)} ${booking.currency}.`,
      };
    }
    const supplierError = isBlank(request.supplierAmount) ? null : moneyFieldError('supplierAmount', request.supplierAmount);
    if (supplierError) return { ok: false, errors: [supplierError] };
    const reason = isBlank(request.reason) ? `Recover the difference to the booking price` : request.reason!.trim();
    resolved = { amount, supplierAmount: toCents(request.supplierAmount) ?? 0n, reason };
  } else {
    const errors = [moneyFieldError('amount', request.amount), moneyFieldError('supplierAmount', request.supplierAmount)].filter(
      (e): e is FieldProblem => e !== null,
    );
    if (isBlank(request.reason)) errors.push({ field: 'reason', message: PaymentMessage.Required });
    if (errors.length === 0 && toCents(request.amount)! === 0n) errors.push({ field: 'amount', message: PaymentMessage.AmountPositive });
    if (errors.length > 0) return { ok: false, errors };
    resolved = { amount: toCents(request.amount)!, supplierAmount: toCents(request.supplierAmount)!, reason: request.reason!.trim() };
  }
  if (direction === 'refund') {
    const refusal = refundRefusal(booking.totals, resolved.amount, booking.currency);
    if (refusal) return { ok: false, refusal, reason: 'refundAboveCaptured' };
  }
  return { ok: true, transaction: resolved };
}
