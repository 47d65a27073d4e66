import { FinanceLoading } from '@farebox/domain';
import { useState } from 'react';
import { Button } from '@/ui/button';
import { Modal } from '@/ui/modal';
import type { Column } from '@/ui/table';
import { formatAmount, formatDay, formatMoneyIn, USD } from '../finance-format';
import { FinanceTable } from '../finance-table';
import type { AccruedBreakdownRow, AccruedRow } from '../finance.types';
import { useCsvExport } from '../use-csv-export';
import { accruedBreakdownCsv, useAccruedBreakdown } from './accrued.api';

const COLUMNS: Column<AccruedBreakdownRow>[] = [
  { key: 'bookingReference', header: 'Booking reference', className: 'whitespace-nowrap font-medium', render: (r) => r.bookingReference },
  { key: 'transactionDate', header: 'Transaction date', className: 'whitespace-nowrap', render: (r) => formatDay(r.transactionDate) },
  { key: 'effectiveDate', header: 'Effective date', className: 'whitespace-nowrap', render: (r) => formatDay(r.effectiveDate) },
  { key: 'cost', header: 'Cost', className: 'text-right whitespace-nowrap', render: (r) => formatMoneyIn(r.cost, r.currency) },
  { key: 'costUsd', header: `Cost (${USD})`, className: 'text-right whitespace-nowrap', render: (r) => formatAmount(r.costUsd) },
];

export interface AccruedBreakdownModalProps {
  row: AccruedRow;
  from: string;
  to: string;
  onClose: () => void;
}

/** One supplier's accrued transactions in the range: cost in supplier and base currency, with its CSV. */
export function AccruedBreakdownModal({ row, from, to, onClose }: AccruedBreakdownModalProps) {
  const [page, setPage] = useState(1);
  const breakdown = useAccruedBreakdown(row.supplierId, from, to, page);
  const csv = useCsvExport();
  const filename = `accrued-breakdown-${from}-${to}.csv`;
  return (
    <Modal
      open
      size="xl"
      title={`Accrued breakdown: ${row.supplierName}`}
      onClose={onClose}
      footer={
        <Button
          variant="secondary"
          loading={csv.busy(filename)}
          onClick={() => void csv.download(filename, () => accruedBreakdownCsv(row.supplierId, from, to))}
        >
          Export CSV
        </Button>
      }
    >
      <p className="mb-3 text-sm text-slate-700">
        {formatDay(from)} – {formatDay(to)} · total {formatMoneyIn(row.total, row.currency)} ({formatMoneyIn(row.totalInUsd, USD)})
      </p>
      <FinanceTable
        query={breakdown}
        rows={(p) => p.data}
        caption="Accrued transactions"
        columns={COLUMNS}
        rowKey={(r, i) => `${r.bookingReference}:${i}`}
        loadingLabel={FinanceLoading.Data}
        emptyTitle="No accrued transactions"
        emptyText="Nothing accrued for this supplier in the range."
        paging={{ total: (p) => p.meta.total, page, onPageChange: setPage }}
      />
    </Modal>
  );
}
