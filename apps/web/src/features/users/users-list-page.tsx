import { Link } from 'react-router';
import { buttonClasses } from '../../ui/button';
import { SelectField, TextField } from '../../ui/form-fields';
import { PageHeader } from '../../ui/page-header';
import { Pager } from '../../ui/pager';
import { Loading } from '../../ui/spinner';
import { EmptyState, ErrorState } from '../../ui/states';
import { Table, type Column } from '../../ui/table';
import { useUrlFilters } from '../../ui/use-url-filters';
import { useCompanyOptions } from '../companies/company-options.api';
import { usePermissions } from './use-permissions';
import { USER_FILTER_KEYS, type UserDto } from './user.types';
import { useUsersList } from './users.api';

const TEXT_FILTERS = ['email', 'teamEmail', 'username', 'displayname'] as const;
const TEXT_LABELS: Record<(typeof TEXT_FILTERS)[number], string> = {
  email: 'E-mail',
  teamEmail: 'Team e-mail',
  username: 'Username',
  displayname: 'Display name',
};

export function UsersListPage() {
  const { canWrite } = usePermissions();
  const { filters, draft, page, setFilter, setPage, reset } = useUrlFilters(USER_FILTER_KEYS, TEXT_FILTERS);
  const companies = useCompanyOptions();
  const list = useUsersList(filters, page);

  const columns: Column<UserDto>[] = [
    { key: 'username', header: 'Username' },
    { key: 'displayName', header: 'Display name' },
    { key: 'email', header: 'E-mail' },
    { key: 'teamEmail', header: 'Team e-mail', render: (u) => u.teamEmail ?? '' },
    { key: 'role', header: 'Role' },
    { key: 'company', header: 'Company', render: (u) => u.company?.name ?? '' },
    { key: 'isActive', header: 'Active', render: (u) => (u.isActive ? 'Yes' : 'No') },
    {
      key: 'locked',
      header: 'Locked',
      render: (u) => (u.loginLockoutExpiry ? 'Locked' : ''),
    },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      render: (u) => (
        <div className="flex gap-2">
          {canWrite && (
            <Link to={`/users/edit/${u.id}`} className={buttonClasses('secondary', 'sm')} aria-label={`Edit ${u.username}`}>
              Edit
            </Link>
          )}
          <Link to={`/users/${u.id}`} className={buttonClasses('ghost', 'sm')} aria-label={`View ${u.username}`}>
            View
          </Link>
        </div>
      ),
    },
  ];

  return (
    <div>
      <PageHeader
        title="Users"
        actions={
          canWrite && (
            <Link to="/users/edit/new" className={buttonClasses('primary')}>
              Create User
            </Link>
          )
        }
      />
      <form role="search" aria-label="Filter users" className="mb-4 grid gap-3 rounded border border-slate-200 bg-white p-3 sm:grid-cols-2 lg:grid-cols-6" onSubmit={(e) => e.preventDefault()}>
        <SelectField
          label="Company"
          value={draft.company}
          onChange={(e) => setFilter('company', e.target.value)}
          options={companies.data ?? []}
          placeholder="All companies"
        />
        {TEXT_FILTERS.map((key) => (
          <TextField key={key} label={TEXT_LABELS[key]} type="search" value={draft[key]} onChange={(e) => setFilter(key, e.target.value)} />
        ))}
        <div className="flex items-end">
          <button type="button" className={buttonClasses('secondary')} onClick={reset}>
            Reset
          </button>
        </div>
      </form>
      {list.isPending ? (
        <Loading label="Loading users…" />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <EmptyState title="No users found" text="No user matches these filters." />
      ) : (
        <>
          <Table caption="Users" columns={columns} rows={list.data.data} rowKey={(u) => u.id} />
          <Pager total={list.data.meta.total} page={page} onPageChange={setPage} />
        </>
      )}
    </div>
  );
}
