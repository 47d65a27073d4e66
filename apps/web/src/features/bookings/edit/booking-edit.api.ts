import { useMutation, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { api } from '../../../api/http';
import { bookingPath, useAfterBookingWrite, useBooking } from '../bookings.api';
import { productKeys } from '../search/products.api';
import type { CreateBookingBody, EditableBooking, SavedBookingRef, SupplierApiEditBody } from './booking-edit.types';

/** The booking view's query (GET /api/bookings/:id), typed with the city ids the edit screen reads too. */
export function useEditableBooking(id: string) {
  return useBooking(id) as UseQueryResult<EditableBooking>;
}

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
    mutationFn: (body: (CreateBookingBody | SupplierApiEditBody) & { version: number }) => api<EditableBooking>(bookingPath(id), { method: 'PUT', body }),
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
