import { ProspectListPage } from '@/features/prospects/prospect-list-page';

/** `/prospect-list?fileName&page` */
export function ProspectListRoute() {
  return <ProspectListPage />;
}
