import { LinesListPage } from '@/features/lines/list/lines-list-page';

/** `/lines?company&supplier&country&city&cityB&type&published&denomination&isSupplierApi&isPrivateTransfer&page` */
export function LinesListRoute() {
  return <LinesListPage />;
}
