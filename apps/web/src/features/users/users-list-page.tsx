import { Link } from 'react-router';
import { buttonClasses } from '@/ui/button';
import { SelectField, TextField } from '@/ui/form-fields';
import { PageHeader } from '@/ui/page-header';
import { FilterBar, PagedTable, RowLinks } from '@/ui/list-page';
import type { Column } from '@/ui/table';
import { useUrlFilters } from '@/ui/use-url-filters';
import { useCompanyOptions } from '@/features/companies/company-options.api';
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
      render: (u) => <RowLinks name={u.username} editTo={`/users/edit/${u.id}`} viewTo={`/users/${u.id}`} canWrite={canWrite} />,
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
      <FilterBar label="Filter users" onReset={reset}>
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
      </FilterBar>
      <PagedTable list={list} noun="users" columns={columns} rowKey={(u) => u.id} page={page} onPageChange={setPage} />
    </div>
  );
}
