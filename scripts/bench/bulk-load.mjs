// The bench's bulk loading, shared by the bookings and the finance data: a client per piece of work, secondary
// indexes dropped before a load and rebuilt after it, and chunks of rows inserted on two connections (two cores)
// with foreign-key triggers off (the generated rows are consistent by construction).
import pg from 'pg';

export async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Drops the secondary indexes (not those of constraints) of the tables and answers their definitions. */
export async function dropSecondaryIndexes(client, tables) {
  const { rows } = await client.query(
    `SELECT i.indexname, i.indexdef FROM pg_indexes i
      WHERE i.schemaname = 'public' AND i.tablename = ANY($1)
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
    [tables],
  );
  for (const r of rows) await client.query(`DROP INDEX "${r.indexname}"`);
  return rows.map((r) => r.indexdef);
}

/**
 * Inserts rows 1..total in chunks on two connections: `insert(client, from, to)` writes one chunk; progress is logged
 * every `logEvery` rows as "<n> <label>".
 */
export async function loadInChunks(databaseUrl, { total, chunk, insert, label, logEvery, log }) {
  const chunks = [];
  for (let from = 1; from <= total; from += chunk) chunks.push([from, Math.min(total, from + chunk - 1)]);
  let done = 0;
  await Promise.all(
    [0, 1].map((lane) =>
      withClient(databaseUrl, async (client) => {
        await client.query(`SET session_replication_role = replica; SET synchronous_commit = off`);
        for (let i = lane; i < chunks.length; i += 2) {
          await insert(client, chunks[i][0], chunks[i][1]);
          done += chunks[i][1] - chunks[i][0] + 1;
          if (done % logEvery < chunk) log(`  ${done.toLocaleString('en-US')} ${label}`);
        }
      }),
    ),
  );
}

/** Recreates the dropped indexes, half on each of two connections. */
export async function rebuildIndexes(databaseUrl, indexDefs, maintenanceWorkMem) {
  const half = Math.ceil(indexDefs.length / 2);
  await Promise.all(
    [indexDefs.slice(0, half), indexDefs.slice(half)].map((defs) =>
      withClient(databaseUrl, async (client) => {
        await client.query(`SET maintenance_work_mem = '${maintenanceWorkMem}'`);
        for (const def of defs) await client.query(def);
      }),
    ),
  );
}
