import { Link } from 'react-router';
import { buttonClasses } from '@/ui/button';
import { CheckboxField, TextField } from '@/ui/form-fields';
import { PageHeader } from '@/ui/page-header';
import { FilterBar, PagedTable, RowLinks } from '@/ui/list-page';
import type { Column } from '@/ui/table';
import { useUrlFilters } from '@/ui/use-url-filters';
import { usePermissions } from '@/features/users/use-permissions';
import { useCompaniesList } from './companies.api';
import { COMPANY_FILTER_KEYS, type CompanyListItem } from './company.types';

const TEXT_FILTERS = ['company', 'website', 'agent'] as const;
const TEXT_LABELS: Record<(typeof TEXT_FILTERS)[number], string> = { company: 'Company', website: 'Website', agent: 'Agent' };

const yesNo = (flag: boolean) => (flag ? 'Yes' : 'No');

export function CompaniesListPage() {
  const { canWrite } = usePermissions();
  const { filters, draft, page, setFilter, setPage, reset } = useUrlFilters(COMPANY_FILTER_KEYS, TEXT_FILTERS);
  const list = useCompaniesList(filters, page);

  const columns: Column<CompanyListItem>[] = [
    { key: 'name', header: 'Name' },
    {
      key: 'website',
      header: 'Website',
      render: (c) =>
        c.website ? (
          <a href={c.website} target="_blank" rel="noreferrer" className="text-sky-900 underline">
            {c.website}
          </a>
        ) : (
          ''
        ),
    },
    { key: 'firstAgentUsername', header: 'Agent', render: (c) => c.firstAgentUsername ?? '' },
    { key: 'activated', header: 'Activated', render: (c) => yesNo(c.activated) },
    { key: 'signedAgreement', header: 'Signed', render: (c) => yesNo(c.signedAgreement) },
    { key: 'isHeat', header: 'HEAT', render: (c) => yesNo(c.isHeat) },
    { key: 'isSupplier', header: 'Supplier', render: (c) => yesNo(c.isSupplier) },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      render: (c) => <RowLinks name={c.name} editTo={`/companies/edit/${c.id}`} viewTo={`/companies/${c.id}`} canWrite={canWrite} />,
    },
  ];

  return (
    <div>
      <PageHeader
        title="Companies"
        actions={
          canWrite && (
            <Link to="/companies/edit/new" className={buttonClasses('primary')}>
              Create Company
            </Link>
          )
        }
      />
      <FilterBar label="Filter companies" onReset={reset} className="sm:grid-cols-3 lg:grid-cols-6">
        {TEXT_FILTERS.map((key) => (
          <TextField key={key} label={TEXT_LABELS[key]} type="search" value={draft[key]} onChange={(e) => setFilter(key, e.target.value)} />
        ))}
        <div className="flex flex-col justify-end gap-2">
          <CheckboxField label="Show Only Heat" checked={draft.isHeat === 'true'} onChange={(e) => setFilter('isHeat', e.target.checked ? 'true' : '')} />
          <CheckboxField
            label="Show Only Suppliers"
            checked={draft.isSupplier === 'true'}
            onChange={(e) => setFilter('isSupplier', e.target.checked ? 'true' : '')}
          />
        </div>
      </FilterBar>
      <PagedTable list={list} noun="companies" columns={columns} rowKey={(c) => c.id} page={page} onPageChange={setPage} />
    </div>
  );
}
