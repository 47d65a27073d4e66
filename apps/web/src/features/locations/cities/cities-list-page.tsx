import { Link } from 'react-router';
import { buttonClasses } from '@/ui/button';
import { SelectField, TextField } from '@/ui/form-fields';
import { FilterBar, PagedTable, RowLinks } from '@/ui/list-page';
import { PageHeader } from '@/ui/page-header';
import type { Column } from '@/ui/table';
import { useUrlFilters } from '@/ui/use-url-filters';
import { useCovers } from '@/features/images/pictures/pictures.api';
import { usePermissions } from '@/features/users/use-permissions';
import { useCountryIdOptions } from '../location-options';
import { useCitiesList } from './cities.api';
import { CityCover } from './city-cover';
import { CITY_FILTER_KEYS, type CityListItem } from './city.types';

const DEBOUNCED: readonly (typeof CITY_FILTER_KEYS)[number][] = ['name'];

/** `/cities?page&country&name`: cover, name, country, province and station count, 20 a page; Create for writers. */
export function CitiesListPage() {
  const { canWrite } = usePermissions();
  const { filters, draft, page, setFilter, setPage, reset } = useUrlFilters(CITY_FILTER_KEYS, DEBOUNCED);
  const list = useCitiesList(filters, page);
  const countries = useCountryIdOptions();
  const covers = useCovers(
    'city',
    list.data?.data.map((c) => c.id),
  );

  const columns: Column<CityListItem>[] = [
    { key: 'cover', header: 'Cover', render: (c) => <CityCover cover={covers.data?.get(c.id)} name={c.name} /> },
    { key: 'name', header: 'Name' },
    { key: 'country', header: 'Country', render: (c) => c.country.name },
    { key: 'province', header: 'Province', render: (c) => c.province?.name ?? '—' },
    { key: 'stationsCount', header: 'Stations' },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      render: (c) => <RowLinks name={c.name} editTo={`/cities/edit/${c.id}`} viewTo={`/cities/${c.id}`} canWrite={canWrite} />,
    },
  ];

  return (
    <div>
      <PageHeader title="Cities">
        {canWrite && (
          <Link to="/cities/edit" className={buttonClasses('primary')}>
            Create
          </Link>
        )}
      </PageHeader>
      <FilterBar label="Filter cities" onReset={reset} className="sm:grid-cols-3">
        <SelectField
          label="Country"
          placeholder="Any"
          options={countries.data ?? []}
          value={draft.country}
          onChange={(e) => setFilter('country', e.target.value)}
        />
        <TextField label="Name" type="search" value={draft.name} onChange={(e) => setFilter('name', e.target.value)} />
      </FilterBar>
      {list.data && (
        <p role="status" className="mb-2 text-sm text-slate-700">
          {list.data.meta.total} cities found
        </p>
      )}
      <PagedTable list={list} noun="cities" columns={columns} rowKey={(c) => c.id} page={page} onPageChange={setPage} />
    </div>
  );
}
