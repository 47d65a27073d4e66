import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, data, type Schemas } from '@/api/http';
import type { Direction } from './schedules.api';

export type MultiStation = Schemas['MultiStationDto'];
export type MultiStationBody = Omit<Schemas['CreateMultiStationDto'], 'direction' | 'eventId' | 'tripId'>;
/** Whose list: the line's (neither), an event's own, or a trip's own. */
export type ListOwner = { eventId?: string; tripId?: string };

/** Selector lists show at most 10 cities and 20 stations (spec part 2, section 9). */
const CITY_CHOICES = 10;
const STATION_CHOICES = 20;

export const multiStationKeys = {
  all: ['multi-stations'] as const,
  line: (lineId: string) => [...multiStationKeys.all, lineId] as const,
  list: (lineId: string, direction: Direction, owner: ListOwner) =>
    [...multiStationKeys.line(lineId), direction, owner.tripId ?? owner.eventId ?? 'line'] as const,
};

/** A direction's multi-stations: the line's list, an event's own or a trip's own. */
export function useMultiStations(lineId: string, direction: Direction, owner: ListOwner = {}) {
  return useQuery({
    queryKey: multiStationKeys.list(lineId, direction, owner),
    queryFn: ({ signal }) => data(client.GET('/api/lines/{lineId}/multi-stations', { params: { path: { lineId }, query: { direction, ...owner } }, signal })),
  });
}

/** Adds an entry to `direction`'s list (a trip's own with `tripId`), or updates `editing` from the version it was opened on. */
export function useSaveMultiStation(lineId: string, direction: Direction, tripId?: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ editing, body }: { editing?: MultiStation; body: MultiStationBody }) =>
      editing
        ? data(
            client.PUT('/api/lines/{lineId}/multi-stations/{id}', {
              params: { path: { lineId, id: editing.id } },
              body: { ...body, version: editing.version },
            }),
          )
        : data(client.POST('/api/lines/{lineId}/multi-stations', { params: { path: { lineId } }, body: { ...body, direction, tripId } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: multiStationKeys.line(lineId) }),
  });
}

export function useDeleteMultiStation(lineId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => data(client.DELETE('/api/lines/{lineId}/multi-stations/{id}', { params: { path: { lineId, id } } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: multiStationKeys.line(lineId) }),
  });
}

/** The station-line selector's cities by name (10 at most). */
export function useCityChoices(name: string) {
  return useQuery({
    queryKey: ['geo', 'cities', 'choices', name],
    queryFn: ({ signal }) => data(client.GET('/api/geo/cities', { params: { query: { name: name || undefined, limit: CITY_CHOICES } }, signal })),
    placeholderData: keepPreviousData,
  });
}

/** The stations of the chosen city (20 at most). */
export function useStationChoices(cityId: string) {
  return useQuery({
    queryKey: ['geo', 'stations', 'choices', cityId],
    queryFn: ({ signal }) => data(client.GET('/api/geo/stations', { params: { query: { cityId, limit: STATION_CHOICES } }, signal })),
    enabled: cityId !== '',
  });
}

export type PrimaryStationBody = Omit<Schemas['SetPrimaryStationDto'], 'direction' | 'eventId'>;

/** Add primary station: the list's primary boarding or drop-off station becomes another station of its city. */
export function useSetPrimaryStation(lineId: string, direction: Direction) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PrimaryStationBody) =>
      data(client.POST('/api/lines/{lineId}/multi-stations/primary', { params: { path: { lineId } }, body: { ...body, direction } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: multiStationKeys.line(lineId) }),
  });
}
