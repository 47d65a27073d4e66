import { supplierDetailsUnavailable } from '@farebox/domain';
import { useQuery } from '@tanstack/react-query';
import { client, data } from '@/api/http';
import { ApiError } from '@/api/api-error';
import { Modal } from '@/ui/modal';
import { formatMoney } from '@/ui/format';
import { Loading } from '@/ui/spinner';
import { ErrorState } from '@/ui/states';
import { humanize } from '../booking-display';
import { bookingKeys, onBooking } from '../bookings.api';
import { Facts } from '../view/section';
import type { ActionModalProps } from './action-modal-props';

/** Details from the supplier API, or the spec's notice when the supplier has none. */
export function SupplierDetailsModal({ booking, onClose }: ActionModalProps) {
  const details = useQuery({
    queryKey: bookingKeys.supplierDetails(booking.id),
    queryFn: ({ signal }) => data(client.GET('/api/bookings/{id}/supplier-details', { params: onBooking(booking.id), signal })),
    retry: false,
  });
  const d = details.data;
  return (
    <Modal open size="lg" title={`Supplier API details of ${booking.reference}`} onClose={onClose}>
      {details.isPending ? (
        <Loading label="Asking the supplier…" />
      ) : details.isError ? (
        details.error instanceof ApiError && details.error.status === 404 ? (
          <p role="alert" className="text-sm text-slate-900">
            {supplierDetailsUnavailable(booking.reference)}
          </p>
        ) : (
          <ErrorState error={details.error} onRetry={() => void details.refetch()} />
        )
      ) : (
        d && (
          <Facts
            entries={[
              ['Supplier booking reference', d.supplierBookingReference],
              ['Status', humanize(d.status)],
              ['Departure', d.departure],
              ['Arrival', d.arrival],
              ['Passengers', d.passengers],
              ['Cost', d.price ? formatMoney(d.price.cost, d.price.currency) : null],
              ['Booking code', d.bookingCode],
              ['Cancellation type', d.cancellationType],
              ['Cancellation fee', d.cancellationFee],
              ['Cancellation cutoff', d.cancellationCutoff],
              ['Booking fee', d.bookingFee],
              [
                'Ticket',
                d.ticketUrl ? (
                  <a href={d.ticketUrl} target="_blank" rel="noreferrer" className="text-sky-900 underline">
                    Ticket link
                  </a>
                ) : null,
              ],
            ]}
          />
        )
      )}
    </Modal>
  );
}
