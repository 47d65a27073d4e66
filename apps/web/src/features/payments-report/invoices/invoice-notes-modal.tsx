import { FinanceLoading } from '@farebox/domain';
import { Button } from '@/ui/button';
import { ReadOnlyField } from '@/ui/form-fields';
import { formatDateTimeInZone } from '@/ui/format';
import { Modal } from '@/ui/modal';
import { Loading } from '@/ui/spinner';
import { ErrorState } from '@/ui/states';
import { Table } from '@/ui/table';
import type { InvoiceDto, InvoiceHistoryEntry } from '../finance.types';
import { useInvoice } from './invoices.api';

const humanize = (action: string) =>
  action
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .replace(/^./, (c) => c.toUpperCase());

/** The notes of an invoice: its note and memo, then every transition with who, when, the note and the assignee. */
export function InvoiceNotesModal({ invoice, onClose }: { invoice: InvoiceDto; onClose: () => void }) {
  const detail = useInvoice(invoice.id);
  return (
    <Modal
      open
      size="lg"
      title={`Notes of invoice ${invoice.invoiceNumber}`}
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <dl className="mb-4 grid gap-3 sm:grid-cols-2">
        <ReadOnlyField label="Note" value={invoice.note} />
        <ReadOnlyField label="Memo" value={invoice.memo} />
      </dl>
      {detail.isPending ? (
        <Loading label={FinanceLoading.Data} />
      ) : detail.isError ? (
        <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />
      ) : (
        <Table<InvoiceHistoryEntry>
          caption="Invoice history"
          rows={[...detail.data.history].reverse()}
          rowKey={(h, i) => `${h.at}-${i}`}
          emptyText="No notes yet"
          columns={[
            { key: 'at', header: 'When', render: (h) => formatDateTimeInZone(h.at) },
            { key: 'actor', header: 'Who' },
            { key: 'action', header: 'Action', render: (h) => humanize(h.action) },
            { key: 'note', header: 'Note', render: (h) => h.note ?? '—' },
            { key: 'assignee', header: 'Assignee', render: (h) => h.assignee?.name ?? '—' },
          ]}
        />
      )}
    </Modal>
  );
}
