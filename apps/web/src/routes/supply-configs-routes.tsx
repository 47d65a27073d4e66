import { SupplyConfigEditPage } from '@/features/supply-configs/supply-config-edit-page';
import { SupplyConfigsListPage } from '@/features/supply-configs/supply-configs-list-page';

/** `/supplyconfigs?supplierName&page` */
export function SupplyConfigsListRoute() {
  return <SupplyConfigsListPage />;
}

/** `/supplyconfigs/edit/:configId?` */
export function SupplyConfigEditRoute() {
  return <SupplyConfigEditPage />;
}
