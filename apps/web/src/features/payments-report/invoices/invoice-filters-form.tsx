import { INVOICE_STATES, INVOICE_STATUS_LABELS, REGION_OPTIONS, type InvoiceSort } from '@farebox/domain';
import { useMemo, useState, type FormEvent } from 'react';
import { Button } from '@/ui/button';
import { SelectField } from '@/ui/form-fields';
import { todayIso } from '@/ui/format';
import { SupplierPicker } from '../supplier/supplier-picker';
import { INVOICE_SORT_OPTIONS, type InvoiceListFilters } from './invoice-filters';
import { periodFilterOptions } from './invoice-periods';
import { useInvoiceAssignees } from './invoices.api';
import { MultiSelectField } from './multi-select-field';

const GAP_LEVEL_OPTIONS = [1, 2, 3].map((l) => ({ value: String(l), label: `Level ${l}` }));

/**
 * The Invoices tab's filters: region, supplier, period (multi), status (multi), assignee (multi), gap level and the
 * sort. They are edited here and applied by Search (or Enter); Clear Filters empties them and the list.
 */
export function InvoiceFiltersForm({
  applied,
  onSearch,
  onClear,
}: {
  applied: InvoiceListFilters;
  onSearch: (filters: InvoiceListFilters) => void;
  onClear: () => void;
}) {
  const [draft, setDraft] = useState(applied);
  // Back/forward or Clear Filters changed the URL: show what it says (adjusted while rendering, not in an effect).
  const [shownApplied, setShownApplied] = useState(applied);
  if (shownApplied !== applied) {
    setShownApplied(applied);
    setDraft(applied);
  }
  const set = <K extends keyof InvoiceListFilters>(key: K, value: InvoiceListFilters[K]) => setDraft((d) => ({ ...d, [key]: value }));
  // Every finance-role user may hold an invoice, whatever its level.
  const assignees = useInvoiceAssignees(1, { isBackwardAssignment: true });
  const assigneeOptions = (assignees.data ?? []).map((a) => ({ value: a.userId, label: a.name }));
  const periods = useMemo(() => periodFilterOptions(todayIso()), []);
  const statusOptions = INVOICE_STATES.map((s) => ({ value: s, label: INVOICE_STATUS_LABELS[s] }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(draft);
  };

  return (
    <form
      role="search"
      aria-label="Invoice filters"
      className="mb-4 grid gap-3 rounded border border-slate-200 bg-white p-3 sm:grid-cols-2 lg:grid-cols-4"
      onSubmit={submit}
    >
      <SelectField label="Region" placeholder="Any" options={REGION_OPTIONS} value={draft.region} onChange={(e) => set('region', e.target.value)} />
      <SupplierPicker value={draft.supplierId} onChange={(id) => set('supplierId', id)} />
      <MultiSelectField label="Period" options={periods} values={draft.period} onChange={(v) => set('period', v)} />
      <MultiSelectField label="Status" options={statusOptions} values={draft.status} onChange={(v) => set('status', v)} />
      <MultiSelectField label="Assignee" options={assigneeOptions} loading={assignees.isPending} values={draft.assignee} onChange={(v) => set('assignee', v)} />
      <SelectField label="Gap level" placeholder="Any" options={GAP_LEVEL_OPTIONS} value={draft.gapLevel} onChange={(e) => set('gapLevel', e.target.value)} />
      <SelectField label="Sort by" options={INVOICE_SORT_OPTIONS} value={draft.sort} onChange={(e) => set('sort', e.target.value as InvoiceSort)} />
      <div className="flex items-end gap-2">
        <Button type="submit">Search</Button>
        <Button variant="secondary" onClick={onClear}>
          Clear Filters
        </Button>
      </div>
    </form>
  );
}
