import { CALCULATION_BASIS_OPTIONS, FinanceLoading, isDaysLeftWarning } from '@farebox/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Page } from '@/api/page';
import { Button } from '@/ui/button';
import { formatDateTimeInZone } from '@/ui/format';
import type { Column } from '@/ui/table';
import { FinanceTable, RowWarning, WARNING_ROWS } from '../finance-table';
import { formatAmount, formatMoneyIn, labelOf } from '../finance-format';
import type { OverviewTopupItem } from '../finance.types';

export interface TopupTableProps {
  list: UseQueryResult<Page<OverviewTopupItem>>;
  page: number;
  onPageChange: (page: number) => void;
  /** Opens the deposit-request modal of a supplier; null hides the Topup action (no write access). */
  onTopup: ((row: OverviewTopupItem) => void) | null;
}

function DaysLeft({ row }: { row: OverviewTopupItem }) {
  if (row.daysLeft === null) return <span title="No cost in the last 14 days">—</span>;
  return (
    <span className="whitespace-nowrap">
      {row.daysLeft}
      {(row.isDaysLeftWarning ?? isDaysLeftWarning(row.daysLeft)) && <RowWarning text="(7 days or fewer left)" />}
    </span>
  );
}

function columns(onTopup: TopupTableProps['onTopup']): Column<OverviewTopupItem>[] {
  const cols: Column<OverviewTopupItem>[] = [
    { key: 'supplier', header: 'Supplier', render: (r) => <span className="font-medium">{r.supplierName}</span> },
    { key: 'specialDeal', header: 'Special deal', render: (r) => (typeof r.specialDeal === 'boolean' ? (r.specialDeal ? 'Yes' : 'No') : r.specialDeal || '—') },
    { key: 'country', header: 'Country', render: (r) => r.country || '—' },
    { key: 'balance', header: 'Balance', className: 'text-right whitespace-nowrap', render: (r) => formatMoneyIn(r.balance, r.currency) },
    { key: 'balanceInUsd', header: 'USD balance', className: 'text-right whitespace-nowrap', render: (r) => formatAmount(r.balanceInUsd) },
    {
      key: 'avgDailyCost',
      header: 'Avg. daily cost (14 days)',
      className: 'text-right whitespace-nowrap',
      render: (r) => formatMoneyIn(r.avgDailyCost, r.currency),
    },
    { key: 'daysLeft', header: 'Days left', className: 'text-right', render: (r) => <DaysLeft row={r} /> },
    { key: 'depositRequest', header: 'Deposit request', render: (r) => (r.hasOpenTopupDepositRequest ? 'Yes' : 'No') },
    { key: 'paygate', header: 'Paygate', render: (r) => r.paymentPlatformName || '—' },
    { key: 'businessOwner', header: 'Business owner', render: (r) => r.businessOwner || '—' },
    { key: 'calculationBasedOn', header: 'Calculation basis', render: (r) => labelOf(CALCULATION_BASIS_OPTIONS, r.calculationBasedOn) },
    {
      key: 'balanceByBookingDate',
      header: 'Balance by booking date',
      className: 'text-right whitespace-nowrap',
      render: (r) => formatMoneyIn(r.balanceByBookingDate, r.currency),
    },
    {
      key: 'balanceByBookingDateInUsd',
      header: 'USD balance by booking date',
      className: 'text-right whitespace-nowrap',
      render: (r) => formatAmount(r.balanceByBookingDateInUsd),
    },
    {
      key: 'lastTopupAdjustment',
      header: 'Last adjustment',
      className: 'whitespace-nowrap',
      render: (r) => (r.lastTopupAdjustment ? formatDateTimeInZone(r.lastTopupAdjustment) : '—'),
    },
  ];
  if (onTopup) {
    cols.push({
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      render: (r) => (
        <Button size="sm" variant="secondary" onClick={() => onTopup(r)} aria-label={`Topup ${r.supplierName}`}>
          Topup
        </Button>
      ),
    });
  }
  return cols;
}

/** Top-up mode: one row per top-up supplier, red when its days left are 7 or fewer (spec 2.6). */
export function TopupTable({ list, page, onPageChange, onTopup }: TopupTableProps) {
  return (
    <FinanceTable
      query={list}
      rows={(p) => p.data}
      caption="Top-up suppliers"
      columns={columns(onTopup)}
      rowKey={(r) => `${r.supplierId}:${r.currency}`}
      loadingLabel={FinanceLoading.Overview}
      emptyTitle="No top-up suppliers found"
      paging={{ total: (p) => p.meta.total, page, onPageChange }}
      className={WARNING_ROWS}
    />
  );
}
