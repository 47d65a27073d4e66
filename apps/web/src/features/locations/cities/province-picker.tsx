import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { client, data } from '@/api/http';
import { ComboboxField } from '@/ui/combobox-field';
import type { SelectOption } from '@/ui/form-fields';
import { useDebouncedValue } from '@/ui/use-debounced-value';

/** The province selector shows at most 10 choices (spec part 3, selector caps). */
const PROVINCE_CHOICES = 10;

export interface ProvincePickerProps {
  /** Only the provinces of this country; none is offered before a country is chosen. */
  countryId: string;
  value: SelectOption | null;
  onChange: (province: SelectOption | null) => void;
  error?: string;
}

/** Type-ahead province search (GET /api/v2/provinces) within the city's country, saying so when none matches. */
export function ProvincePicker({ countryId, value, onChange, error }: ProvincePickerProps) {
  const [query, setQuery] = useState('');
  const name = useDebouncedValue(query.trim(), 300);
  const provinces = useQuery({
    queryKey: ['provinces', 'search', countryId, name],
    queryFn: ({ signal }) =>
      data(client.GET('/api/v2/provinces', { params: { query: { countryId, name: name || undefined, limit: PROVINCE_CHOICES } }, signal })),
    enabled: !!countryId,
    placeholderData: keepPreviousData,
    select: (page): SelectOption[] => page.data.map((p) => ({ value: p.id, label: p.name })),
  });
  const noneFound = !!countryId && provinces.isSuccess && !provinces.isFetching && provinces.data.length === 0;
  return (
    <div className="space-y-1">
      <ComboboxField
        label="Province"
        value={value}
        onChange={onChange}
        options={provinces.data ?? []}
        loading={provinces.isFetching}
        onQueryChange={setQuery}
        error={error}
        disabled={!countryId}
        placeholder={countryId ? 'Type a province' : 'Choose a country first'}
        hint={noneFound ? (name ? `No province found for “${name}”.` : 'This country has no provinces.') : undefined}
      />
      {value && (
        <button type="button" className="text-xs text-sky-900 underline" onClick={() => onChange(null)}>
          Clear the province
        </button>
      )}
    </div>
  );
}
