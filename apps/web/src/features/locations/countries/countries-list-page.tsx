import { TextField } from '@/ui/form-fields';
import { FilterBar, PagedTable, RowLinks } from '@/ui/list-page';
import { PageHeader } from '@/ui/page-header';
import type { Column } from '@/ui/table';
import { useUrlFilters } from '@/ui/use-url-filters';
import { usePermissions } from '@/features/users/use-permissions';
import { useCountriesList } from './countries.api';
import { COUNTRY_FILTER_KEYS, type CountryListItem } from './country.types';

/** `/countries?page&name`: common and official names, filtered by name. */
export function CountriesListPage() {
  const { canWrite } = usePermissions();
  const { filters, draft, page, setFilter, setPage, reset } = useUrlFilters(COUNTRY_FILTER_KEYS, COUNTRY_FILTER_KEYS);
  const list = useCountriesList(filters, page);

  const columns: Column<CountryListItem>[] = [
    { key: 'name', header: 'Common name' },
    { key: 'officialName', header: 'Official name', render: (c) => c.officialName ?? '' },
    { key: 'code', header: 'Code' },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      render: (c) => <RowLinks name={c.name} editTo={`/countries/edit/${c.id}`} viewTo={`/countries/${c.id}`} canWrite={canWrite} />,
    },
  ];

  return (
    <div>
      <PageHeader title="Countries" />
      <FilterBar label="Filter countries" onReset={reset} className="sm:grid-cols-3">
        <TextField label="Name" type="search" value={draft.name} onChange={(e) => setFilter('name', e.target.value)} />
      </FilterBar>
      {list.data && (
        <p role="status" className="mb-2 text-sm text-slate-700">
          {list.data.meta.total} countries found
        </p>
      )}
      <PagedTable list={list} noun="countries" columns={columns} rowKey={(c) => c.id} page={page} onPageChange={setPage} />
    </div>
  );
}
