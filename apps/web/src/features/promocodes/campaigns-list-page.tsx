import {
  CAMPAIGN_FILTER_DEBOUNCE_MS,
  CAMPAIGN_NAME_DEBOUNCE_MS,
  CAMPAIGN_PAGER_LINKS,
  canAccess,
  formatCampaignValue,
  SCREEN_RULES,
  type CampaignSort,
} from '@farebox/domain';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/ui/button';
import { SelectField, TextField, type SelectOption } from '@/ui/form-fields';
import { FilterBar } from '@/ui/list-page';
import { PageHeader } from '@/ui/page-header';
import { Pager } from '@/ui/pager';
import { Loading } from '@/ui/spinner';
import { EmptyState, ErrorState } from '@/ui/states';
import { Table, type Column } from '@/ui/table';
import { useDebouncedValue } from '@/ui/use-debounced-value';
import { useUrlFilters } from '@/ui/use-url-filters';
import { useMe } from '@/features/auth/use-auth';
import { CAMPAIGN_LIST_KEYS, CAMPAIGN_TEXT_FILTERS, campaignListQuery, currentSort, nextOrder, type CampaignListParams } from './campaign-list-query';
import { dayText, instantDayText, statusText, teamText, usageText } from './campaign-format';
import type { CampaignListItem } from './campaign.types';
import { useCampaignCreators, useCampaignsList } from './campaigns.api';
import { SortHeader } from './sort-header';

const ALL = 'All';
const TYPE_OPTIONS: SelectOption[] = [
  { value: 'serial', label: 'Serial' },
  { value: 'single', label: 'Single' },
];
const TEAM_OPTIONS: SelectOption[] = [
  { value: 'marketing', label: 'Marketing' },
  { value: 'support', label: 'Support' },
];
const STATUS_OPTIONS: SelectOption[] = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

const campaignEditPath = (c: Pick<CampaignListItem, 'campaignType' | 'id'>) => `/promocodes/edit/${c.campaignType}/${c.id}`;

/** The columns of the list; read-only users (read-admin) get View where writers get Edit. */
function columns(params: CampaignListParams, sortBy: (column: CampaignSort) => void, canWrite: boolean): Column<CampaignListItem>[] {
  const { sort, order } = currentSort(params);
  const sortable = (column: CampaignSort, label: string) => <SortHeader label={label} active={sort === column ? order : null} onSort={() => sortBy(column)} />;
  return [
    { key: 'name', header: 'Campaign', render: (c) => <span className="font-medium">{c.name}</span> },
    { key: 'value', header: sortable('value', 'Value'), render: (c) => formatCampaignValue(c.type, c.value) },
    { key: 'createdAt', header: sortable('createdAt', 'Created date'), render: (c) => instantDayText(c.createdAt) },
    { key: 'expiredAt', header: sortable('expiredAt', 'Valid until'), render: (c) => dayText(c.validUntil) },
    { key: 'usage', header: 'Usage', render: (c) => usageText(c.usagesNumber, c.limit) },
    { key: 'minimumPurchase', header: sortable('minimumPurchase', 'Minimum value'), render: (c) => (c.minimumPurchase ? `$${c.minimumPurchase}` : '—') },
    { key: 'creator', header: 'Creator', render: (c) => c.createdBy.name },
    { key: 'team', header: sortable('team', 'Team'), render: (c) => teamText(c.team) },
    { key: 'status', header: 'Status', render: (c) => statusText(c.activated) },
    {
      key: 'edit',
      header: 'Edit',
      render: (c) => (
        <Link to={campaignEditPath(c)} className={buttonClasses('secondary', 'sm')} aria-label={`${canWrite ? 'Edit' : 'View'} ${c.name}`}>
          {canWrite ? 'Edit' : 'View'}
        </Link>
      ),
    },
  ];
}

/** `/promocodes?name&creator&type&team&status&sort&order&page` (spec part 3, "Promo code campaigns"). */
export function CampaignsListPage() {
  const me = useMe();
  const { filters, draft, page, setFilter, setPage, reset } = useUrlFilters(CAMPAIGN_LIST_KEYS, CAMPAIGN_TEXT_FILTERS, {
    debounceMs: CAMPAIGN_NAME_DEBOUNCE_MS,
  });
  const query = useMemo(() => campaignListQuery(filters), [filters]);
  // The name is already debounced on its way to the URL; the choices reach the API once they stop changing.
  const settled = useDebouncedValue(query, CAMPAIGN_FILTER_DEBOUNCE_MS);
  const list = useCampaignsList({ ...settled, name: query.name }, page);
  const creators = useCampaignCreators();
  const creatorOptions: SelectOption[] = (creators.data ?? []).map((u) => ({ value: u.id, label: u.name }));
  const canWrite = canAccess(me, SCREEN_RULES.promocodesWrite);

  const sortBy = (column: CampaignSort) => {
    setFilter('order', nextOrder(filters, column));
    setFilter('sort', column);
  };
  const defaultSorting = () => {
    setFilter('sort', '');
    setFilter('order', '');
  };

  return (
    <div>
      <PageHeader
        title="Promo codes"
        actions={
          canWrite && (
            <>
              <Link to="/promocodes/edit/single" className={buttonClasses('primary')}>
                Create single campaign
              </Link>
              {me.serialPromoCodesEnabled && (
                <Link to="/promocodes/edit/serial" className={buttonClasses('secondary')}>
                  Create serial campaign
                </Link>
              )}
            </>
          )
        }
      />
      <FilterBar label="Filter campaigns" onReset={reset}>
        <TextField label="Campaign name" type="search" value={draft.name} onChange={(e) => setFilter('name', e.target.value)} />
        <SelectField
          label="Creator"
          placeholder={ALL}
          options={creatorOptions}
          loadingOptions={creators.isPending}
          value={draft.creator}
          onChange={(e) => setFilter('creator', e.target.value)}
        />
        <SelectField label="Type" placeholder={ALL} options={TYPE_OPTIONS} value={draft.type} onChange={(e) => setFilter('type', e.target.value)} />
        <SelectField label="Team" placeholder={ALL} options={TEAM_OPTIONS} value={draft.team} onChange={(e) => setFilter('team', e.target.value)} />
        <SelectField label="Status" placeholder={ALL} options={STATUS_OPTIONS} value={draft.status} onChange={(e) => setFilter('status', e.target.value)} />
      </FilterBar>
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <p role="status" className="text-sm text-slate-700">
          {list.data && (list.data.meta.total === 1 ? '1 campaign found' : `${list.data.meta.total} campaigns found`)}
        </p>
        <button type="button" className={buttonClasses('ghost', 'sm')} onClick={defaultSorting} disabled={!filters.sort && !filters.order}>
          Default Sorting
        </button>
      </div>
      {list.isPending ? (
        <Loading label="Loading campaigns…" />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <EmptyState title="No Results" text="No campaign matches these filters." />
      ) : (
        <div aria-busy={list.isFetching || undefined}>
          <Table caption="Campaigns" columns={columns(filters, sortBy, canWrite)} rows={list.data.data} rowKey={(c) => c.id} />
          <Pager total={list.data.meta.total} page={page} onPageChange={setPage} maxLinks={CAMPAIGN_PAGER_LINKS} />
        </div>
      )}
    </div>
  );
}
