import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { client, data } from '@/api/http';
import { ComboboxField } from '@/ui/combobox-field';
import type { SelectOption } from '@/ui/form-fields';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@/ui/use-debounced-value';
import { companyKeys, useCompany } from '@/features/companies/companies.api';

/** Selector lists show at most 10 entries (spec part 2, section 9). */
const SELECTOR_LIMIT = 10;

/** Companies whose name contains the text (GET /api/companies?company=), 10 at most. */
function useCompanySearch(name: string) {
  return useQuery({
    queryKey: [...companyKeys.all, 'search', name] as const,
    queryFn: ({ signal }) => data(client.GET('/api/companies', { params: { query: { company: name || undefined, limit: SELECTOR_LIMIT } }, signal })),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    select: (page): SelectOption[] => page.data.map((c) => ({ value: c.id, label: c.name })),
  });
}

interface CompanyFilterProps {
  label: string;
  value: string;
  onChange: (companyId: string) => void;
  /** As a form field (e.g. the transport form): its message and required mark. */
  error?: string;
  required?: boolean;
}

/**
 * A company filter kept in the URL as the company id (operator or supplier): a type-ahead searching the companies
 * by name 500 ms after the last keystroke (spec 9), showing the chosen company's name.
 */
export function CompanyFilter({ label, value, onChange, error, required }: CompanyFilterProps) {
  const [query, setQuery] = useState('');
  const companies = useCompanySearch(useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS));
  const chosen = useCompany(value || undefined);
  const selected = value ? { value, label: chosen.data?.name ?? '…' } : null;
  return (
    <ComboboxField
      label={label}
      value={selected}
      onChange={(option) => onChange(option?.value ?? '')}
      options={companies.data ?? []}
      loading={companies.isFetching}
      onQueryChange={setQuery}
      placeholder="Type a company"
      error={error}
      required={required}
    />
  );
}
