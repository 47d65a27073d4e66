import { ApiError } from '../../../api/api-error';
import { RefundType, validateCancel, type CancelInput } from '@farebox/domain';

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

/** Only the fields the refund type uses: amounts for partial, fee unless full, include-fees for full. */
export function toCancelInput(v: CancelFormValues, isSupplierApi: boolean): CancelInput & { sendMail: boolean; reason?: string } {
  const full = v.refundType === RefundType.Full;
  const partial = v.refundType === RefundType.Partial;
  return {
    refundType: v.refundType,
    feePercent: full ? undefined : text(v.feePercent),
    amount: partial ? text(v.amount) : undefined,
    costRefundInSupplierCurrency: partial ? text(v.costRefundInSupplierCurrency) : undefined,
    includeFees: full ? v.includeFees : undefined,
    cancellationType: isSupplierApi ? v.cancellationType || undefined : undefined,
    sendMail: v.sendMail,
    reason: text(v.reason),
  };
}

export const validateCancelForm = (isSupplierApi: boolean) => (v: CancelFormValues) => validateCancel(toCancelInput(v, isSupplierApi), { isSupplierApi });

/** The supplier's own words when its cancellation failed (502 SupplierCancelFailed), else null. */
export function supplierFailure(error: unknown): { supplierMessage: string } | null {
  if (!(error instanceof ApiError) || error.status !== 502 || error.code !== 'SupplierCancelFailed') return null;
  const body = error.body as { supplierMessage?: string; details?: { supplierMessage?: string } };
  return { supplierMessage: body.supplierMessage ?? body.details?.supplierMessage ?? '' };
}
