import {
  canAccess,
  COUPON_CANCEL_LABELS,
  REFUND_COUPON_CANCEL_RULE,
  CURRENCIES,
  REFUND_COUPON_FILTER_KEYS,
  REFUND_COUPON_STATUSES,
  type CouponCancelAction,
} from '@farebox/domain';
import { useState } from 'react';
import { Button } from '@/ui/button';
import { formatDateTimeInZone, formatMoney } from '@/ui/format';
import { SelectField, TextField, type SelectOption } from '@/ui/form-fields';
import { FilterBar, PagedTable } from '@/ui/list-page';
import { PageHeader } from '@/ui/page-header';
import type { Column } from '@/ui/table';
import { FILTER_TEXT_DEBOUNCE_MS } from '@/ui/use-debounced-value';
import { useUrlFilters } from '@/ui/use-url-filters';
import { useActor } from '@/features/users/use-permissions';
import { CancelCouponDialog } from './cancel-coupon-dialog';
import { useRefundCoupons, type RefundCoupon } from './refund-coupons.api';

const TEXT_FILTERS = ['code', 'email', 'bookingReference'] as const;
const STATUS_OPTIONS: SelectOption[] = REFUND_COUPON_STATUSES.map((s) => ({ value: s, label: s === 'active' ? 'Active' : 'Inactive' }));
const CURRENCY_OPTIONS: SelectOption[] = CURRENCIES.map((c) => ({ value: c, label: c }));

const list = (values: string[]) => (values.length > 0 ? values.join(', ') : '—');

const COLUMNS: Column<RefundCoupon>[] = [
  { key: 'code', header: 'Code', render: (c) => <span className="font-mono">{c.code}</span> },
  { key: 'balance', header: 'Balance', render: (c) => formatMoney(c.balance, null) },
  { key: 'currency', header: 'Currency' },
  { key: 'createdAt', header: 'Created', render: (c) => formatDateTimeInZone(c.createdAt) },
  { key: 'expireAt', header: 'Expires', render: (c) => formatDateTimeInZone(c.expireAt) },
  { key: 'email', header: 'Email' },
  { key: 'bookingReferences', header: 'Booking references', render: (c) => list(c.bookingReferences) },
  {
    key: 'consumptions',
    header: 'Consumptions',
    render: (c) =>
      c.consumptions.length === 0 ? (
        '—'
      ) : (
        <ul className="space-y-0.5">
          {c.consumptions.map((u, i) => (
            <li key={i}>
              {list(u.bookingReferences)}: {formatMoney(u.amount.replace(/^-/, ''), c.currency)}
            </li>
          ))}
        </ul>
      ),
  },
  { key: 'status', header: 'Status', render: (c) => (c.status === 'active' ? 'Active' : 'Inactive') },
];

/** `/refund-coupons?code&email&bookingReference&status&currency&page` (spec part 3, "Manage Codes"). */
export function RefundCouponsPage() {
  const { filters, draft, page, setFilter, setPage, reset } = useUrlFilters(REFUND_COUPON_FILTER_KEYS, TEXT_FILTERS, {
    debounceMs: FILTER_TEXT_DEBOUNCE_MS,
  });
  const coupons = useRefundCoupons(filters, page);
  const mayCancel = canAccess(useActor(), REFUND_COUPON_CANCEL_RULE);
  const [cancelling, setCancelling] = useState<{ coupon: RefundCoupon; action: CouponCancelAction } | null>(null);
  const actionsColumn: Column<RefundCoupon> = {
    key: 'actions',
    header: 'Actions',
    hideHeader: true,
    render: (c) => (
      <div className="flex flex-wrap gap-2">
        {c.allowedActions.map((action) => (
          <Button
            key={action}
            variant="danger"
            size="sm"
            aria-label={`${COUPON_CANCEL_LABELS[action]}: ${c.code}`}
            onClick={() => setCancelling({ coupon: c, action })}
          >
            {COUPON_CANCEL_LABELS[action]}
          </Button>
        ))}
      </div>
    ),
  };

  return (
    <div>
      <PageHeader title="Refund coupons" />
      <FilterBar label="Filter refund coupons" onReset={reset}>
        <TextField label="Code" type="search" value={draft.code} onChange={(e) => setFilter('code', e.target.value)} />
        <TextField label="Email" type="search" value={draft.email} onChange={(e) => setFilter('email', e.target.value)} />
        <TextField label="Booking reference" type="search" value={draft.bookingReference} onChange={(e) => setFilter('bookingReference', e.target.value)} />
        <SelectField label="Status" placeholder="Any" options={STATUS_OPTIONS} value={draft.status} onChange={(e) => setFilter('status', e.target.value)} />
        <SelectField
          label="Currency"
          placeholder="Any"
          options={CURRENCY_OPTIONS}
          value={draft.currency}
          onChange={(e) => setFilter('currency', e.target.value)}
        />
      </FilterBar>
      <PagedTable
        list={coupons}
        noun="refund coupons"
        columns={mayCancel ? [...COLUMNS, actionsColumn] : COLUMNS}
        rowKey={(c) => c.id}
        page={page}
        onPageChange={setPage}
      />
      {cancelling && <CancelCouponDialog coupon={cancelling.coupon} action={cancelling.action} onClose={() => setCancelling(null)} />}
    </div>
  );
}
