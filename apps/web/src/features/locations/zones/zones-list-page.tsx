import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/ui/button';
import { TextField } from '@/ui/form-fields';
import { FilterBar, PagedTable, RowLinks } from '@/ui/list-page';
import { ConfirmDialog } from '@/ui/modal';
import { PageHeader } from '@/ui/page-header';
import { errorMessage } from '@/ui/states';
import type { Column } from '@/ui/table';
import { useToast } from '@/ui/toast';
import { useUrlFilters } from '@/ui/use-url-filters';
import { usePermissions } from '@/features/users/use-permissions';
import { useDeleteZone, useZonesList } from './zones.api';
import { ZONE_FILTER_KEYS, type ZoneListItem } from './zone.types';

/** `/zones?page&zone`: name, slug, city and country, with Edit, View and Delete (after a confirmation). */
export function ZonesListPage() {
  const { canWrite } = usePermissions();
  const { notify } = useToast();
  const { filters, draft, page, setFilter, setPage, reset } = useUrlFilters(ZONE_FILTER_KEYS, ZONE_FILTER_KEYS);
  const list = useZonesList(filters, page);
  const remove = useDeleteZone();
  const [deleting, setDeleting] = useState<ZoneListItem | null>(null);

  const confirmDelete = async (zone: ZoneListItem) => {
    try {
      await remove.mutateAsync(zone.id);
      notify({ kind: 'success', title: 'Zone deleted', text: zone.name });
    } catch (error) {
      notify({ kind: 'error', title: 'The zone was not deleted', text: errorMessage(error) });
    }
    setDeleting(null);
  };

  const columns: Column<ZoneListItem>[] = [
    { key: 'name', header: 'Name' },
    { key: 'slug', header: 'Slug' },
    { key: 'city', header: 'City', render: (z) => z.city.name },
    { key: 'country', header: 'Country', render: (z) => z.country.name },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      render: (z) => (
        <div className="flex gap-2">
          <RowLinks name={z.name} editTo={`/zones/edit/${z.id}`} viewTo={`/zones/${z.id}`} canWrite={canWrite} />
          {canWrite && (
            <Button variant="ghost" size="sm" aria-label={`Delete ${z.name}`} onClick={() => setDeleting(z)}>
              Delete
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    <div>
      <PageHeader title="Zones">
        {canWrite && (
          <Link to="/zones/edit" className={buttonClasses('primary')}>
            Create
          </Link>
        )}
      </PageHeader>
      <FilterBar label="Filter zones" onReset={reset} className="sm:grid-cols-3">
        <TextField label="Zone" type="search" value={draft.zone} onChange={(e) => setFilter('zone', e.target.value)} />
      </FilterBar>
      {list.data && (
        <p role="status" className="mb-2 text-sm text-slate-700">
          {list.data.meta.total} zones found
        </p>
      )}
      <PagedTable list={list} noun="zones" columns={columns} rowKey={(z) => z.id} page={page} onPageChange={setPage} />
      <ConfirmDialog
        open={!!deleting}
        message={deleting && `Delete the zone ${deleting.name}?`}
        confirmLabel="Delete"
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void confirmDelete(deleting)}
      />
    </div>
  );
}
