import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/http';
import { bookingKeys, bookingPath } from '../bookings.api';
import { productKeys } from '../search/products.api';
import type { CreateBookingBody, EditableBooking, SavedBookingRef, SupplierApiEditBody } from './booking-edit.types';

export function useEditableBooking(id: string | null | undefined) {
  return useQuery({
    queryKey: bookingKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api<EditableBooking>(bookingPath(id!), { signal }),
    enabled: !!id,
  });
}

/** After a booking is written: its detail, the lists and the seats left on the products. */
function useAfterBookingWrite() {
  const qc = useQueryClient();
  return (...ids: string[]) => {
    for (const id of ids) void qc.invalidateQueries({ queryKey: bookingKeys.detail(id) });
    void qc.invalidateQueries({ queryKey: bookingKeys.lists() });
    void qc.invalidateQueries({ queryKey: productKeys.all });
  };
}

export function useCreateBooking() {
  const after = useAfterBookingWrite();
  return useMutation({
    mutationFn: (body: CreateBookingBody) => api<SavedBookingRef>('/bookings', { method: 'POST', body }),
    onSuccess: (saved) => after(saved.id),
  });
}

export function useUpdateBooking(id: string) {
  const after = useAfterBookingWrite();
  return useMutation({
    mutationFn: (body: (CreateBookingBody | SupplierApiEditBody) & { version: number }) => api<EditableBooking>(bookingPath(id), { method: 'PUT', body }),
    onSuccess: () => after(id),
  });
}

/** POST /api/bookings/:id/exchange: cancels the booking and creates the new one with the payment moved. */
export function useExchangeBooking(id: string) {
  const after = useAfterBookingWrite();
  return useMutation({
    mutationFn: ({ version, booking }: { version: number; booking: CreateBookingBody }) =>
      api<SavedBookingRef>(bookingPath(id, '/exchange'), { method: 'POST', body: { version, booking } }),
    onSuccess: (saved) => after(id, saved.id),
  });
}
