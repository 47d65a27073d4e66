import { PurchaseTicketsPage } from '@/features/purchase-tickets/purchase-tickets-page';

/** `/purchase-tickets` */
export function PurchaseTicketsRoute() {
  return <PurchaseTicketsPage />;
}
