import { EXTRA_CONFIRMATIONS, ExtraConfirmation } from '@farebox/domain';
import { useState } from 'react';
import { useForm, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { TextField } from '@/ui/form-fields';
import { FormModal } from '@/ui/form-modal';
import { humanize } from '../booking-display';
import type { BookingDetail, BookingExtra } from '../booking.types';
import type { ActionModalProps } from './action-modal-props';
import { ApprovalAttachmentsInput } from './approval-attachments-input';
import {
  approvalRequirements,
  approvalResolver,
  emptyApprovalForm,
  extrasToConfirm,
  takesAttachments,
  toApprovalInput,
  type ApprovalFormValues,
} from './approval-form';
import { bookingCommands } from '../bookings.api';
import { useBookingCommandRunner } from './use-booking-command-runner';
import { applyFieldErrors } from './field-errors';

type Register = UseFormRegister<ApprovalFormValues>;
type Errors = FieldErrors<ApprovalFormValues>;

function PassengerInputs({ booking, register, errors }: { booking: BookingDetail; register: Register; errors: Errors }) {
  const req = approvalRequirements(booking);
  const rows = booking.passengers.filter((p) => req.seatsNumber || req.qrCodes || p.isAdded);
  if (rows.length === 0) return null;
  return (
    <div className="space-y-3">
      {rows.map((p) => {
        const seats = req.seatsNumber || p.isAdded;
        return (
          <fieldset key={p.id} className="rounded border border-slate-200 p-3">
            <legend className="px-1 text-sm font-medium text-slate-900">
              {p.firstName} {p.lastName}
              {p.isAdded && ' (added by the change request)'}
            </legend>
            <div className="grid gap-3 sm:grid-cols-3">
              {seats && (
                <TextField
                  label={`Seat (departure) for ${p.firstName} ${p.lastName}`}
                  required
                  error={errors.seats?.[p.id]?.departure?.message}
                  {...register(`seats.${p.id}.departure`)}
                />
              )}
              {seats && req.hasReturn && (
                <TextField
                  label={`Seat (return) for ${p.firstName} ${p.lastName}`}
                  required
                  error={errors.seats?.[p.id]?.return?.message}
                  {...register(`seats.${p.id}.return`)}
                />
              )}
              {req.qrCodes && (
                <TextField
                  label={`QR code for ${p.firstName} ${p.lastName}`}
                  required
                  error={errors.qrCodes?.[p.id]?.message}
                  {...register(`qrCodes.${p.id}`)}
                />
              )}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}

const CONFIRMATION_LABELS: Record<ExtraConfirmation, string> = { passengerRequest: 'Passenger request', original: 'Original', other: 'Other' };

function ExtraConfirmationInput({ extra, register, errors, status }: { extra: BookingExtra; register: Register; errors: Errors; status: string | undefined }) {
  const error = errors.extras?.[extra.id]?.status?.message;
  return (
    <fieldset className="rounded border border-slate-200 p-3" aria-describedby={error ? `extra-${extra.id}-error` : undefined}>
      <legend className="px-1 text-sm font-medium text-slate-900">
        {extra.label ?? humanize(extra.extraType)}
        {extra.value ? `: ${extra.value}` : ''}
      </legend>
      <div className="flex flex-wrap gap-4">
        {EXTRA_CONFIRMATIONS.map((c) => (
          <label key={c} className="flex items-center gap-1 text-sm text-slate-800">
            <input type="radio" value={c} className="accent-sky-800" {...register(`extras.${extra.id}.status`)} />
            {CONFIRMATION_LABELS[c]}
          </label>
        ))}
      </div>
      {error && (
        <p id={`extra-${extra.id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
      {status === ExtraConfirmation.Other && (
        <TextField
          className="mt-2"
          label={`Other location for ${humanize(extra.extraType)}`}
          required
          error={errors.extras?.[extra.id]?.otherValue?.message}
          {...register(`extras.${extra.id}.otherValue`)}
        />
      )}
    </fieldset>
  );
}

/** Approve or Re Approve (spec 2.5 and 5): the approval inputs of the product, the pickup time, the extras and the attachments. */
export function ApproveModal({ booking, onClose, mode }: ActionModalProps & { mode: 'approve' | 'reapprove' }) {
  const req = approvalRequirements(booking);
  const { register, handleSubmit, formState, watch, setError, setValue } = useForm<ApprovalFormValues>({
    defaultValues: emptyApprovalForm(booking),
    resolver: approvalResolver(req),
  });
  const command = useBookingCommandRunner(booking.id);
  const extras = extrasToConfirm(booking);
  const statuses = watch('extras');
  const attachments = watch('attachments');
  const [uploading, setUploading] = useState(false);
  const errors = formState.errors;

  const submit = handleSubmit((values) =>
    command.run(
      (id) => bookingCommands[mode](id, { version: booking.version, ...toApprovalInput(values, req), ticketUrl: values.ticketUrl.trim() || undefined }),
      {
        success: mode === 'approve' ? 'Booking approved' : 'Booking re-approved',
        onSuccess: onClose,
        onConflict: onClose,
        onError: (e) => applyFieldErrors(e, setError),
      },
    ),
  );

  return (
    <FormModal
      title={`${mode === 'approve' ? 'Approve' : 'Re Approve'} booking ${booking.reference}`}
      size="lg"
      submitLabel={mode === 'approve' ? 'Approve' : 'Re Approve'}
      busy={command.isPending || uploading}
      onClose={onClose}
      onSubmit={submit}
    >
      {req.bookingCode && <TextField label="Booking code" required error={errors.bookingCode?.message} {...register('bookingCode')} />}
      <PassengerInputs booking={booking} register={register} errors={errors} />
      <TextField
        label="New pickup time"
        type="time"
        hint={req.departureTime ? `Departure at ${req.departureTime} (local time); the pickup must be within 2 hours of it.` : undefined}
        error={errors.pickupTime?.message}
        {...register('pickupTime')}
      />
      {extras.map((extra) => (
        <ExtraConfirmationInput key={extra.id} extra={extra} register={register} errors={errors} status={statuses?.[extra.id]?.status} />
      ))}
      {takesAttachments(booking) && (
        <ApprovalAttachmentsInput
          bookingId={booking.id}
          value={attachments}
          onChange={(list) => setValue('attachments', list, { shouldValidate: formState.isSubmitted })}
          required={req.attachments}
          error={errors.attachments?.message}
          onBusyChange={setUploading}
        />
      )}
      <TextField label="Ticket link" type="url" hint="Optional: where the passengers get their tickets." {...register('ticketUrl')} />
    </FormModal>
  );
}
