import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { STATION_GEOMETRIES, STATION_LOCATION_TYPES, type StationGeometry, type StationLocationType } from '@farebox/domain';
import { client, data } from '@/api/http';
import { offsetOf, PAGE_SIZE } from '@/api/page';
import type { ChangeLogQuery } from '@/ui/change-log-table';
import type { StationBody, StationDetail, StationFilters } from './station.types';
import { slugHistoryKey } from '../location-slug-history';

/** Query keys of the stations resource. */
export const stationKeys = {
  all: ['stations'] as const,
  lists: () => [...stationKeys.all, 'list'] as const,
  list: (filters: StationFilters, page: number) => [...stationKeys.lists(), filters, page] as const,
  detail: (id: string) => [...stationKeys.all, 'detail', id] as const,
  changeLog: (id: string) => [...stationKeys.all, 'change-log', id] as const,
};

const byId = (id: string) => ({ params: { path: { id } } });
const oneOf = <T extends string>(values: readonly T[], value: string): T | undefined => (values.includes(value as T) ? (value as T) : undefined);

export function useStationsList(filters: StationFilters, page: number) {
  return useQuery({
    queryKey: stationKeys.list(filters, page),
    queryFn: ({ signal }) =>
      data(
        client.GET('/api/stations', {
          params: {
            query: {
              city: filters.city || undefined,
              name: filters.name || undefined,
              // A value from an edited URL that is none of the API's choices is left out rather than refused.
              locationType: oneOf<StationLocationType>(STATION_LOCATION_TYPES, filters.locationType),
              type: oneOf<StationGeometry>(STATION_GEOMETRIES, filters.type),
              offset: offsetOf(page),
              limit: PAGE_SIZE,
            },
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useStation(id: string | undefined) {
  return useQuery({
    queryKey: stationKeys.detail(id ?? ''),
    queryFn: ({ signal }) => data(client.GET('/api/stations/{id}', { ...byId(id!), signal })),
    enabled: !!id,
  });
}

export const stationChangeLogQuery = (id: string): ChangeLogQuery => ({
  queryKey: stationKeys.changeLog(id),
  queryFn: ({ signal }) => data(client.GET('/api/stations/{id}/change-log', { ...byId(id), signal })),
});

/** Creates a station, or updates `editing` from the version the form was opened on (an older one is 409 EditConflict). */
export function useSaveStation(editing: Pick<StationDetail, 'id' | 'version'> | undefined) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: StationBody) =>
      editing
        ? data(client.PUT('/api/stations/{id}', { ...byId(editing.id), body: { ...body, version: editing.version } }))
        : data(client.POST('/api/stations', { body })),
    onSuccess: (station) => {
      qc.setQueryData(stationKeys.detail(station.id), station);
      void qc.invalidateQueries({ queryKey: stationKeys.changeLog(station.id) });
      void qc.invalidateQueries({ queryKey: slugHistoryKey('station', station.id) });
      void qc.invalidateQueries({ queryKey: stationKeys.lists() });
    },
  });
}

/** Deletes a station; the API refuses one that lines, trips or bookings use (409, naming them). */
export function useDeleteStation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => data(client.DELETE('/api/stations/{id}', byId(id))),
    onSuccess: (_, id) => {
      qc.removeQueries({ queryKey: stationKeys.detail(id) });
      void qc.invalidateQueries({ queryKey: stationKeys.lists() });
    },
  });
}
