import pg from 'pg';
import { DATABASE_URL } from './env';

let pool: pg.Pool | undefined;

function getPool(): pg.Pool {
  pool ??= new pg.Pool({ connectionString: DATABASE_URL, max: 2, allowExitOnIdle: true });
  return pool;
}

const ident = (name: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a plain SQL identifier: ${name}`);
  return `"${name}"`;
};

/**
 * Direct access to the browser suite's own database (`farebox_e2e`, never the demo database), for set-up
 * that has no UI or would be slow through it. Prefer the `api()` helper where an API call exists.
 */
export const db = {
  /** Runs SQL with `$1`-style parameters and returns the rows. */
  async query<T extends pg.QueryResultRow = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
    return (await getPool().query<T>(sql, params)).rows;
  },

  /** One row or undefined. */
  async one<T extends pg.QueryResultRow = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T | undefined> {
    return (await db.query<T>(sql, params))[0];
  },

  /** Locks a user out for an hour, as five failed logins would (users screen then shows Unlock). */
  async lockUser(username: string): Promise<void> {
    await db.query(`UPDATE app_user SET failed_login_attempts = 5, login_lockout_expiry = now() + interval '1 hour' WHERE username = $1`, [username]);
  },

  /** Clears a lockout and the failed-attempt count. */
  async unlockUser(username: string): Promise<void> {
    await db.query(`UPDATE app_user SET failed_login_attempts = 0, login_lockout_expiry = NULL WHERE username = $1`, [username]);
  },

  /** The user row (snake_case columns) or undefined. */
  async user(username: string): Promise<Record<string, unknown> | undefined> {
    return db.one(`SELECT * FROM app_user WHERE username = $1`, [username]);
  },

  /**
   * Sets columns of one row found by a column value, e.g.
   * `db.update('company', { name: 'Blue Line Buses' }, { signed_agreement: false })`. Bumps nothing else: if the
   * row is versioned and a test then edits it in the UI, read it fresh first.
   */
  async update(table: string, where: Record<string, unknown>, values: Record<string, unknown>): Promise<number> {
    const setCols = Object.keys(values);
    const whereCols = Object.keys(where);
    const sql =
      `UPDATE ${ident(table)} SET ${setCols.map((c, i) => `${ident(c)} = $${i + 1}`).join(', ')} ` +
      `WHERE ${whereCols.map((c, i) => `${ident(c)} = $${setCols.length + i + 1}`).join(' AND ')}`;
    const result = await getPool().query(sql, [...Object.values(values), ...Object.values(where)]);
    return result.rowCount ?? 0;
  },

  /** Closes the pool (optional: it also closes itself when idle at exit). */
  async close(): Promise<void> {
    await pool?.end();
    pool = undefined;
  },
};
