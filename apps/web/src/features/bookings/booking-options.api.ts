import { useQuery } from '@tanstack/react-query';
import { client, data } from '@/api/http';
import type { SelectOption } from '@/ui/form-fields';

const OPTIONS_STALE_MS = 5 * 60_000;

/** The domain filter's list: the domain (slug) of every sales channel (GET /api/channels, limit 0 = all). */
export function useDomainOptions() {
  return useQuery({
    queryKey: ['channels', 'domains'],
    queryFn: ({ signal }) => data(client.GET('/api/channels', { params: { query: { limit: 0 } }, signal })),
    staleTime: OPTIONS_STALE_MS,
    select: (page): SelectOption[] => page.data.map((c) => ({ value: c.slug, label: c.slug })),
  });
}

/** The country filter's list, by ISO code (GET /api/geo/countries). */
export function useCountryOptions() {
  return useQuery({
    queryKey: ['geo', 'countries'],
    queryFn: ({ signal }) => data(client.GET('/api/geo/countries', { signal })),
    staleTime: OPTIONS_STALE_MS,
    select: (list): SelectOption[] => list.map((c) => ({ value: c.code, label: c.name })),
  });
}
