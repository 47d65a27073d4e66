import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, data, type Schemas } from '@/api/http';
import { bookingKeys, onBooking } from './bookings.api';

/** One sent e-mail of a booking (GET /api/bookings/:id/emails). */
export type BookingEmailLogEntry = Schemas['BookingEmailDto'];

/** 202 of every mail action: how many e-mails were queued, and the bookings skipped by a bulk voucher send. */
type Queued = Schemas['QueuedDto'];

export function useBookingEmails(id: string, enabled = true) {
  return useQuery({
    queryKey: bookingKeys.emails(id),
    queryFn: ({ signal }) => data(client.GET('/api/bookings/{id}/emails', { params: onBooking(id), signal })),
    enabled,
  });
}

/** A mail action is queued (202): the booking's e-mail log shows it once the worker has sent it. */
function useMailMutation<V>(send: (vars: V) => Promise<Queued>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => qc.invalidateQueries({ queryKey: [...bookingKeys.all, 'emails'] }),
  });
}

export const useSendVouchers = () => useMailMutation((bookingIds: string[]) => data(client.POST('/api/bookings/vouchers', { body: { bookingIds } })));

export const useSendBulkEmail = () => useMailMutation((body: Schemas['BulkEmailDto']) => data(client.POST('/api/bookings/emails', { body })));

export const useSendVoucher = (id: string) =>
  useMailMutation((email: string) => data(client.POST('/api/bookings/{id}/send-voucher', { params: onBooking(id), body: { email } })));

export const useResendRequest = (id: string) =>
  useMailMutation((emails: string[]) => data(client.POST('/api/bookings/{id}/resend-request', { params: onBooking(id), body: { emails } })));

/** The agent's passenger list of one departure date (own company), as CSV. */
export function fetchPassengerList(departureDate: string): Promise<Blob> {
  return data(client.GET('/api/bookings/passenger-list.csv', { params: { query: { departureDate } }, parseAs: 'blob' }));
}

/** The voucher PDF; under the booking's detail key, so a write to the booking refetches it. */
export const voucherPdfQuery = (id: string) =>
  queryOptions({
    queryKey: [...bookingKeys.detail(id), 'voucher.pdf'],
    queryFn: ({ signal }) => data(client.GET('/api/bookings/{id}/voucher.pdf', { params: onBooking(id), parseAs: 'blob', signal })),
  });

/**
 * The voucher PDF and a thumbnail of its first page, `width` CSS pixels wide. pdf.js is imported only here,
 * so it stays out of the initial bundle. A new PDF (after a booking write) gets a new thumbnail.
 */
export function useVoucherThumbnail(id: string, width: number) {
  const pdf = useQuery(voucherPdfQuery(id));
  const thumbnail = useQuery({
    queryKey: [...bookingKeys.all, 'voucher-thumbnail', id, width, pdf.dataUpdatedAt],
    queryFn: async ({ signal }) => (await import('@/ui/pdf-thumbnail')).renderFirstPage(pdf.data!, width, signal),
    enabled: pdf.isSuccess,
    staleTime: Infinity,
    // A PDF that cannot be drawn once will not be drawn on a retry.
    retry: false,
  });
  if (thumbnail.data) return { status: 'ready', thumbnail: thumbnail.data } as const;
  const error = pdf.error ?? thumbnail.error;
  return error ? ({ status: 'failed', error } as const) : ({ status: 'loading' } as const);
}
