import { PLACES_PATH } from '@farebox/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/ui/button';
import { SelectField, TextField } from '@/ui/form-fields';
import { FilterBar, PagedTable, RowLinks } from '@/ui/list-page';
import { LocationMap, type MapPoint } from '@/ui/map';
import { ConfirmDialog } from '@/ui/modal';
import { PageHeader } from '@/ui/page-header';
import { errorMessage } from '@/ui/states';
import type { Column } from '@/ui/table';
import { useToast } from '@/ui/toast';
import { useUrlFilters } from '@/ui/use-url-filters';
import { ImageThumbnail } from '@/features/images/image-thumbnail';
import { usePermissions } from '@/features/users/use-permissions';
import { LocationCityPicker } from '../location-options';
import { useCityOption, useDeletePlace, usePlacesList, usePlaceTypeOptions } from './places.api';
import { PLACE_FILTER_KEYS, type PlaceListItem } from './place.types';

const DEBOUNCED: readonly (typeof PLACE_FILTER_KEYS)[number][] = ['name'];
const LIST_MAP_WIDTH = 480;

/** The listed places that have a position, as map markers. */
const pointsOf = (places: readonly PlaceListItem[]): MapPoint[] =>
  places.flatMap((p) => (p.latitude !== null && p.longitude !== null ? [{ id: p.id, lat: p.latitude, lng: p.longitude, label: p.name }] : []));

/** `/{product}-places?page&city&name&type`: name, type, city and country, with Edit, View and Delete (after a confirmation). */
export function PlacesListPage() {
  const { canWrite } = usePermissions();
  const { notify } = useToast();
  const { filters, draft, page, setFilter, setPage, reset } = useUrlFilters(PLACE_FILTER_KEYS, DEBOUNCED);
  const list = usePlacesList(filters, page);
  const types = usePlaceTypeOptions('slug');
  const city = useCityOption(filters.city);
  const remove = useDeletePlace();
  const [deleting, setDeleting] = useState<PlaceListItem | null>(null);

  const confirmDelete = async (place: PlaceListItem) => {
    try {
      await remove.mutateAsync(place.id);
      notify({ kind: 'success', title: 'Place deleted', text: place.name });
    } catch (error) {
      notify({ kind: 'error', title: 'The place was not deleted', text: errorMessage(error) });
    }
    setDeleting(null);
  };

  const columns: Column<PlaceListItem>[] = [
    {
      key: 'picture',
      header: 'Picture',
      render: (p) =>
        p.mainPicture && (
          <div className="w-20">
            <ImageThumbnail thumbnailUrl={p.mainPicture.thumbnailUrl} url={p.mainPicture.url} alt={`Picture of ${p.name}`} />
          </div>
        ),
    },
    { key: 'name', header: 'Name' },
    { key: 'type', header: 'Type', render: (p) => p.type.name },
    { key: 'city', header: 'City', render: (p) => p.city.name },
    { key: 'country', header: 'Country', render: (p) => p.country.name },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      render: (p) => (
        <div className="flex gap-2">
          <RowLinks name={p.name} editTo={`${PLACES_PATH}/edit/${p.id}`} viewTo={`${PLACES_PATH}/${p.id}`} canWrite={canWrite} />
          {canWrite && (
            <Button variant="ghost" size="sm" aria-label={`Delete ${p.name}`} onClick={() => setDeleting(p)}>
              Delete
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    <div>
      <PageHeader
        title="Places"
        actions={
          <>
            <Link to={`${PLACES_PATH}/types`} className={buttonClasses('secondary')}>
              Place types
            </Link>
            {canWrite && (
              <Link to={`${PLACES_PATH}/edit`} className={buttonClasses('primary')}>
                Create
              </Link>
            )}
          </>
        }
      />
      <FilterBar label="Filter places" onReset={reset} className="sm:grid-cols-4">
        <LocationCityPicker label="City" value={filters.city ? (city.data ?? null) : null} onChange={(option) => setFilter('city', option?.value ?? '')} />
        <TextField label="Name" type="search" value={draft.name} onChange={(e) => setFilter('name', e.target.value)} />
        <SelectField label="Type" placeholder="Any" options={types.data ?? []} value={draft.type} onChange={(e) => setFilter('type', e.target.value)} />
      </FilterBar>
      {list.data && (
        <p role="status" className="mb-2 text-sm text-slate-700">
          {list.data.meta.total} places found
        </p>
      )}
      {list.data && list.data.data.length > 0 && (
        <LocationMap ariaLabel="Map of the listed places" points={pointsOf(list.data.data)} width={LIST_MAP_WIDTH} className="mb-4" />
      )}
      <PagedTable list={list} noun="places" columns={columns} rowKey={(p) => p.id} page={page} onPageChange={setPage} />
      <ConfirmDialog
        open={!!deleting}
        message={deleting && `Delete the place ${deleting.name}?`}
        confirmLabel="Delete"
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void confirmDelete(deleting)}
      />
    </div>
  );
}
