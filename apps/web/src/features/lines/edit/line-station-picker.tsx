import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { client, data } from '@/api/http';
import { ComboboxField } from '@/ui/combobox-field';
import type { SelectOption } from '@/ui/form-fields';
import { useDebouncedValue } from '@/ui/use-debounced-value';
import { LocationCityPicker } from '@/features/locations/location-options';
import type { StationChoice } from './line-form-values';

/** Selector lists show at most 10 entries (spec part 2, section 9). */
const SELECTOR_LIMIT = 10;

function useStationSearch(cityId: string | undefined, name: string) {
  return useQuery({
    queryKey: ['geo', 'stations', 'search', cityId ?? '', name],
    queryFn: ({ signal }) => data(client.GET('/api/geo/stations', { params: { query: { cityId, name: name || undefined, limit: SELECTOR_LIMIT } }, signal })),
    enabled: !!cityId,
    placeholderData: keepPreviousData,
    select: (page): SelectOption[] => page.data.map((s) => ({ value: s.id, label: s.name })),
  });
}

export interface LineStationPickerProps {
  /** 'Station A' or 'Station B'. */
  label: string;
  value: StationChoice | null;
  onChange: (station: StationChoice | null) => void;
  error?: string;
  disabled?: boolean;
}

/**
 * The station-line selector (spec part 2, 2.10): the city first, then one of its stations (10 choices each).
 * Choosing another city clears the station; 'City and station required' shows until both are chosen.
 */
export function LineStationPicker({ label, value, onChange, error, disabled }: LineStationPickerProps) {
  const [city, setCity] = useState<SelectOption | null>(value ? { value: value.cityId, label: value.cityName } : null);
  const [query, setQuery] = useState('');
  const stations = useStationSearch(city?.value, useDebouncedValue(query.trim(), 300));
  return (
    <fieldset className="grid gap-3 rounded border border-slate-200 p-3 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold text-slate-900">{label}</legend>
      <LocationCityPicker
        label={`${label} city`}
        required
        disabled={disabled}
        value={city}
        onChange={(next) => {
          setCity(next);
          if (next?.value !== value?.cityId) onChange(null);
        }}
      />
      <ComboboxField
        label={label}
        required
        disabled={disabled || !city}
        value={value ? { value: value.id, label: value.name } : null}
        onChange={(option) =>
          onChange(option && city ? { id: option.value, name: option.label, cityId: city.value, cityName: city.label.split(',')[0] } : null)
        }
        options={stations.data ?? []}
        loading={stations.isFetching}
        onQueryChange={setQuery}
        error={error}
        placeholder={city ? 'Type a station' : 'Choose the city first'}
      />
    </fieldset>
  );
}
