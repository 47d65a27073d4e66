import { INVOICE_ACTION_LABELS, type InvoiceAction } from '@farebox/domain';
import { Button } from '@/ui/button';
import { formatDateTimeInZone } from '@/ui/format';
import { formatDay, formatMoneyIn, USD } from '../finance-format';
import type { Column } from '@/ui/table';
import type { InvoiceDto } from '../finance.types';
import { GapPercent } from '../gap-percent';
import { orderedActions } from './invoice-actions';

export interface InvoiceRowHandlers {
  openFile: (invoice: InvoiceDto) => void;
  openNotes: (invoice: InvoiceDto) => void;
  act: (invoice: InvoiceDto, action: InvoiceAction) => void;
}

/** Every column of the Invoices tab (spec 2.6), the actions from the row's allowedActions. */
export function invoiceColumns({ openFile, openNotes, act }: InvoiceRowHandlers): Column<InvoiceDto>[] {
  return [
    { key: 'supplier', header: 'Supplier', render: (i) => i.supplier.name },
    { key: 'type', header: 'Type', render: (i) => i.invoiceTypeDisplay },
    {
      key: 'reference',
      header: 'Reference',
      // The API gives the file's address only to who may open it; everyone else sees the number.
      render: (i) =>
        i.fileUrl ? (
          <Button variant="ghost" size="sm" className="underline" onClick={() => openFile(i)} aria-label={`Open the file of invoice ${i.invoiceNumber}`}>
            {i.invoiceNumber}
          </Button>
        ) : (
          i.invoiceNumber
        ),
    },
    {
      key: 'created',
      header: 'Created',
      render: (i) => (
        <>
          <span className="block whitespace-nowrap">{formatDateTimeInZone(i.createdAt)}</span>
          <span className="block text-xs text-slate-700">{i.createdBy}</span>
        </>
      ),
    },
    { key: 'periods', header: 'Periods', render: (i) => (i.periods.length ? i.periods.map((p) => p.label).join(', ') : '—') },
    { key: 'platformAmount', header: 'Platform amount', className: 'whitespace-nowrap text-right', render: (i) => formatMoneyIn(i.fareboxAmount, i.currency) },
    { key: 'invoiceAmount', header: 'Invoice amount', className: 'whitespace-nowrap text-right', render: (i) => formatMoneyIn(i.invoiceAmount, i.currency) },
    {
      key: 'gap',
      header: 'Gap',
      className: 'whitespace-nowrap text-right',
      render: (i) => (
        <>
          <span className="block">{formatMoneyIn(i.gap, i.currency)}</span>
          <span className="block text-xs text-slate-700">{formatMoneyIn(i.gapInUsd, USD)}</span>
        </>
      ),
    },
    { key: 'gapPercent', header: 'Gap %', className: 'whitespace-nowrap text-right', render: (i) => <GapPercent percent={i.gapPercent} /> },
    { key: 'gapLevel', header: 'Level', render: (i) => String(i.gapLevel) },
    { key: 'paymentGate', header: 'Payment gate', render: (i) => i.paid?.paymentPlatformName ?? i.supplier.paymentPlatformName ?? '—' },
    { key: 'status', header: 'Status', render: (i) => i.statusDisplay },
    { key: 'dueDate', header: 'Due date', className: 'whitespace-nowrap', render: (i) => formatDay(i.dueDate) },
    {
      key: 'assignee',
      header: 'Assignee',
      render: (i) => (
        <>
          {i.assignee?.name ?? '—'}
          {i.assigneeReason && <span className="block max-w-56 text-xs text-slate-700">{i.assigneeReason}</span>}
        </>
      ),
    },
    {
      key: 'notes',
      header: 'Notes',
      render: (i) => (
        <>
          {i.note && (
            <span className="block max-w-48 truncate text-xs text-slate-800" title={i.note}>
              {i.note}
            </span>
          )}
          <Button variant="ghost" size="sm" className="underline" onClick={() => openNotes(i)} aria-label={`Notes of invoice ${i.invoiceNumber}`}>
            Notes
          </Button>
        </>
      ),
    },
    { key: 'updatedAt', header: 'Last update', className: 'whitespace-nowrap', render: (i) => formatDateTimeInZone(i.updatedAt) },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      render: (i) => (
        <div className="flex flex-wrap gap-1">
          {orderedActions(i.allowedActions).map((a) => (
            <Button
              key={a}
              size="sm"
              variant={a === 'reject' || a === 'cancelPayment' ? 'danger' : a === 'approve' ? 'primary' : 'secondary'}
              onClick={() => act(i, a)}
              aria-label={`${INVOICE_ACTION_LABELS[a]} invoice ${i.invoiceNumber}`}
            >
              {INVOICE_ACTION_LABELS[a]}
            </Button>
          ))}
        </div>
      ),
    },
  ];
}
