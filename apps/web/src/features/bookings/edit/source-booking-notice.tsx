import { Loading } from '../../../ui/spinner';
import { ErrorState } from '../../../ui/states';
import { useBooking } from '../bookings.api';

/** What an exchange does, shown on the search and edit screens while a booking is being exchanged. */
export function ExchangeNotice({ bookingId }: { bookingId: string }) {
  const booking = useBooking(bookingId);
  if (booking.isPending) return <Loading label="Loading the booking to exchange…" />;
  if (booking.isError) return <ErrorState title="The booking to exchange could not be loaded" error={booking.error} onRetry={() => void booking.refetch()} />;
  const refused = !booking.data.allowedActions.includes('exchange');
  return (
    <section aria-label="Exchange" className={`rounded border p-3 text-sm ${refused ? 'border-red-300 bg-red-50 text-red-900' : 'border-amber-400 bg-amber-50 text-amber-950'}`}>
      <p className="font-semibold">Exchanging booking {booking.data.reference}</p>
      <p>
        {refused
          ? (booking.data.blockedReason ?? 'This booking cannot be exchanged.')
          : 'Saving the new booking cancels this one and moves its payment to the new booking.'}
      </p>
    </section>
  );
}
