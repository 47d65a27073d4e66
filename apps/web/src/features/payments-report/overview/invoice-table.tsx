import { FinanceLoading, INVOICE_CYCLE_STATUS_LABELS, INVOICE_PAYMENT_CYCLE_OPTIONS, isMultiCurrencyPeriod, MULTI_CURRENCY_PERIOD_NOTE } from '@farebox/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Page } from '@/api/page';
import { Button } from '@/ui/button';
import type { Column } from '@/ui/table';
import { formatAmount, formatMoneyIn, labelOf } from '../finance-format';
import { FinanceTable } from '../finance-table';
import type { OverviewInvoiceItem } from '../finance.types';
import { isReconcilable } from './overview-options';

export interface InvoiceTableProps {
  list: UseQueryResult<Page<OverviewInvoiceItem>>;
  page: number;
  onPageChange: (page: number) => void;
  /** Opens the upload-invoice modal on the supplier and cycle; null hides the Reconcile action. */
  onReconcile: ((row: OverviewInvoiceItem) => void) | null;
}

function columns(onReconcile: InvoiceTableProps['onReconcile']): Column<OverviewInvoiceItem>[] {
  const cols: Column<OverviewInvoiceItem>[] = [
    { key: 'supplier', header: 'Supplier', render: (r) => <span className="font-medium">{r.supplierName}</span> },
    { key: 'country', header: 'Country', render: (r) => r.country || '—' },
    { key: 'cycle', header: 'Cycle', render: (r) => labelOf(INVOICE_PAYMENT_CYCLE_OPTIONS, r.cycle) },
    { key: 'period', header: 'Period', className: 'whitespace-nowrap', render: (r) => r.period },
    {
      key: 'cycleCost',
      header: 'Cycle cost',
      className: 'text-right whitespace-nowrap',
      render: (r) =>
        r.cycleCost.length === 0 ? (
          formatAmount('0')
        ) : (
          <>
            <ul>
              {r.cycleCost.map((c) => (
                <li key={c.currency}>{formatMoneyIn(c.total, c.currency)}</li>
              ))}
            </ul>
            {(r.isMultiCurrencyPeriod ?? isMultiCurrencyPeriod(r.cycleCost)) && (
              <p className="mt-1 whitespace-normal text-xs font-medium text-amber-900">{MULTI_CURRENCY_PERIOD_NOTE}</p>
            )}
          </>
        ),
    },
    { key: 'cycleCostUsd', header: 'Cycle cost USD', className: 'text-right whitespace-nowrap', render: (r) => formatAmount(r.cycleCostUsd) },
    { key: 'status', header: 'Status', render: (r) => INVOICE_CYCLE_STATUS_LABELS[r.status] ?? r.status },
  ];
  if (onReconcile) {
    cols.push({
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      render: (r) =>
        isReconcilable(r.status) ? (
          <Button size="sm" variant="secondary" onClick={() => onReconcile(r)} aria-label={`Reconcile ${r.supplierName} ${r.period}`}>
            Reconcile
          </Button>
        ) : null,
    });
  }
  return cols;
}

/** Invoice mode: one row per invoice supplier and payment cycle, paged. */
export function InvoiceTable({ list, page, onPageChange, onReconcile }: InvoiceTableProps) {
  return (
    <FinanceTable
      query={list}
      rows={(p) => p.data}
      caption="Invoice suppliers by cycle"
      columns={columns(onReconcile)}
      rowKey={(r) => `${r.supplierId}:${r.cycleId}`}
      loadingLabel={FinanceLoading.Overview}
      emptyTitle="No supplier cycles found"
      paging={{ total: (p) => p.meta.total, page, onPageChange }}
    />
  );
}
