import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { client, data } from '@/api/http';
import { ComboboxField } from '@/ui/combobox-field';
import type { SelectOption } from '@/ui/form-fields';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@/ui/use-debounced-value';
import { companyKeys, useCompany } from '@/features/companies/companies.api';

/** Choice lists show at most 10 entries (spec part 1, section 9). */
const CHOICES = 10;

/** Supplier companies whose name contains the text (GET /api/companies?isSupplier=true&company=). */
function useSupplierSearch(name: string) {
  return useQuery({
    queryKey: [...companyKeys.all, 'supplier-search', name] as const,
    queryFn: ({ signal }) =>
      data(client.GET('/api/companies', { params: { query: { company: name || undefined, isSupplier: true, limit: CHOICES } }, signal })),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    select: (page): SelectOption[] => page.data.map((c) => ({ value: c.id, label: c.name })),
  });
}

export interface SupplierPickerProps {
  label?: string;
  /** The chosen supplier's id ('' for none). */
  value: string;
  onChange: (supplierId: string, name: string) => void;
  /** Its name when the caller knows it (saves a request). */
  knownName?: string;
  required?: boolean;
  error?: string;
  disabled?: boolean;
  className?: string;
}

/** A type-ahead over supplier companies, searched 500 ms after the last keystroke (spec 9). */
export function SupplierPicker({ label = 'Supplier', value, onChange, knownName, required, error, disabled, className }: SupplierPickerProps) {
  const [query, setQuery] = useState('');
  const suppliers = useSupplierSearch(useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS));
  const chosen = useCompany(value && !knownName ? value : undefined);
  const selected = value ? { value, label: knownName ?? chosen.data?.name ?? '…' } : null;
  return (
    <ComboboxField
      label={label}
      value={selected}
      onChange={(option) => onChange(option?.value ?? '', option?.label ?? '')}
      options={suppliers.data ?? []}
      loading={suppliers.isFetching}
      onQueryChange={setQuery}
      placeholder="Type a supplier"
      required={required}
      error={error}
      disabled={disabled}
      className={className}
    />
  );
}
