export interface PageMeta {
  limit: number;
  offset: number;
  total: number;
}

export interface Page<T> {
  data: T[];
  meta: PageMeta;
}

export const PAGE_SIZE = 20;

/** offset = 20 x (page - 1), as the spec's lists page. */
export function offsetOf(page: number, size = PAGE_SIZE): number {
  return size * (Math.max(1, page) - 1);
}
