import { Link } from 'react-router';
import { buttonClasses } from '@/ui/button';
import { SelectField, TextField } from '@/ui/form-fields';
import { FilterBar, PagedTable, RowLinks } from '@/ui/list-page';
import { PageHeader } from '@/ui/page-header';
import type { Column } from '@/ui/table';
import { useUrlFilters } from '@/ui/use-url-filters';
import { useCountryIdOptions } from '../location-options';
import { useProvincesList } from './provinces.api';
import { PROVINCE_FILTER_KEYS, type ProvinceListItem } from './province.types';
import { useCanEditProvinces } from './use-can-edit-provinces';

const DEBOUNCED: readonly (typeof PROVINCE_FILTER_KEYS)[number][] = ['province'];

/** `/provinces?page&province&country`: name, country and city count; Create and Edit only with the edit-province scope. */
export function ProvincesListPage() {
  const canEdit = useCanEditProvinces();
  const { filters, draft, page, setFilter, setPage, reset } = useUrlFilters(PROVINCE_FILTER_KEYS, DEBOUNCED);
  const list = useProvincesList(filters, page);
  const countries = useCountryIdOptions();

  const columns: Column<ProvinceListItem>[] = [
    { key: 'name', header: 'Name' },
    { key: 'country', header: 'Country', render: (p) => p.country.name },
    { key: 'citiesCount', header: 'Cities' },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      render: (p) => <RowLinks name={p.name} editTo={`/provinces/edit/${p.id}`} viewTo={`/provinces/${p.id}`} canWrite={canEdit} />,
    },
  ];

  return (
    <div>
      <PageHeader title="Provinces">
        {canEdit && (
          <Link to="/provinces/edit" className={buttonClasses('primary')}>
            Create
          </Link>
        )}
      </PageHeader>
      <FilterBar label="Filter provinces" onReset={reset} className="sm:grid-cols-3">
        <TextField label="Name" type="search" value={draft.province} onChange={(e) => setFilter('province', e.target.value)} />
        <SelectField
          label="Country"
          placeholder="Any"
          options={countries.data ?? []}
          value={draft.country}
          onChange={(e) => setFilter('country', e.target.value)}
        />
      </FilterBar>
      {list.data && (
        <p role="status" className="mb-2 text-sm text-slate-700">
          {list.data.meta.total} provinces found
        </p>
      )}
      <PagedTable list={list} noun="provinces" columns={columns} rowKey={(p) => p.id} page={page} onPageChange={setPage} />
    </div>
  );
}
