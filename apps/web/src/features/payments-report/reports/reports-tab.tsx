import { FinanceLoading } from '@farebox/domain';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/ui/button';
import { SelectField, TextField } from '@/ui/form-fields';
import { problemsResolver } from '@/ui/form-resolver';
import { todayIso } from '@/ui/format';
import { EmptyState } from '@/ui/states';
import { Table, type Column } from '@/ui/table';
import { useCompanyOptions } from '@/features/companies/company-options.api';
import { usePermissions } from '@/features/users/use-permissions';
import { formatAmount, formatDay, formatMoneyIn, labelOf } from '../finance-format';
import { FinanceTable } from '../finance-table';
import type { CurrencyTotal, ReportPage, ReportRow } from '../finance.types';
import { useCsvExport } from '../use-csv-export';
import { useReportSearch } from '../use-report-search';
import { ExportButton } from '@/features/exports/export-button';
import { isRunnableSearch, REPORT_SEARCH_KEYS, reportQuery, reportSearchProblems, type ReportSearch } from './report-search';
import { reportCsv, useReport } from './reports.api';

const PAYMENT_STATUS_OPTIONS = [
  { value: 'paid', label: 'Paid' },
  { value: 'unpaid', label: 'Unpaid' },
];

const COLUMNS: Column<ReportRow>[] = [
  { key: 'bookingReference', header: 'Booking reference', className: 'whitespace-nowrap font-medium', render: (r) => r.bookingReference },
  { key: 'supplierBookingId', header: 'Supplier booking ID', render: (r) => r.supplierBookingId || '—' },
  { key: 'bookingCode', header: 'Booking code', render: (r) => r.bookingCode || '—' },
  { key: 'effectiveDate', header: 'Effective date', className: 'whitespace-nowrap', render: (r) => formatDay(r.effectiveDate) },
  { key: 'transactionDate', header: 'Transaction date', className: 'whitespace-nowrap', render: (r) => formatDay(r.transactionDate) },
  { key: 'departureDate', header: 'Departure date', className: 'whitespace-nowrap', render: (r) => formatDay(r.departureDate) },
  { key: 'route', header: 'Route', className: 'min-w-48', render: (r) => r.route || '—' },
  { key: 'status', header: 'Status', render: (r) => r.status || '—' },
  { key: 'paymentStatus', header: 'Payment status', render: (r) => labelOf(PAYMENT_STATUS_OPTIONS, r.paymentStatus) },
  { key: 'passengerName', header: 'Passenger name', className: 'min-w-36', render: (r) => r.passengerName || '—' },
  { key: 'tickets', header: 'Tickets', className: 'text-right', render: (r) => (r.tickets ?? '—').toString() },
  { key: 'cost', header: 'Cost', className: 'text-right whitespace-nowrap', render: (r) => formatAmount(r.cost) },
  { key: 'currency', header: 'Currency', render: (r) => r.currency },
];

const TOTAL_COLUMNS: Column<CurrencyTotal>[] = [
  { key: 'currency', header: 'Currency', render: (t) => t.currency },
  { key: 'total', header: 'Total cost', className: 'text-right whitespace-nowrap font-semibold', render: (t) => formatMoneyIn(t.total, t.currency) },
];

function Totals({ report }: { report: ReportPage }) {
  if (report.totals.length === 0) return null;
  return <Table caption="Totals per currency" showCaption columns={TOTAL_COLUMNS} rows={report.totals} rowKey={(t) => t.currency} className="mt-3 max-w-md" />;
}

function firstOfMonth(today: string): string {
  return `${today.slice(0, 8)}01`;
}

/**
 * Reports tab (spec 2.6), for every user of the page: supplier transactions by dates (and supplier, for full admins)
 * or by booking reference; Create Report; every column; totals per currency; CSV; paging. Agents see only their
 * own company (the API forces it).
 */
export function ReportsTab() {
  const { isFullAdmin } = usePermissions();
  const suppliers = useCompanyOptions(isFullAdmin);
  const { search, page, submit, setPage } = useReportSearch(REPORT_SEARCH_KEYS);
  const ready = isRunnableSearch(search);
  const report = useReport(search, page);
  const csv = useCsvExport();
  const today = todayIso();
  const form = useForm<ReportSearch>({
    resolver: problemsResolver(reportSearchProblems),
    defaultValues: ready ? search : { ...search, from: search.from || firstOfMonth(today), to: search.to || today },
  });
  const { errors } = form.formState;

  // Back/forward between searches: the form shows the search in the URL.
  const searchKey = JSON.stringify(search);
  useEffect(() => {
    const submitted = JSON.parse(searchKey) as ReportSearch;
    if (isRunnableSearch(submitted)) form.reset(submitted);
  }, [searchKey, form]);

  return (
    <div>
      <form
        role="search"
        aria-label="Report search"
        noValidate
        className="mb-4 grid gap-3 rounded border border-slate-200 bg-white p-3 sm:grid-cols-2 lg:grid-cols-5"
        onSubmit={form.handleSubmit((values) => submit(isFullAdmin ? values : { ...values, supplierId: '' }))}
      >
        <TextField label="From" type="date" max={today} error={errors.from?.message} {...form.register('from')} />
        <TextField label="To" type="date" error={errors.to?.message} {...form.register('to')} />
        {isFullAdmin && <SelectField label="Supplier" placeholder="All suppliers" options={suppliers.data ?? []} {...form.register('supplierId')} />}
        <TextField label="Booking reference" type="search" hint="Searches this booking instead of the dates" {...form.register('bookingReference')} />
        <div className="flex items-end">
          <Button type="submit">Create Report</Button>
        </div>
      </form>
      {!ready ? (
        <EmptyState title="No report yet" text="Choose the dates or a booking reference, then Create Report." />
      ) : (
        <>
          <div className="mb-2 flex justify-end">
            <ExportButton
              label="Export CSV"
              kind="payments-report.transactions"
              filters={reportQuery(search)}
              rowCount={report.data?.meta.total ?? 0}
              directBusy={csv.busy('report.csv')}
              onDirectDownload={() => void csv.download('report.csv', () => reportCsv(search))}
            />
          </div>
          <FinanceTable
            query={report}
            rows={(r) => r.data}
            caption="Supplier transactions"
            columns={COLUMNS}
            rowKey={(r, i) => `${r.bookingReference}:${i}`}
            loadingLabel={FinanceLoading.Data}
            emptyTitle="No supplier transactions found"
            emptyText="Nothing was booked for this search."
            paging={{ total: (r) => r.meta.total, page, onPageChange: setPage }}
            footer={(r) => <Totals report={r} />}
          />
        </>
      )}
    </div>
  );
}
