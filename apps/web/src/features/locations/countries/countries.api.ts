import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, data } from '@/api/http';
import { offsetOf, PAGE_SIZE } from '@/api/page';
import type { ChangeLogQuery } from '@/ui/change-log-table';
import type { CountryBody, CountryDetails, CountryFilters } from './country.types';

/** Query keys of the countries resource. */
export const countryKeys = {
  all: ['countries'] as const,
  lists: () => [...countryKeys.all, 'list'] as const,
  list: (filters: CountryFilters, page: number) => [...countryKeys.lists(), filters, page] as const,
  detail: (id: string) => [...countryKeys.all, 'detail', id] as const,
  changeLog: (id: string) => [...countryKeys.all, 'change-log', id] as const,
};

const byId = (id: string) => ({ params: { path: { id } } });

export function useCountriesList(filters: CountryFilters, page: number) {
  return useQuery({
    queryKey: countryKeys.list(filters, page),
    queryFn: ({ signal }) =>
      data(client.GET('/api/v2/countries', { params: { query: { name: filters.name, offset: offsetOf(page), limit: PAGE_SIZE } }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useCountry(id: string | undefined) {
  return useQuery({
    queryKey: countryKeys.detail(id ?? ''),
    queryFn: ({ signal }) => data(client.GET('/api/v2/countries/{id}', { ...byId(id!), signal })),
    enabled: !!id,
  });
}

export const countryChangeLogQuery = (id: string): ChangeLogQuery => ({
  queryKey: countryKeys.changeLog(id),
  queryFn: ({ signal }) => data(client.GET('/api/v2/countries/{id}/change-log', { ...byId(id), signal })),
});

/** Updates `editing` from the version the form was opened on (an older one is 409 EditConflict). */
export function useSaveCountry(editing: Pick<CountryDetails, 'id' | 'version'>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CountryBody) => data(client.PUT('/api/v2/countries/{id}', { ...byId(editing.id), body: { ...body, version: editing.version } })),
    onSuccess: (country) => {
      qc.setQueryData(countryKeys.detail(country.id), country);
      void qc.invalidateQueries({ queryKey: countryKeys.changeLog(country.id) });
      void qc.invalidateQueries({ queryKey: countryKeys.lists() });
    },
  });
}
