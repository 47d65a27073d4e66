import { useState } from 'react';
import { Link } from 'react-router';
import { Table, type Column } from '@/ui/table';
import type { RowSelection } from '@/ui/use-row-selection';
import { BookingLabels, bookedText, CitiesAndStations, departureText, humanize, StatusBadge, visiblePrice, type BookingAudience } from './booking-display';
import type { BookingListItem } from './booking.types';

export interface BookingRowsProps {
  rows: readonly BookingListItem[];
  audience: BookingAudience;
  /** Link that opens the booking view over the list. */
  viewHref: (id: string) => string;
  /** Full admins select rows for the bulk voucher and e-mail sends. */
  selection?: RowSelection;
  /** Agents tick a booking as handled: saves the flag and calls `settled` once the save succeeded or failed. */
  onHandledChange?: (booking: BookingListItem, handled: boolean, settled: () => void) => void;
}

function ReferenceCell({ booking, viewHref, audience }: { booking: BookingListItem; viewHref: BookingRowsProps['viewHref']; audience: BookingAudience }) {
  return (
    <>
      <Link to={viewHref(booking.id)} className="font-medium text-sky-900 underline" aria-label={`View booking ${booking.reference}`}>
        {booking.reference}
      </Link>
      {audience.isFullAdmin && booking.cartReference && <span className="block text-xs text-slate-700">Cart {booking.cartReference}</span>}
      {booking.inProgressBy && <span className="block text-xs text-amber-900">In progress: {booking.inProgressBy.name}</span>}
      {booking.hasNote && <span className="block text-xs text-slate-700">Has notes</span>}
    </>
  );
}

/** A full admin's box that selects the booking for the bulk sends. */
function SelectBox({ booking, selection }: { booking: BookingListItem; selection: RowSelection }) {
  return (
    <input
      type="checkbox"
      className="h-4 w-4 accent-sky-800"
      aria-label={`Select ${booking.reference}`}
      checked={selection.isSelected(booking.id)}
      onChange={(e) => selection.toggle(booking.id, e.target.checked)}
    />
  );
}

/** The agent's handled box: it shows the new value at once (the list cache follows a tick later) until the save settles. */
function HandledBox({ booking, onChange }: { booking: BookingListItem; onChange: NonNullable<BookingRowsProps['onHandledChange']> }) {
  const [saving, setSaving] = useState<boolean | null>(null);
  return (
    <input
      type="checkbox"
      className="h-4 w-4 accent-sky-800"
      aria-label={`Handled ${booking.reference}`}
      checked={saving ?? booking.isHandled}
      onChange={(e) => {
        const handled = e.target.checked;
        setSaving(handled);
        onChange(booking, handled, () => setSaving(null));
      }}
    />
  );
}

function columnsFor({ audience, viewHref, selection, onHandledChange }: Omit<BookingRowsProps, 'rows'>): Column<BookingListItem>[] {
  const { isFullAdmin, isAgent } = audience;
  const columns: (Column<BookingListItem> | false)[] = [
    !!selection && {
      key: 'select',
      header: (
        <input
          type="checkbox"
          className="h-4 w-4 accent-sky-800"
          aria-label="Select all bookings on this page"
          checked={selection.allSelected}
          onChange={(e) => selection.toggleAll(e.target.checked)}
        />
      ),
      render: (b) => <SelectBox booking={b} selection={selection} />,
    },
    { key: 'reference', header: 'Reference', render: (b) => <ReferenceCell booking={b} viewHref={viewHref} audience={audience} /> },
    {
      key: 'status',
      header: 'Status',
      render: (b) => (
        <>
          <StatusBadge booking={b} />
          <BookingLabels booking={b} />
        </>
      ),
    },
    isFullAdmin && { key: 'customerStatus', header: 'Customer status', render: (b) => humanize(b.customerStatus) },
    { key: 'payment', header: 'Payment', render: (b) => humanize(b.payment.status) },
    isFullAdmin && { key: 'domain', header: 'Channel', render: (b) => b.domain ?? '—' },
    { key: 'createdAt', header: 'Booked', render: bookedText },
    { key: 'departureAt', header: 'Departure', render: departureText },
    {
      key: 'line',
      header: 'Line',
      render: (b) => (
        <>
          {b.lineName}
          <span className="block text-xs text-slate-700">{humanize(b.lineType)}</span>
        </>
      ),
    },
    { key: 'route', header: 'Route', render: (b) => <CitiesAndStations booking={b} /> },
    !isAgent && { key: 'company', header: 'Company', render: (b) => b.company.name },
    isFullAdmin && {
      key: 'customer',
      header: 'Customer',
      render: (b) =>
        b.customer && (
          <>
            {b.customer.firstName} {b.customer.lastName}
            {b.customer.email && <span className="block text-xs text-slate-700">{b.customer.email}</span>}
            {b.customer.phone && <span className="block text-xs text-slate-700">{b.customer.phone}</span>}
          </>
        ),
    },
    { key: 'passengers', header: 'Pax', render: (b) => b.passengersCount },
    (isFullAdmin || isAgent) && { key: 'price', header: isAgent ? 'Cost' : 'Price', render: (b) => visiblePrice(b, audience) ?? '—' },
    !!onHandledChange && { key: 'handled', header: 'Handled', render: (b) => <HandledBox booking={b} onChange={onHandledChange} /> },
  ];
  return columns.filter((c): c is Column<BookingListItem> => !!c);
}

/** Desktop: a table with the columns this user may see. */
export function BookingsTable({ rows, ...props }: BookingRowsProps) {
  return <Table caption="Bookings" columns={columnsFor(props)} rows={rows} rowKey={(b) => b.id} />;
}

/** Mobile: one card per booking with the same facts. */
export function BookingsMobileList({ rows, audience, viewHref, selection, onHandledChange }: BookingRowsProps) {
  return (
    <ul aria-label="Bookings" className="space-y-2">
      {rows.map((b) => {
        const price = visiblePrice(b, audience);
        const payment = b.payment.status;
        return (
          <li key={b.id} className="rounded border border-slate-200 bg-white p-3 text-sm">
            <div className="flex items-start justify-between gap-2">
              <div>
                <ReferenceCell booking={b} viewHref={viewHref} audience={audience} />
              </div>
              <div className="flex items-center gap-2">
                <StatusBadge booking={b} />
                {selection && <SelectBox booking={b} selection={selection} />}
              </div>
            </div>
            <BookingLabels booking={b} />
            <p className="mt-2">
              <CitiesAndStations booking={b} />
            </p>
            <p className="text-slate-800">
              {b.lineName} · {departureText(b)} · {b.passengersCount} pax
            </p>
            {!audience.isAgent && <p className="text-slate-700">{b.company.name}</p>}
            {(price || payment) && (
              <p className="text-slate-800">
                {price}
                {payment && ` · ${humanize(payment)}`}
              </p>
            )}
            {onHandledChange && (
              <div className="mt-2 flex items-center gap-2">
                <HandledBox booking={b} onChange={onHandledChange} />
                <span aria-hidden="true">Handled</span>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
