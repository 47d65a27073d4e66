import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/http';
import { offsetOf, PAGE_SIZE } from '@/api/page';
import { listQuery, type BookingFilters } from './booking-filters';
import type { ChangeLogEntry, ChangeLogQuery } from '@/ui/change-log-table';
import type { BookingDetail, BookingListPage } from './booking.types';

/** Query keys of the bookings resource. */
export const bookingKeys = {
  all: ['bookings'] as const,
  lists: () => [...bookingKeys.all, 'list'] as const,
  list: (filters: BookingFilters, page: number) => [...bookingKeys.lists(), filters, page] as const,
  detail: (id: string) => [...bookingKeys.all, 'detail', id] as const,
  emails: (id: string) => [...bookingKeys.all, 'emails', id] as const,
  supplierDetails: (id: string) => [...bookingKeys.all, 'supplier-details', id] as const,
};

export const bookingPath = (id: string, rest = '') => `/bookings/${encodeURIComponent(id)}${rest}`;

/**
 * GET /api/bookings. The request gets react-query's AbortSignal, so when the filters change while it runs,
 * the old request is aborted as the new one starts (spec 7: an in-flight list request is cancelled).
 */
export function useBookingsList(filters: BookingFilters, page: number) {
  return useQuery({
    queryKey: bookingKeys.list(filters, page),
    queryFn: ({ signal }) => api<BookingListPage>('/bookings', { query: { ...listQuery(filters), offset: offsetOf(page), limit: PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The agent's handled checkbox (POST /api/bookings/:id/handled): ticked at once in the list, undone on failure. */
export function useSetHandled() {
  const qc = useQueryClient();
  const after = useAfterBookingWrite();
  return useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) => api<unknown>(bookingPath(id, '/handled'), { method: 'POST', body: { handled } }),
    onMutate: ({ id, handled }) => {
      // An in-flight list answer must not overwrite the new value.
      void qc.cancelQueries({ queryKey: bookingKeys.lists() }, { revert: false });
      const previous = qc.getQueriesData<BookingListPage>({ queryKey: bookingKeys.lists() });
      qc.setQueriesData<BookingListPage>({ queryKey: bookingKeys.lists() }, (page) =>
        page && { ...page, data: page.data.map((b) => (b.id === id ? { ...b, isHandled: handled } : b)) },
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
  queryFn: ({ signal }) => api<ChangeLogEntry[]>(bookingPath(id, '/change-log'), { signal }),
});

export function useBooking(id: string) {
  return useQuery({
    queryKey: bookingKeys.detail(id),
    queryFn: ({ signal }) => api<BookingDetail>(bookingPath(id), { signal }),
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

export interface BookingCommand {
  /** Path under the booking, e.g. `/approve`. */
  path: string;
  body: unknown;
  headers?: Record<string, string>;
}

/**
 * A POST on one booking (approve, decline, cancel, notes, ...). Success or failure, the booking is reloaded:
 * a 409 means it changed under the user, who then sees the current state and actions.
 */
export function useBookingCommand(id: string) {
  const after = useAfterBookingWrite();
  return useMutation({
    mutationFn: ({ path, body, headers }: BookingCommand) => api<unknown>(bookingPath(id, path), { method: 'POST', body, headers }),
    onSettled: () => after(id),
  });
}
