import { Loading } from '@/ui/spinner';
import { ErrorState } from '@/ui/states';
import { useBooking } from '../bookings.api';

const TEXT = {
  exchange: {
    label: 'Exchange',
    title: (reference: string) => `Exchanging booking ${reference}`,
    effect: 'Saving the new booking cancels this one and moves its payment to the new booking.',
    refused: 'This booking cannot be exchanged.',
  },
  edit: {
    label: 'Change product',
    title: (reference: string) => `Choosing another product for booking ${reference}`,
    effect: 'Saving the edit moves the booking to the chosen product.',
    refused: 'This booking cannot be edited.',
  },
} as const;

/**
 * The booking a product is chosen for, on the search and edit screens: what saving will do to it, or why the
 * action is refused (the API's allowed actions and blocked reason).
 */
export function SourceBookingNotice({ bookingId, purpose }: { bookingId: string; purpose: 'exchange' | 'edit' }) {
  const booking = useBooking(bookingId);
  const text = TEXT[purpose];
  if (booking.isPending) return <Loading label="Loading the booking…" />;
  if (booking.isError) return <ErrorState title="The booking could not be loaded" error={booking.error} onRetry={() => void booking.refetch()} />;
  const refused = !booking.data.allowedActions.includes(purpose);
  return (
    <section
      aria-label={text.label}
      className={`rounded border p-3 text-sm ${refused ? 'border-red-300 bg-red-50 text-red-900' : 'border-amber-400 bg-amber-50 text-amber-950'}`}
    >
      <p className="font-semibold">{text.title(booking.data.reference)}</p>
      <p>{refused ? (booking.data.blockedReason ?? text.refused) : text.effect}</p>
    </section>
  );
}
