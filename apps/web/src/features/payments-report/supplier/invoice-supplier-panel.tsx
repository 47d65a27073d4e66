import { canUploadInvoice, FinanceLoading, INVOICE_CYCLE_STATUS_LABELS } from '@farebox/domain';
import { useState } from 'react';
import { Button } from '@/ui/button';
import { useActor } from '@/features/users/use-permissions';
import { formatDay, formatMoneyIn, USD } from '../finance-format';
import { FinanceTable } from '../finance-table';
import type { SupplierCycleRow, SupplierInvoiceBox, SupplierSummary } from '../finance.types';
import { UploadInvoiceModal } from '../invoices/upload-invoice-modal';
import { SummaryBoxes } from './summary-boxes';
import { useSupplierInvoiceCycles } from './supplier.api';

function InvoiceBoxes({ box, currency }: { box: SupplierInvoiceBox; currency: string }) {
  const next = box.nextCycle;
  return (
    <SummaryBoxes
      label="Invoices summary"
      className="sm:grid-cols-2 lg:grid-cols-4"
      boxes={[
        { label: 'Unpaid invoices', value: String(box.unpaidCount), sub: 'Pending approval or approved' },
        { label: 'Unpaid total', value: formatMoneyIn(box.unpaidTotal, currency), sub: formatMoneyIn(box.unpaidTotalUsd, USD) },
        { label: 'Next cycle ends', value: next ? formatDay(next.end) : '—', sub: next?.label },
        { label: 'Next cycle cost', value: next ? formatMoneyIn(next.cost, currency) : '—', sub: next ? formatMoneyIn(next.costUsd, USD) : undefined },
      ]}
    />
  );
}

/** An invoice supplier (spec 2.6): unpaid invoices, the next cycle, and every cycle with its invoice. */
export function InvoiceSupplierPanel({ supplier }: { supplier: SupplierSummary & { invoice: SupplierInvoiceBox } }) {
  const actor = useActor();
  const cycles = useSupplierInvoiceCycles(supplier.id);
  const [uploading, setUploading] = useState(false);
  const currency = supplier.currency ?? '';

  return (
    <section aria-labelledby="supplier-cycles-title" className="space-y-4">
      <InvoiceBoxes box={supplier.invoice} currency={currency} />
      {canUploadInvoice(actor) && (
        <Button variant="secondary" onClick={() => setUploading(true)}>
          Upload Invoice
        </Button>
      )}
      <h4 id="supplier-cycles-title" className="text-base font-semibold text-slate-900">
        Cycles
      </h4>
      <FinanceTable<SupplierCycleRow, SupplierCycleRow[]>
        query={cycles}
        rows={(rows) => rows}
        caption={`Payment cycles of ${supplier.name}`}
        rowKey={(c) => c.cycleId}
        loadingLabel={FinanceLoading.Data}
        emptyTitle="No cycles yet"
        emptyText="This supplier has no cost in its payment cycles yet."
        columns={[
          { key: 'period', header: 'Period' },
          { key: 'amount', header: 'Amount', className: 'whitespace-nowrap text-right', render: (c) => formatMoneyIn(c.amount, c.currency) },
          { key: 'amountUsd', header: 'USD', className: 'whitespace-nowrap text-right', render: (c) => formatMoneyIn(c.amountUsd, USD) },
          { key: 'status', header: 'Status', render: (c) => INVOICE_CYCLE_STATUS_LABELS[c.status] ?? c.status },
          { key: 'invoiceNumber', header: 'Invoice number', render: (c) => c.invoiceNumber ?? '—' },
          {
            key: 'invoiceAmount',
            header: 'Invoice amount',
            className: 'whitespace-nowrap text-right',
            render: (c) => (c.invoiceAmount ? formatMoneyIn(c.invoiceAmount, c.currency) : '—'),
          },
          { key: 'paygate', header: 'Paygate', render: (c) => (c.status === 'paid' ? (c.paymentPlatformName ?? '—') : '—') },
          { key: 'modifiedBy', header: 'Modified by', render: (c) => c.modifiedBy ?? '—' },
          { key: 'note', header: 'Note', render: (c) => c.note ?? '—' },
        ]}
      />
      <UploadInvoiceModal open={uploading} onClose={() => setUploading(false)} supplierId={supplier.id} />
    </section>
  );
}
