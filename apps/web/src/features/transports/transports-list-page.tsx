import { TRANSPORT_REFERENCE_DEBOUNCE_MS, TRANSPORT_VEHICLE_TYPE_LABELS, TRANSPORT_VEHICLE_TYPES } from '@farebox/domain';
import { SelectField, TextField, type SelectOption } from '@/ui/form-fields';
import { FilterBar, FoundList } from '@/ui/list-page';
import { PageHeader } from '@/ui/page-header';
import type { Column } from '@/ui/table';
import { useUrlFilters } from '@/ui/use-url-filters';
import { CityFilter } from '@/features/bookings/city-filter';
import { CompanyFilter } from '@/features/bookings/company-filter';
import { CompanyLink } from '@/features/lines/list/line-cells';
import { useCountryIdOptions } from '@/features/locations/location-options';
import { TransportLink, TransportRoute, transportTypeLabel } from './transport-cells';
import { TRANSPORT_FILTER_KEYS, TRANSPORT_TEXT_FILTERS, useTransportsList, type Transport } from './transports.api';
import { TransportsSwitch } from './transports-switch';

const TYPE_OPTIONS: SelectOption[] = TRANSPORT_VEHICLE_TYPES.map((t) => ({ value: t, label: TRANSPORT_VEHICLE_TYPE_LABELS[t] }));

// Transports are for full admins, who are staff: company names open the company's edit screen.
const COLUMNS: Column<Transport>[] = [
  { key: 'reference', header: 'Reference', render: (t) => <TransportLink transport={t} /> },
  { key: 'type', header: 'Type', render: (t) => transportTypeLabel(t.vehicleType) },
  { key: 'class', header: 'Class', render: (t) => t.vehicleClass },
  { key: 'route', header: 'Route', render: (t) => <TransportRoute transport={t} /> },
  { key: 'operator', header: 'Operator', render: (t) => <CompanyLink company={t.operator} canEdit /> },
  { key: 'supplier', header: 'Supplier', render: (t) => <CompanyLink company={t.supplier} canEdit /> },
];

function TransportsMobileList({ rows }: { rows: Transport[] }) {
  return (
    <ul aria-label="Transports" className="space-y-2">
      {rows.map((t) => (
        <li key={t.id} className="rounded border border-slate-200 bg-white p-3 text-sm">
          <TransportLink transport={t} />
          <p className="mt-1 text-slate-800">
            {transportTypeLabel(t.vehicleType)} · {t.vehicleClass}
          </p>
          <p className="text-slate-800">
            <TransportRoute transport={t} />
          </p>
          <p className="text-slate-800">
            Operator <CompanyLink company={t.operator} canEdit /> · Supplier <CompanyLink company={t.supplier} canEdit />
          </p>
        </li>
      ))}
    </ul>
  );
}

function TransportsList() {
  const { filters, draft, page, setFilter, setPage, reset } = useUrlFilters(TRANSPORT_FILTER_KEYS, TRANSPORT_TEXT_FILTERS, {
    debounceMs: TRANSPORT_REFERENCE_DEBOUNCE_MS,
  });
  const list = useTransportsList(filters, page);
  const countries = useCountryIdOptions();

  return (
    <div>
      <PageHeader title="Transports" />
      <FilterBar label="Filter transports" onReset={reset} className="sm:grid-cols-2 lg:grid-cols-4 xl:grid-cols-7">
        <SelectField label="Type" placeholder="Any" options={TYPE_OPTIONS} value={draft.type} onChange={(e) => setFilter('type', e.target.value)} />
        <TextField label="Reference" type="search" value={draft.reference} onChange={(e) => setFilter('reference', e.target.value)} />
        <CompanyFilter label="Supplier" value={draft.supplier} onChange={(id) => setFilter('supplier', id)} />
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
      </FilterBar>
      <FoundList
        list={list}
        noun="transport"
        nounPlural="transports"
        columns={COLUMNS}
        rowKey={(t) => t.id}
        mobile={(rows) => <TransportsMobileList rows={rows} />}
        page={page}
        onPageChange={setPage}
      />
    </div>
  );
}

/**
 * `/transports?type&reference&supplier&company&country&city&cityB&page` (spec part 2, 2.13): full admins only, and
 * only when the deployment enables transports; 20 a page with the total.
 */
export function TransportsListPage() {
  return (
    <TransportsSwitch>
      <TransportsList />
    </TransportsSwitch>
  );
}
