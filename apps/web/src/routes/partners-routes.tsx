import { PartnersListPage } from '@/features/partners/partners-list-page';

/** `/partners?name&type&paymentFlow&balanceFrom&balanceTo&page` */
export function PartnersListRoute() {
  return <PartnersListPage />;
}
