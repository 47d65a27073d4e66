import { useState } from 'react';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/form-fields';
import { errorMessage } from '@/ui/states';
import { Table, type Column } from '@/ui/table';
import { useLiveSearch, type LiveResult } from './supplier-api-screen.api';

const columns: Column<LiveResult>[] = [
  { key: 'companyName', header: 'Company' },
  { key: 'from', header: 'From' },
  { key: 'to', header: 'To' },
  { key: 'type', header: 'Type' },
  { key: 'class', header: 'Class' },
  {
    key: 'journeys',
    header: 'Journeys',
    render: (r) =>
      r.journeys.length === 0 ? (
        'None bookable'
      ) : (
        <ul className="space-y-1">
          {r.journeys.map((j) => (
            <li key={j.departureDate}>
              {j.departureDate.replace('T', ' ').slice(0, 16)} ({j.timeZone}): {j.amountInSupplierCurrency} {j.supplierCurrency}
            </li>
          ))}
        </ul>
      ),
  },
  { key: 'status', header: 'Status', render: (r) => (r.unmappedParams.length === 0 ? 'Mapped' : `Unmapped: ${r.unmappedParams.join(', ')}`) },
];

/** Live Results (online suppliers): a search against the supplier, each result Mapped or with its unmapped parameters. */
export function LiveResultsTab({ id }: { id: string }) {
  const [form, setForm] = useState({ from: '', to: '', date: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof typeof form, string>>>({});
  const search = useLiveSearch(id);
  const submit = () => {
    const missing = {
      from: form.from.trim() ? undefined : 'From is required.',
      to: form.to.trim() ? undefined : 'To is required.',
      date: form.date ? undefined : 'Date is required.',
    };
    setErrors(missing);
    if (!missing.from && !missing.to && !missing.date) search.mutate(form);
  };
  return (
    <section aria-label="Live results" className="space-y-3">
      <form
        aria-label="Live search"
        noValidate
        className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_1fr_auto]"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <TextField label="From" value={form.from} onChange={(e) => setForm({ ...form, from: e.target.value })} error={errors.from} required />
        <TextField label="To" value={form.to} onChange={(e) => setForm({ ...form, to: e.target.value })} error={errors.to} required />
        <TextField label="Date" type="date" value={form.date} onChange={(e) => setForm({ ...form, date: e.target.value })} error={errors.date} required />
        <Button type="submit" loading={search.isPending}>
          Search
        </Button>
      </form>
      {search.isError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errorMessage(search.error)}
        </p>
      )}
      {search.data && <Table caption="Live results" columns={columns} rows={search.data} rowKey={(r) => r.productId} emptyText="No Results" />}
    </section>
  );
}
