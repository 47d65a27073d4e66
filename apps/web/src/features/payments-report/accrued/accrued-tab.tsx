import { FinanceLoading } from '@farebox/domain';
import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, buttonClasses } from '@/ui/button';
import { TextField } from '@/ui/form-fields';
import { problemsResolver } from '@/ui/form-resolver';
import { todayIso } from '@/ui/format';
import { EmptyState } from '@/ui/states';
import type { Column } from '@/ui/table';
import { useUrlFilters } from '@/ui/use-url-filters';
import { breakdownColumn } from '../breakdown-column';
import { dateRangeProblems } from '../date-range';
import { formatAmount, oneYearBefore, USD } from '../finance-format';
import { FinanceTable } from '../finance-table';
import type { AccruedReport, AccruedRow } from '../finance.types';
import { useCsvExport } from '../use-csv-export';
import { useReportSearch } from '../use-report-search';
import { AccruedBreakdownModal } from './accrued-breakdown-modal';
import { accruedCsv, useAccrued } from './accrued.api';

/** What the report covers (spec 2.6, the tooltip of the dates). */
export const ACCRUED_TOOLTIP =
  'Unpaid or unapproved supplier transactions, by booking date. Transactions whose approval date is in the future count as unpaid. Costs during top-up periods are deducted.';
export const MULTI_CURRENCY_SUPPLIERS_NOTE = 'Some suppliers have more than one currency: each currency is a row of its own.';

const RANGE_KEYS = ['from', 'to'] as const;
const NAME_KEYS = ['supplierName'] as const;
type Range = { from: string; to: string };

function columns(open: (row: AccruedRow) => void): Column<AccruedRow>[] {
  return [
    { key: 'supplierName', header: 'Supplier', render: (r) => <span className="font-medium">{r.supplierName}</span> },
    { key: 'currency', header: 'Currency', render: (r) => r.currency },
    { key: 'total', header: 'Total', className: 'text-right whitespace-nowrap', render: (r) => formatAmount(r.total) },
    { key: 'totalInUsd', header: `Total (${USD})`, className: 'text-right whitespace-nowrap', render: (r) => formatAmount(r.totalInUsd) },
    { key: 'isActivated', header: 'Activated', render: (r) => (r.isActivated ? 'Yes' : 'No') },
    { key: 'payments', header: 'Payments', className: 'text-right', render: (r) => String(r.payments) },
    breakdownColumn(open),
  ];
}

function AboutAccrued() {
  return (
    <Popover className="relative">
      <PopoverButton className={buttonClasses('ghost', 'sm')} aria-label="About the accrued report">
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
          <path
            fillRule="evenodd"
            d="M18 10a8 8 0 11-16 0 8 8 0 0116 0zm-7-4a1 1 0 11-2 0 1 1 0 012 0zM9 9a1 1 0 000 2v3a1 1 0 001 1h1a1 1 0 100-2v-3a1 1 0 00-1-1H9z"
            clipRule="evenodd"
          />
        </svg>
      </PopoverButton>
      <PopoverPanel className="absolute left-0 z-30 mt-1 w-80 rounded border border-slate-200 bg-white p-3 text-sm text-slate-900 shadow-lg">
        {ACCRUED_TOOLTIP}
      </PopoverPanel>
    </Popover>
  );
}

function Coverage({ report }: { report: AccruedReport }) {
  return (
    <div className="mb-2 text-sm text-slate-800">
      <p>
        Suppliers fetched: <strong>{report.suppliersFetched}</strong> of <strong>{report.suppliersExpected}</strong> expected
      </p>
      {report.hasMultiCurrencySuppliers && (
        <p className="mt-1 rounded border border-amber-300 bg-amber-50 px-2 py-1 text-amber-900">{MULTI_CURRENCY_SUPPLIERS_NOTE}</p>
      )}
    </div>
  );
}

/**
 * Accrued Supplier Cost tab (spec 2.6): from/to (Create Report), the supplier-name filter, the report's CSV and the
 * past year's CSV, suppliers fetched versus expected, and a breakdown modal per row.
 */
export function AccruedTab() {
  const today = todayIso();
  const { search, submit } = useReportSearch(RANGE_KEYS);
  const names = useUrlFilters(NAME_KEYS, NAME_KEYS);
  const ready = dateRangeProblems(search).length === 0;
  const query = { from: search.from, to: search.to, supplierName: names.filters.supplierName };
  const report = useAccrued(query, ready);
  const csv = useCsvExport();
  const [breakdown, setBreakdown] = useState<AccruedRow | null>(null);
  const form = useForm<Range>({
    resolver: problemsResolver(dateRangeProblems),
    defaultValues: ready ? search : { from: search.from || `${today.slice(0, 8)}01`, to: search.to || today },
  });
  const { errors } = form.formState;
  const rangeKey = `${search.from}|${search.to}`;
  useEffect(() => {
    const [from = '', to = ''] = rangeKey.split('|');
    if (from && to) form.reset({ from, to });
  }, [rangeKey, form]);

  return (
    <div>
      <form
        aria-label="Accrued report dates"
        noValidate
        className="mb-3 flex flex-wrap items-end gap-3 rounded border border-slate-200 bg-white p-3"
        onSubmit={form.handleSubmit((values) => submit(values))}
      >
        <TextField label="From" type="date" error={errors.from?.message} {...form.register('from')} />
        <TextField label="To" type="date" error={errors.to?.message} {...form.register('to')} />
        <AboutAccrued />
        <Button type="submit">Create Report</Button>
        <Button
          variant="ghost"
          className="underline"
          loading={csv.busy('accrued-past-year.csv')}
          onClick={() => void csv.download('accrued-past-year.csv', () => accruedCsv({ from: oneYearBefore(today), to: today }))}
        >
          Download Accrued for Past Year
        </Button>
      </form>
      {!ready ? (
        <EmptyState title="No report yet" text="Choose the dates, then Create Report." />
      ) : (
        <>
          <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
            <TextField label="Supplier name" type="search" value={names.draft.supplierName} onChange={(e) => names.setFilter('supplierName', e.target.value)} />
            <Button variant="secondary" loading={csv.busy('accrued.csv')} onClick={() => void csv.download('accrued.csv', () => accruedCsv(query))}>
              Export CSV
            </Button>
          </div>
          {report.data && <Coverage report={report.data} />}
          <FinanceTable
            query={report}
            rows={(r) => r.data}
            caption="Accrued supplier cost"
            columns={columns(setBreakdown)}
            rowKey={(r) => `${r.supplierId}:${r.currency}`}
            loadingLabel={FinanceLoading.Data}
            emptyTitle="No accrued supplier cost"
            emptyText="No unpaid or unapproved supplier transactions in this range."
            onRowClick={setBreakdown}
          />
        </>
      )}
      {breakdown && <AccruedBreakdownModal row={breakdown} from={search.from} to={search.to} onClose={() => setBreakdown(null)} />}
    </div>
  );
}
