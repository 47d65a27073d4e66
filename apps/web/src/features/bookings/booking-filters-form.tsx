import {
  AMEND_STATUSES,
  APPROVE_METHODS,
  BOOKING_STATUSES,
  BOOKING_SORTS,
  CUSTOMER_STATUSES,
  MANUAL_FILTERS,
  PAYMENT_STATUSES,
  REGION_OPTIONS,
  type BookingSort,
  type PaymentStatus,
} from '@farebox/domain';
import { lazy, Suspense, useEffect, useState } from 'react';
import { afterNextPaint } from '@/ui/after-next-paint';
import { Button } from '@/ui/button';
import { SelectField, TextField, type SelectOption } from '@/ui/form-fields';
import { humanize, type BookingAudience } from './booking-display';
import { ALL_DOMAINS, paymentSelection, paymentValue, type BookingFilterKey, type BookingFilters } from './booking-filters';
import { useCountryOptions, useDomainOptions } from './booking-options.api';

// The type-aheads (Headless UI combobox) are full-admin only: loaded when shown, not with the list.
const CityFilter = lazy(() => import('./city-filter').then((m) => ({ default: m.CityFilter })));
const CompanyFilter = lazy(() => import('./company-filter').then((m) => ({ default: m.CompanyFilter })));

export interface BookingFiltersFormProps {
  draft: BookingFilters;
  setFilter: (key: BookingFilterKey, value: string) => void;
  reset: () => void;
  audience: BookingAudience;
  /**
   * False until the list has answered: the type-ahead filters (a combobox library) are fetched after the first page
   * of bookings is on screen, so they do not delay it; until then each shows as a disabled field.
   */
  typeAheadReady: boolean;
}

const options = (values: readonly string[]): SelectOption[] => values.map((v) => ({ value: v, label: humanize(v) }));

export const SORT_LABELS: Record<BookingSort, string> = {
  '-bookedAt': 'Booked (newest first)',
  bookedAt: 'Booked (oldest first)',
  '-departure': 'Departure (latest first)',
  departure: 'Departure (earliest first)',
};
export const SORT_OPTIONS: SelectOption[] = BOOKING_SORTS.map((s) => ({ value: s, label: SORT_LABELS[s] }));

const MANUAL_LABELS: Record<(typeof MANUAL_FILTERS)[number], string> = {
  myManual: 'My manual',
  manualNoHeat: 'Manual (no HEAT)',
  manualOnlyHeat: 'Manual (HEAT only)',
  manual: 'Manual',
  nonManual: 'Non manual',
};

const TEXT_LABELS = {
  booking: 'Reference',
  references: 'References (list)',
  email: 'E-mail',
  firstName: 'First name',
  lastName: 'Last name',
  cartReference: 'Cart reference',
  supplierBookingCode: 'Supplier booking code',
  tripId: 'Trip ID',
  productId: 'Product ID',
  eventId: 'Event ID',
  departure: 'Departure station ID',
  arrival: 'Arrival station ID',
} as const satisfies Partial<Record<BookingFilterKey, string>>;

const MORE_KEYS = ['supplierBookingCode', 'country', 'tripId', 'productId', 'eventId', 'departure', 'arrival'] as const;

function PaymentFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const selected = paymentSelection(value);
  const toggle = (status: PaymentStatus, on: boolean) => onChange(paymentValue(on ? [...selected, status] : selected.filter((s) => s !== status)));
  return (
    <fieldset className="sm:col-span-2">
      <legend className="text-sm font-medium text-slate-800">Payment status</legend>
      <div className="mt-1 flex flex-wrap gap-x-3 gap-y-1">
        {PAYMENT_STATUSES.map((status) => {
          const on = selected.includes(status);
          return (
            <label key={status} className="flex items-center gap-1 text-sm text-slate-800">
              <input
                type="checkbox"
                className="h-4 w-4 accent-sky-800"
                checked={on}
                // At least one status stays ticked: an empty choice would silently mean the default.
                disabled={on && selected.length === 1}
                onChange={(e) => toggle(status, e.target.checked)}
              />
              {humanize(status)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The filter menu of the booking list (spec 2.1); every value lives in the URL. */
export function BookingFiltersForm({ draft, setFilter, reset, audience, typeAheadReady }: BookingFiltersFormProps) {
  // Once loaded they stay: a later refetch of the list must not swap a field out while someone types in it.
  const [typeAheadLoaded, setTypeAheadLoaded] = useState(false);
  useEffect(() => {
    if (!typeAheadReady || typeAheadLoaded) return;
    // After the frame that paints the list (even one already cached), so their code is not fetched ahead of it.
    return afterNextPaint(() => setTypeAheadLoaded(true));
  }, [typeAheadReady, typeAheadLoaded]);
  const { isFullAdmin, isAgent } = audience;
  const domains = useDomainOptions();
  const countries = useCountryOptions();
  const text = (key: keyof typeof TEXT_LABELS) => (
    <TextField key={key} label={TEXT_LABELS[key]} type="search" value={draft[key]} onChange={(e) => setFilter(key, e.target.value)} />
  );
  const select = (key: BookingFilterKey, label: string, list: readonly SelectOption[], placeholder = 'All') => (
    <SelectField key={key} label={label} value={draft[key]} onChange={(e) => setFilter(key, e.target.value)} options={list} placeholder={placeholder} />
  );
  const typeAhead = (Filter: typeof CityFilter, key: 'company' | 'supplier' | 'from' | 'to', label: string) => {
    const placeholder = <TextField key={key} label={label} disabled value="" />;
    if (!typeAheadLoaded) return placeholder;
    return (
      <Suspense key={key} fallback={placeholder}>
        <Filter label={label} value={draft[key]} onChange={(id) => setFilter(key, id)} />
      </Suspense>
    );
  };
  const date = (key: BookingFilterKey, label: string) => (
    <TextField key={key} label={label} type="date" value={draft[key]} onChange={(e) => setFilter(key, e.target.value)} />
  );

  return (
    <form role="search" aria-label="Filter bookings" className="mb-4 rounded border border-slate-200 bg-white p-3" onSubmit={(e) => e.preventDefault()}>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4 xl:grid-cols-6">
        {text('booking')}
        {text('references')}
        {text('email')}
        {text('firstName')}
        {text('lastName')}
        {select('status', 'Supplier status', options(BOOKING_STATUSES))}
        {isFullAdmin && select('customerStatus', 'Customer status', options(CUSTOMER_STATUSES))}
        {select('amendStatus', 'Change requests', options(AMEND_STATUSES))}
        <SelectField
          label="Domain"
          value={draft.domain || ALL_DOMAINS}
          onChange={(e) => setFilter('domain', e.target.value === ALL_DOMAINS ? '' : e.target.value)}
          options={[{ value: ALL_DOMAINS, label: ALL_DOMAINS }, ...(domains.data ?? [])]}
        />
        {isAgent &&
          select('isHandled', 'Handled', [
            { value: 'true', label: 'Handled' },
            { value: 'false', label: 'Not handled' },
          ])}
        {date('createdFromExplicit', 'Booked from')}
        {date('createdToExplicit', 'Booked to')}
        {date('departureFrom', 'Departure from')}
        {date('departureTo', 'Departure to')}
        {isFullAdmin && (
          <>
            {text('cartReference')}
            {select(
              'manual',
              'Manual filters',
              MANUAL_FILTERS.map((m) => ({ value: m, label: MANUAL_LABELS[m] })),
            )}
            {select('approveMethod', 'Approval method', options(APPROVE_METHODS))}
            {typeAhead(CompanyFilter, 'company', 'Operator')}
            {typeAhead(CompanyFilter, 'supplier', 'Supplier')}
            {select('region', 'Region', REGION_OPTIONS)}
            {typeAhead(CityFilter, 'from', 'From city')}
            {typeAhead(CityFilter, 'to', 'To city')}
            <PaymentFilter value={draft.payment} onChange={(v) => setFilter('payment', v)} />
          </>
        )}
      </div>
      <details className="mt-3" open={MORE_KEYS.some((k) => draft[k]) || undefined}>
        <summary className="cursor-pointer text-sm font-medium text-sky-900">More filters</summary>
        <div className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-4 xl:grid-cols-6">
          {text('supplierBookingCode')}
          {select('country', 'Country', countries.data ?? [])}
          {text('tripId')}
          {text('productId')}
          {text('eventId')}
          {text('departure')}
          {text('arrival')}
        </div>
      </details>
      <div className="mt-3 flex justify-end">
        <Button variant="secondary" onClick={reset}>
          Reset
        </Button>
      </div>
    </form>
  );
}
