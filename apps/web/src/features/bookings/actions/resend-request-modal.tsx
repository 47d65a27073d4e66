import { useForm } from 'react-hook-form';
import { TextAreaField } from '@/ui/form-fields';
import { FormModal } from '@/ui/form-modal';
import { errorMessage } from '@/ui/states';
import { useToast } from '@/ui/toast';
import { useCompany } from '@/features/companies/companies.api';
import { useResendRequest } from '../booking-mail.api';
import { REQUIRED } from '../booking-forms';
import type { ActionModalProps } from './action-modal-props';

/** Addresses typed one per line or separated by commas or spaces. */
export const splitEmails = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

/** Resend booking request (spec 2.5): the agents' e-mails (the company's agents by default), Send, Cancel. */
export function ResendRequestModal({ booking, onClose }: ActionModalProps) {
  const company = useCompany(booking.company.id);
  const agentEmails = (company.data?.agents ?? []).map((a) => a.email).join('\n');
  const send = useResendRequest(booking.id);
  const { notify } = useToast();
  const { register, handleSubmit, formState } = useForm({ values: { emails: agentEmails } });
  return (
    <FormModal
      title={`Resend booking request of ${booking.reference}`}
      submitLabel="Send"
      busy={send.isPending}
      onClose={onClose}
      onSubmit={handleSubmit(({ emails }) =>
        send.mutate(splitEmails(emails), {
          onSuccess: () => {
            notify({ kind: 'success', title: 'Booking request queued' });
            onClose();
          },
          onError: (error) => notify({ kind: 'error', title: 'Booking request not sent', text: errorMessage(error) }),
        }),
      )}
    >
      <TextAreaField
        label="Agent e-mails"
        hint="One per line, or separated by commas."
        required
        rows={4}
        error={formState.errors.emails?.message}
        {...register('emails', REQUIRED)}
      />
    </FormModal>
  );
}
