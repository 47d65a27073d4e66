import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, data } from '@/api/http';
import { onBooking, useAfterBookingWrite } from '../bookings.api';
import { productKeys } from '../search/products.api';
import type { CreateBookingBody, NotifyChoice, UpdateBookingBody } from './booking-edit.types';

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
    mutationFn: (body: CreateBookingBody) => data(client.POST('/api/bookings', { body })),
    onSuccess: (saved) => after(saved.id),
  });
}

export function useUpdateBooking(id: string) {
  const after = useAfterWrite();
  return useMutation({
    mutationFn: (body: UpdateBookingBody) => data(client.PUT('/api/bookings/{id}', { params: onBooking(id), body })),
    onSuccess: () => after(id),
  });
}

/** POST /api/bookings/:id/exchange: cancels the booking and creates the new one with the payment moved. */
export function useExchangeBooking(id: string) {
  const after = useAfterWrite();
  return useMutation({
    mutationFn: ({ version, booking }: { version: number; booking: CreateBookingBody }) =>
      data(client.POST('/api/bookings/{id}/exchange', { params: onBooking(id), body: { version, booking } })),
    onSuccess: (saved) => after(id, saved.id),
  });
}

/** POST /api/bookings/:id/notify: the notify modal's Yes after an edit is saved. */
export function useNotifyBooking(id: string) {
  const afterBooking = useAfterBookingWrite();
  return useMutation({
    mutationFn: (choice: Pick<NotifyChoice, 'supportTeam' | 'supplier'>) =>
      data(client.POST('/api/bookings/{id}/notify', { params: onBooking(id), body: choice })),
    // The booking's e-mail log shows the new e-mails.
    onSuccess: () => afterBooking(id),
  });
}
