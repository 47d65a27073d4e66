import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { client, data, type Schemas } from '@/api/http';
import { ComboboxField } from '@/ui/combobox-field';
import type { SelectOption } from '@/ui/form-fields';
import { useDebouncedValue } from '@/ui/use-debounced-value';

/** A city of GET /api/geo/cities. */
type City = Schemas['CityDto'];

/** Selector lists show at most 10 entries (spec part 2, section 9). */
const SELECTOR_LIMIT = 10;
const CITY_DEBOUNCE_MS = 300;

export const cityKeys = {
  all: ['geo', 'cities'] as const,
  search: (name: string) => [...cityKeys.all, 'search', name] as const,
  detail: (id: string) => [...cityKeys.all, 'detail', id] as const,
  slug: (slug: string) => [...cityKeys.all, 'slug', slug] as const,
};

const toOption = (c: City): SelectOption => ({ value: c.id, label: `${c.name}, ${c.country.name}` });

function useCitySearch(name: string) {
  return useQuery({
    queryKey: cityKeys.search(name),
    queryFn: ({ signal }) => data(client.GET('/api/geo/cities', { params: { query: { name, limit: SELECTOR_LIMIT } }, signal })),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    select: (page) => page.data.map(toOption),
  });
}

/** The name of a city known only by its id (a From/To taken from the URL). */
export function useCityOption(id: string | undefined) {
  return useQuery({
    queryKey: cityKeys.detail(id ?? ''),
    queryFn: ({ signal }) => data(client.GET('/api/geo/cities/{id}', { params: { path: { id: id! } }, signal })),
    enabled: !!id,
    staleTime: 5 * 60_000,
    select: toOption,
  });
}

/**
 * A city the user picks, starting from the city the URL names (shown once its label loads): until the user picks,
 * the URL's city is the choice.
 */
export function useCityChoice(urlCityId: string) {
  const urlCity = useCityOption(urlCityId || undefined);
  const [picked, setPicked] = useState<SelectOption | null>();
  return [picked === undefined ? (urlCity.data ?? null) : picked, setPicked] as const;
}

/** The city a URL names by its slug (`fromSlug`, `toSlug`); null when no city has it. */
export function useCityBySlug(slug: string | null) {
  return useQuery({
    queryKey: cityKeys.slug(slug ?? ''),
    queryFn: ({ signal }) => data(client.GET('/api/geo/cities', { params: { query: { slug: slug!, limit: 1 } }, signal })),
    enabled: !!slug,
    staleTime: 5 * 60_000,
    select: (page) => page.data[0] ?? null,
  });
}

export interface CityPickerProps {
  label: string;
  value: SelectOption | null;
  onChange: (city: SelectOption | null) => void;
  error?: string;
  required?: boolean;
}

/** Type-ahead city select on GET /api/geo/cities. */
export function CityPicker({ label, value, onChange, error, required }: CityPickerProps) {
  const [query, setQuery] = useState('');
  const cities = useCitySearch(useDebouncedValue(query.trim(), CITY_DEBOUNCE_MS));
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
      placeholder="Type a city"
    />
  );
}
