import { LineEditRoute as LineEditPage } from '@/features/lines/edit/line-edit-page';

/** `/lines/edit/:lineId?` (create when empty; `?duplicate=<id>` copies a line; `?tab=<0-7>`) */
export function LineEditRoute() {
  return <LineEditPage />;
}
