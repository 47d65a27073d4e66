import type { PoolClient } from 'pg';
import copyStreams from 'pg-copy-streams';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';
import { CsvLineEnds } from './csv-line-ends.js';
import type { CsvPiece } from './csv-piece.js';

/**
 * `$n` placeholders as literals: COPY takes no bind parameters. Values go through the driver's escapeLiteral (quotes
 * and backslashes doubled), so they are data, never SQL; an untyped literal is typed from its context as a parameter
 * would be. The SQL must not hold `$n` anywhere but as a placeholder (inside a string constant, say).
 */
function withLiterals(sql: string, params: readonly unknown[], client: PoolClient): string {
  return sql.replace(/\$(\d+)/g, (_match, n: string) => {
    const value = params[Number(n) - 1];
    if (value === null || value === undefined) return 'NULL';
    if (value instanceof Date) return client.escapeLiteral(value.toISOString());
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean' && typeof value !== 'bigint') {
      throw new Error(`copyCsv: parameter $${n} is not a scalar`);
    }
    return client.escapeLiteral(String(value));
  });
}

/**
 * A query's rows as CSV written by PostgreSQL itself (COPY ... TO STDOUT, FORMAT csv), record ends made CRLF: the API
 * only passes bytes on, so a million-row export costs it no row objects and no memory beyond the socket's buffers,
 * and the reading waits while the consumer does (the connection's socket is paused). One statement: its rows are one
 * snapshot. The query's text cells must already be neutralised (csvCellSql), its dates and amounts formatted as
 * the file shows them. Stopping early (break, or `return()` when the client went away) leaves the connection in the
 * middle of a COPY: it is then closed instead of going back to the pool, which ends the COPY on the server.
 */
export async function* copyCsv(dataSource: DataSource, sql: string, params: readonly unknown[] = []): AsyncIterable<CsvPiece> {
  const [client, release] = (await (dataSource.driver as PostgresDriver).obtainMasterConnection()) as [PoolClient, (err?: Error) => void];
  let complete = false;
  try {
    const rows = client.query(copyStreams.to(`COPY (${withLiterals(sql, params, client)}) TO STDOUT WITH (FORMAT csv)`));
    const lineEnds = new CsvLineEnds();
    for await (const chunk of rows) {
      const { bytes, records } = lineEnds.convert(chunk as Buffer);
      yield { text: bytes, records };
    }
    complete = true;
  } finally {
    release(complete ? undefined : new Error('CSV copy stopped before its end: connection closed'));
  }
}
