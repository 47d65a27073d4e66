import { Modal } from '@/ui/modal';
import { Loading } from '@/ui/spinner';
import { ErrorState } from '@/ui/states';
import { usePermissions } from '@/features/users/use-permissions';
import { BookingLabels, StatusBadge } from '../booking-display';
import { useBooking } from '../bookings.api';
import { BookingActions } from './booking-actions';
import { BookingChangeLogSection } from './booking-change-log-section';
import { BookingConflictNotice, BookingConflictProvider } from './booking-conflict';
import { useBookingPaymentHistory } from './booking-payment-history';
import { CartSection, VoucherSection } from './cart-and-voucher';
import { DetailsSection, MiscSection } from './details-section';
import { EmailLogSection } from './email-log-section';
import { ExperimentsSection } from './experiments-section';
import { HistorySection } from './history-section';
import { JourneysSection } from './journeys-section';
import { NotesSection } from './notes-section';
import { PackSection } from './pack-section';
import { PassengersSection } from './passengers-section';
import { PaymentSection } from './payment-section';
import { PolicySection } from './policy-section';
import { PricesSection } from './prices-section';

/** Booking view (spec 2.4): the booking's sections, its allowed actions, and the full-admin-only parts. */
export function BookingViewModal({ bookingId, onClose, viewHref }: { bookingId: string; onClose: () => void; viewHref: (id: string) => string }) {
  const { isFullAdmin, isAgent } = usePermissions();
  const audience = { isFullAdmin, isAgent };
  const query = useBooking(bookingId);
  const booking = query.data;
  const paymentHistory = useBookingPaymentHistory(bookingId, isFullAdmin ? (booking?.payment.paymentId ?? null) : null);
  return (
    <BookingConflictProvider>
      <Modal open size="xl" onClose={onClose} title={booking ? `Booking ${booking.reference}` : 'Booking'}>
        {query.isPending ? (
          <Loading label="Loading the booking…" />
        ) : query.isError ? (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <div className="space-y-4">
            <div className="flex flex-wrap items-center gap-2">
              <StatusBadge booking={query.data} />
              <BookingLabels booking={query.data} />
            </div>
            <BookingConflictNotice />
            <BookingActions booking={query.data} audience={audience} />
            <DetailsSection booking={query.data} audience={audience} />
            <JourneysSection items={query.data.items} audience={audience} allowedActions={query.data.allowedActions} />
            <PassengersSection passengers={query.data.passengers} />
            {query.data.pack && <PackSection pack={query.data.pack} audience={audience} />}
            {isFullAdmin && (
              <>
                {query.data.prices && <PricesSection prices={query.data.prices} history={paymentHistory} />}
                <PaymentSection payment={query.data.payment} history={paymentHistory} />
                {query.data.policy && <PolicySection policy={query.data.policy} />}
                <HistorySection history={query.data.history} />
                <BookingChangeLogSection bookingId={bookingId} />
                <CartSection booking={query.data} />
                <NotesSection bookingId={bookingId} notes={query.data.notes} canAdd={query.data.allowedActions.includes('addNote')} />
                <EmailLogSection bookingId={bookingId} />
                <ExperimentsSection experiments={query.data.experiments} />
                <VoucherSection booking={query.data} />
                <MiscSection booking={query.data} viewHref={viewHref} />
              </>
            )}
          </div>
        )}
      </Modal>
    </BookingConflictProvider>
  );
}
