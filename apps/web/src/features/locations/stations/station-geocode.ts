import { useQuery } from '@tanstack/react-query';
import { ErrorCode } from '@farebox/domain';
import { ApiError } from '@/api/api-error';
import { client, data } from '@/api/http';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@/ui/use-debounced-value';

export const GEOCODER_NOT_CONFIGURED = 'Address search is not configured; click the map to place the station.';
const MIN_QUERY = 2;

/** Address or area search (GET /api/geo/geocode), 500 ms after the last keystroke; the server caches the answers. */
export function useGeocodeSearch(text: string, kind: 'address' | 'area') {
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const search = useQuery({
    queryKey: ['geo', 'geocode', kind, q],
    queryFn: ({ signal }) => data(client.GET('/api/geo/geocode', { params: { query: { q, kind } }, signal })),
    enabled: q.length >= MIN_QUERY,
    staleTime: Infinity,
    retry: false,
  });
  const notConfigured = search.error instanceof ApiError && search.error.code === ErrorCode.GeocoderNotConfigured;
  return { ...search, searched: q.length >= MIN_QUERY ? q : '', notConfigured };
}
