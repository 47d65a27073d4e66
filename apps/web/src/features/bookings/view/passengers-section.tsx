import { Table, type Column } from '@/ui/table';
import type { BookingPassenger } from '../booking.types';
import { Section } from './section';

const legs = (value: { departure?: string | null; return?: string | null }) =>
  [value.departure && `Departure ${value.departure}`, value.return && `Return ${value.return}`].filter(Boolean).join(', ') || '—';

const COLUMNS: Column<BookingPassenger>[] = [
  { key: 'name', header: 'Name', render: (p) => `${p.firstName} ${p.lastName}${p.isAdded ? ' (added)' : ''}` },
  { key: 'passengerType', header: 'Type' },
  { key: 'age', header: 'Age', render: (p) => p.age ?? '—' },
  { key: 'contact', header: 'Contact', render: (p) => [p.email, p.phone].filter(Boolean).join(', ') || '—' },
  { key: 'seats', header: 'Seats', render: (p) => legs(p.seats) },
  { key: 'qrCodes', header: 'QR codes', render: (p) => legs(p.qrCodes) },
  {
    key: 'extra',
    header: 'Extra info',
    render: (p) => p.extraInfos.map((i) => `${i.slug}: ${i.value}`).join('; ') || '—',
  },
];

export function PassengersSection({ passengers }: { passengers: BookingPassenger[] }) {
  return (
    <Section title="Passengers">
      <Table caption="Passengers" columns={COLUMNS} rows={passengers} rowKey={(p) => p.id} emptyText="No passengers" />
    </Section>
  );
}
