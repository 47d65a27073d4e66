import { ApiError } from '@/api/api-error';
import { CANCELLATION_TYPES, ErrorCode, REFUND_TYPES, refundAmountsEntered, RefundType, validateCancel } from '@farebox/domain';
import type { Schemas } from '@/api/http';
import { oneOf } from '@/ui/one-of';

export interface CancelFormValues {
  refundType: string;
  feePercent: string;
  amount: string;
  costRefundInSupplierCurrency: string;
  includeFees: boolean;
  sendMail: boolean;
  cancellationType: string;
  reason: string;
}

export const EMPTY_CANCEL_FORM: CancelFormValues = {
  refundType: RefundType.Full,
  feePercent: '',
  amount: '',
  costRefundInSupplierCurrency: '',
  includeFees: false,
  sendMail: true,
  cancellationType: '',
  reason: '',
};

const text = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** Only the fields the refund type uses: amounts unless full (partial and none), fee unless full, include-fees for full. */
export function toCancelInput(v: CancelFormValues, isSupplierApi: boolean): Omit<Schemas['CancelBookingDto'], 'version'> {
  const full = v.refundType === RefundType.Full;
  const amounts = refundAmountsEntered(v.refundType);
  return {
    refundType: oneOf(REFUND_TYPES, v.refundType),
    feePercent: full ? undefined : text(v.feePercent),
    amount: amounts ? text(v.amount) : undefined,
    costRefundInSupplierCurrency: amounts ? text(v.costRefundInSupplierCurrency) : undefined,
    includeFees: full ? v.includeFees : undefined,
    cancellationType: isSupplierApi ? oneOf(CANCELLATION_TYPES, v.cancellationType) : undefined,
    sendMail: v.sendMail,
    reason: text(v.reason),
  };
}

/**
 * The amounts once the refund type changed to `refundType`: none starts from nothing back (0 and 0, the supplier
 * refund still editable); a full refund clears them (they come from the payment); partial keeps what is typed.
 */
export function amountsForRefundType(v: Pick<CancelFormValues, 'amount' | 'costRefundInSupplierCurrency'>, refundType: string) {
  if (refundType === RefundType.None) return { amount: '0', costRefundInSupplierCurrency: '0' };
  if (refundType === RefundType.Full) return { amount: '', costRefundInSupplierCurrency: '' };
  return { amount: v.amount, costRefundInSupplierCurrency: v.costRefundInSupplierCurrency };
}

export const validateCancelForm = (isSupplierApi: boolean) => (v: CancelFormValues) => validateCancel(toCancelInput(v, isSupplierApi), { isSupplierApi });

/** The supplier's own words when its cancellation failed (502 SupplierCancelFailed), else null. */
export function supplierFailure(error: unknown): { supplierMessage: string } | null {
  if (!(error instanceof ApiError) || error.status !== 502 || error.code !== ErrorCode.SupplierCancelFailed) return null;
  const body = error.body as { supplierMessage?: string; details?: { supplierMessage?: string } };
  return { supplierMessage: body.supplierMessage ?? body.details?.supplierMessage ?? '' };
}
