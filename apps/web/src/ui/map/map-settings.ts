import { useQuery } from '@tanstack/react-query';
import { client, data } from '@/api/http';

/**
 * The configured MapLibre style (MAP_STYLE_URL, from GET /api/geo/map-settings): undefined while loading, null for the
 * tile-free base (also when the settings cannot be read, so a map is still drawn).
 */
export function useMapStyleUrl(): string | null | undefined {
  const settings = useQuery({
    queryKey: ['geo', 'map-settings'],
    queryFn: ({ signal }) => data(client.GET('/api/geo/map-settings', { signal })),
    staleTime: Infinity,
    retry: false,
  });
  if (settings.isPending) return undefined;
  return settings.data?.styleUrl ?? null;
}
