import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/http';
import type { SelectOption } from '../../ui/form-fields';

export interface ChannelDto {
  id: string;
  slug: string;
  name: string;
}

/** The domain filter's list: the domain (slug) of each sales channel (GET /api/channels). */
export function useDomainOptions() {
  return useQuery({
    queryKey: ['channels', 'domains'],
    queryFn: ({ signal }) => api<ChannelDto[]>('/channels', { signal }),
    staleTime: 5 * 60_000,
    select: (channels): SelectOption[] => channels.map((c) => ({ value: c.slug, label: c.slug })),
  });
}
