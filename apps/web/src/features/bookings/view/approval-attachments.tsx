import { client, data } from '@/api/http';
import { Button } from '@/ui/button';
import { saveBlob } from '@/ui/download';
import { errorMessage } from '@/ui/states';
import { useToast } from '@/ui/toast';
import type { BookingAttachment } from '../booking.types';

/** The booking's approval attachments, each downloaded with the session (the API checks who may read the booking). */
export function ApprovalAttachments({ bookingId, attachments }: { bookingId: string; attachments: readonly BookingAttachment[] }) {
  const { notify } = useToast();
  const download = async (a: BookingAttachment) => {
    try {
      const params = { path: { id: bookingId, attachmentId: a.id } };
      saveBlob(await data(client.GET('/api/bookings/{id}/attachments/{attachmentId}', { params, parseAs: 'blob' })), a.fileName);
    } catch (error) {
      notify({ kind: 'error', title: 'Attachment not available', text: errorMessage(error) });
    }
  };
  return (
    <ul className="flex flex-wrap gap-2">
      {attachments.map((a) => (
        <li key={a.id}>
          <Button variant="ghost" size="sm" className="underline" onClick={() => void download(a)} aria-label={`Download ${a.fileName}`}>
            {a.fileName}
          </Button>
        </li>
      ))}
    </ul>
  );
}
