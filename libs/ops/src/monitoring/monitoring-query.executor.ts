import { Inject, Injectable } from '@nestjs/common';
import pg from 'pg';
import type { ResultRow } from '@farebox/domain';
import { APP_CONFIG, type AppConfig } from '@farebox/platform';

/** A monitoring query stops after this long. */
export const MONITORING_STATEMENT_TIMEOUT_MS = 5_000;
/** Rows a run keeps (and posts); more are cut and the run says so. */
export const MONITORING_ROW_CAP = 1_000;

export interface MonitoringQueryResult {
  columns: string[];
  rows: ResultRow[];
  truncated: boolean;
}

/** Why a query was refused or failed, in words for the runs list. */
export class MonitoringQueryError extends Error {}

const SELECT_ONLY = 'A monitoring query must be a single SELECT (or WITH … SELECT) statement: it runs read only.';

const LEADING_COMMENTS = /^(\s+|--[^\n]*(\n|$)|\/\*[\s\S]*?\*\/)*/;

function readableError(err: { code?: string; message: string }): string {
  switch (err.code) {
    case '57014':
      return `The query ran longer than ${MONITORING_STATEMENT_TIMEOUT_MS / 1000} s and was stopped.`;
    case '42501':
      return `${err.message}: monitoring queries may read only the views of the monitoring schema.`;
    case '25006':
      return `Refused: ${err.message}.`;
    default:
      return err.message;
  }
}

/**
 * Runs an item's query the only way monitoring may: on its own connection as the role farebox_monitoring (which
 * may SELECT the monitoring schema's views and nothing else), inside a READ ONLY transaction that is rolled back,
 * with a statement timeout, one statement only (the extended protocol refuses a second), through a cursor that
 * fetches at most MONITORING_ROW_CAP + 1 rows. Each run gets a fresh connection, so nothing a query sets outlives it.
 */
@Injectable()
export class MonitoringQueryExecutor {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async run(sql: string, since: Date): Promise<MonitoringQueryResult> {
    const statement = sql.trim().replace(/;\s*$/, '');
    if (!/^\(*\s*(select|with|values|table)\b/i.test(statement.replace(LEADING_COMMENTS, ''))) throw new MonitoringQueryError(SELECT_ONLY);
    const client = new pg.Client({
      connectionString: this.config.monitoringDatabaseUrl,
      statement_timeout: MONITORING_STATEMENT_TIMEOUT_MS,
      application_name: 'farebox-monitoring',
      connectionTimeoutMillis: MONITORING_STATEMENT_TIMEOUT_MS,
    });
    // A dropped connection is reported by the query that was running; the client must not crash the process.
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('BEGIN READ ONLY');
      await client.query(`SELECT set_config('monitoring.since', $1, true)`, [since.toISOString()]);
      await client.query({ text: `DECLARE monitoring_result NO SCROLL CURSOR FOR ${statement}`, queryMode: 'extended' } as pg.QueryConfig);
      const result = await client.query(`FETCH ${MONITORING_ROW_CAP + 1} FROM monitoring_result`);
      await client.query('ROLLBACK');
      const truncated = result.rows.length > MONITORING_ROW_CAP;
      return { columns: result.fields.map((f) => f.name), rows: (result.rows as ResultRow[]).slice(0, MONITORING_ROW_CAP), truncated };
    } catch (err) {
      if (err instanceof MonitoringQueryError) throw err;
      const e = err as { code?: string; message: string };
      if (e.code === '42601' && /DECLARE|cursor|data-modifying/i.test(e.message)) throw new MonitoringQueryError(SELECT_ONLY);
      throw new MonitoringQueryError(readableError(e));
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}
