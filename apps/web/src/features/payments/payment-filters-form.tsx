import { SelectField, TextField } from '@/ui/form-fields';
import { FilterBar } from '@/ui/list-page';
import { useCompanyOptions } from '@/features/companies/company-options.api';
import { PAYMENT_TEXT_FILTERS, type PaymentFilterKey, type PaymentFilters } from './payment.types';

const TEXT_LABELS: Record<(typeof PAYMENT_TEXT_FILTERS)[number], string> = {
  reference: 'Reference',
  paymentId: 'Payment ID',
  email: 'E-mail',
  name: 'Name',
};

const STATUS_OPTIONS = [
  { value: 'paid', label: 'Paid' },
  { value: 'unpaid', label: 'Unpaid' },
];
const DATE_OPTIONS = [
  { value: 'created', label: 'Created' },
  { value: 'updated', label: 'Updated' },
  { value: 'departure', label: 'Departure' },
  { value: 'return', label: 'Return' },
];

export interface PaymentFiltersFormProps {
  draft: PaymentFilters;
  setFilter: (key: PaymentFilterKey, value: string) => void;
  reset: () => void;
}

/** The payments menu filters (spec 2.6): status, reference, payment id, e-mail, name, a date range by date type, company. */
export function PaymentFiltersForm({ draft, setFilter, reset }: PaymentFiltersFormProps) {
  const companies = useCompanyOptions();
  return (
    <FilterBar label="Filter payments" onReset={reset} className="sm:grid-cols-3 lg:grid-cols-5">
      <SelectField
        label="Status"
        placeholder="Any status"
        options={STATUS_OPTIONS}
        value={draft.status}
        onChange={(e) => setFilter('status', e.target.value)}
      />
      {PAYMENT_TEXT_FILTERS.map((key) => (
        <TextField key={key} label={TEXT_LABELS[key]} type="search" value={draft[key]} onChange={(e) => setFilter(key, e.target.value)} />
      ))}
      <SelectField
        label="Date type"
        options={DATE_OPTIONS}
        value={draft.date || 'created'}
        onChange={(e) => setFilter('date', e.target.value === 'created' ? '' : e.target.value)}
      />
      <TextField label="From" type="date" value={draft.from} max={draft.to || undefined} onChange={(e) => setFilter('from', e.target.value)} />
      <TextField label="To" type="date" value={draft.to} min={draft.from || undefined} onChange={(e) => setFilter('to', e.target.value)} />
      <SelectField
        label="Company"
        placeholder="Any company"
        options={companies.data ?? []}
        value={draft.company}
        onChange={(e) => setFilter('company', e.target.value)}
      />
    </FilterBar>
  );
}
