import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, data, type Schemas } from '@/api/http';
import type { LineDetail } from '@/features/lines/edit/line-edit.api';

export type Schedule = Schemas['ScheduleDto'];
export type ScheduleEvent = Schemas['EventDto'];
export type ScheduleTrip = Schemas['TripDto'];
export type EventSave = Schemas['EventSaveDto'];
export type EventBody = Schemas['UpdateEventDto'];
export type Direction = ScheduleEvent['direction'];
export type BulkResult = Schemas['BulkResultDto'];

/** What the Schedules tab needs of the line editor's line. */
export type ScheduleLine = Pick<LineDetail, 'id' | 'version' | 'stationA' | 'stationB' | 'access'>;

/** Query keys of the schedule resource. */
export const scheduleKeys = {
  all: ['schedules'] as const,
  line: (lineId: string) => [...scheduleKeys.all, lineId] as const,
  range: (lineId: string, from: string, to: string) => [...scheduleKeys.line(lineId), from, to] as const,
};

const lineParam = (lineId: string) => ({ path: { lineId } });

export function useSchedule(lineId: string, from: string, to: string) {
  return useQuery({
    queryKey: scheduleKeys.range(lineId, from, to),
    queryFn: ({ signal }) => data(client.GET('/api/lines/{lineId}/schedule', { params: { ...lineParam(lineId), query: { from, to } }, signal })),
    placeholderData: keepPreviousData,
  });
}

/**
 * Refetches the line's schedule. Mutations return it from `onSuccess`, so a save resolves once the calendar holds the
 * change: a date opened again right after shows, and saves from, its new version rather than the one before.
 */
function useInvalidateSchedule(lineId: string) {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: scheduleKeys.line(lineId) });
}

/** Creates an event of `direction`, or updates `editing` from the version the modal was opened on. */
export function useSaveEvent(lineId: string) {
  const invalidate = useInvalidateSchedule(lineId);
  return useMutation({
    mutationFn: ({ editing, direction, body }: { editing?: ScheduleEvent; direction: Direction; body: Omit<EventBody, 'version'> }) =>
      editing
        ? data(
            client.PUT('/api/lines/{lineId}/events/{eventId}', {
              params: { path: { lineId, eventId: editing.id } },
              body: { ...body, version: editing.version },
            }),
          )
        : data(client.POST('/api/lines/{lineId}/events', { params: lineParam(lineId), body: { ...body, direction } })),
    onSuccess: (saved) => (saved.dryRun ? undefined : invalidate()),
  });
}

export function useDeleteEvent(lineId: string) {
  const invalidate = useInvalidateSchedule(lineId);
  return useMutation({
    mutationFn: (event: ScheduleEvent) =>
      data(client.DELETE('/api/lines/{lineId}/events/{eventId}', { params: { path: { lineId, eventId: event.id }, query: { version: event.version } } })),
    onSuccess: invalidate,
  });
}

export function useRemoveWeekday(lineId: string) {
  const invalidate = useInvalidateSchedule(lineId);
  return useMutation({
    mutationFn: ({ event, weekday }: { event: ScheduleEvent; weekday: number }) =>
      data(
        client.POST('/api/lines/{lineId}/events/{eventId}/remove-weekday', {
          params: { path: { lineId, eventId: event.id } },
          body: { version: event.version, weekday },
        }),
      ),
    onSuccess: invalidate,
  });
}

export function useFullyBooked(lineId: string) {
  const invalidate = useInvalidateSchedule(lineId);
  return useMutation({
    mutationFn: ({ tripId, fullyBooked }: { tripId: string; fullyBooked: boolean }) =>
      data(client.PUT('/api/lines/{lineId}/trips/{tripId}/fully-booked', { params: { path: { lineId, tripId } }, body: { fullyBooked } })),
    onSuccess: invalidate,
  });
}

export function useBulkDuration(lineId: string) {
  const invalidate = useInvalidateSchedule(lineId);
  return useMutation({
    mutationFn: (body: { eventIds: string[]; durationMinutes: number }) =>
      data(client.POST('/api/lines/{lineId}/events/duration', { params: lineParam(lineId), body })),
    onSuccess: invalidate,
  });
}

export function useNewDepartureTime(lineId: string) {
  const invalidate = useInvalidateSchedule(lineId);
  return useMutation({
    mutationFn: ({ event, startTime, effectiveFrom }: { event: ScheduleEvent; startTime: string; effectiveFrom: string }) =>
      data(
        client.POST('/api/lines/{lineId}/events/{eventId}/departure-time', {
          params: { path: { lineId, eventId: event.id } },
          body: { version: event.version, startTime, effectiveFrom },
        }),
      ),
    onSuccess: invalidate,
  });
}

export function useRemoveAllTrips(lineId: string) {
  const invalidate = useInvalidateSchedule(lineId);
  return useMutation({
    mutationFn: (directions: Direction[]) => data(client.POST('/api/lines/{lineId}/trips/remove-all', { params: { path: { lineId } }, body: { directions } })),
    onSuccess: invalidate,
  });
}

export function useTripAllocation(lineId: string) {
  const invalidate = useInvalidateSchedule(lineId);
  return useMutation({
    mutationFn: ({ tripId, prepaidSeats }: { tripId: string; prepaidSeats: number | null }) =>
      data(client.PUT('/api/lines/{lineId}/trips/{tripId}/allocation', { params: { path: { lineId, tripId } }, body: { prepaidSeats } })),
    onSuccess: invalidate,
  });
}

/** The ticket-sold list of a recurring event (CSV). */
export const ticketsSoldCsv = (lineId: string, eventId: string) =>
  client.GET('/api/lines/{lineId}/events/{eventId}/tickets-sold.csv', { params: { path: { lineId, eventId } }, parseAs: 'blob' });

export function useFullyBookedUpload(lineId: string) {
  const invalidate = useInvalidateSchedule(lineId);
  return useMutation({
    mutationFn: (csv: string) => data(client.POST('/api/lines/{lineId}/trips/fully-booked-upload', { params: { path: { lineId } }, body: { csv } })),
    onSuccess: invalidate,
  });
}

export function useDuplicateEvent(lineId: string) {
  const invalidate = useInvalidateSchedule(lineId);
  return useMutation({
    mutationFn: ({ event, intervalMinutes, endTime }: { event: ScheduleEvent; intervalMinutes: number; endTime: string }) =>
      data(
        client.POST('/api/lines/{lineId}/events/{eventId}/duplicate', { params: { path: { lineId, eventId: event.id } }, body: { intervalMinutes, endTime } }),
      ),
    onSuccess: invalidate,
  });
}

export type TripTermsBody = Schemas['TripTermsDto'];
export type TripTermsSave = Schemas['TripTermsSaveDto'];

/** Edit trip (a recurring event's single occurrence): where the trip takes its price rule, stops and prepaid from. */
export function useTripTerms(lineId: string) {
  const invalidate = useInvalidateSchedule(lineId);
  return useMutation({
    mutationFn: ({ tripId, body }: { tripId: string; body: TripTermsBody }) =>
      data(client.PUT('/api/lines/{lineId}/trips/{tripId}/terms', { params: { path: { lineId, tripId } }, body })),
    onSuccess: (saved) => (saved.dryRun ? undefined : invalidate()),
  });
}
