import { useQuery } from '@tanstack/react-query';
import { client, data } from '@/api/http';
import type { SelectOption } from '@/ui/form-fields';

export const companyOptionKeys = { all: ['companies', 'options'] as const };

/** GET /api/companies/options: every company's id and name, for pickers. */
export function useCompanyOptions(enabled = true) {
  return useQuery({
    queryKey: companyOptionKeys.all,
    queryFn: ({ signal }) => data(client.GET('/api/companies/options', { signal })),
    staleTime: 5 * 60_000,
    enabled,
    select: (list): SelectOption[] => list.map((c) => ({ value: c.id, label: c.name })),
  });
}
