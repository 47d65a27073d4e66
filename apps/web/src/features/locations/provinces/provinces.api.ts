import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, data } from '@/api/http';
import { offsetOf, PAGE_SIZE } from '@/api/page';
import type { ChangeLogQuery } from '@/ui/change-log-table';
import type { ProvinceBody, ProvinceDto, ProvinceFilters } from './province.types';

/** Query keys of the provinces resource. */
export const provinceKeys = {
  all: ['provinces'] as const,
  lists: () => [...provinceKeys.all, 'list'] as const,
  list: (filters: ProvinceFilters, page: number) => [...provinceKeys.lists(), filters, page] as const,
  detail: (id: string) => [...provinceKeys.all, 'detail', id] as const,
  changeLog: (id: string) => [...provinceKeys.all, 'change-log', id] as const,
};

const byId = (id: string) => ({ params: { path: { id } } });

export function useProvincesList(filters: ProvinceFilters, page: number) {
  return useQuery({
    queryKey: provinceKeys.list(filters, page),
    queryFn: ({ signal }) =>
      data(
        client.GET('/api/v2/provinces', {
          params: { query: { name: filters.province || undefined, countryId: filters.country || undefined, offset: offsetOf(page), limit: PAGE_SIZE } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export const provinceChangeLogQuery = (id: string): ChangeLogQuery => ({
  queryKey: provinceKeys.changeLog(id),
  queryFn: ({ signal }) => data(client.GET('/api/v2/provinces/{id}/change-log', { ...byId(id), signal })),
});

export function useProvince(id: string | undefined) {
  return useQuery({
    queryKey: provinceKeys.detail(id ?? ''),
    queryFn: ({ signal }) => data(client.GET('/api/v2/provinces/{id}', { ...byId(id!), signal })),
    enabled: !!id,
  });
}

/** Creates a province, or updates `editing` from the version the form was opened on (an older one is 409 EditConflict). */
export function useSaveProvince(editing: Pick<ProvinceDto, 'id' | 'version'> | undefined) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ProvinceBody) =>
      editing
        ? data(client.PUT('/api/v2/provinces/{id}', { ...byId(editing.id), body: { ...body, version: editing.version } }))
        : data(client.POST('/api/v2/provinces', { body })),
    onSuccess: (province) => {
      qc.setQueryData(provinceKeys.detail(province.id), province);
      void qc.invalidateQueries({ queryKey: provinceKeys.changeLog(province.id) });
      void qc.invalidateQueries({ queryKey: provinceKeys.lists() });
    },
  });
}

/** Deletes a province (edit-province scope); the API refuses one with cities (409, naming them). */
export function useDeleteProvince() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => data(client.DELETE('/api/v2/provinces/{id}', byId(id))),
    onSuccess: (_, id) => {
      qc.removeQueries({ queryKey: provinceKeys.detail(id) });
      void qc.invalidateQueries({ queryKey: provinceKeys.lists() });
    },
  });
}
