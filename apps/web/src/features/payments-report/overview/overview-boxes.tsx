import { ErrorState } from '@/ui/states';
import { formatMoneyIn, USD } from '../finance-format';
import { useOverviewBoxes } from './overview.api';

/** The five header boxes of the overview (spec 2.6). */
export function OverviewBoxes() {
  const boxes = useOverviewBoxes();
  if (boxes.isError) return <ErrorState error={boxes.error} onRetry={() => void boxes.refetch()} />;
  const b = boxes.data;
  const items = [
    { label: 'Total top-up balance', value: b ? formatMoneyIn(b.totalTopupBalanceUsd, USD) : null },
    { label: 'Invoices to pay', value: b ? formatMoneyIn(b.invoicesToPayUsd, USD) : null },
    { label: 'Top-up suppliers', value: b ? String(b.topupSuppliers) : null },
    { label: 'End-of-month suppliers', value: b ? String(b.endOfMonthSuppliers) : null },
    { label: 'Open invoices', value: b ? String(b.openInvoices) : null },
  ];
  return (
    <section aria-label="Overview totals" aria-busy={boxes.isPending || undefined}>
      <dl className="mb-4 grid gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {items.map((item) => (
          <div key={item.label} className="rounded border border-slate-200 bg-white p-3">
            <dt className="text-sm text-slate-700">{item.label}</dt>
            <dd className="mt-1 text-xl font-semibold text-slate-900">{item.value ?? <span className="text-slate-600">…</span>}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
