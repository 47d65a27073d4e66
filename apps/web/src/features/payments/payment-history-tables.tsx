import { PRICE_CHANGE_REASON_TYPES } from '@farebox/domain';
import { formatDateTimeInZone, formatMoney } from '@/ui/format';
import { Table, type Column } from '@/ui/table';
import type { PaymentTransaction, PriceChange } from './payment.types';

const TRANSACTION_COLUMNS: Column<PaymentTransaction>[] = [
  { key: 'createdAt', header: 'Date', render: (t) => formatDateTimeInZone(t.createdAt) },
  { key: 'type', header: 'Type', render: (t) => <span className="capitalize">{t.type}</span> },
  { key: 'amount', header: 'Amount', render: (t) => formatMoney(t.amount, t.currency) },
  { key: 'supplierAmount', header: 'Supplier amount', render: (t) => formatMoney(t.supplierAmount, t.supplierCurrency) },
  { key: 'provider', header: 'Provider', render: (t) => [t.provider, t.providerTransactionId].filter(Boolean).join(' · ') || '—' },
  { key: 'reason', header: 'Reason', render: (t) => t.reason ?? t.description },
  { key: 'createdBy', header: 'By', render: (t) => t.createdBy ?? '—' },
];

/** The money moved on a booking, oldest first: charges, refunds, authorisations and their voids. */
export function TransactionsTable({ transactions }: { transactions: readonly PaymentTransaction[] }) {
  return <Table caption="Transactions" columns={TRANSACTION_COLUMNS} rows={transactions} rowKey={(t) => t.id} emptyText="No transactions yet." />;
}

const reasonOf = (c: PriceChange) => {
  const type = PRICE_CHANGE_REASON_TYPES.find((t) => t.type === c.reasonType);
  return [type && c.reason ? `${type.label}: ${c.reason}` : c.reason, c.note].filter(Boolean).join(' — ') || '—';
};
const reconciliationOf = ({ reconciliation: r }: PriceChange) => (r?.effectiveDate ? `From ${r.effectiveDate}` : r?.cycle ? `Cycle ${r.cycle}` : '—');

const PRICE_CHANGE_COLUMNS: Column<PriceChange>[] = [
  { key: 'createdAt', header: 'Date', render: (c) => formatDateTimeInZone(c.createdAt) },
  {
    key: 'price',
    header: 'Price',
    render: (c) => (c.amountTo === null ? '—' : `${formatMoney(c.amountFrom, c.currency)} → ${formatMoney(c.amountTo, c.currency)}`),
  },
  {
    key: 'supplier',
    header: 'Supplier price',
    render: (c) => `${formatMoney(c.supplierAmountFrom, c.supplierCurrency)} → ${formatMoney(c.supplierAmountTo, c.supplierCurrency)}`,
  },
  { key: 'reason', header: 'Reason or note', render: reasonOf },
  { key: 'reconciliation', header: 'Reconciliation', render: reconciliationOf },
  { key: 'createdBy', header: 'By' },
];

/** The booking's Change price records, oldest first. */
export function PriceChangesTable({ priceChanges }: { priceChanges: readonly PriceChange[] }) {
  return <Table caption="Price history" columns={PRICE_CHANGE_COLUMNS} rows={priceChanges} rowKey={(c) => c.id} emptyText="No price changes" />;
}
