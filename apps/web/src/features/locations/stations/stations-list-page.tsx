import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { client, data } from '@/api/http';
import { Button, buttonClasses } from '@/ui/button';
import { SelectField, TextField, type SelectOption } from '@/ui/form-fields';
import { FilterBar, PagedTable, RowLinks } from '@/ui/list-page';
import { ConfirmDialog } from '@/ui/modal';
import { PageHeader } from '@/ui/page-header';
import { errorMessage } from '@/ui/states';
import type { Column } from '@/ui/table';
import { useToast } from '@/ui/toast';
import { useUrlFilters } from '@/ui/use-url-filters';
import { usePermissions } from '@/features/users/use-permissions';
import { LocationCityPicker } from '../location-options';
import { GEOMETRY_OPTIONS, LOCATION_TYPE_OPTIONS, locationTypeLabel } from './station-options';
import { STATION_FILTER_KEYS, STATION_TEXT_FILTERS, type StationListItem } from './station.types';
import { useDeleteStation, useStationsList } from './stations.api';

/** The city filter's chosen option: the URL holds the id, the picker shows the name. */
function useCityOption(id: string): SelectOption | null {
  const city = useQuery({
    queryKey: ['geo', 'city', id],
    queryFn: ({ signal }) => data(client.GET('/api/geo/cities/{id}', { params: { path: { id } }, signal })),
    enabled: id !== '',
    staleTime: 5 * 60_000,
  });
  if (id === '') return null;
  return { value: id, label: city.data ? `${city.data.name}, ${city.data.country.name}` : '…' };
}

/** `/stations?page&city&name&locationType&type`: name, city, country, location and geometric type, with Edit, View and Delete. */
export function StationsListPage() {
  const { canWrite } = usePermissions();
  const { notify } = useToast();
  const { filters, draft, page, setFilter, setPage, reset } = useUrlFilters(STATION_FILTER_KEYS, STATION_TEXT_FILTERS);
  const list = useStationsList(filters, page);
  const city = useCityOption(filters.city);
  const remove = useDeleteStation();
  const [deleting, setDeleting] = useState<StationListItem | null>(null);

  const confirmDelete = async (station: StationListItem) => {
    try {
      await remove.mutateAsync(station.id);
      notify({ kind: 'success', title: 'Station deleted', text: station.name });
    } catch (error) {
      notify({ kind: 'error', title: 'The station was not deleted', text: errorMessage(error) });
    }
    setDeleting(null);
  };

  const columns: Column<StationListItem>[] = [
    { key: 'name', header: 'Name' },
    { key: 'city', header: 'City', render: (s) => s.city.name },
    { key: 'country', header: 'Country', render: (s) => s.country.name },
    { key: 'locationType', header: 'Location type', render: (s) => (s.locationType ? locationTypeLabel(s.locationType) : '—') },
    { key: 'type', header: 'Geometric type', render: (s) => (s.type === 'area' ? 'Area' : 'Point') },
    { key: 'address', header: 'Address or area', render: (s) => (s.type === 'area' ? s.areaName : s.address) ?? '—' },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      render: (s) => (
        <div className="flex gap-2">
          <RowLinks name={s.name} editTo={`/stations/edit/${s.id}`} viewTo={`/stations/${s.id}`} canWrite={canWrite} />
          {canWrite && (
            <Button variant="ghost" size="sm" aria-label={`Delete ${s.name}`} onClick={() => setDeleting(s)}>
              Delete
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    <div>
      <PageHeader title="Stations">
        {canWrite && (
          <Link to="/stations/edit" className={buttonClasses('primary')}>
            Create
          </Link>
        )}
      </PageHeader>
      <FilterBar label="Filter stations" onReset={reset} className="sm:grid-cols-2 lg:grid-cols-5">
        <LocationCityPicker label="City" value={city} onChange={(option) => setFilter('city', option?.value ?? '')} />
        <TextField label="Name" type="search" value={draft.name} onChange={(e) => setFilter('name', e.target.value)} />
        <SelectField
          label="Location type"
          placeholder="Any"
          options={LOCATION_TYPE_OPTIONS}
          value={draft.locationType}
          onChange={(e) => setFilter('locationType', e.target.value)}
        />
        <SelectField
          label="Geometric type"
          placeholder="Any"
          options={GEOMETRY_OPTIONS}
          value={draft.type}
          onChange={(e) => setFilter('type', e.target.value)}
        />
      </FilterBar>
      {list.data && (
        <p role="status" className="mb-2 text-sm text-slate-700">
          {list.data.meta.total} stations found
        </p>
      )}
      <PagedTable list={list} noun="stations" columns={columns} rowKey={(s) => s.id} page={page} onPageChange={setPage} />
      <ConfirmDialog
        open={!!deleting}
        message={deleting && `Delete the station ${deleting.name}?`}
        confirmLabel="Delete"
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void confirmDelete(deleting)}
      />
    </div>
  );
}
