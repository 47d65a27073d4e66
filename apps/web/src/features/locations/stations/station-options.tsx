import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { STATION_GEOMETRIES, STATION_GEOMETRY_LABELS, STATION_LOCATION_TYPE_LABELS, STATION_LOCATION_TYPES, type StationLocationType } from '@farebox/domain';
import { client, data } from '@/api/http';
import { ComboboxField } from '@/ui/combobox-field';
import type { SelectOption } from '@/ui/form-fields';
import { useDebouncedValue } from '@/ui/use-debounced-value';

export const locationTypeLabel = (type: StationLocationType) => STATION_LOCATION_TYPE_LABELS[type];
export const LOCATION_TYPE_OPTIONS: SelectOption[] = STATION_LOCATION_TYPES.map((t) => ({ value: t, label: locationTypeLabel(t) }));
export const GEOMETRY_OPTIONS: SelectOption[] = STATION_GEOMETRIES.map((g) => ({ value: g, label: STATION_GEOMETRY_LABELS[g] }));

/** "No match" under a picker whose typed text found nothing (the spec's "the zone: ... is not found." hints). */
const notFound = (noun: string, query: string) => `the ${noun}: ${query} is not found.`;

interface PickerProps {
  label: string;
  value: SelectOption | null;
  onChange: (option: SelectOption | null) => void;
  error?: string;
}

/** The location type, typed ahead among the domain's types, with a hint when none matches. */
export function LocationTypePicker({ label, value, onChange, error }: PickerProps) {
  const [query, setQuery] = useState('');
  const typed = query.trim().toLowerCase();
  const options = useMemo(() => LOCATION_TYPE_OPTIONS.filter((o) => o.label.toLowerCase().includes(typed)), [typed]);
  return (
    <ComboboxField
      label={label}
      value={value}
      onChange={onChange}
      options={options}
      onQueryChange={setQuery}
      error={error}
      hint={typed !== '' && options.length === 0 ? notFound('location type', query.trim()) : undefined}
      placeholder="Type a location type"
    />
  );
}

/** The zones of the station's city (GET /api/stations/zones, 10 choices), with a hint when none matches. */
export function StationZonePicker({ cityId, ...props }: PickerProps & { cityId: string | undefined }) {
  const [query, setQuery] = useState('');
  const name = useDebouncedValue(query.trim(), 300);
  const zones = useQuery({
    queryKey: ['stations', 'zones', cityId ?? '', name],
    queryFn: ({ signal }) => data(client.GET('/api/stations/zones', { params: { query: { cityId: cityId!, name: name || undefined } }, signal })),
    enabled: !!cityId,
    placeholderData: keepPreviousData,
    select: (list): SelectOption[] => list.map((z) => ({ value: z.id, label: z.name })),
  });
  const options = cityId ? (zones.data ?? []) : [];
  return (
    <ComboboxField
      {...props}
      options={options}
      loading={zones.isFetching}
      onQueryChange={setQuery}
      disabled={!cityId}
      hint={!cityId ? 'Choose the city first.' : name !== '' && zones.isSuccess && options.length === 0 ? notFound('zone', name) : undefined}
      placeholder="Type a zone"
    />
  );
}
