import { Table, type Column } from '../../../ui/table';
import type { BookingPassengerDto } from '../booking.types';
import { Section } from './section';

const legs = (value: { departure?: string | null; return?: string | null }) =>
  [value.departure && `Departure ${value.departure}`, value.return && `Return ${value.return}`].filter(Boolean).join(', ') || '—';

const COLUMNS: Column<BookingPassengerDto>[] = [
  { key: 'name', header: 'Name', render: (p) => `${p.firstName} ${p.lastName}${p.isAdded ? ' (added)' : ''}` },
  { key: 'passengerType', header: 'Type' },
  { key: 'age', header: 'Age', render: (p) => p.age ?? '—' },
  { key: 'contact', header: 'Contact', render: (p) => [p.email, p.phone].filter(Boolean).join(', ') || '—' },
  { key: 'seats', header: 'Seats', render: (p) => legs(p.seats) },
  { key: 'qrCodes', header: 'QR codes', render: (p) => legs(p.qrCodes) },
  {
    key: 'extra',
    header: 'Extra info',
    render: (p) =>
      [
        ...p.extraInfos.map((i) => `${i.slug}: ${i.value}`),
        p.baggage && `Baggage: ${p.baggage.itemsCount} × ${p.baggage.category}`,
      ]
        .filter(Boolean)
        .join('; ') || '—',
  },
];

export function PassengersSection({ passengers }: { passengers: BookingPassengerDto[] }) {
  return (
    <Section title="Passengers">
      <Table caption="Passengers" columns={COLUMNS} rows={passengers} rowKey={(p) => p.id} emptyText="No passengers" />
    </Section>
  );
}
