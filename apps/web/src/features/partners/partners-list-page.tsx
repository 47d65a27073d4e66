import {
  canAccess,
  CHANNEL_TYPES,
  PARTNER_LIST_FILTER_KEYS,
  PAYMENT_FLOW_LABELS,
  PAYMENT_FLOWS,
  partnersFoundText,
  STAFF_WRITE_ROLES,
  type PaymentFlow,
} from '@farebox/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/ui/button';
import { SelectField, TextField, type SelectOption } from '@/ui/form-fields';
import { FilterBar, PagedTable } from '@/ui/list-page';
import { PageHeader } from '@/ui/page-header';
import type { Column } from '@/ui/table';
import { useUrlFilters } from '@/ui/use-url-filters';
import { useActor } from '@/features/users/use-permissions';
import { ChannelTypeLabel } from './channel-type-label';
import { CreatePartnerModal } from './create-partner-modal';
import { usePartnersList, type PartnerListItem } from './partners.api';

const TYPE_OPTIONS: SelectOption[] = CHANNEL_TYPES.map((t) => ({ value: t, label: t }));
const FLOW_OPTIONS: SelectOption[] = PAYMENT_FLOWS.map((f) => ({ value: f, label: PAYMENT_FLOW_LABELS[f] }));
const TEXT_FILTERS = ['name', 'balanceFrom', 'balanceTo'] as const;
const CREATE_RULE = { roles: STAFF_WRITE_ROLES, fullAdmin: true };

const flowLabel = (flow: string | null) => (flow && flow in PAYMENT_FLOW_LABELS ? PAYMENT_FLOW_LABELS[flow as PaymentFlow] : '-');

const COLUMNS: Column<PartnerListItem>[] = [
  {
    key: 'name',
    header: 'Partner name',
    render: (p) => (
      <Link to={`/partners/edit/${p.id}`} className="text-sky-900 underline">
        {p.name}
      </Link>
    ),
  },
  { key: 'type', header: 'Channel type', render: (p) => <ChannelTypeLabel type={p.type} /> },
  { key: 'paymentFlow', header: 'Payment method', render: (p) => flowLabel(p.paymentFlow) },
  { key: 'balance', header: 'Balance', render: (p) => p.balance ?? 'N/A' },
  {
    key: 'manage',
    header: 'Manage',
    render: (p) => (
      <Link to={`/partners/edit/${p.id}`} className={buttonClasses('secondary', 'sm')} aria-label={`Manage ${p.name}`}>
        Manage
      </Link>
    ),
  },
];

/** `/partners?name&type&paymentFlow&balanceFrom&balanceTo&page` (spec part 2, 2.7): 20 a page with the total. */
export function PartnersListPage() {
  const actor = useActor();
  const [creating, setCreating] = useState(false);
  const { filters, draft, page, setFilter, setPage, reset } = useUrlFilters(PARTNER_LIST_FILTER_KEYS, TEXT_FILTERS);
  const list = usePartnersList(filters, page);

  return (
    <div>
      <PageHeader title="Partners" actions={canAccess(actor, CREATE_RULE) && <Button onClick={() => setCreating(true)}>Create</Button>} />
      <FilterBar label="Filter partners" onReset={reset}>
        <TextField label="Partner name" type="search" value={draft.name} onChange={(e) => setFilter('name', e.target.value)} />
        <SelectField label="Type" placeholder="Any" options={TYPE_OPTIONS} value={draft.type} onChange={(e) => setFilter('type', e.target.value)} />
        <SelectField
          label="Payment method"
          placeholder="Any"
          options={FLOW_OPTIONS}
          value={draft.paymentFlow}
          onChange={(e) => setFilter('paymentFlow', e.target.value)}
        />
        <TextField label="Balance from" inputMode="decimal" value={draft.balanceFrom} onChange={(e) => setFilter('balanceFrom', e.target.value)} />
        <TextField label="Balance to" inputMode="decimal" value={draft.balanceTo} onChange={(e) => setFilter('balanceTo', e.target.value)} />
      </FilterBar>
      {list.data && (
        <p role="status" className="mb-2 text-sm text-slate-700">
          {partnersFoundText(list.data.meta.total)}
        </p>
      )}
      <PagedTable list={list} noun="partners" columns={COLUMNS} rowKey={(p) => p.id} page={page} onPageChange={setPage} />
      {creating && <CreatePartnerModal onClose={() => setCreating(false)} />}
    </div>
  );
}
