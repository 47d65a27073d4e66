import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/http';
import { bookingKeys, bookingPath } from './bookings.api';

/** One sent e-mail of a booking (GET /api/bookings/:id/emails). */
export interface BookingEmailLogEntry {
  id: string;
  email: string;
  subject: string;
  kind: string;
  status: string;
  deliveredAt: string | null;
  opens: number;
  clicks: number;
  /** The last delivery error while the status is failed. */
  error: string | null;
  createdAt: string;
}

/** 202 of every mail action: how many e-mails were queued, and the bookings skipped by a bulk voucher send. */
export interface Queued {
  queued: number;
  skipped?: { id: string; reference: string; reason: string }[];
}

export function useBookingEmails(id: string, enabled = true) {
  return useQuery({
    queryKey: bookingKeys.emails(id),
    queryFn: ({ signal }) => api<BookingEmailLogEntry[]>(bookingPath(id, '/emails'), { signal }),
    enabled,
  });
}

/** A mail action is queued (202): the booking's e-mail log shows it once the worker has sent it. */
function useMailMutation<V>(send: (vars: V) => Promise<Queued>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => void qc.invalidateQueries({ queryKey: [...bookingKeys.all, 'emails'] }),
  });
}

export const useSendVouchers = () =>
  useMailMutation((bookingIds: string[]) => api<Queued>('/bookings/vouchers', { method: 'POST', body: { bookingIds } }));

export const useSendBulkEmail = () =>
  useMailMutation((body: { bookingIds: string[]; subject: string; body: string }) => api<Queued>('/bookings/emails', { method: 'POST', body }));

export const useSendVoucher = (id: string) =>
  useMailMutation((email: string) => api<Queued>(bookingPath(id, '/send-voucher'), { method: 'POST', body: { email } }));

export const useResendRequest = (id: string) =>
  useMailMutation((emails: string[]) => api<Queued>(bookingPath(id, '/resend-request'), { method: 'POST', body: { emails } }));

/** The agent's passenger list of one departure date (own company), as CSV. */
export function fetchPassengerList(departureDate: string): Promise<Blob> {
  return api<Blob>('/bookings/passenger-list.csv', { query: { departureDate }, accept: 'blob' });
}

/** The voucher PDF; under the booking's detail key, so a write to the booking refetches it. */
export const voucherPdfQuery = (id: string) =>
  queryOptions({
    queryKey: [...bookingKeys.detail(id), 'voucher.pdf'],
    queryFn: ({ signal }) => api<Blob>(bookingPath(id, '/voucher.pdf'), { accept: 'blob', signal }),
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
