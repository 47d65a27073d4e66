import { Button } from '@/ui/button';
import { Modal } from '@/ui/modal';
import { formatDateTimeInZone } from '@/ui/format';
import type { ActionModalProps } from './action-modal-props';
import { bookingCommands } from '../bookings.api';
import { useBookingCommandRunner } from './use-booking-command-runner';

/** Change Request (spec 4): the pending amend request, approved with Change or declined. */
export function ChangeRequestModal({ booking, onClose }: ActionModalProps) {
  const command = useBookingCommandRunner(booking.id);
  const request = booking.amendRequest;
  const decide = (decision: 'approve' | 'decline') =>
    command.run(
      (id) => (decision === 'approve' ? bookingCommands.approveChangeRequest : bookingCommands.declineChangeRequest)(id, { version: booking.version }),
      { success: decision === 'approve' ? 'Change request approved' : 'Change request declined', onSuccess: onClose, onConflict: onClose },
    );
  return (
    <Modal
      open
      title={`Change request for ${booking.reference}`}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={command.isPending}>
            Close
          </Button>
          <Button variant="danger" onClick={() => decide('decline')} disabled={command.isPending}>
            Decline
          </Button>
          <Button onClick={() => decide('approve')} loading={command.isPending}>
            Change
          </Button>
        </>
      }
    >
      {request ? (
        <div className="space-y-2 text-sm text-slate-800">
          <p className="whitespace-pre-wrap">{request.description}</p>
          <p className="text-slate-700">Requested {formatDateTimeInZone(request.requestedAt)}</p>
        </div>
      ) : (
        <p className="text-sm text-slate-800">The customer asked to change this booking.</p>
      )}
    </Modal>
  );
}
