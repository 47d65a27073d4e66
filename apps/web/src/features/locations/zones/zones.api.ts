import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, data } from '@/api/http';
import { offsetOf, PAGE_SIZE } from '@/api/page';
import type { ChangeLogQuery } from '@/ui/change-log-table';
import type { ZoneBody, ZoneDto, ZoneFilters } from './zone.types';

/** Query keys of the zones resource. */
export const zoneKeys = {
  all: ['zones'] as const,
  lists: () => [...zoneKeys.all, 'list'] as const,
  list: (filters: ZoneFilters, page: number) => [...zoneKeys.lists(), filters, page] as const,
  detail: (id: string) => [...zoneKeys.all, 'detail', id] as const,
  changeLog: (id: string) => [...zoneKeys.all, 'change-log', id] as const,
};

const byId = (id: string) => ({ params: { path: { id } } });

export function useZonesList(filters: ZoneFilters, page: number) {
  return useQuery({
    queryKey: zoneKeys.list(filters, page),
    queryFn: ({ signal }) =>
      data(client.GET('/api/v2/zones', { params: { query: { name: filters.zone || undefined, offset: offsetOf(page), limit: PAGE_SIZE } }, signal })),
    placeholderData: keepPreviousData,
  });
}

export const zoneChangeLogQuery = (id: string): ChangeLogQuery => ({
  queryKey: zoneKeys.changeLog(id),
  queryFn: ({ signal }) => data(client.GET('/api/v2/zones/{id}/change-log', { ...byId(id), signal })),
});

export function useZone(id: string | undefined) {
  return useQuery({
    queryKey: zoneKeys.detail(id ?? ''),
    queryFn: ({ signal }) => data(client.GET('/api/v2/zones/{id}', { ...byId(id!), signal })),
    enabled: !!id,
  });
}

/** Creates a zone, or updates `editing` from the version the form was opened on (an older one is 409 EditConflict). */
export function useSaveZone(editing: Pick<ZoneDto, 'id' | 'version'> | undefined) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ZoneBody) =>
      editing
        ? data(client.PUT('/api/v2/zones/{id}', { ...byId(editing.id), body: { ...body, version: editing.version } }))
        : data(client.POST('/api/v2/zones', { body })),
    onSuccess: (zone) => {
      qc.setQueryData(zoneKeys.detail(zone.id), zone);
      void qc.invalidateQueries({ queryKey: zoneKeys.changeLog(zone.id) });
      void qc.invalidateQueries({ queryKey: zoneKeys.lists() });
    },
  });
}

/** Deletes a zone; the API refuses one in use (409, naming what uses it). */
export function useDeleteZone() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => data(client.DELETE('/api/v2/zones/{id}', byId(id))),
    onSuccess: (_, id) => {
      qc.removeQueries({ queryKey: zoneKeys.detail(id) });
      void qc.invalidateQueries({ queryKey: zoneKeys.lists() });
    },
  });
}
