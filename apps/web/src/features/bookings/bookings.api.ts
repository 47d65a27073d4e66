import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, data, takeEarlyJson, type Schemas } from '@/api/http';
import { offsetOf, PAGE_SIZE } from '@/api/page';
import { listQuery, type BookingFilters } from './booking-filters';
import type { ChangeLogQuery } from '@/ui/change-log-table';
import { idempotent } from '@/api/idempotency';
import type { BookingListPage } from './booking.types';

/** Query keys of the bookings resource. */
export const bookingKeys = {
  all: ['bookings'] as const,
  lists: () => [...bookingKeys.all, 'list'] as const,
  list: (filters: BookingFilters, page: number) => [...bookingKeys.lists(), filters, page] as const,
  detail: (id: string) => [...bookingKeys.all, 'detail', id] as const,
  emails: (id: string) => [...bookingKeys.all, 'emails', id] as const,
  supplierDetails: (id: string) => [...bookingKeys.all, 'supplier-details', id] as const,
};

/** The path parameter of a route on one booking. */
export const onBooking = (id: string) => ({ path: { id } });

/**
 * GET /api/bookings. The request gets react-query's AbortSignal, so when the filters change while it runs,
 * the old request is aborted as the new one starts (spec 7: an in-flight list request is cancelled). The first
 * request for the default list of a page load takes the answer public/session-start.js already asked for
 * (takeEarlyJson), unless that one failed.
 */
export const bookingsListQuery = (filters: BookingFilters, page: number) =>
  queryOptions({
    queryKey: bookingKeys.list(filters, page),
    queryFn: async ({ signal }): Promise<BookingListPage> => {
      const query = bookingsListParams(filters, page);
      return (await takeEarlyJson<BookingListPage>('/api/bookings', query)) ?? data(client.GET('/api/bookings', { params: { query }, signal }));
    },
  });

/** The query string of GET /api/bookings for these filters and page. */
export const bookingsListParams = (filters: BookingFilters, page: number) => ({ ...listQuery(filters), offset: offsetOf(page), limit: PAGE_SIZE });

export function useBookingsList(filters: BookingFilters, page: number) {
  return useQuery({ ...bookingsListQuery(filters, page), placeholderData: keepPreviousData });
}

/** The agent's handled checkbox (POST /api/bookings/:id/handled): ticked at once in the list, undone on failure. */
export function useSetHandled() {
  const qc = useQueryClient();
  const after = useAfterBookingWrite();
  return useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) => bookingCommands.handled(id, { handled }),
    onMutate: ({ id, handled }) => {
      // An in-flight list answer must not overwrite the new value.
      void qc.cancelQueries({ queryKey: bookingKeys.lists() }, { revert: false });
      const previous = qc.getQueriesData<BookingListPage>({ queryKey: bookingKeys.lists() });
      qc.setQueriesData<BookingListPage>(
        { queryKey: bookingKeys.lists() },
        (page) => page && { ...page, data: page.data.map((b) => (b.id === id ? { ...b, isHandled: handled } : b)) },
      );
      return { previous };
    },
    onError: (_error, _vars, context) => context?.previous.forEach(([key, page]) => qc.setQueryData(key, page)),
    onSettled: (_data, _error, { id }) => after(id),
  });
}

/** GET /api/bookings/:id/change-log (full admins), newest first; filed under the booking so its refresh refreshes it. */
export const bookingChangeLogQuery = (id: string): ChangeLogQuery => ({
  queryKey: [...bookingKeys.detail(id), 'change-log'],
  queryFn: ({ signal }) => data(client.GET('/api/bookings/{id}/change-log', { params: onBooking(id), signal })),
});

export function useBooking(id: string) {
  return useQuery({
    queryKey: bookingKeys.detail(id),
    queryFn: ({ signal }) => data(client.GET('/api/bookings/{id}', { params: onBooking(id), signal })),
  });
}

/** Everything a booking write may change: the booking, its e-mail log and every list page. */
export function useAfterBookingWrite() {
  const qc = useQueryClient();
  return (id: string) => {
    void qc.invalidateQueries({ queryKey: bookingKeys.detail(id) });
    void qc.invalidateQueries({ queryKey: bookingKeys.emails(id) });
    void qc.invalidateQueries({ queryKey: bookingKeys.lists() });
  };
}

/** The workflow commands on one booking (POST), each with its request body. */
export const bookingCommands = {
  approve: (id: string, body: Schemas['ApproveBookingDto']) => data(client.POST('/api/bookings/{id}/approve', { params: onBooking(id), body })),
  reapprove: (id: string, body: Schemas['ApproveBookingDto']) => data(client.POST('/api/bookings/{id}/reapprove', { params: onBooking(id), body })),
  decline: (id: string, body: Schemas['DeclineBookingDto']) => data(client.POST('/api/bookings/{id}/decline', { params: onBooking(id), body })),
  /** Moves money: the same idempotency key on every retry of one intended cancel. */
  cancel: (id: string, body: Schemas['CancelBookingDto'], key: string) =>
    data(client.POST('/api/bookings/{id}/cancel', { params: { ...onBooking(id), ...idempotent(key) }, body })),
  approveChangeRequest: (id: string, body: Schemas['VersionedCommandDto']) =>
    data(client.POST('/api/bookings/{id}/change-request/approve', { params: onBooking(id), body })),
  declineChangeRequest: (id: string, body: Schemas['VersionedCommandDto']) =>
    data(client.POST('/api/bookings/{id}/change-request/decline', { params: onBooking(id), body })),
  inProgress: (id: string, body: Schemas['InProgressDto']) => data(client.POST('/api/bookings/{id}/in-progress', { params: onBooking(id), body })),
  handled: (id: string, body: Schemas['HandledDto']) => data(client.POST('/api/bookings/{id}/handled', { params: onBooking(id), body })),
  addNote: (id: string, body: Schemas['AddNoteDto']) => data(client.POST('/api/bookings/{id}/notes', { params: onBooking(id), body })),
};

/** One call of `bookingCommands` on the booking the hook was made for. */
export type BookingCommand = (id: string) => Promise<unknown>;

/**
 * A POST on one booking (approve, decline, cancel, notes, ...). Success or failure, the booking is reloaded:
 * a 409 means it changed under the user, who then sees the current state and actions.
 */
export function useBookingCommand(id: string) {
  const after = useAfterBookingWrite();
  return useMutation({
    mutationFn: (command: BookingCommand) => command(id),
    onSettled: () => after(id),
  });
}
