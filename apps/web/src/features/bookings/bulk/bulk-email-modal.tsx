import { useForm } from 'react-hook-form';
import { TextAreaField, TextField } from '@/ui/form-fields';
import { FormModal } from '@/ui/form-modal';
import { errorMessage } from '@/ui/states';
import { useToast } from '@/ui/toast';
import { useSendBulkEmail } from '../booking-mail.api';
import { REQUIRED } from '../booking-forms';
import type { BulkSendProps } from './bulk-vouchers-modal';

/** Send Email (full admins): one subject and body to the customers of the selected bookings. */
export function BulkEmailModal({ bookingIds, onClose, onSent }: BulkSendProps) {
  const send = useSendBulkEmail();
  const { notify } = useToast();
  const { register, handleSubmit, formState } = useForm({ defaultValues: { subject: '', body: '' } });
  return (
    <FormModal
      title="Send Email"
      size="lg"
      submitLabel="Send"
      busy={send.isPending}
      onClose={onClose}
      onSubmit={handleSubmit((values) =>
        send.mutate(
          { bookingIds, ...values },
          {
            onSuccess: () => {
              notify({ kind: 'success', title: 'E-mails queued', text: `${bookingIds.length} e-mail(s) will be sent.` });
              onSent();
              onClose();
            },
            onError: (error) => notify({ kind: 'error', title: 'E-mails not sent', text: errorMessage(error) }),
          },
        ),
      )}
    >
      <p className="text-sm text-slate-800">To the customers of {bookingIds.length} selected booking(s).</p>
      <TextField label="Subject" required error={formState.errors.subject?.message} {...register('subject', REQUIRED)} />
      <TextAreaField label="Body" required rows={8} error={formState.errors.body?.message} {...register('body', REQUIRED)} />
    </FormModal>
  );
}
