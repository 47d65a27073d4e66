import { cancelRefundAmount, couponCancelConfirmation, formatCents, includesProcessingFees, toCents, type CouponCancelAction } from '@farebox/domain';
import { formatMoney } from '@/ui/format';
import { ConfirmDialog } from '@/ui/modal';
import { errorMessage } from '@/ui/states';
import { useToast } from '@/ui/toast';
import { useIdempotencyKey } from '@/ui/use-idempotency-key';
import { useCancelRefundCoupon, type RefundCoupon } from './refund-coupons.api';

/** What a cancel refunds: the balance, plus the processing fee when including fees. */
const refundOf = (coupon: RefundCoupon, action: CouponCancelAction) =>
  formatCents(cancelRefundAmount(toCents(coupon.balance) ?? 0n, toCents(coupon.processingFee) ?? 0n, includesProcessingFees(action)));

/**
 * The confirmation of a cancel with the amount it refunds. A failure (e.g. the gateway is down) stays in the dialog
 * with the server's words; confirming again retries with the same Idempotency-Key, so nothing is refunded twice.
 */
export function CancelCouponDialog({ coupon, action, onClose }: { coupon: RefundCoupon; action: CouponCancelAction; onClose: () => void }) {
  const cancel = useCancelRefundCoupon();
  const { keyFor } = useIdempotencyKey();
  const toast = useToast();
  const amount = formatMoney(refundOf(coupon, action), coupon.currency);

  const confirm = () => {
    const body = { includeProcessingFees: includesProcessingFees(action) };
    cancel.mutate(
      { id: coupon.id, body, key: keyFor({ id: coupon.id, ...body }) },
      {
        onSuccess: (answer) => {
          toast.notify({ kind: 'success', title: 'Coupon cancelled', text: `${formatMoney(answer.refunded, coupon.currency)} refunded to the customer.` });
          onClose();
        },
      },
    );
  };

  return (
    <ConfirmDialog
      open
      title={`Cancel coupon ${coupon.code}`}
      confirmLabel="Yes, cancel and refund"
      cancelLabel="Keep the coupon"
      busy={cancel.isPending}
      onCancel={onClose}
      onConfirm={confirm}
      message={
        <div className="space-y-2 text-sm text-slate-800">
          <p>{couponCancelConfirmation(action)}</p>
          <p>
            Amount: <strong>{amount}</strong>
          </p>
          {cancel.isError && (
            <p role="alert" className="rounded border border-red-300 bg-red-50 p-2 text-red-900">
              The coupon was not cancelled: {errorMessage(cancel.error)}
            </p>
          )}
        </div>
      }
    />
  );
}
