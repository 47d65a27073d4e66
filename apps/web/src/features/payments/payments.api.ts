import type { ChangePriceInput, SettlementStatus, TransactionKind } from '@farebox/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/http';
import { offsetOf, PAGE_SIZE, type Page } from '@/api/page';
import { IDEMPOTENCY_HEADER } from '@/ui/use-idempotency-key';
import { bookingKeys, bookingPath } from '@/features/bookings/bookings.api';
import type { PaymentDetail, PaymentFilters, PaymentListItem } from './payment.types';

/** Query keys of the payments resource. */
export const paymentKeys = {
  all: ['payments'] as const,
  lists: () => [...paymentKeys.all, 'list'] as const,
  list: (filters: PaymentFilters, page: number) => [...paymentKeys.lists(), filters, page] as const,
  detail: (id: string) => [...paymentKeys.all, 'detail', id] as const,
};

const path = (id: string, rest = '') => `/payments/${encodeURIComponent(id)}${rest}`;
const idempotent = (key: string) => ({ [IDEMPOTENCY_HEADER]: key });

export function usePaymentsList(filters: PaymentFilters, page: number) {
  return useQuery({
    queryKey: paymentKeys.list(filters, page),
    queryFn: ({ signal }) => api<Page<PaymentListItem>>('/payments', { query: { ...filters, offset: offsetOf(page), limit: PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePayment(id: string) {
  return useQuery({
    queryKey: paymentKeys.detail(id),
    queryFn: ({ signal }) => api<PaymentDetail>(path(id), { signal }),
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
      api<{ nModified: number }>('/payments', { method: 'PUT', body: { payments: ids.map((id) => ({ id, status: 'paid' })) }, headers: idempotent(key) }),
    onSettled: () => after(),
  });
}

/** The bulk upload: booking references pasted in a textarea. */
export function useMarkPaidByReferences() {
  const after = useAfterPaymentWrite();
  return useMutation({
    mutationFn: ({ references, key }: { references: readonly string[]; key: string }) =>
      api<{ nModified: number }>('/payments/mark-paid-by-references', {
        method: 'POST',
        body: { references, expectedCount: references.length },
        headers: idempotent(key),
      }),
    onSettled: () => after(),
  });
}

/** Mark as Paid / Mark as Unpaid of one payment. */
export function useSetPaymentStatus(payment: Pick<PaymentDetail, 'id' | 'bookingId'>) {
  const after = useAfterPaymentWrite();
  return useMutation({
    mutationFn: ({ status, key }: { status: SettlementStatus; key: string }) =>
      api<PaymentDetail>(path(payment.id, '/status'), { method: 'PUT', body: { status }, headers: idempotent(key) }),
    onSettled: () => after(payment.bookingId),
  });
}

export type ChangePriceBody = Required<Pick<ChangePriceInput, 'amount' | 'supplierAmount'>> &
  Pick<ChangePriceInput, 'supplierCostPerItem' | 'reasonType' | 'reason' | 'note' | 'reconciliation'> & { version?: number };

export function useChangePrice(bookingId: string) {
  const after = useAfterPaymentWrite();
  return useMutation({
    mutationFn: ({ body, key }: { body: ChangePriceBody; key: string }) =>
      api<unknown>(bookingPath(bookingId, '/change-price'), { method: 'POST', body, headers: idempotent(key) }),
    onSettled: () => after(bookingId),
  });
}

export interface TransactionBody {
  transactionType: TransactionKind;
  amount?: string;
  supplierAmount?: string;
  reason?: string;
  /** The booking version the form was opened on: an older one than the server's is 409 EditConflict. */
  version?: number;
}

/** POST /api/bookings/:id/charge or /refund. */
export function useMoneyTransaction(bookingId: string, direction: 'charge' | 'refund') {
  const after = useAfterPaymentWrite();
  return useMutation({
    mutationFn: ({ body, key }: { body: TransactionBody; key: string }) =>
      api<unknown>(bookingPath(bookingId, `/${direction}`), { method: 'POST', body, headers: idempotent(key) }),
    onSettled: () => after(bookingId),
  });
}
