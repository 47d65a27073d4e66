import { PLACES_PATH } from '@farebox/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/form-fields';
import { FilterBar, PagedTable } from '@/ui/list-page';
import { ConfirmDialog } from '@/ui/modal';
import { PageHeader } from '@/ui/page-header';
import { errorMessage } from '@/ui/states';
import type { Column } from '@/ui/table';
import { useToast } from '@/ui/toast';
import { useUrlFilters } from '@/ui/use-url-filters';
import { usePermissions } from '@/features/users/use-permissions';
import { PlaceTypeCreateModal } from './place-type-create-modal';
import { useDeletePlaceType, usePlaceTypesList } from './places.api';
import { PLACE_TYPE_FILTER_KEYS, type PlaceTypeDto } from './place.types';

/** `/{product}-places/types?page&name`: the place types, 20 a page, filtered by name, with Create and Delete (after a confirmation). */
export function PlaceTypesPage() {
  const { canWrite } = usePermissions();
  const { notify } = useToast();
  const { filters, draft, page, setFilter, setPage, reset } = useUrlFilters(PLACE_TYPE_FILTER_KEYS, PLACE_TYPE_FILTER_KEYS);
  const list = usePlaceTypesList(filters, page);
  const remove = useDeletePlaceType();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<PlaceTypeDto | null>(null);

  const confirmDelete = async (type: PlaceTypeDto) => {
    try {
      await remove.mutateAsync(type.id);
      notify({ kind: 'success', title: 'Place type deleted', text: type.name });
    } catch (error) {
      notify({ kind: 'error', title: 'The place type was not deleted', text: errorMessage(error) });
    }
    setDeleting(null);
  };

  const columns: Column<PlaceTypeDto>[] = [
    { key: 'name', header: 'Name' },
    { key: 'slug', header: 'Slug' },
    ...(canWrite
      ? [
          {
            key: 'actions',
            header: 'Actions',
            hideHeader: true,
            render: (t: PlaceTypeDto) => (
              <Button variant="ghost" size="sm" aria-label={`Delete ${t.name}`} onClick={() => setDeleting(t)}>
                Delete
              </Button>
            ),
          },
        ]
      : []),
  ];

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
      <PagedTable list={list} noun="place types" columns={columns} rowKey={(t) => t.id} page={page} onPageChange={setPage} />
      {creating && <PlaceTypeCreateModal onClose={() => setCreating(false)} />}
      <ConfirmDialog
        open={!!deleting}
        message={deleting && `Delete the place type ${deleting.name}?`}
        confirmLabel="Delete"
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void confirmDelete(deleting)}
      />
    </div>
  );
}
