import { PRO_CON_TYPES } from '@farebox/domain';
import { Link } from 'react-router';
import { buttonClasses } from '@/ui/button';
import { SelectField, TextField } from '@/ui/form-fields';
import { FilterBar, PagedTable } from '@/ui/list-page';
import type { Column } from '@/ui/table';
import { useUrlFilters } from '@/ui/use-url-filters';
import { usePermissions } from '@/features/users/use-permissions';
import { useProsConsList } from './routes.api';
import { PRO_CON_DEBOUNCED_KEYS, PRO_CON_FILTER_KEYS, type ProConDto } from './route.types';
import { PRO_CON_TYPE_OPTIONS } from './pro-con-options';

const columns: Column<ProConDto>[] = [
  { key: 'slug', header: 'Slug' },
  { key: 'text', header: 'Text' },
  { key: 'type', header: 'Type', render: (p) => PRO_CON_TYPE_OPTIONS.find((o) => o.value === p.type)?.label ?? p.type },
];

/** The Pros and cons tab: search (500 ms after typing stops) and type filter in the URL, 20 a page, and Create. */
export function ProsConsTab() {
  const { canWrite } = usePermissions();
  const { filters, draft, page, setFilter, setPage, reset } = useUrlFilters(PRO_CON_FILTER_KEYS, PRO_CON_DEBOUNCED_KEYS);
  const list = useProsConsList(filters, page);

  return (
    <div>
      {canWrite && (
        <div className="mb-3 flex justify-end">
          <Link to="/new-routes/pros-and-cons/create" className={buttonClasses('primary')}>
            Create
          </Link>
        </div>
      )}
      <FilterBar label="Filter pros and cons" onReset={reset} className="sm:grid-cols-3">
        <TextField label="Search" type="search" hint="Slug or text" value={draft.search} onChange={(e) => setFilter('search', e.target.value)} />
        <SelectField
          label="Type"
          placeholder="Any"
          options={PRO_CON_TYPE_OPTIONS}
          value={PRO_CON_TYPES.some((t) => t === draft.type) ? draft.type : ''}
          onChange={(e) => setFilter('type', e.target.value)}
        />
      </FilterBar>
      {list.data && (
        <p role="status" className="mb-2 text-sm text-slate-700">
          {list.data.meta.total} pros and cons found
        </p>
      )}
      <PagedTable list={list} noun="pros and cons" columns={columns} rowKey={(p) => p.id} page={page} onPageChange={setPage} />
    </div>
  );
}
