import { formatDateTimeInZone } from '@/ui/format';
import { Table } from '@/ui/table';
import { humanize } from '../booking-display';
import type { BookingHistoryEntry } from '../booking.types';
import { Section } from './section';

/** The booking log: every transition with its time, statuses and who made it. */
export function HistorySection({ history }: { history: BookingHistoryEntry[] }) {
  return (
    <Section title="Booking log">
      <Table<BookingHistoryEntry>
        caption="Booking log"
        rows={history}
        rowKey={(h, i) => `${h.at}-${i}`}
        emptyText="No entries"
        columns={[
          { key: 'at', header: 'Time', render: (h) => formatDateTimeInZone(h.at) },
          { key: 'action', header: 'Action', render: (h) => humanize(h.action) },
          { key: 'status', header: 'Status', render: (h) => humanize(h.status) },
          { key: 'customerStatus', header: 'Customer status', render: (h) => humanize(h.customerStatus) },
          { key: 'by', header: 'By', render: (h) => h.by ?? '—' },
        ]}
      />
    </Section>
  );
}
