import { useForm } from 'react-hook-form';
import { TextField } from '@/ui/form-fields';
import { FormModal } from '@/ui/form-modal';
import { errorMessage } from '@/ui/states';
import { useToast } from '@/ui/toast';
import { useSendVoucher } from '../booking-mail.api';
import { REQUIRED } from '../booking-forms';
import type { ActionModalProps } from './action-modal-props';

/** Send Voucher (spec 2.5): e-mail (the customer's by default), Send Voucher, Abort. */
export function SendVoucherModal({ booking, onClose }: ActionModalProps) {
  const send = useSendVoucher(booking.id);
  const { notify } = useToast();
  const { register, handleSubmit, formState } = useForm({ defaultValues: { email: booking.customer?.email ?? '' } });
  return (
    <FormModal
      title={`Send voucher of ${booking.reference}`}
      submitLabel="Send Voucher"
      cancelLabel="Abort"
      busy={send.isPending}
      onClose={onClose}
      onSubmit={handleSubmit(({ email }) =>
        send.mutate(email.trim(), {
          onSuccess: () => {
            notify({ kind: 'success', title: 'Voucher queued', text: `The voucher will be sent to ${email.trim()}.` });
            onClose();
          },
          onError: (error) => notify({ kind: 'error', title: 'Voucher not sent', text: errorMessage(error) }),
        }),
      )}
    >
      <TextField label="E-mail" type="email" required error={formState.errors.email?.message} {...register('email', REQUIRED)} />
    </FormModal>
  );
}
