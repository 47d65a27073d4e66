import type { DataSource } from 'typeorm';

export const SQL_BATCH_SIZE = 5_000;

/**
 * Reads a query's rows in batches through a server-side cursor (DECLARE ... CURSOR / FETCH on one connection), so
 * an export of any size holds two batches in memory at a time, in the query's own order, whatever that order is (no
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
  const fetch = () => {
    const rows = runner.query(`FETCH FORWARD ${Math.trunc(batchSize)} FROM export_cursor`) as Promise<T[]>;
    // Handled where it is awaited; a failure while the consumer holds the previous batch must not go unhandled.
    rows.catch(() => undefined);
    return rows;
  };
  let open = false;
  // The next batch is asked for as soon as one arrives, before the caller writes it out: the database reads while the
  // API writes. (Only one FETCH is in flight at a time: a connection runs one query at once.)
  let ahead: Promise<T[]> | null = null;
  try {
    await runner.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    open = true;
    // Every row will be read: plan for the whole result, not for the first rows as cursors otherwise do.
    await runner.query('SET LOCAL cursor_tuple_fraction = 1');
    await runner.query(`DECLARE export_cursor NO SCROLL CURSOR FOR ${sql}`, [...params]);
    let next = (ahead = fetch());
    for (;;) {
      const rows = await next;
      ahead = null;
      if (rows.length < batchSize) {
        if (rows.length > 0) yield rows;
        break;
      }
      next = ahead = fetch();
      yield rows;
    }
    await runner.query('COMMIT');
    open = false;
  } finally {
    if (ahead) await ahead.catch(() => undefined);
    if (open) await runner.query('ROLLBACK').catch(() => undefined);
    await runner.release();
  }
}
