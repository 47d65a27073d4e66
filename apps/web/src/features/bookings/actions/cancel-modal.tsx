import { BookingMessage, CancellationType, refundAmountsEntered, RefundType, REFUND_TYPES } from '@farebox/domain';
import { useState } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '@/ui/button';
import { CheckboxField, TextField } from '@/ui/form-fields';
import { FormModal } from '@/ui/form-modal';
import { problemsResolver } from '@/ui/form-resolver';
import { newIdempotencyKey } from '@/ui/use-idempotency-key';
import { humanize } from '../booking-display';
import type { ActionModalProps } from './action-modal-props';
import { amountsForRefundType, EMPTY_CANCEL_FORM, supplierFailure, toCancelInput, validateCancelForm, type CancelFormValues } from './cancel-form';
import { refundAfterFee } from './refund-amounts';
import { bookingCommands } from '../bookings.api';
import { useBookingCommandRunner } from './use-booking-command-runner';
import { applyFieldErrors } from './field-errors';

const CANCELLATION_LABELS: Record<CancellationType, string> = { supplier: 'Cancel at the supplier', adminOnly: 'Cancel in admin only' };

function Radios<T extends string>({
  legend,
  values,
  labels,
  field,
}: {
  legend: string;
  values: readonly T[];
  labels: (v: T) => string;
  field: UseFormRegisterReturn;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-4">
        {values.map((v) => (
          <label key={v} className="flex items-center gap-1 text-sm text-slate-800">
            <input type="radio" value={v} className="accent-sky-800" {...field} />
            {labels(v)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * Cancel (spec 2.5 and 5): refund type, fee percent, refund amounts, include fees, send mail, and for a
 * supplier-API booking where to cancel. The refund moves money: one Idempotency-Key per opened modal, the
 * same on a retry after the supplier failed.
 */
export function CancelModal({ booking, onClose }: ActionModalProps) {
  const { isSupplierApi } = booking;
  const { register, handleSubmit, formState, watch, setValue, setError, getValues } = useForm<CancelFormValues>({
    defaultValues: { ...EMPTY_CANCEL_FORM, cancellationType: isSupplierApi ? CancellationType.Supplier : '' },
    resolver: problemsResolver(validateCancelForm(isSupplierApi)),
  });
  // One key per opened modal (kept across retries); cancelling in admin only is another request, so another key.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const command = useBookingCommandRunner(booking.id);
  const [failure, setFailure] = useState<{ supplierMessage: string; values: CancelFormValues } | null>(null);
  const refundType = watch('refundType');
  const full = refundType === RefundType.Full;
  const partial = refundType === RefundType.Partial;
  // Spec 5: the amounts are disabled for a full refund only; otherwise they are required.
  const amountsEntered = refundAmountsEntered(refundType);
  const errors = formState.errors;
  const saleCurrency = booking.price?.currency ?? '';
  const supplierCurrency = booking.supplierPrice?.currency ?? '';

  const send = (values: CancelFormValues, key: string) =>
    command.run((id) => bookingCommands.cancel(id, { version: booking.version, ...toCancelInput(values, isSupplierApi) }, key), {
      success: 'Booking canceled',
      onSuccess: onClose,
      onConflict: onClose,
      onError: (error) => {
        const supplier = supplierFailure(error);
        if (supplier) setFailure({ ...supplier, values });
        return !!supplier || applyFieldErrors(error, setError);
      },
    });

  /** A partial refund starts from what is left after the fee; the user may still type other amounts. */
  const onFeeChange = (fee: string) => {
    if (!partial) return;
    const sale = booking.price && refundAfterFee(booking.price.amount, fee || '0');
    const cost = booking.supplierPrice && refundAfterFee(booking.supplierPrice.amount, fee || '0');
    if (sale) setValue('amount', sale);
    if (cost) setValue('costRefundInSupplierCurrency', cost);
  };

  const onRefundTypeChange = (type: string) => {
    const amounts = amountsForRefundType(getValues(), type);
    setValue('amount', amounts.amount);
    setValue('costRefundInSupplierCurrency', amounts.costRefundInSupplierCurrency);
  };

  const adminOnly = () => {
    if (!failure) return;
    const key = newIdempotencyKey();
    setIdempotencyKey(key);
    setValue('cancellationType', CancellationType.AdminOnly);
    setFailure(null);
    send({ ...failure.values, cancellationType: CancellationType.AdminOnly }, key);
  };

  return (
    <FormModal
      title={`Cancel booking ${booking.reference}`}
      size="lg"
      submitLabel={failure ? 'Retry' : 'Cancel booking'}
      cancelLabel="Close"
      danger
      busy={command.isPending}
      onClose={onClose}
      onSubmit={handleSubmit((values) => {
        // A retry sends exactly what failed, under the same key.
        setFailure(null);
        send(failure?.values ?? values, idempotencyKey);
      })}
      extraActions={
        failure && (
          <Button variant="secondary" onClick={adminOnly} disabled={command.isPending}>
            Cancel in admin only
          </Button>
        )
      }
    >
      {failure && (
        <div role="alert" className="rounded border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          <p className="font-semibold">{BookingMessage.SupplierCancelFailed}</p>
          {failure.supplierMessage && <p className="mt-1">{failure.supplierMessage}</p>}
          <p className="mt-1">Retry, or cancel in admin only.</p>
        </div>
      )}
      {isSupplierApi && (
        <Radios legend="Cancellation" values={Object.values(CancellationType)} labels={(v) => CANCELLATION_LABELS[v]} field={register('cancellationType')} />
      )}
      <Radios
        legend="Refund"
        values={REFUND_TYPES}
        labels={humanize}
        field={register('refundType', { onChange: (e: { target: { value: string } }) => onRefundTypeChange(e.target.value) })}
      />
      {!full && (
        <TextField
          label="Fee percent"
          inputMode="decimal"
          error={errors.feePercent?.message}
          {...register('feePercent', { onChange: (e: { target: { value: string } }) => onFeeChange(e.target.value) })}
        />
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={`Refund amount${saleCurrency ? ` (${saleCurrency})` : ''}`}
          inputMode="decimal"
          required={amountsEntered}
          disabled={!amountsEntered}
          error={errors.amount?.message}
          {...register('amount')}
        />
        <TextField
          label={`Supplier refund${supplierCurrency ? ` (${supplierCurrency})` : ''}`}
          inputMode="decimal"
          required={amountsEntered}
          disabled={!amountsEntered}
          error={errors.costRefundInSupplierCurrency?.message}
          {...register('costRefundInSupplierCurrency')}
        />
      </div>
      {full && <CheckboxField label="Include fees" {...register('includeFees')} />}
      <CheckboxField label="Send mail" {...register('sendMail')} />
      <TextField label="Reason" {...register('reason')} />
      <p className="text-sm text-slate-700">The card payment provider caps a refund at the amount paid.</p>
    </FormModal>
  );
}
