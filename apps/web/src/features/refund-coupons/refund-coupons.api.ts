import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CURRENCIES, REFUND_COUPON_STATUSES, type RefundCouponFilterKey } from '@farebox/domain';
import { client, data, type Schemas } from '@/api/http';
import { idempotent } from '@/api/idempotency';
import { offsetOf, PAGE_SIZE } from '@/api/page';
import { oneOf } from '@/ui/one-of';

export type RefundCoupon = Schemas['RefundCouponDto'];
export type RefundCouponFilters = Record<RefundCouponFilterKey, string>;

export const refundCouponKeys = {
  all: ['refund-coupons'] as const,
  list: (filters: RefundCouponFilters, page: number) => [...refundCouponKeys.all, 'list', filters, page] as const,
};

/** GET /api/refund-coupons: one page with the URL's filters. */
export function useRefundCoupons(filters: RefundCouponFilters, page: number) {
  return useQuery({
    queryKey: refundCouponKeys.list(filters, page),
    queryFn: ({ signal }) =>
      data(
        client.GET('/api/refund-coupons', {
          params: {
            query: {
              code: filters.code || undefined,
              email: filters.email || undefined,
              bookingReference: filters.bookingReference || undefined,
              status: oneOf(REFUND_COUPON_STATUSES, filters.status),
              currency: oneOf(CURRENCIES, filters.currency),
              offset: offsetOf(page),
              limit: PAGE_SIZE,
            },
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/refund-coupons/{id}/cancel with the dialog's Idempotency-Key; the list refetches either way. */
export function useCancelRefundCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, key }: { id: string; body: Schemas['CancelRefundCouponDto']; key: string }) =>
      data(client.POST('/api/refund-coupons/{id}/cancel', { params: { path: { id }, ...idempotent(key) }, body })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: refundCouponKeys.all }),
  });
}
