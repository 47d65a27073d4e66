import { PAYMENT_DATE_TYPES, SETTLEMENT_STATUSES, type SettlementStatus } from '@farebox/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, data, type Schemas } from '@/api/http';
import { offsetOf, PAGE_SIZE } from '@/api/page';
import { oneOf } from '@/ui/one-of';
import { idempotent } from '@/api/idempotency';
import { bookingKeys, onBooking } from '@/features/bookings/bookings.api';
import type { PaymentDetail, PaymentFilters } from './payment.types';

/** Query keys of the payments resource. */
export const paymentKeys = {
  all: ['payments'] as const,
  lists: () => [...paymentKeys.all, 'list'] as const,
  list: (filters: PaymentFilters, page: number) => [...paymentKeys.lists(), filters, page] as const,
  detail: (id: string) => [...paymentKeys.all, 'detail', id] as const,
};

/** The URL filters as GET /api/payments takes them (a date type or status that is none of the choices is left out). */
export const paymentsListQuery = ({ date, status, ...text }: PaymentFilters) => ({
  ...text,
  date: oneOf(PAYMENT_DATE_TYPES, date),
  status: oneOf(SETTLEMENT_STATUSES, status),
});

export function usePaymentsList(filters: PaymentFilters, page: number) {
  return useQuery({
    queryKey: paymentKeys.list(filters, page),
    queryFn: ({ signal }) =>
      data(client.GET('/api/payments', { params: { query: { ...paymentsListQuery(filters), offset: offsetOf(page), limit: PAGE_SIZE } }, signal })),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/payments/export.csv with the list's filters, as a Blob to save. */
export const paymentsCsv = (filters: PaymentFilters) =>
  client.GET('/api/payments/export.csv', { params: { query: paymentsListQuery(filters) }, parseAs: 'blob' });

export function usePayment(id: string) {
  return useQuery({
    queryKey: paymentKeys.detail(id),
    queryFn: ({ signal }) => data(client.GET('/api/payments/{id}', { params: { path: { id } }, signal })),
  });
}

/** A payment write changes the payment, the lists and the booking it belongs to. */
function useAfterPaymentWrite() {
  const qc = useQueryClient();
  return (bookingId?: string) => {
    void qc.invalidateQueries({ queryKey: paymentKeys.all });
    if (bookingId) void qc.invalidateQueries({ queryKey: bookingKeys.detail(bookingId) });
    void qc.invalidateQueries({ queryKey: bookingKeys.lists() });
  };
}

/** Pay all selected: PUT /api/payments; the answer's nModified is compared with the count sent. */
export function useMarkSelectedPaid() {
  const after = useAfterPaymentWrite();
  return useMutation({
    mutationFn: ({ ids, key }: { ids: readonly string[]; key: string }) =>
      data(client.PUT('/api/payments', { params: idempotent(key), body: { payments: ids.map((id) => ({ id, status: 'paid' as const })) } })),
    onSettled: () => after(),
  });
}

/** The bulk upload: booking references pasted in a textarea. */
export function useMarkPaidByReferences() {
  const after = useAfterPaymentWrite();
  return useMutation({
    mutationFn: ({ references, key }: { references: readonly string[]; key: string }) =>
      data(
        client.POST('/api/payments/mark-paid-by-references', {
          params: idempotent(key),
          body: { references: [...references], expectedCount: references.length },
        }),
      ),
    onSettled: () => after(),
  });
}

/** Mark as Paid / Mark as Unpaid of one payment. */
export function useSetPaymentStatus(payment: Pick<PaymentDetail, 'id' | 'bookingId'>) {
  const after = useAfterPaymentWrite();
  return useMutation({
    mutationFn: ({ status, key }: { status: SettlementStatus; key: string }) =>
      data(client.PUT('/api/payments/{id}/status', { params: { path: { id: payment.id }, ...idempotent(key) }, body: { status } })),
    onSettled: () => after(payment.bookingId),
  });
}

export type ChangePriceBody = Schemas['ChangePriceDto'];

export function useChangePrice(bookingId: string) {
  const after = useAfterPaymentWrite();
  return useMutation({
    mutationFn: ({ body, key }: { body: ChangePriceBody; key: string }) =>
      data(client.POST('/api/bookings/{id}/change-price', { params: { ...onBooking(bookingId), ...idempotent(key) }, body })),
    onSettled: () => after(bookingId),
  });
}

/** `version`: the booking version the form was opened on; an older one than the server's is 409 EditConflict. */
export type TransactionBody = Schemas['MoneyTransactionDto'];

/** POST /api/bookings/:id/charge or /refund. */
export function useMoneyTransaction(bookingId: string, direction: 'charge' | 'refund') {
  const after = useAfterPaymentWrite();
  return useMutation({
    mutationFn: ({ body, key }: { body: TransactionBody; key: string }) =>
      data(client.POST(`/api/bookings/{id}/${direction}`, { params: { ...onBooking(bookingId), ...idempotent(key) }, body })),
    onSettled: () => after(bookingId),
  });
}
