import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ApiError } from '@/api/api-error';
import { saveBlob } from '@/ui/download';
import { Spinner } from '@/ui/spinner';
import { errorMessage } from '@/ui/states';
import { useToast } from '@/ui/toast';
import { useVoucherThumbnail, voucherPdfQuery } from '../booking-mail.api';
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

const THUMBNAIL_WIDTH = 124;

/** An API failure has the server's message; anything else is pdf.js failing to read the file. */
const previewFailure = (error: unknown) => `Preview not available: ${error instanceof ApiError ? errorMessage(error) : 'the PDF could not be drawn.'}`;

/** The voucher PDF, as a thumbnail of its first page 124 px wide (spec 2.4) that downloads it. */
export function VoucherSection({ booking }: { booking: BookingDetail }) {
  const { notify } = useToast();
  const qc = useQueryClient();
  const preview = useVoucherThumbnail(booking.id, THUMBNAIL_WIDTH);
  const filename = `voucher-${booking.reference}.pdf`;
  const download = async () => {
    try {
      saveBlob(await qc.ensureQueryData(voucherPdfQuery(booking.id)), filename);
    } catch (error) {
      notify({ kind: 'error', title: 'Voucher not available', text: errorMessage(error) });
    }
  };
  return (
    <Section title="Voucher PDFs">
      <figure className="w-min space-y-1">
        <button
          type="button"
          onClick={() => void download()}
          aria-label={`Download the voucher PDF of ${booking.reference}`}
          className="block overflow-hidden rounded border border-slate-400 bg-white hover:border-sky-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-800"
        >
          {preview.status === 'ready' ? (
            <img
              src={preview.thumbnail.src}
              width={preview.thumbnail.width}
              height={preview.thumbnail.height}
              alt={`Voucher ${booking.reference}, first page`}
              className="block max-w-none"
            />
          ) : (
            <span className="flex aspect-[210/297] w-[124px] flex-col items-center justify-center gap-2 text-slate-900">
              <span aria-hidden="true" className="text-2xl font-medium">
                PDF
              </span>
              {preview.status === 'loading' && <Spinner size="sm" label="" />}
            </span>
          )}
        </button>
        <figcaption className="text-xs break-all text-slate-800">{filename}</figcaption>
        <p role="status" className="text-xs">
          {preview.status === 'loading' && <span className="text-slate-700">Loading the preview…</span>}
          {preview.status === 'failed' && <span className="text-red-800">{previewFailure(preview.error)}</span>}
        </p>
      </figure>
    </Section>
  );
}
