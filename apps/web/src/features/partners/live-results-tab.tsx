import { useState } from 'react';
import { Button } from '@/ui/button';
import { formatMoney, todayIso } from '@/ui/format';
import { SelectField, TextField, type SelectOption } from '@/ui/form-fields';
import { Loading } from '@/ui/spinner';
import { ErrorState } from '@/ui/states';
import { Table, type Column } from '@/ui/table';
import { CityPicker } from '@/features/bookings/search/city-picker';
import { useLiveResults, type LiveResult, type LiveResultsQuery } from './partner-tabs.api';

const FILTERS = [
  { key: 'companyName', label: 'Company' },
  { key: 'fromName', label: 'Departure Station' },
  { key: 'toName', label: 'Arrival Station' },
  { key: 'type', label: 'Vehicle Type' },
  { key: 'lineClass', label: 'Vehicle Class' },
] as const;
type FilterKey = (typeof FILTERS)[number]['key'];
type Filters = Partial<Record<FilterKey, string>>;

const COLUMNS: Column<LiveResult>[] = [
  { key: 'companyName', header: 'Company' },
  { key: 'fromName', header: 'Departure Station' },
  { key: 'toName', header: 'Arrival Station' },
  { key: 'type', header: 'Vehicle Type' },
  { key: 'lineClass', header: 'Vehicle Class' },
  {
    key: 'price',
    header: 'Price',
    render: (r) => (
      <ul>
        {r.price.map((p) => (
          <li key={`${p.amount}${p.currency}`}>{formatMoney(p.amount, p.currency)}</li>
        ))}
      </ul>
    ),
  },
  { key: 'departureTimes', header: 'Departure Times', render: (r) => r.departureTimes.join(', ') },
];

const optionsOf = (rows: LiveResult[], key: FilterKey): SelectOption[] =>
  [...new Set(rows.map((r) => r[key]))].sort((a, b) => a.localeCompare(b)).map((v) => ({ value: v, label: v }));

/** The Live Results tab (spec part 2, 2.7, 3.4): the partner's products for a search, with its inventory rule applied. */
export function LiveResultsTab({ partnerId }: { partnerId: string }) {
  const [from, setFrom] = useState<SelectOption | null>(null);
  const [to, setTo] = useState<SelectOption | null>(null);
  const [date, setDate] = useState(todayIso());
  const [problems, setProblems] = useState<Partial<Record<keyof LiveResultsQuery, string>>>({});
  const [query, setQuery] = useState<LiveResultsQuery | null>(null);
  const [filters, setFilters] = useState<Filters>({});
  const results = useLiveResults(partnerId, query);

  const submit = () => {
    const found = {
      ...(from ? {} : { from: 'Departure city is required' }),
      ...(to ? {} : { to: 'Arrival city is required' }),
      ...(date ? {} : { date: 'Departure Date is required' }),
    };
    setProblems(found);
    if (from && to && date) {
      setFilters({});
      setQuery({ from: from.value, to: to.value, date });
    }
  };

  const rows = results.data ?? [];
  const shown = rows.filter((r) => FILTERS.every(({ key }) => !filters[key] || r[key] === filters[key]));
  return (
    <section aria-label="Live Results" className="space-y-4">
      <form
        noValidate
        aria-label="Live search"
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <CityPicker label="Departure city" required value={from} onChange={setFrom} error={problems.from} />
        <CityPicker label="Arrival city" required value={to} onChange={setTo} error={problems.to} />
        <TextField label="Departure Date" type="date" required value={date} error={problems.date} onChange={(e) => setDate(e.target.value)} />
        <Button type="submit">Submit</Button>
      </form>
      {query &&
        (results.isPending ? (
          <Loading label="Searching…" />
        ) : results.isError ? (
          <ErrorState error={results.error} onRetry={() => void results.refetch()} />
        ) : (
          <>
            <div className="flex flex-wrap items-end gap-3" role="group" aria-label="Filters">
              {FILTERS.map(({ key, label }) => (
                <SelectField
                  key={key}
                  label={label}
                  placeholder="Any"
                  options={optionsOf(rows, key)}
                  value={filters[key] ?? ''}
                  onChange={(e) => setFilters({ ...filters, [key]: e.target.value || undefined })}
                />
              ))}
              <Button variant="secondary" onClick={() => setFilters({})}>
                Clear filters
              </Button>
            </div>
            <Table caption="Live results" columns={COLUMNS} rows={shown} rowKey={(r) => `${r.lineId}:${r.fromName}:${r.toName}`} emptyText="No Results" />
          </>
        ))}
    </section>
  );
}
