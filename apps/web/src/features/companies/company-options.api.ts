import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/http';
import type { SelectOption } from '@/ui/form-fields';

export interface CompanyOption {
  id: string;
  name: string;
}

export const companyOptionKeys = { all: ['companies', 'options'] as const };

/** GET /api/companies/options: every company's id and name, for pickers. */
export function useCompanyOptions(enabled = true) {
  return useQuery({
    queryKey: companyOptionKeys.all,
    queryFn: ({ signal }) => api<CompanyOption[]>('/companies/options', { signal }),
    staleTime: 5 * 60_000,
    enabled,
    select: (list): SelectOption[] => list.map((c) => ({ value: c.id, label: c.name })),
  });
}
