import { CachesPage } from '@/features/ops/caches-page';
import { OperationsPage } from '@/features/ops/operations-page';

/** `/caches` */
export function CachesRoute() {
  return <CachesPage />;
}

/** `/operations` */
export function OperationsRoute() {
  return <OperationsPage />;
}
