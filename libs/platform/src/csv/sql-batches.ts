import type { DataSource } from 'typeorm';

export const SQL_BATCH_SIZE = 5_000;

/**
 * Reads a query's rows in batches through a server-side cursor (DECLARE ... CURSOR / FETCH on one connection), so
 * an export of any size holds one batch in memory at a time, in the query's own order, whatever that order is (no
 * keyset column needed). The cursor lives in a read-only REPEATABLE READ transaction: every batch sees the same
 * snapshot, so the rows of a long export agree with each other. Stopping early (break, or `return()` when the
 * client disconnects) closes the cursor and gives the connection back.
 */
export async function* queryInBatches<T = Record<string, unknown>>(
  dataSource: DataSource,
  sql: string,
  params: readonly unknown[] = [],
  batchSize = SQL_BATCH_SIZE,
): AsyncIterable<T[]> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  let open = false;
  try {
    await runner.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    open = true;
    await runner.query(`DECLARE export_cursor NO SCROLL CURSOR FOR ${sql}`, [...params]);
    for (;;) {
      const rows = (await runner.query(`FETCH FORWARD ${Math.trunc(batchSize)} FROM export_cursor`)) as T[];
      if (rows.length > 0) yield rows;
      if (rows.length < batchSize) break;
    }
    await runner.query('COMMIT');
    open = false;
  } finally {
    if (open) await runner.query('ROLLBACK').catch(() => undefined);
    await runner.release();
  }
}
