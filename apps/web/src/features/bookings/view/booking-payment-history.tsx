import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { client, data } from '@/api/http';
import { Loading } from '@/ui/spinner';
import { ErrorState } from '@/ui/states';
import type { PaymentDetail } from '@/features/payments/payment.types';
import { bookingKeys } from '../bookings.api';

export type BookingPaymentHistory = UseQueryResult<PaymentDetail>;

/**
 * The booking's payment detail (its transactions and price changes), for the view's history sections. Keyed under
 * the booking's detail, so that every booking or payment write that reloads the booking reloads it too.
 */
export function useBookingPaymentHistory(bookingId: string, paymentId: string | null): BookingPaymentHistory {
  return useQuery({
    queryKey: [...bookingKeys.detail(bookingId), 'payment', paymentId],
    queryFn: ({ signal }) => data(client.GET('/api/payments/{id}', { params: { path: { id: paymentId! } }, signal })),
    enabled: paymentId !== null,
  });
}

/** Renders the history once loaded; a booking without a payment row has none (`empty`). */
export function PaymentHistoryState({ history, children }: { history: BookingPaymentHistory; children: (payment: PaymentDetail | null) => ReactNode }) {
  if (history.fetchStatus === 'idle' && history.isPending) return children(null);
  if (history.isPending) return <Loading label="Loading the payment history…" />;
  if (history.isError) return <ErrorState error={history.error} onRetry={() => void history.refetch()} />;
  return children(history.data);
}
