import { BookingLabel } from '@farebox/domain';
import { formatDateTimeInZone, formatMoney } from '@/ui/format';
import type { BookingListItem } from './booking.types';

/** What the signed-in user sees of a booking (spec 2.1 and 6): full admins everything, agents supplier prices. */
export interface BookingAudience {
  isFullAdmin: boolean;
  isAgent: boolean;
}

/** "canceled" -> "Canceled", "changeRequest" -> "Change Request". */
export function humanize(value: string | null | undefined): string {
  if (!value) return '—';
  const spaced = value.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/**
 * The price shown: agents the cost in their (supplier) currency, full admins the sale price with its USD amount.
 * The API sends each user only the prices they may see.
 */
export function visiblePrice(booking: Pick<BookingListItem, 'price' | 'supplierPrice'>, audience: BookingAudience): string | null {
  if (audience.isAgent) return booking.supplierPrice ? formatMoney(booking.supplierPrice.amount, booking.supplierPrice.currency) : null;
  if (!booking.price) return null;
  const sale = formatMoney(booking.price.amount, booking.price.currency);
  return booking.price.currency !== 'USD' && booking.price.amountUsd ? `${sale} (${formatMoney(booking.price.amountUsd, 'USD')})` : sale;
}

export const departureText = (b: Pick<BookingListItem, 'departureAt' | 'timezone'>) => formatDateTimeInZone(b.departureAt, b.timezone);
export const bookedText = (b: Pick<BookingListItem, 'createdAt'>) => formatDateTimeInZone(b.createdAt);

const BADGE = 'inline-block rounded px-1.5 py-0.5 text-xs font-medium';
const STATUS_STYLES: Record<string, string> = {
  approved: 'bg-emerald-100 text-emerald-900',
  pending: 'bg-amber-100 text-amber-900',
  reserved: 'bg-sky-100 text-sky-900',
  declined: 'bg-red-100 text-red-900',
  canceled: 'bg-slate-200 text-slate-900',
};

type StatusFacts = Pick<BookingListItem, 'status' | 'amendStatus' | 'labels'>;

/** The change-request label stands in for the status while an amend request is active (spec 2.1). */
const changeRequestLabel = ({ amendStatus, labels }: StatusFacts) => {
  const label = amendStatus ? BookingLabel.ChangeRequest(amendStatus) : null;
  return label && labels.includes(label) ? label : null;
};

export function StatusBadge({ booking }: { booking: StatusFacts }) {
  const changeRequest = changeRequestLabel(booking);
  if (changeRequest) return <span className={`${BADGE} bg-violet-100 text-violet-900`}>{changeRequest}</span>;
  return <span className={`${BADGE} ${STATUS_STYLES[booking.status] ?? 'bg-slate-100 text-slate-900'}`}>{humanize(booking.status)}</span>;
}

/** The row labels the API computed for this user (awaiting ticket, fraudulent, API approval, approval method). */
export function BookingLabels({ booking }: { booking: StatusFacts }) {
  const changeRequest = changeRequestLabel(booking);
  const labels = booking.labels.filter((l) => l !== changeRequest);
  if (labels.length === 0) return null;
  return (
    <ul aria-label="Labels" className="mt-1 flex flex-wrap gap-1">
      {labels.map((label) => (
        <li key={label} className={`${BADGE} border border-slate-300 bg-white text-slate-800`}>
          {label}
        </li>
      ))}
    </ul>
  );
}

/** "From city → To city" over "from station → to station". */
export function CitiesAndStations({ booking }: { booking: Pick<BookingListItem, 'fromCity' | 'toCity' | 'fromStation' | 'toStation'> }) {
  return (
    <>
      <span>
        {booking.fromCity ?? '—'} → {booking.toCity ?? '—'}
      </span>
      <span className="block text-xs text-slate-700">
        {booking.fromStation ?? '—'} → {booking.toStation ?? '—'}
      </span>
    </>
  );
}
