import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jest } from '@jest/globals';
import type { INestApplicationContext } from '@nestjs/common';
import { ModuleRef, NestFactory } from '@nestjs/core';
import { Queue } from 'bullmq';
import { Role } from '@farebox/domain';
import { SupplierSyncScheduler, lineSyncJobId, type Line, type SyncRunDto } from '@farebox/inventory';
import { FixedClock, InventoryJob, QueueName } from '@farebox/platform';
import { createCity, createLine, createStation, createSupplier, createUser, startTestApp, tokenFor, type TestApp } from '@farebox/testing';
import { WorkerModule } from '../../../apps/worker/src/worker.module.js';
import { bullOptions, until } from '../../bookings/test/mail-fixtures.js';

jest.setTimeout(180_000);

type Misbehaviour = 'garbage' | 'hang';

/**
 * The supplier API between the worker and the simulator: it forwards every call, except that the next availability
 * calls of a product can be told to answer garbage (not JSON) or to hang until the worker's HTTP timeout.
 */
class SupplierDouble {
  private readonly server: Server;
  private readonly planned = new Map<string, Misbehaviour[]>();

  constructor(private readonly upstream: string) {
    this.server = createServer((req, res) => void this.handle(req, res.writeHead.bind(res), res.end.bind(res)));
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  plan(productId: string, ...next: Misbehaviour[]) {
    this.planned.set(productId, next);
  }

  async stop() {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private async handle(req: IncomingMessage, head: (status: number, headers: Record<string, string>) => void, end: (body?: string) => void) {
    let body = '';
    for await (const chunk of req) body += chunk;
    const productId = body ? (JSON.parse(body) as { productId?: string }).productId : undefined;
    const misbehaviour = req.url?.endsWith('/availability') && productId ? this.planned.get(productId)?.shift() : undefined;
    if (misbehaviour === 'hang') return;
    if (misbehaviour === 'garbage') {
      head(200, { 'content-type': 'text/html' });
      return end('<html>Service temporarily overloaded</html>');
    }
    const answer = await fetch(new URL(req.url!, this.upstream), {
      method: req.method,
      headers: { 'content-type': 'application/json' },
      body: body || undefined,
    });
    head(answer.status, { 'content-type': 'application/json' });
    end(await answer.text());
  }
}

/**
 * Syncs as background jobs (issue 11, section 3) through the real worker: Sync Line and the scheduled sync run as
 * BullMQ jobs, a supplier that answers garbage or times out is retried with backoff (every failure recorded on the
 * run), and a worker process killed inside a sync's transaction leaves the line as it was until BullMQ hands the
 * stalled job to another worker, which completes it.
 */
describe('inventory: syncs run as background jobs', () => {
  let t: TestApp;
  let worker: INestApplicationContext | undefined;
  let admin: string;
  let double: SupplierDouble;
  let supplierUrl: string;
  let supplierId: string;
  let queue: Queue;
  const suffix = randomUUID().slice(0, 6);
  const cityA = `Epsilon ${suffix}`;
  const cityB = `Zeta ${suffix}`;

  const simulator = async (path: string, body: object) =>
    fetch(`${t.simulators.supplierUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const product = (id: string, from: string, to: string, departureTimes: string[]) =>
    simulator('/_simulator/suppliers/saigon-express/products', {
      id,
      company: 'Job Bus',
      fromCity: from,
      toCity: to,
      vehicleType: 'bus',
      vehicleClass: 'Standard',
      routeId: 'JOBS',
      timeZone: 'Asia/Bangkok',
      departureTimes,
      capacity: 40,
      price: { retail: '310.00', currency: 'THB' },
    });
  /** The supplier's departures of a transfer for the days a sync starting now asks (from today in Bangkok), and the open ones. */
  const departuresOf = async (transferId: string, days: number) => {
    const from = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date());
    const to = new Date(Date.parse(`${from}T00:00:00Z`) + (days - 1) * 86_400_000).toISOString().slice(0, 10);
    const all = (await (await simulator('/octo/saigon-express/availability', { productId: transferId, localDateStart: from, localDateEnd: to })).json()) as {
      id: string;
      status: string;
    }[];
    return { all: all.length, open: all.filter((d) => d.status !== 'CLOSED').map((d) => d.id) };
  };
  const as = (method: 'get' | 'post', path: string, body?: object) => t.http[method](path).set('Authorization', `Bearer ${admin}`).send(body);

  /** A line of its own with its A→B direction mapped to a new transfer of the supplier. */
  async function mappedLine(transferId: string, departureTimes: string[]): Promise<Line> {
    await product(transferId, `${cityA} ${transferId}`, `${cityB} ${transferId}`, departureTimes);
    const a = await createStation(t, { cityId: (await createCity(t, { name: `${cityA} ${transferId}` })).id });
    const b = await createStation(t, { cityId: (await createCity(t, { name: `${cityB} ${transferId}` })).id });
    const line = await createLine(t, { companyId: supplierId, stationAId: a.id, stationBId: b.id });
    await as('get', `/api/lines/${line.id}/supplier-api/matches`).expect(200);
    await as('post', `/api/lines/${line.id}/supplier-api/mappings`, { version: 1, direction: 'aToB', integrationId: 'saigon-express', transferId }).expect(201);
    return line;
  }
  const tripsOf = (line: Line) =>
    t.dataSource.query<{ supplier_departure_id: string; seats_left: number; supplier_retail: string; blocked: boolean }[]>(
      `SELECT supplier_departure_id, seats_left, supplier_retail, blocked FROM trip WHERE line_id = $1 ORDER BY supplier_departure_id`,
      [line.id],
    );
  const runsOf = async (line: Line) => (await as('get', `/api/lines/${line.id}/sync-runs`).expect(200)).body.data as SyncRunDto[];
  const finished = (line: Line, what: string, timeoutMs?: number) =>
    until(
      () => runsOf(line),
      (runs) => runs.length > 0 && runs[0].state !== 'queued',
      what,
      timeoutMs,
    ).then((runs) => runs[0]);
  const syncLine = (line: Line, daysInAdvance: number) => as('post', `/api/lines/${line.id}/sync`, { daysInAdvance }).expect(201);

  const startWorker = async () => {
    worker = await NestFactory.createApplicationContext(WorkerModule, { logger: false });
    await worker.init();
  };

  beforeAll(async () => {
    double = new SupplierDouble('http://127.0.0.1:1');
    supplierUrl = await double.start();
    t = await startTestApp({ SUPPLIER_API_URL: supplierUrl });
    Object.assign(double, { upstream: t.simulators.supplierUrl });
    supplierId = (await createSupplier(t, { name: 'Job Bus' })).id;
    await t.dataSource.query(`INSERT INTO supplier_integration (id, company_id, mode) VALUES ('saigon-express', $1, 'offline')`, [supplierId]);
    admin = await tokenFor(t, await createUser(t, { role: Role.Admin, isFullAdmin: true }));
    queue = new Queue(QueueName.Inventory, bullOptions());
    await startWorker();
  });
  afterAll(async () => {
    await worker?.close();
    await queue?.close();
    await t?.close();
    await double?.stop();
  });

  it('Sync Line through the worker: garbage, then a timeout, are retried with backoff and recorded; the third attempt imports', async () => {
    const line = await mappedLine('JOB-RETRY', ['08:00', '18:00']);
    double.plan('JOB-RETRY', 'garbage', 'hang');
    await syncLine(line, 3);
    const run = await finished(line, 'the retried sync', 60_000);
    expect(run).toMatchObject({ trigger: 'manual', state: 'done', daysInAdvance: 3 });
    expect(run.failures).toEqual([
      { attempt: 1, direction: 'aToB', reason: expect.stringMatching(/HTTP 200 with a body that is not JSON/), failedAt: expect.any(String) },
      { attempt: 2, direction: 'aToB', reason: expect.stringMatching(/timeout|aborted/i), failedAt: expect.any(String) },
    ]);
    expect(Date.parse(run.failures[1].failedAt) - Date.parse(run.failures[0].failedAt)).toBeGreaterThanOrEqual(2_000);
    const offered = await departuresOf('JOB-RETRY', 3);
    expect(run.aToB).toMatchObject({ transferId: 'JOB-RETRY', departures: 6, created: offered.open.length, updated: 0, removed: 0, flagged: 0 });
    expect(run.bToA).toBeNull();
    expect((await tripsOf(line)).map((trip) => trip.supplier_departure_id)).toEqual(offered.open);
    const info = await as('get', `/api/lines/${line.id}/supplier-api`).expect(200);
    expect(info.body.aToBLastSynced).toBe(run.aToB!.syncedAt);

    // The same sync again changes nothing.
    const before = await tripsOf(line);
    await syncLine(line, 3);
    const again = await until(
      () => runsOf(line),
      (runs) => runs.length === 2 && runs[0].state !== 'queued',
      'the second sync',
    );
    expect(again[0]).toMatchObject({ state: 'done', failures: [], aToB: { departures: 6, created: 0, updated: 0, removed: 0, flagged: 0 } });
    expect(await tripsOf(line)).toEqual(before);
  });

  it('a supplier that fails every attempt leaves the trips as they were and the run failed with each failure', async () => {
    const line = await mappedLine('JOB-FAIL', ['09:30']);
    await syncLine(line, 2);
    await finished(line, 'the first sync');
    const before = await tripsOf(line);
    await product('JOB-FAIL', `${cityA} JOB-FAIL`, `${cityB} JOB-FAIL`, ['10:30']);
    double.plan('JOB-FAIL', 'garbage', 'garbage');
    // A job of its own with two attempts, so that the test does not wait for the queue's six. Requested at the process
    // clock's time, as the API's runs are (the date script moves that clock, not the database's).
    const [run]: { id: string }[] = await t.dataSource.query(
      `INSERT INTO line_sync_run (line_id, days_in_advance, state, requested_at) VALUES ($1, 2, 'queued', $2) RETURNING id`,
      [line.id, new Date()],
    );
    await queue.add(InventoryJob.SyncLine, { runId: run.id }, { attempts: 2, backoff: { type: 'exponential', delay: 200 } });
    const failed = await finished(line, 'the failed sync');
    expect(failed).toMatchObject({ id: run.id, state: 'failed', aToB: null });
    expect(failed.failures.map((f) => f.attempt)).toEqual([1, 2]);
    expect(failed.result).toMatch(/^A→B \(JOB-FAIL\): not synced, nothing changed \(The supplier API did not answer properly \(POST .*not JSON\)\.\)\.$/);
    expect(await tripsOf(line)).toEqual(before);
  });

  it("the schedule queues one sync per mapped line, for the line's days, never twice at once, and not for a supplier whose syncs are off", async () => {
    const clock = new FixedClock(new Date());
    const scheduler = new SupplierSyncScheduler(t.dataSource, t.app.get(ModuleRef), clock);
    const line = await mappedLine('JOB-SCHED', ['06:15']);
    const scheduled = (l: Line) =>
      t.dataSource.query<{ id: string; days_in_advance: number; state: string }[]>(
        `SELECT id, days_in_advance, state FROM line_sync_run WHERE line_id = $1 AND trigger = 'scheduled'`,
        [l.id],
      );
    await t.dataSource.query(
      `INSERT INTO supply_config (company_id, default_markup_percent, commission_percent, sync_enabled, sync_days_in_advance) VALUES ($1, 0, 0, false, 4)`,
      [supplierId],
    );
    await scheduler.queueDueSyncs();
    expect(await scheduled(line)).toEqual([]);

    await t.dataSource.query(`UPDATE supply_config SET sync_enabled = true WHERE company_id = $1`, [supplierId]);
    await queue.pause();
    try {
      expect(await scheduler.queueDueSyncs()).toEqual({ queued: 3 });
      expect(await scheduler.queueDueSyncs()).toEqual({ queued: 3 });
      // One waiting run and one job per line: the supplier's 4 days for a line never synced by hand, its own 2 or 3 days otherwise.
      const [waiting] = await scheduled(line);
      expect(await scheduled(line)).toEqual([{ id: waiting.id, days_in_advance: 4, state: 'queued' }]);
      const job = await queue.getJob(lineSyncJobId(line.id));
      expect(job?.data).toEqual({ runId: waiting.id });
      expect(await queue.getJobCounts('waiting')).toEqual({ waiting: 3 });
    } finally {
      await queue.resume();
    }
    const run = await finished(line, 'the scheduled sync');
    expect(run).toMatchObject({
      trigger: 'scheduled',
      state: 'done',
      daysInAdvance: 4,
      aToB: { departures: 4, created: (await departuresOf('JOB-SCHED', 4)).open.length },
    });
    // Once finished, the job is gone and the next tick queues the line again.
    await until(
      () => queue.getJob(lineSyncJobId(line.id)),
      (j) => j === undefined,
      'the finished job to be removed',
    );
  });

  it('a worker process killed inside a sync transaction leaves the line as it was; the stalled job is recovered and completes', async () => {
    const line = await mappedLine('JOB-KILL', ['07:45', '19:45']);
    await syncLine(line, 3);
    await finished(line, 'the first sync');
    const before = await tripsOf(line);
    expect(before.map((trip) => trip.supplier_departure_id)).toEqual((await departuresOf('JOB-KILL', 3)).open);
    await worker!.close();
    worker = undefined;

    // New departures at the supplier; the database holds the sync's writes on the last one until the worker is dead.
    await product('JOB-KILL', `${cityA} JOB-KILL`, `${cityB} JOB-KILL`, ['07:45', '12:00', '19:45']);
    await t.dataSource.query(`CREATE FUNCTION sync_kill_pause() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.line_id = '${line.id}' AND NEW.supplier_departure_id LIKE '%T12:00' THEN PERFORM pg_sleep(4); END IF; RETURN NEW; END $$`);
    await t.dataSource.query(`CREATE TRIGGER sync_kill_pause BEFORE INSERT ON trip FOR EACH ROW EXECUTE FUNCTION sync_kill_pause()`);
    let child: ChildProcess | undefined = spawn(process.execPath, ['--import', './libs/inventory/test/support/register-ts.mjs', 'apps/worker/src/main.ts'], {
      env: { ...process.env, LOG_LEVEL: 'silent' },
      stdio: 'ignore',
    });
    try {
      await syncLine(line, 3);
      await until(
        () => t.dataSource.query<{ pid: number }[]>(`SELECT pid FROM pg_stat_activity WHERE wait_event = 'PgSleep' AND datname = current_database()`),
        (rows) => rows.length > 0,
        "the worker process inside the sync's transaction",
        60_000,
      );
      child.kill('SIGKILL');
      child = undefined;
      expect(await tripsOf(line)).toEqual(before);
      // Dropping the trigger waits until the dead worker's transaction is rolled back.
      await t.dataSource.query(`DROP TRIGGER sync_kill_pause ON trip; DROP FUNCTION sync_kill_pause()`);
      expect(await tripsOf(line)).toEqual(before);
      const [queued] = await runsOf(line);
      expect(queued).toMatchObject({ state: 'queued', aToB: null });

      // Another worker takes the stalled job once its lock has expired (BullMQ's stalled-job check) and completes the run.
      await startWorker();
      const run = await finished(line, 'the recovered sync', 120_000);
      const offered = await departuresOf('JOB-KILL', 3);
      const noon = offered.open.filter((id) => id.endsWith('T12:00'));
      expect(run).toMatchObject({ id: queued.id, state: 'done', failures: [], aToB: { departures: 9, created: noon.length, removed: 0 } });
      expect((await tripsOf(line)).map((trip) => trip.supplier_departure_id)).toEqual(offered.open);
      // Recovered as stalled: the dead worker's lock expired and BullMQ moved the job back to wait.
      const job = (await queue.getJobs(['completed'])).find((j) => (j.data as { runId?: string }).runId === queued.id);
      expect(job).toMatchObject({ stalledCounter: 1, returnvalue: 'synced' });
    } finally {
      child?.kill('SIGKILL');
      await t.dataSource.query(`DROP TRIGGER IF EXISTS sync_kill_pause ON trip; DROP FUNCTION IF EXISTS sync_kill_pause()`);
    }
  });
});
