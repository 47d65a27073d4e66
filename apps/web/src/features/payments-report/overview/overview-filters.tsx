import { INVOICE_PAYMENT_CYCLE_OPTIONS, REGION_OPTIONS } from '@farebox/domain';
import { useMemo } from 'react';
import { SelectField, TextField } from '@/ui/form-fields';
import { todayIso } from '@/ui/format';
import { FilterBar } from '@/ui/list-page';
import { CYCLE_STATUS_OPTIONS, periodOptions } from './overview-options';
import { overviewMode, type OverviewFilterKey, type OverviewFilters } from './overview-query';

export interface OverviewFiltersFormProps {
  draft: OverviewFilters;
  setFilter: (key: OverviewFilterKey, value: string) => void;
  reset: () => void;
}

/** Supplier name, country, owner and region; top-up mode adds the until-date, invoice mode cycle, period and status. */
export function OverviewFiltersForm({ draft, setFilter, reset }: OverviewFiltersFormProps) {
  const mode = overviewMode(draft);
  const today = todayIso();
  const periods = useMemo(() => (draft.cycle ? periodOptions(draft.cycle, today) : []), [draft.cycle, today]);
  return (
    <FilterBar label="Filter the overview" onReset={reset} className="sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-8">
      <TextField label="Supplier name" type="search" value={draft.supplier} onChange={(e) => setFilter('supplier', e.target.value)} />
      <TextField label="Country" type="search" value={draft.country} onChange={(e) => setFilter('country', e.target.value)} />
      <TextField label="Owner" type="search" hint="Business owner" value={draft.owner} onChange={(e) => setFilter('owner', e.target.value)} />
      <SelectField
        label="Region"
        placeholder="Any region"
        options={REGION_OPTIONS}
        value={draft.region}
        onChange={(e) => setFilter('region', e.target.value)}
      />
      {mode === 'topup' ? (
        <TextField
          label="Until date"
          type="date"
          hint="Balances as of this day (default today)"
          value={draft.untilDate}
          onChange={(e) => setFilter('untilDate', e.target.value)}
        />
      ) : (
        <>
          <SelectField
            label="Payment cycle"
            placeholder="Any cycle"
            options={INVOICE_PAYMENT_CYCLE_OPTIONS}
            value={draft.cycle}
            onChange={(e) => {
              // A period id belongs to one kind of cycle: a new cycle drops the period.
              setFilter('period', '');
              setFilter('cycle', e.target.value);
            }}
          />
          <SelectField
            label="Period"
            placeholder={draft.cycle ? 'Last 3 cycles' : 'Pick a cycle'}
            disabled={!draft.cycle}
            options={periods}
            value={draft.period}
            onChange={(e) => setFilter('period', e.target.value)}
          />
          <SelectField
            label="Status"
            placeholder="Any status"
            options={CYCLE_STATUS_OPTIONS}
            value={draft.status}
            onChange={(e) => setFilter('status', e.target.value)}
          />
        </>
      )}
    </FilterBar>
  );
}
