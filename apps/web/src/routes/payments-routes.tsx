import { PaymentsListPage } from '@/features/payments/payments-list-page';

/** `/payments?from&to&reference&date&company&paymentId&email&name&status&page&view=<paymentId>` */
export function PaymentsListRoute() {
  return <PaymentsListPage />;
}
