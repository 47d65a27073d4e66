import { Link } from 'react-router';
import { canEditSupplyConfig } from '@farebox/domain';
import { buttonClasses } from '@/ui/button';
import { TextField } from '@/ui/form-fields';
import { FilterBar, PagedTable } from '@/ui/list-page';
import { PageHeader } from '@/ui/page-header';
import type { Column } from '@/ui/table';
import { useUrlFilters } from '@/ui/use-url-filters';
import { useActor } from '@/features/users/use-permissions';
import { useSupplyConfigsList } from './supply-configs.api';
import type { SupplyConfigDto } from './supply-config.types';

const FILTER_KEYS = ['supplierName'] as const;

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

const columns: Column<SupplyConfigDto>[] = [
  { key: 'companyName', header: 'Supplier' },
  { key: 'defaultMarkupPercent', header: 'Default markup', render: (c) => `${c.defaultMarkupPercent}%` },
  { key: 'commissionPercent', header: 'Commission', render: (c) => `${c.commissionPercent}%` },
  { key: 'autoApproveBookings', header: 'Auto-approve', render: (c) => yesNo(c.autoApproveBookings) },
  { key: 'syncEnabled', header: 'Sync', render: (c) => (c.syncEnabled ? `${c.syncDaysInAdvance} days ahead` : 'Disabled') },
  { key: 'sandbox', header: 'Sandbox', render: (c) => yesNo(c.sandbox) },
  {
    key: 'actions',
    header: 'Actions',
    hideHeader: true,
    render: (c) =>
      c.canEdit && (
        <Link to={`/supplyconfigs/edit/${c.id}`} className="text-sky-900 underline" aria-label={`Edit ${c.companyName}`}>
          Edit
        </Link>
      ),
  },
];

/** `/supplyconfigs?supplierName&page` */
export function SupplyConfigsListPage() {
  const actor = useActor();
  const { filters, draft, setFilter, reset, page, setPage } = useUrlFilters(FILTER_KEYS, FILTER_KEYS);
  const list = useSupplyConfigsList(filters.supplierName, page);
  return (
    <div>
      <PageHeader
        title="Supply configs"
        actions={
          canEditSupplyConfig(actor, true) && (
            <Link to="/supplyconfigs/edit" className={buttonClasses('primary')}>
              Create supply config
            </Link>
          )
        }
      />
      <FilterBar label="Supply config filters" onReset={reset} className="sm:grid-cols-3">
        <TextField label="Supplier name" value={draft.supplierName} onChange={(e) => setFilter('supplierName', e.target.value)} />
      </FilterBar>
      {list.data && (
        <p role="status" className="mb-2 text-sm text-slate-700">
          There are {list.data.meta.total} supply configs found.
        </p>
      )}
      <PagedTable list={list} noun="supply configs" columns={columns} rowKey={(c) => c.id} page={page} onPageChange={setPage} />
    </div>
  );
}
