import { lazy, Suspense, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses } from '@/ui/button';
import { ConfirmDialog } from '@/ui/modal';
import type { BookingAudience } from '../booking-display';
import type { BookingDetail } from '../booking.types';
import { bookingCommands } from '../bookings.api';
import { useBookingCommandRunner } from '../actions/use-booking-command-runner';

const ApproveModal = lazy(() => import('../actions/approve-modal').then((m) => ({ default: m.ApproveModal })));
const DeclineModal = lazy(() => import('../actions/decline-modal').then((m) => ({ default: m.DeclineModal })));
const CancelModal = lazy(() => import('../actions/cancel-modal').then((m) => ({ default: m.CancelModal })));
const ChangeRequestModal = lazy(() => import('../actions/change-request-modal').then((m) => ({ default: m.ChangeRequestModal })));
const SendVoucherModal = lazy(() => import('../actions/send-voucher-modal').then((m) => ({ default: m.SendVoucherModal })));
const ResendRequestModal = lazy(() => import('../actions/resend-request-modal').then((m) => ({ default: m.ResendRequestModal })));
const SupplierDetailsModal = lazy(() => import('../actions/supplier-details-modal').then((m) => ({ default: m.SupplierDetailsModal })));

/** An action this user could take on another booking, shown disabled with why this one refuses it. */
function RefusedAction({ label, reason }: { label: string; reason: string }) {
  const reasonId = useId();
  return (
    <span className="inline-flex items-center gap-2">
      <Button variant="secondary" disabled aria-describedby={reasonId}>
        {label}
      </Button>
      <span id={reasonId} className="text-sm text-slate-700">
        {reason}
      </span>
    </span>
  );
}

type Open = 'approve' | 'reapprove' | 'decline' | 'cancel' | 'changeRequest' | 'sendVoucher' | 'resendRequest' | 'supplierDetails' | 'exchange' | null;

/**
 * The booking's action buttons: exactly the actions the API allows this user now (`allowedActions`), never
 * re-decided here, and Exchange disabled with the API's reason when this booking refuses it (`refusals`); plus, for
 * staff, the supplier-API details and, for full admins, the booking-request e-mail.
 */
export function BookingActions({ booking, audience }: { booking: BookingDetail; audience: BookingAudience }) {
  const [open, setOpen] = useState<Open>(null);
  const navigate = useNavigate();
  const command = useBookingCommandRunner(booking.id);
  const allowed = (action: BookingDetail['allowedActions'][number]) => booking.allowedActions.includes(action);
  const close = () => setOpen(null);
  const props = { booking, audience, onClose: close };
  const inProgress = !!booking.inProgressBy;

  return (
    <div className="space-y-2">
      {booking.blockedReason && (
        <p role="note" className="rounded border border-amber-400 bg-amber-50 p-2 text-sm text-amber-950">
          {booking.blockedReason}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {allowed('approve') && <Button onClick={() => setOpen('approve')}>Approve</Button>}
        {allowed('reapprove') && <Button onClick={() => setOpen('reapprove')}>Re Approve</Button>}
        {allowed('decline') && (
          <Button variant="danger" onClick={() => setOpen('decline')}>
            Decline
          </Button>
        )}
        {allowed('changeRequest') && (
          <Button variant="secondary" onClick={() => setOpen('changeRequest')}>
            Change Request
          </Button>
        )}
        {allowed('cancel') && (
          <Button variant="danger" onClick={() => setOpen('cancel')}>
            Cancel
          </Button>
        )}
        {allowed('edit') && (
          <Link to={`/bookings/edit/${booking.id}`} className={buttonClasses('secondary')}>
            Edit
          </Link>
        )}
        {allowed('exchange') && (
          <Button variant="secondary" onClick={() => setOpen('exchange')}>
            Exchange
          </Button>
        )}
        {booking.refusals.exchange && <RefusedAction label="Exchange" reason={booking.refusals.exchange} />}
        {allowed('sendVoucher') && (
          <Button variant="secondary" onClick={() => setOpen('sendVoucher')}>
            Send Voucher
          </Button>
        )}
        {audience.isFullAdmin && (
          <Button variant="secondary" onClick={() => setOpen('resendRequest')}>
            Resend booking request
          </Button>
        )}
        {allowed('toggleInProgress') && (
          <Button
            variant="secondary"
            loading={command.isPending}
            onClick={() =>
              command.run((id) => bookingCommands.inProgress(id, { inProgress: !inProgress }), {
                success: inProgress ? 'No longer in progress' : 'Marked in progress',
              })
            }
          >
            {inProgress ? 'Release' : 'Mark in progress'}
          </Button>
        )}
        {allowed('toggleHandled') && (
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="h-4 w-4 accent-sky-800"
              checked={booking.isHandled}
              disabled={command.isPending}
              onChange={(e) => command.run((id) => bookingCommands.handled(id, { handled: e.target.checked }))}
            />
            Handled
          </label>
        )}
        {booking.isSupplierApi && !audience.isAgent && (
          <Button variant="ghost" onClick={() => setOpen('supplierDetails')}>
            Supplier API details
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={open === 'exchange'}
        title="Exchange booking"
        message={
          <p className="text-sm text-slate-800">
            Exchanging cancels booking {booking.reference} and creates a new booking; the payment moves to the new one. Continue?
          </p>
        }
        confirmLabel="Exchange"
        onCancel={close}
        onConfirm={() => navigate(`/bookings/search?exchangeFrom=${encodeURIComponent(booking.id)}`)}
      />
      <Suspense fallback={null}>
        {open === 'approve' && <ApproveModal {...props} mode="approve" />}
        {open === 'reapprove' && <ApproveModal {...props} mode="reapprove" />}
        {open === 'decline' && <DeclineModal {...props} />}
        {open === 'cancel' && <CancelModal {...props} />}
        {open === 'changeRequest' && <ChangeRequestModal {...props} />}
        {open === 'sendVoucher' && <SendVoucherModal {...props} />}
        {open === 'resendRequest' && <ResendRequestModal {...props} />}
        {open === 'supplierDetails' && <SupplierDetailsModal {...props} />}
      </Suspense>
    </div>
  );
}
