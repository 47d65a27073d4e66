import { Link } from 'react-router';
import { Button } from '../../../ui/button';
import { saveBlob } from '../../../ui/download';
import { errorMessage } from '../../../ui/states';
import { useToast } from '../../../ui/toast';
import { fetchVoucherPdf } from '../booking-mail.api';
import type { BookingDetail } from '../booking.types';
import { Section } from './section';

/** The cart: every booking bought together, through the list's cart-reference filter. */
export function CartSection({ booking }: { booking: BookingDetail }) {
  if (!booking.cartReference) return null;
  return (
    <Section title="Cart">
      <p className="text-sm text-slate-800">
        Cart {booking.cartReference}:{' '}
        <Link to={`/bookings?cartReference=${encodeURIComponent(booking.cartReference)}`} className="text-sky-900 underline">
          all bookings of this cart
        </Link>
      </p>
    </Section>
  );
}

/** The voucher PDF, as a 124 px wide tile that downloads it. */
export function VoucherSection({ booking }: { booking: BookingDetail }) {
  const { notify } = useToast();
  const download = async () => {
    try {
      saveBlob(await fetchVoucherPdf(booking.id), `voucher-${booking.reference}.pdf`);
    } catch (error) {
      notify({ kind: 'error', title: 'Voucher not available', text: errorMessage(error) });
    }
  };
  return (
    <Section title="Voucher PDFs">
      <Button variant="secondary" className="h-32 w-[124px] flex-col" onClick={() => void download()} aria-label={`Download the voucher PDF of ${booking.reference}`}>
        <span aria-hidden="true" className="text-2xl">
          PDF
        </span>
        <span className="text-xs">voucher-{booking.reference}.pdf</span>
      </Button>
    </Section>
  );
}
