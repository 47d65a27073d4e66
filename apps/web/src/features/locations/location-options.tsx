import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { client, data } from '@/api/http';
import { ComboboxField } from '@/ui/combobox-field';
import type { SelectOption } from '@/ui/form-fields';
import { useDebouncedValue } from '@/ui/use-debounced-value';

/** Selector lists show at most 10 entries (spec part 3, selector caps). */
const SELECTOR_LIMIT = 10;
const OPTIONS_STALE_MS = 5 * 60_000;

/** Every country by name, as select options by id (GET /api/geo/countries). */
export function useCountryIdOptions() {
  return useQuery({
    queryKey: ['geo', 'countries'],
    queryFn: ({ signal }) => data(client.GET('/api/geo/countries', { signal })),
    staleTime: OPTIONS_STALE_MS,
    select: (list): SelectOption[] => list.map((c) => ({ value: c.id, label: c.name })),
  });
}

function useCitySearch(name: string, countryId: string | undefined) {
  return useQuery({
    queryKey: ['geo', 'cities', 'search', countryId ?? '', name],
    queryFn: ({ signal }) =>
      data(client.GET('/api/geo/cities', { params: { query: { name, country: countryId || undefined, limit: SELECTOR_LIMIT } }, signal })),
    placeholderData: keepPreviousData,
    staleTime: OPTIONS_STALE_MS,
    select: (page): SelectOption[] => page.data.map((c) => ({ value: c.id, label: countryId ? c.name : `${c.name}, ${c.country.name}` })),
  });
}

export interface LocationCityPickerProps {
  label: string;
  value: SelectOption | null;
  onChange: (city: SelectOption | null) => void;
  /** Only the cities of this country. */
  countryId?: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
}

/** Type-ahead city select (10 choices) on GET /api/geo/cities, optionally within one country. */
export function LocationCityPicker({ label, value, onChange, countryId, error, required, disabled }: LocationCityPickerProps) {
  const [query, setQuery] = useState('');
  const cities = useCitySearch(useDebouncedValue(query.trim(), 300), countryId);
  return (
    <ComboboxField
      label={label}
      value={value}
      onChange={onChange}
      options={cities.data ?? []}
      loading={cities.isFetching}
      onQueryChange={setQuery}
      error={error}
      required={required}
      disabled={disabled}
      placeholder="Type a city"
    />
  );
}
