import { PLACES_PATH } from '@farebox/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/form-fields';
import { FilterBar, PagedTable } from '@/ui/list-page';
import { PageHeader } from '@/ui/page-header';
import type { Column } from '@/ui/table';
import { useUrlFilters } from '@/ui/use-url-filters';
import { usePermissions } from '@/features/users/use-permissions';
import { PlaceTypeCreateModal } from './place-type-create-modal';
import { usePlaceTypesList } from './places.api';
import { PLACE_TYPE_FILTER_KEYS, type PlaceTypeDto } from './place.types';

const COLUMNS: Column<PlaceTypeDto>[] = [
  { key: 'name', header: 'Name' },
  { key: 'slug', header: 'Slug' },
];

/** `/{product}-places/types?page&name`: the place types, 20 a page, filtered by name, with Create. */
export function PlaceTypesPage() {
  const { canWrite } = usePermissions();
  const { filters, draft, page, setFilter, setPage, reset } = useUrlFilters(PLACE_TYPE_FILTER_KEYS, PLACE_TYPE_FILTER_KEYS);
  const list = usePlaceTypesList(filters, page);
  const [creating, setCreating] = useState(false);

  return (
    <div>
      <PageHeader title="Place types" actions={canWrite && <Button onClick={() => setCreating(true)}>Create</Button>}>
        <Link to={PLACES_PATH} className="text-sm text-sky-900 underline">
          Back to places
        </Link>
      </PageHeader>
      <FilterBar label="Filter place types" onReset={reset} className="sm:grid-cols-3">
        <TextField label="Name" type="search" value={draft.name} onChange={(e) => setFilter('name', e.target.value)} />
      </FilterBar>
      {list.data && (
        <p role="status" className="mb-2 text-sm text-slate-700">
          {list.data.meta.total} place types found
        </p>
      )}
      <PagedTable list={list} noun="place types" columns={COLUMNS} rowKey={(t) => t.id} page={page} onPageChange={setPage} />
      {creating && <PlaceTypeCreateModal onClose={() => setCreating(false)} />}
    </div>
  );
}
