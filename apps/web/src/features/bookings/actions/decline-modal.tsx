import { BLOCK_DEPARTURES, BlockDeparture, validateDecline } from '@farebox/domain';
import { useForm } from 'react-hook-form';
import type { Schemas } from '@/api/http';
import { SelectField, TextAreaField } from '@/ui/form-fields';
import { FormModal } from '@/ui/form-modal';
import { problemsResolver } from '@/ui/form-resolver';
import { oneOf } from '@/ui/one-of';
import type { ActionModalProps } from './action-modal-props';
import { bookingCommands } from '../bookings.api';
import { useBookingCommandRunner } from './use-booking-command-runner';
import { applyFieldErrors } from './field-errors';

interface DeclineFormValues {
  reason: string;
  reasonText: string;
  blockDeparture: string;
}

const BLOCK_LABELS: Record<BlockDeparture, string> = { firstLeg: 'First leg', secondLeg: 'Second leg', both: 'Both', none: 'None' };

/** Decline (spec 5): a reason (text for Other; two reasons for full admins only) and, with manual blocking, which departure to block. */
export function DeclineModal({ booking, audience, onClose }: ActionModalProps) {
  const { manualBlocking, declineReasons: reasons } = booking;
  const toInput = (v: DeclineFormValues): Omit<Schemas['DeclineBookingDto'], 'version'> => ({
    reason: v.reason,
    reasonText: v.reasonText.trim() || null,
    blockDeparture: oneOf(BLOCK_DEPARTURES, v.blockDeparture) ?? null,
  });
  const { register, handleSubmit, formState, watch, setError } = useForm<DeclineFormValues>({
    defaultValues: { reason: '', reasonText: '', blockDeparture: '' },
    resolver: problemsResolver((v) => validateDecline(toInput(v), { isFullAdmin: audience.isFullAdmin, manualBlocking })),
  });
  const command = useBookingCommandRunner(booking.id);
  const needsText = reasons.find((r) => r.value === watch('reason'))?.needsText ?? false;
  const legs = booking.items.length > 1 ? Object.values(BlockDeparture) : [BlockDeparture.FirstLeg, BlockDeparture.None];

  const submit = handleSubmit((v) => {
    const input = toInput(v);
    command.run(
      (id) =>
        bookingCommands.decline(id, {
          version: booking.version,
          reason: input.reason,
          reasonText: needsText ? input.reasonText : undefined,
          blockDeparture: input.blockDeparture ?? BlockDeparture.None,
        }),
      { success: 'Booking declined', onSuccess: onClose, onConflict: onClose, onError: (e) => applyFieldErrors(e, setError) },
    );
  });

  return (
    <FormModal title={`Decline booking ${booking.reference}`} submitLabel="Decline" danger busy={command.isPending} onClose={onClose} onSubmit={submit}>
      <SelectField
        label="Reason"
        required
        placeholder="Choose a reason"
        options={reasons.map((r) => ({ value: r.value, label: r.label }))}
        error={formState.errors.reason?.message}
        {...register('reason')}
      />
      {needsText && <TextAreaField label="Reason text" required rows={3} error={formState.errors.reasonText?.message} {...register('reasonText')} />}
      {manualBlocking && (
        <SelectField
          label="Block departure"
          required
          placeholder="Choose"
          options={legs.map((b) => ({ value: b, label: BLOCK_LABELS[b] }))}
          error={formState.errors.blockDeparture?.message}
          {...register('blockDeparture')}
        />
      )}
    </FormModal>
  );
}
