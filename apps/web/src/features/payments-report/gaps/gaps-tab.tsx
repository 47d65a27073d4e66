import { FinanceLoading, PRODUCT_DISPLAY_NAME } from '@farebox/domain';
import { useState } from 'react';
import { Button } from '@/ui/button';
import { SelectField } from '@/ui/form-fields';
import { todayIso } from '@/ui/format';
import type { Column } from '@/ui/table';
import { useUrlFilters } from '@/ui/use-url-filters';
import { useCompanyOptions } from '@/features/companies/company-options.api';
import { breakdownColumn } from '../breakdown-column';
import { formatAmount, formatDay, startOfYear, USD } from '../finance-format';
import { FinanceTable } from '../finance-table';
import type { InvoiceGapRow } from '../finance.types';
import { useCsvExport } from '../use-csv-export';
import { GapsBreakdownModal } from './gaps-breakdown-modal';
import { invoiceGapsCsv, useInvoiceGaps } from './gaps.api';

const FILTER_KEYS = ['supplierId'] as const;
const NO_TEXT_FILTERS = [] as const;

function columns(open: (row: InvoiceGapRow) => void): Column<InvoiceGapRow>[] {
  return [
    { key: 'supplierName', header: 'Supplier', render: (r) => <span className="font-medium">{r.supplierName}</span> },
    { key: 'currency', header: 'Currency', render: (r) => r.currency },
    { key: 'invoices', header: 'Invoices', className: 'text-right', render: (r) => String(r.invoices) },
    { key: 'invoiceAmount', header: 'Invoice amount', className: 'text-right whitespace-nowrap', render: (r) => formatAmount(r.invoiceAmount) },
    { key: 'fareboxAmount', header: `${PRODUCT_DISPLAY_NAME} amount`, className: 'text-right whitespace-nowrap', render: (r) => formatAmount(r.fareboxAmount) },
    { key: 'gap', header: 'Gap', className: 'text-right whitespace-nowrap', render: (r) => formatAmount(r.gap) },
    { key: 'gapInUsd', header: `Gap (${USD})`, className: 'text-right whitespace-nowrap', render: (r) => formatAmount(r.gapInUsd) },
    { key: 'maxGapLevel', header: 'Highest gap level', className: 'text-right', render: (r) => (r.maxGapLevel === null ? '—' : String(r.maxGapLevel)) },
    breakdownColumn(open),
  ];
}

/** Invoice Gaps Report tab (spec 2.6): per supplier since 1 January, a supplier filter, CSV, and a breakdown per row. */
export function GapsTab() {
  const { filters, draft, page, setFilter, setPage, reset } = useUrlFilters(FILTER_KEYS, NO_TEXT_FILTERS);
  const suppliers = useCompanyOptions();
  const gaps = useInvoiceGaps(filters.supplierId, page);
  const csv = useCsvExport();
  const [breakdown, setBreakdown] = useState<InvoiceGapRow | null>(null);
  return (
    <div>
      <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-wrap items-end gap-3">
          <SelectField
            label="Supplier"
            placeholder="All suppliers"
            options={suppliers.data ?? []}
            value={draft.supplierId}
            onChange={(e) => setFilter('supplierId', e.target.value)}
          />
          {filters.supplierId && (
            <Button variant="secondary" onClick={reset}>
              Reset
            </Button>
          )}
        </div>
        <Button
          variant="secondary"
          loading={csv.busy('invoice-gaps.csv')}
          onClick={() => void csv.download('invoice-gaps.csv', () => invoiceGapsCsv(filters.supplierId))}
        >
          Export CSV
        </Button>
      </div>
      <p className="mb-2 text-sm text-slate-700">Invoices since {formatDay(startOfYear(todayIso()))}.</p>
      <FinanceTable
        query={gaps}
        rows={(p) => p.data}
        caption="Invoice gaps by supplier"
        columns={columns(setBreakdown)}
        rowKey={(r) => `${r.supplierId}:${r.currency}`}
        loadingLabel={FinanceLoading.Data}
        emptyTitle="No invoices this year"
        emptyText="No supplier has an invoice since 1 January."
        onRowClick={setBreakdown}
        paging={{ total: (p) => p.meta.total, page, onPageChange: setPage }}
      />
      {breakdown && <GapsBreakdownModal row={breakdown} onClose={() => setBreakdown(null)} />}
    </div>
  );
}
