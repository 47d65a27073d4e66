import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/http';
import type { BookingDetail } from '../booking.types';
import { bookingPath, useAfterBookingWrite } from '../bookings.api';
import { productKeys } from '../search/products.api';
import type { CreateBookingBody, NotifyChoice, SavedBookingRef, SupplierApiEditBody, UpdateBookingBody } from './booking-edit.types';

/** After a booking is written: the booking view's refresh, plus the seats left on the products. */
function useAfterWrite() {
  const qc = useQueryClient();
  const afterBooking = useAfterBookingWrite();
  return (...ids: string[]) => {
    ids.forEach(afterBooking);
    void qc.invalidateQueries({ queryKey: productKeys.all });
  };
}

export function useCreateBooking() {
  const after = useAfterWrite();
  return useMutation({
    mutationFn: (body: CreateBookingBody) => api<SavedBookingRef>('/bookings', { method: 'POST', body }),
    onSuccess: (saved) => after(saved.id),
  });
}

export function useUpdateBooking(id: string) {
  const after = useAfterWrite();
  return useMutation({
    mutationFn: (body: UpdateBookingBody | (SupplierApiEditBody & { version: number })) => api<BookingDetail>(bookingPath(id), { method: 'PUT', body }),
    onSuccess: () => after(id),
  });
}

/** POST /api/bookings/:id/exchange: cancels the booking and creates the new one with the payment moved. */
export function useExchangeBooking(id: string) {
  const after = useAfterWrite();
  return useMutation({
    mutationFn: ({ version, booking }: { version: number; booking: CreateBookingBody }) =>
      api<SavedBookingRef>(bookingPath(id, '/exchange'), { method: 'POST', body: { version, booking } }),
    onSuccess: (saved) => after(id, saved.id),
  });
}

/** POST /api/bookings/:id/notify: the notify modal's Yes after an edit is saved. */
export function useNotifyBooking(id: string) {
  const afterBooking = useAfterBookingWrite();
  return useMutation({
    mutationFn: (choice: Pick<NotifyChoice, 'supportTeam' | 'supplier'>) => api<{ queued: number }>(bookingPath(id, '/notify'), { method: 'POST', body: choice }),
    // The booking's e-mail log shows the new e-mails.
    onSuccess: () => afterBooking(id),
  });
}
