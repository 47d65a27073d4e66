import { FinanceLoading, PRODUCT_DISPLAY_NAME } from '@farebox/domain';
import { Modal } from '@/ui/modal';
import type { Column } from '@/ui/table';
import { formatAmount, formatDay, formatMoneyIn, USD } from '../finance-format';
import { FinanceTable } from '../finance-table';
import type { InvoiceGapBreakdownRow, InvoiceGapRow } from '../finance.types';
import { GapPercent } from '../gap-percent';
import { useInvoiceGapsBreakdown } from './gaps.api';

const COLUMNS: Column<InvoiceGapBreakdownRow>[] = [
  {
    key: 'invoiceNumber',
    header: 'Invoice number',
    className: 'whitespace-nowrap font-medium',
    render: (r) => <span title={r.invoiceTypeDisplay}>{r.invoiceNumber}</span>,
  },
  { key: 'invoiceDate', header: 'Invoice date', className: 'whitespace-nowrap', render: (r) => formatDay(r.invoiceDate) },
  { key: 'periods', header: 'Period', className: 'whitespace-nowrap', render: (r) => r.periods?.map((p) => p.label).join(', ') || '—' },
  { key: 'invoiceAmount', header: 'Invoice amount', className: 'text-right whitespace-nowrap', render: (r) => formatMoneyIn(r.invoiceAmount, r.currency) },
  { key: 'fareboxAmount', header: `${PRODUCT_DISPLAY_NAME} amount`, className: 'text-right whitespace-nowrap', render: (r) => formatAmount(r.fareboxAmount) },
  { key: 'gap', header: 'Gap', className: 'text-right whitespace-nowrap', render: (r) => formatAmount(r.gap) },
  { key: 'gapInUsd', header: `Gap (${USD})`, className: 'text-right whitespace-nowrap', render: (r) => formatAmount(r.gapInUsd) },
  { key: 'gapPercent', header: 'Gap %', className: 'text-right whitespace-nowrap', render: (r) => <GapPercent percent={r.gapPercent} /> },
  { key: 'gapLevel', header: 'Gap level', className: 'text-right', render: (r) => String(r.gapLevel) },
  { key: 'status', header: 'Status', render: (r) => r.statusDisplay || r.state || '—' },
];

/** The invoices of one supplier since 1 January, with their gaps (a row of the Invoice Gaps Report). */
export function GapsBreakdownModal({ row, onClose }: { row: InvoiceGapRow; onClose: () => void }) {
  const breakdown = useInvoiceGapsBreakdown(row.supplierId);
  return (
    <Modal open size="xl" title={`Invoice gaps: ${row.supplierName}`} onClose={onClose}>
      <FinanceTable
        query={breakdown}
        rows={(rows) => rows}
        caption="Invoices with their gaps"
        columns={COLUMNS}
        rowKey={(r) => r.id}
        loadingLabel={FinanceLoading.Data}
        emptyTitle="No invoices"
        emptyText="This supplier has no invoices this year."
      />
    </Modal>
  );
}
