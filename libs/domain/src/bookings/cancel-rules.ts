import type { FieldProblem } from '../identity/field-problem.js';
import { BookingMessage } from './booking-messages.js';

export const RefundType = { Full: 'full', Partial: 'partial', None: 'none' } as const;
export type RefundType = (typeof RefundType)[keyof typeof RefundType];
export const REFUND_TYPES: readonly RefundType[] = Object.values(RefundType);

/** For a supplier-API booking: cancel at the supplier too, or only in the back-office. */
export const CancellationType = { Supplier: 'supplier', AdminOnly: 'adminOnly' } as const;
export type CancellationType = (typeof CancellationType)[keyof typeof CancellationType];
export const CANCELLATION_TYPES: readonly CancellationType[] = Object.values(CancellationType);

export interface CancelInput {
  refundType?: string | null;
  feePercent?: string | null;
  amount?: string | null;
  costRefundInSupplierCurrency?: string | null;
  includeFees?: boolean | null;
  cancellationType?: string | null;
}

const AMOUNT = /^\d+(\.\d{1,2})?$/;
const PERCENT = /^\d+(\.\d{1,2})?$/;
const given = (value: string | null | undefined) => value != null && String(value).trim() !== '';

/** The refund types whose amounts the user types (spec 5: amounts are disabled for a full refund only). */
export const refundAmountsEntered = (refundType: string | null | undefined): boolean => refundType === RefundType.Partial || refundType === RefundType.None;

/**
 * Spec 5, Cancel: unless the refund is full, the refund amount and the supplier refund are required numbers, at
 * least 0 (with no refund, typically 0 and what the supplier gives back); the fee percent (0 to 100) applies when
 * the refund is not full; amounts are disabled and include-fees offered only for a full refund. A supplier-API
 * booking needs the cancellation type.
 */
export function validateCancel(input: CancelInput, booking: { isSupplierApi: boolean }): FieldProblem[] {
  const errors: FieldProblem[] = [];
  const add = (field: string, message: string) => errors.push({ field, message });
  if (!input.refundType) add('refundType', BookingMessage.Required);
  else if (!REFUND_TYPES.includes(input.refundType as RefundType)) add('refundType', BookingMessage.NotOffered);
  const full = input.refundType === RefundType.Full;
  for (const field of ['amount', 'costRefundInSupplierCurrency'] as const) {
    const value = input[field];
    if (full) {
      if (given(value)) add(field, BookingMessage.AmountsDisabledForFull);
    } else if (refundAmountsEntered(input.refundType) && !given(value)) add(field, BookingMessage.Required);
    else if (given(value) && !AMOUNT.test(String(value).trim())) add(field, BookingMessage.NotANumber);
  }
  if (given(input.feePercent)) {
    const fee = String(input.feePercent).trim();
    if (full) add('feePercent', BookingMessage.AmountsDisabledForFull);
    else if (!PERCENT.test(fee) || Number(fee) > 100) add('feePercent', BookingMessage.FeePercent);
  }
  if (input.includeFees && !full) add('includeFees', BookingMessage.IncludeFeesOnlyFull);
  if (booking.isSupplierApi && !input.cancellationType) add('cancellationType', BookingMessage.Required);
  else if (input.cancellationType && !CANCELLATION_TYPES.includes(input.cancellationType as CancellationType)) {
    add('cancellationType', BookingMessage.NotOffered);
  }
  return errors;
}
