import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, data } from '@/api/http';
import { offsetOf, PAGE_SIZE } from '@/api/page';
import type { ChangeLogQuery } from '@/ui/change-log-table';
import { slugHistoryKey } from '../location-slug-history';
import type { CityBody, CityDetails, CityFilters } from './city.types';

/** Query keys of the cities resource. */
export const cityKeys = {
  all: ['cities'] as const,
  lists: () => [...cityKeys.all, 'list'] as const,
  list: (filters: CityFilters, page: number) => [...cityKeys.lists(), filters, page] as const,
  detail: (id: string) => [...cityKeys.all, 'detail', id] as const,
  changeLog: (id: string) => [...cityKeys.all, 'change-log', id] as const,
};

const byId = (id: string) => ({ params: { path: { id } } });

export function useCitiesList(filters: CityFilters, page: number) {
  return useQuery({
    queryKey: cityKeys.list(filters, page),
    queryFn: ({ signal }) =>
      data(
        client.GET('/api/v2/cities', {
          params: { query: { name: filters.name || undefined, countryId: filters.country || undefined, offset: offsetOf(page), limit: PAGE_SIZE } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export const cityChangeLogQuery = (id: string): ChangeLogQuery => ({
  queryKey: cityKeys.changeLog(id),
  queryFn: ({ signal }) => data(client.GET('/api/v2/cities/{id}/change-log', { ...byId(id), signal })),
});

export function useCity(id: string | undefined) {
  return useQuery({
    queryKey: cityKeys.detail(id ?? ''),
    queryFn: ({ signal }) => data(client.GET('/api/v2/cities/{id}', { ...byId(id!), signal })),
    enabled: !!id,
  });
}

/** Creates a city, or updates `editing` from the version the form was opened on (an older one is 409 EditConflict). */
export function useSaveCity(editing: Pick<CityDetails, 'id' | 'version'> | undefined) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CityBody) =>
      editing
        ? data(client.PUT('/api/v2/cities/{id}', { ...byId(editing.id), body: { ...body, version: editing.version } }))
        : data(client.POST('/api/v2/cities', { body })),
    onSuccess: (city) => {
      qc.setQueryData(cityKeys.detail(city.id), city);
      void qc.invalidateQueries({ queryKey: cityKeys.changeLog(city.id) });
      void qc.invalidateQueries({ queryKey: slugHistoryKey('city', city.id) });
      void qc.invalidateQueries({ queryKey: cityKeys.lists() });
      // The provinces the city left or joined show another cities list.
      void qc.invalidateQueries({ queryKey: ['provinces'] });
    },
  });
}

/** Deletes a city; the API refuses one in use (409, naming what uses it). */
export function useDeleteCity() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => data(client.DELETE('/api/v2/cities/{id}', byId(id))),
    onSuccess: (_, id) => {
      qc.removeQueries({ queryKey: cityKeys.detail(id) });
      void qc.invalidateQueries({ queryKey: cityKeys.lists() });
    },
  });
}
