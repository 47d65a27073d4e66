import type { DataSource } from 'typeorm';

/**
 * The total of a list page whose rows each carry it (a window or sub-select count in the page's statement). A page past
 * the end has no row to carry it: `countSql` (a single `total` column, the same filter parameters) answers then; an
 * empty first page means none.
 */
export async function totalOfPage(
  dataSource: DataSource,
  rows: readonly { total: number }[],
  offset: number,
  countSql: string,
  params: readonly unknown[],
): Promise<number> {
  if (rows.length > 0) return rows[0].total;
  if (offset === 0) return 0;
  const [{ total }] = await dataSource.query<{ total: number }[]>(countSql, [...params]);
  return total;
}
