import { runMigrations } from '@farebox/platform';
import { allMigrations } from '../src/database/migrations.js';
import { databaseUrl, TEMPLATE_DB, withAdminClient } from './test-database-admin.js';

export { databaseUrl, dropDatabase } from './test-database-admin.js';

const TEMPLATE_LOCK = 727_001;

/** Creates and migrates the template once per run; parallel test files wait on an advisory lock. */
export async function ensureTemplate(): Promise<void> {
  await withAdminClient(async (client) => {
    await client.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [TEMPLATE_DB]);
      if (exists.rowCount) return;
      const building = `${TEMPLATE_DB}_building`;
      await client.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
      await client.query(`CREATE DATABASE "${building}"`);
      await runMigrations(databaseUrl(building), allMigrations);
      await client.query(`ALTER DATABASE "${building}" RENAME TO "${TEMPLATE_DB}"`);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
}

/** CREATE DATABASE ... TEMPLATE refuses while another copy of the template is in progress: retry briefly. */
export async function createDatabaseFromTemplate(name: string): Promise<void> {
  await ensureTemplate();
  await withAdminClient(async (client) => {
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(`CREATE DATABASE "${name}" TEMPLATE "${TEMPLATE_DB}"`);
        return;
      } catch (err) {
        if (attempt >= 50 || !/being accessed by other users/.test((err as Error).message)) throw err;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
  });
}
