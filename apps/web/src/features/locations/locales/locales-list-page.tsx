import { Link } from 'react-router';
import { buttonClasses } from '@/ui/button';
import { PagedTable, RowLinks } from '@/ui/list-page';
import { PageHeader } from '@/ui/page-header';
import type { Column } from '@/ui/table';
import { useUrlPage } from '@/ui/use-url-page';
import { usePermissions } from '@/features/users/use-permissions';
import { useLocalesList } from './locales.api';
import type { LocaleDto } from './locale.types';

/** `/locales?page` */
export function LocalesListPage() {
  const { canWrite } = usePermissions();
  const { page, setPage } = useUrlPage();
  const list = useLocalesList(page);

  const columns: Column<LocaleDto>[] = [
    { key: 'name', header: 'Name' },
    { key: 'locale', header: 'Code' },
    { key: 'isActivated', header: 'Activated', render: (l) => (l.isActivated ? 'Yes' : 'No') },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      render: (l) => <RowLinks name={l.name} editTo={`/locales/edit/${l.id}`} viewTo={`/locales/${l.id}`} canWrite={canWrite} />,
    },
  ];

  return (
    <div>
      <PageHeader
        title="Locales"
        actions={
          canWrite && (
            <Link to="/locales/edit" className={buttonClasses('primary')}>
              Create Locale
            </Link>
          )
        }
      />
      {list.data && (
        <p role="status" className="mb-2 text-sm text-slate-700">
          {list.data.meta.total} locales found
        </p>
      )}
      <PagedTable list={list} noun="locales" columns={columns} rowKey={(l) => l.id} page={page} onPageChange={setPage} />
    </div>
  );
}
