import { Loading } from '@/ui/spinner';
import { ErrorState } from '@/ui/states';
import { formatDateTimeInZone } from '@/ui/format';
import { Table } from '@/ui/table';
import { humanize } from '../booking-display';
import { useBookingEmails, type BookingEmailLogEntry } from '../booking-mail.api';
import { Section } from './section';

/** The e-mails sent about this booking: address, subject, status, delivery time, opens and clicks. */
export function EmailLogSection({ bookingId }: { bookingId: string }) {
  const emails = useBookingEmails(bookingId);
  return (
    <Section title="E-mail log">
      {emails.isPending ? (
        <Loading label="Loading e-mails…" />
      ) : emails.isError ? (
        <ErrorState error={emails.error} onRetry={() => void emails.refetch()} />
      ) : (
        <Table<BookingEmailLogEntry>
          caption="E-mail log"
          rows={emails.data}
          rowKey={(e) => e.id}
          emptyText="No e-mails sent"
          columns={[
            { key: 'createdAt', header: 'Queued', render: (e) => formatDateTimeInZone(e.createdAt) },
            { key: 'email', header: 'E-mail' },
            { key: 'subject', header: 'Subject' },
            { key: 'status', header: 'Status', render: (e) => (e.error ? `${humanize(e.status)}: ${e.error}` : humanize(e.status)) },
            { key: 'deliveredAt', header: 'Delivered', render: (e) => formatDateTimeInZone(e.deliveredAt) },
            { key: 'opens', header: 'Opens' },
            { key: 'clicks', header: 'Clicks' },
          ]}
        />
      )}
    </Section>
  );
}
