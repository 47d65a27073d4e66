import { FormModal } from '@/ui/form-modal';
import { errorMessage } from '@/ui/states';
import { useToast } from '@/ui/toast';
import { useSendVouchers } from '../booking-mail.api';

export interface BulkSendProps {
  bookingIds: string[];
  onClose: () => void;
  onSent: () => void;
}

/** Send Vouchers (full admins): the voucher of every selected booking to its customer. */
export function BulkVouchersModal({ bookingIds, onClose, onSent }: BulkSendProps) {
  const send = useSendVouchers();
  const { notify } = useToast();
  return (
    <FormModal
      title="Send Vouchers"
      submitLabel="Send"
      busy={send.isPending}
      onClose={onClose}
      onSubmit={(e) => {
        e.preventDefault();
        send.mutate(bookingIds, {
          onSuccess: ({ queued, skipped = [] }) => {
            const skippedText = skipped.map((s) => `${s.reference}: ${s.reason}`).join('; ');
            notify({ kind: 'success', title: 'Vouchers queued', text: `${queued} voucher(s) will be sent.${skippedText ? ` Skipped: ${skippedText}` : ''}` });
            onSent();
            onClose();
          },
          onError: (error) => notify({ kind: 'error', title: 'Vouchers not sent', text: errorMessage(error) }),
        });
      }}
    >
      <p className="text-sm text-slate-800">Send the voucher of the {bookingIds.length} selected booking(s) to their customers?</p>
    </FormModal>
  );
}
