import type { ChildProcess } from 'node:child_process';
import { Role } from '@farebox/domain';
import { FileExportKind } from '@farebox/platform';
import { createAgent, createUser, newIdempotencyKey, startTestApp, tokenFor, type TestApp } from '@farebox/testing';
import { until } from '../../bookings/test/mail-fixtures.js';
import { backgroundExports, startWorker } from './background-export-fixtures.js';
import { createFinanceSupplier } from './finance-fixtures.js';

const ROWS = 30_000;
const RANGE = { from: '2022-01-01', to: '2022-12-31' };

/**
 * The Reports tab's CSV as a background export (POST /api/exports, GET /api/exports/:id and /file) through the real
 * API and a real worker process: the same bytes as the synchronous download, the caller's own rows only, one job
 * per Idempotency-Key, nobody else's job visible, and a worker SIGKILLed mid-export whose job another worker finishes
 * with every row exactly once.
 */
describe('finance: the Reports CSV as a background export', () => {
  let t: TestApp;
  let admin: string;
  let otherAdmin: string;
  let agent: string;
  let supplierId: string;
  let otherSupplierId: string;
  let worker: ChildProcess | undefined;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await tokenFor(t, await createUser(t, { role: Role.Admin, isFullAdmin: true }));
    otherAdmin = await tokenFor(t, await createUser(t, { role: Role.Admin, isFullAdmin: true }));
    const supplier = await createFinanceSupplier(t, { name: 'Export Supplier' });
    supplierId = supplier.id;
    otherSupplierId = (await createFinanceSupplier(t, { name: 'Other Supplier' })).id;
    agent = await tokenFor(t, await createAgent(t, supplier));
    await t.dataSource.query(
      `INSERT INTO supplier_transaction (company_id, posting_key, kind, booking_reference, amount, currency, amount_usd, booking_date, departure_date, effective_date, route, passenger_name)
       SELECT CASE WHEN g % 10 = 0 THEN $3::uuid ELSE $1::uuid END, 'export:' || g, 'booking', 'FBX' || lpad(g::text, 7, '0'), (g % 1000) + 0.5, 'THB', 1,
              timestamptz '2022-01-01' + g * interval '1 minute', timestamptz '2022-03-01', date '2022-03-01', 'Route ' || (g % 50), 'Passenger ' || g
         FROM generate_series(1, $2::int) g`,
      [supplierId, ROWS, otherSupplierId],
    );
    worker = startWorker();
  }, 120_000);
  afterAll(async () => {
    worker?.kill('SIGKILL');
    await t?.close();
  });

  const { start, status, ready, download } = backgroundExports(() => t, FileExportKind.PaymentsReportTransactions);
  const syncCsv = (token: string, query: string) => download(token, `/api/payments-report/reports.csv?${query}`);

  it('ends ready with the very bytes of the synchronous download for the same filters', async () => {
    const created = await start(admin, { ...RANGE, supplierId }).expect(202);
    expect(created.body).toMatchObject({
      kind: FileExportKind.PaymentsReportTransactions,
      status: 'queued',
      done: 0,
      filename: expect.stringMatching(/^supplier-transactions-\d{4}-\d{2}-\d{2}\.csv$/),
    });
    const job = await ready(admin, created.body.id as string);
    expect(job).toMatchObject({ status: 'ready', done: ROWS * 0.9, total: ROWS * 0.9, error: null, downloadUrl: expect.stringContaining('signature=') });
    const file = await download(admin, `/api/exports/${created.body.id}/file`);
    expect(file).toBe(await syncCsv(admin, `from=${RANGE.from}&to=${RANGE.to}&supplierId=${supplierId}`));
    expect(file.split('\r\n')).toHaveLength(ROWS * 0.9 + 2);
    // The signed link serves the same file without the Authorization header; a tampered one serves nothing.
    const url = (await status(admin, created.body.id as string).expect(200)).body.downloadUrl as string;
    expect(await download('', url)).toBe(file);
    await t.http.get(url.replace(/signature=(.)/, (_, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`)).expect(404);
  }, 90_000);

  it("an agent's export has only its own company's rows; naming another company is refused before anything is queued", async () => {
    await start(agent, { ...RANGE, supplierId: otherSupplierId }).expect(403);
    const created = await start(agent, RANGE).expect(202);
    expect((await ready(agent, created.body.id as string)).status).toBe('ready');
    const file = await download(agent, `/api/exports/${created.body.id}/file`);
    expect(file).toBe(await syncCsv(agent, `from=${RANGE.from}&to=${RANGE.to}`));
    const lines = file.split('\r\n').slice(1, -1);
    expect(lines).toHaveLength(ROWS * 0.9);
    // Every tenth reference belongs to the other supplier: none of them is in the agent's file.
    expect(lines.filter((line) => Number(line.slice(3, 10)) % 10 === 0)).toEqual([]);
  }, 90_000);

  it('shows a job only to the user who asked for it', async () => {
    const id = (await start(admin, RANGE).expect(202)).body.id as string;
    await status(otherAdmin, id).expect(404);
    await status(agent, id).expect(404);
    await t.http.get(`/api/exports/${id}/file`).set('Authorization', `Bearer ${otherAdmin}`).expect(404);
    await status(admin, 'not-a-uuid').expect(404);
    await ready(admin, id);
  }, 90_000);

  it('one job per Idempotency-Key: a retry gets the same job, another request with the key 422, no key 400, bad filters 400', async () => {
    const key = newIdempotencyKey();
    const first = await start(admin, { ...RANGE, supplierId: otherSupplierId }, key).expect(202);
    const retry = await start(admin, { ...RANGE, supplierId: otherSupplierId }, key).expect(202);
    expect(retry.body.id).toBe(first.body.id);
    await start(admin, { ...RANGE, supplierId }, key).expect(422);
    await start(admin, RANGE, null).expect(400);
    const bad = await start(admin, { from: RANGE.from }).expect(400);
    expect(bad.body.code).toBe('ValidationFailed');
    await start(admin, { ...RANGE, unknown: 1 }).expect(400);
    expect((await t.dataSource.query(`SELECT count(*)::int AS n FROM file_job WHERE filters->>'supplierId' = $1`, [otherSupplierId]))[0].n).toBe(1);
    await ready(admin, first.body.id as string);
  }, 90_000);

  it('a worker process killed in the middle of an export: the next worker writes the file again with every row exactly once', async () => {
    worker!.kill('SIGKILL');
    worker = undefined;
    // The worker's progress update after 10,000 rows sleeps until the process is dead.
    await t.dataSource.query(`CREATE FUNCTION file_job_kill_pause() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.done >= 10000 AND NEW.status = 'running' THEN PERFORM pg_sleep(3); END IF; RETURN NEW; END $$`);
    await t.dataSource.query(`CREATE TRIGGER file_job_kill_pause BEFORE UPDATE ON file_job FOR EACH ROW EXECUTE FUNCTION file_job_kill_pause()`);
    let child: ChildProcess | undefined = startWorker();
    try {
      const id = (await start(admin, RANGE).expect(202)).body.id as string;
      await until(
        () => t.dataSource.query<{ pid: number }[]>(`SELECT pid FROM pg_stat_activity WHERE wait_event = 'PgSleep' AND datname = current_database()`),
        (rows) => rows.length > 0,
        'the worker process in the middle of the export',
        150_000,
      );
      child.kill('SIGKILL');
      child = undefined;
      // Dropping the trigger waits until the dead worker's update has ended.
      await t.dataSource.query(`DROP TRIGGER file_job_kill_pause ON file_job; DROP FUNCTION file_job_kill_pause()`);
      // Progress moved: part of the file was written when the worker died, none of it downloadable.
      const stopped = (await status(admin, id).expect(200)).body;
      expect(stopped).toMatchObject({ status: 'running', total: ROWS });
      expect(stopped.done).toBeGreaterThan(0);
      expect(stopped.done).toBeLessThan(ROWS);
      await t.http.get(`/api/exports/${id}/file`).set('Authorization', `Bearer ${admin}`).expect(409);

      worker = startWorker();
      expect(await ready(admin, id, 90_000)).toMatchObject({ status: 'ready', done: ROWS, total: ROWS });
      const lines = (await download(admin, `/api/exports/${id}/file`)).split('\r\n').slice(1, -1);
      expect(lines).toHaveLength(ROWS);
      expect(new Set(lines.map((line) => line.slice(0, 10))).size).toBe(ROWS);
    } finally {
      child?.kill('SIGKILL');
      await t.dataSource.query(`DROP TRIGGER IF EXISTS file_job_kill_pause ON file_job; DROP FUNCTION IF EXISTS file_job_kill_pause()`);
    }
  }, 360_000);
});
