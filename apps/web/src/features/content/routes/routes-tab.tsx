import { routeTransportLabel } from '@farebox/domain';
import { formatTimestamp } from '@/ui/edit-conflict-notice';
import { PagedTable, RowLinks } from '@/ui/list-page';
import type { Column } from '@/ui/table';
import { useUrlPage } from '@/ui/use-url-page';
import { usePermissions } from '@/features/users/use-permissions';
import { useRoutesList } from './routes.api';
import type { RouteListItem } from './route.types';

const placeOf = (l: RouteListItem['from']) => `${l.name}, ${l.countryName}`;

/** The Route LP tab: routes by slug, 20 a page, with View and (writers) Edit by slug. */
export function RoutesTab() {
  const { canWrite } = usePermissions();
  const { page, setPage } = useUrlPage();
  const list = useRoutesList(page);

  const columns: Column<RouteListItem>[] = [
    { key: 'slug', header: 'Slug' },
    { key: 'from', header: 'From', render: (r) => placeOf(r.from) },
    { key: 'to', header: 'To', render: (r) => placeOf(r.to) },
    { key: 'transportTypes', header: 'Transportations', render: (r) => r.transportTypes.map(routeTransportLabel).join(', ') || '—' },
    { key: 'isAvailable', header: 'Available', render: (r) => (r.isAvailable ? 'Yes' : 'No') },
    { key: 'updatedAt', header: 'Updated', render: (r) => formatTimestamp(r.updatedAt) },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      render: (r) => <RowLinks name={r.slug} editTo={`/new-routes/edit/${r.slug}`} viewTo={`/new-routes/${r.slug}`} canWrite={canWrite} />,
    },
  ];

  return (
    <div>
      {list.data && (
        <p role="status" className="mb-2 text-sm text-slate-700">
          {list.data.meta.total} routes found
        </p>
      )}
      <PagedTable list={list} noun="routes" columns={columns} rowKey={(r) => r.id} page={page} onPageChange={setPage} />
    </div>
  );
}
