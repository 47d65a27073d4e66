import { isLinesFullAdmin, LINE_DENOMINATION_DEBOUNCE_MS, LINE_TYPE_LABELS, LINE_TYPES, STAFF_ROLES } from '@farebox/domain';
import { Link } from 'react-router';
import { buttonClasses } from '@/ui/button';
import { SelectField, TextField, type SelectOption } from '@/ui/form-fields';
import { FilterBar, FoundList } from '@/ui/list-page';
import { PageHeader } from '@/ui/page-header';
import type { Column } from '@/ui/table';
import { useUrlFilters } from '@/ui/use-url-filters';
import { useActor } from '@/features/users/use-permissions';
import { CityFilter } from '@/features/bookings/city-filter';
import { CompanyFilter } from '@/features/bookings/company-filter';
import { useCountryIdOptions } from '@/features/locations/location-options';
import { CompanyLink, cutoffText, LineAttributes, LineLink, LineRoute, LineStatusBadge, lineTypeLabel, markupText } from './line-cells';
import { LINE_FILTER_KEYS, LINE_TEXT_FILTERS, type LineListItem } from './line-list.types';
import { useLinesList } from './lines.api';

const TYPE_OPTIONS: SelectOption[] = LINE_TYPES.map((t) => ({ value: t, label: LINE_TYPE_LABELS[t] }));
const STATUS_OPTIONS: SelectOption[] = [
  { value: 'true', label: 'Published' },
  { value: 'false', label: 'Unpublished' },
];
const YES_NO: SelectOption[] = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];

function columnsFor(fullAdmin: boolean, canEditCompanies: boolean): Column<LineListItem>[] {
  return [
    { key: 'type', header: 'Type', render: (l) => lineTypeLabel(l.type) },
    { key: 'status', header: 'Status', render: (l) => <LineStatusBadge line={l} /> },
    { key: 'attributes', header: 'Attributes', render: (l) => <LineAttributes line={l} /> },
    { key: 'route', header: 'Route', render: (l) => <LineRoute line={l} /> },
    { key: 'lineClass', header: 'Class' },
    { key: 'operator', header: 'Operator', render: (l) => <CompanyLink company={l.operator} canEdit={canEditCompanies} /> },
    { key: 'supplier', header: 'Supplier', render: (l) => <CompanyLink company={l.supplier} canEdit={canEditCompanies} /> },
    { key: 'denomination', header: 'Denomination', render: (l) => <LineLink line={l} /> },
    { key: 'cutoff', header: 'Cutoff', render: (l) => cutoffText(l.cutoffMinutes) },
    ...(fullAdmin ? [{ key: 'markup', header: 'Markup', render: (l: LineListItem) => markupText(l.markup) }] : []),
    { key: 'extras', header: 'Extras', render: (l) => String(l.extras) },
  ];
}

/** The ride (for its rules) a line is: its operator and supplier, its two cities, type and class. */
function LinesMobileList({ rows, fullAdmin, canEditCompanies }: { rows: LineListItem[]; fullAdmin: boolean; canEditCompanies: boolean }) {
  return (
    <ul aria-label="Lines" className="space-y-2">
      {rows.map((l) => (
        <li key={l.id} className="rounded border border-slate-200 bg-white p-3 text-sm">
          <div className="flex items-start justify-between gap-2">
            <LineLink line={l} />
            <LineStatusBadge line={l} />
          </div>
          <p className="mt-1 text-slate-800">
            {lineTypeLabel(l.type)} · {l.lineClass}
          </p>
          <p className="text-slate-800">
            <LineRoute line={l} />
          </p>
          <p className="text-slate-800">
            Operator <CompanyLink company={l.operator} canEdit={canEditCompanies} />
            {l.supplier && (
              <>
                {' · Supplier '}
                <CompanyLink company={l.supplier} canEdit={canEditCompanies} />
              </>
            )}
          </p>
          <p className="text-slate-700">
            Cutoff {cutoffText(l.cutoffMinutes)} · {l.extras} extras{fullAdmin && ` · Markup ${markupText(l.markup)}`}
          </p>
          <div className="mt-1">
            <LineAttributes line={l} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * `/lines?company&supplier&country&city&cityB&type&published&denomination&isSupplierApi&isPrivateTransfer&page`
 * (spec part 2, 2.8): 20 a page with the total; status and supplier filters, markup and Create for full admins.
 */
export function LinesListPage() {
  const actor = useActor();
  const fullAdmin = isLinesFullAdmin(actor);
  const canEditCompanies = !!actor && STAFF_ROLES.includes(actor.role);
  const { filters, draft, page, setFilter, setPage, reset } = useUrlFilters(LINE_FILTER_KEYS, LINE_TEXT_FILTERS, {
    debounceMs: LINE_DENOMINATION_DEBOUNCE_MS,
  });
  const list = useLinesList(filters, page);
  const countries = useCountryIdOptions();

  return (
    <div>
      <PageHeader
        title="Lines"
        actions={
          fullAdmin && (
            <Link to="/lines/edit" className={buttonClasses('primary')}>
              Create
            </Link>
          )
        }
      />
      <FilterBar label="Filter lines" onReset={reset} className="sm:grid-cols-2 lg:grid-cols-4 xl:grid-cols-6">
        <SelectField label="Type" placeholder="Any" options={TYPE_OPTIONS} value={draft.type} onChange={(e) => setFilter('type', e.target.value)} />
        {fullAdmin && (
          <SelectField
            label="Status"
            placeholder="Any"
            options={STATUS_OPTIONS}
            value={draft.published}
            onChange={(e) => setFilter('published', e.target.value)}
          />
        )}
        <SelectField
          label="Supplier API"
          placeholder="Any"
          options={YES_NO}
          value={draft.isSupplierApi}
          onChange={(e) => setFilter('isSupplierApi', e.target.value)}
        />
        <SelectField
          label="Private transfer"
          placeholder="Any"
          options={YES_NO}
          value={draft.isPrivateTransfer}
          onChange={(e) => setFilter('isPrivateTransfer', e.target.value)}
        />
        {fullAdmin && <CompanyFilter label="Supplier" value={draft.supplier} onChange={(id) => setFilter('supplier', id)} />}
        <CompanyFilter label="Operator" value={draft.company} onChange={(id) => setFilter('company', id)} />
        <SelectField
          label="Country"
          placeholder="Any"
          options={countries.data ?? []}
          value={draft.country}
          onChange={(e) => setFilter('country', e.target.value)}
        />
        <CityFilter label="City" value={draft.city} onChange={(id) => setFilter('city', id)} />
        <CityFilter label="City B" value={draft.cityB} onChange={(id) => setFilter('cityB', id)} />
        <TextField label="Denomination" type="search" value={draft.denomination} onChange={(e) => setFilter('denomination', e.target.value)} />
      </FilterBar>
      <FoundList
        list={list}
        noun="line"
        nounPlural="lines"
        columns={columnsFor(fullAdmin, canEditCompanies)}
        rowKey={(l) => l.id}
        mobile={(rows) => <LinesMobileList rows={rows} fullAdmin={fullAdmin} canEditCompanies={canEditCompanies} />}
        page={page}
        onPageChange={setPage}
      />
    </div>
  );
}
