import { toCents } from '@farebox/domain';
import { Link } from 'react-router';
import { formatDateTimeInZone, formatMoney } from '@/ui/format';
import type { Column } from '@/ui/table';
import type { RowSelection } from '@/ui/use-row-selection';
import type { PaymentBookingItem, PaymentListItem } from './payment.types';

const BADGE = 'inline-block rounded px-1.5 py-0.5 text-xs font-medium';

function StatusCell({ payment }: { payment: PaymentListItem }) {
  const refunded = (toCents(payment.summary.refunds.supplierAmount) ?? 0n) > 0n || (toCents(payment.summary.refunds.amount) ?? 0n) > 0n;
  return (
    <span className="flex flex-wrap gap-1">
      <span className={`${BADGE} ${payment.status === 'paid' ? 'bg-emerald-100 text-emerald-900' : 'bg-amber-100 text-amber-900'}`}>
        {payment.status === 'paid' ? 'Paid' : 'Unpaid'}
      </span>
      {refunded && <span className={`${BADGE} bg-violet-100 text-violet-900`}>Refund</span>}
    </span>
  );
}

/** The line's operator, and the supplier selling it when that is another company. */
export const operatorOf = (p: Pick<PaymentListItem, 'operator' | 'supplier'>) =>
  p.supplier && p.supplier.id !== p.operator.id ? `${p.operator.name} (sold by ${p.supplier.name})` : p.operator.name;

const journey = (item: PaymentBookingItem | undefined) => (item ? formatDateTimeInZone(item.departureAt, item.timezone) : '—');

/**
 * Columns of spec 2.6: status and refund labels, company, operator, reference (opens the detail), contact (none for
 * B2B bookings), line, departure, return, name, amounts; first a checkbox when the user may mark rows paid (`selection`).
 */
export function paymentColumns(selection: RowSelection | null, hrefFor: (id: string) => string): Column<PaymentListItem>[] {
  return [
    ...(selection
      ? [
          {
            key: 'select',
            header: 'Select',
            hideHeader: true,
            render: (p: PaymentListItem) => (
              <input
                type="checkbox"
                className="h-4 w-4 accent-sky-800"
                aria-label={`Select payment ${p.reference}`}
                checked={selection.isSelected(p.id)}
                onChange={(e) => selection.toggle(p.id, e.target.checked)}
              />
            ),
          },
        ]
      : []),
    { key: 'status', header: 'Status', render: (p) => <StatusCell payment={p} /> },
    { key: 'company', header: 'Company', render: (p) => p.company.name },
    { key: 'operator', header: 'Operator', render: operatorOf },
    {
      key: 'reference',
      header: 'Reference',
      render: (p) => (
        <Link to={hrefFor(p.id)} className="font-medium text-sky-900 underline" aria-label={`Open payment ${p.reference}`}>
          {p.reference}
        </Link>
      ),
    },
    { key: 'contact', header: 'Contact', render: (p) => p.customer.email ?? '—' },
    {
      key: 'line',
      header: 'Line',
      render: (p) => {
        const item = p.booking.items[0];
        return item ? `${item.denomination}${item.privateTransfer ? ' (private)' : ''}` : '—';
      },
    },
    { key: 'departure', header: 'Departure', render: (p) => journey(p.booking.items[0]) },
    { key: 'return', header: 'Return', render: (p) => journey(p.booking.items[1]) },
    { key: 'name', header: 'Name', render: (p) => p.customer.name },
    {
      key: 'amounts',
      header: 'Amounts',
      render: (p) => (
        <dl className="grid grid-cols-[auto_auto] gap-x-2 text-xs">
          <dt className="text-slate-700">Price</dt>
          <dd>{formatMoney(p.summary.amount, p.summary.currency)}</dd>
          <dt className="text-slate-700">Paid</dt>
          <dd>{formatMoney(p.summary.paidAmount, p.summary.currency)}</dd>
          <dt className="text-slate-700">Refunded</dt>
          <dd>{formatMoney(p.summary.refunds.amount, p.summary.currency)}</dd>
          <dt className="text-slate-700">Supplier</dt>
          <dd>{formatMoney(p.summary.supplierAmount, p.summary.supplierCurrency)}</dd>
        </dl>
      ),
    },
  ];
}
