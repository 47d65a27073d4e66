import { RefundCouponsPage } from '@/features/refund-coupons/refund-coupons-page';

/** `/refund-coupons?code&email&bookingReference&status&currency&page` */
export function RefundCouponsRoute() {
  return <RefundCouponsPage />;
}
