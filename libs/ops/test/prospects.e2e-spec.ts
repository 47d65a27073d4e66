import { jest } from '@jest/globals';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import ExcelJS from 'exceljs';
import { ProspectMessage, Role, SERP_LOCATIONS } from '@farebox/domain';
import { PROSPECT_SHEET_COLUMNS } from '@farebox/ops';
import { Clock, ProspectsJob, QueueName } from '@farebox/platform';
import { createUser, startTestApp, tokenFor, type TestApp } from '@farebox/testing';
import { simulatedResults, startSerp } from '../../../apps/simulators/index.mjs';
import { WorkerModule } from '../../../apps/worker/src/worker.module.js';
import { ProspectSearchRunner } from '../src/prospects/prospect-search.runner.js';

jest.setTimeout(120_000);

interface ProspectFile {
  id: string;
  fileName: string;
  state: string;
  requestsDone: number;
  requestsTotal: number;
  rowsWritten: number | null;
  error: string | null;
  sheetLink: string | null;
}

/** Reads every 100 ms until `done` holds; fails after `timeoutMs` with the last value read. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The sheet as rows of cell values (the header first). */
async function sheetRows(content: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/**
 * The prospect list end to end: the API validates and queues a search through the outbox, the real worker (outbox
 * relay and BullMQ on a real Redis) asks the SERP simulator for every query × location and stores the sheet, which
 * the list links to; transient provider failures are retried, others fail the file with their reason.
 */
describe('prospect list: searches through the worker and the SERP simulator', () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  let serp: Awaited<ReturnType<typeof startSerp>>;
  const auth: Record<'support' | 'admin' | 'readadmin' | 'agent' | 'editor', string> = {} as never;

  const startWorker = async () => {
    worker = await NestFactory.createApplicationContext(WorkerModule, { logger: false });
    await worker.init();
  };

  beforeAll(async () => {
    serp = await startSerp({ apiKey: 'serp-test-key' });
    t = await startTestApp({ SERP_API_URL: serp.url, SERP_API_KEY: 'serp-test-key' });
    await startWorker();
    for (const [who, role] of [
      ['support', Role.Support],
      ['admin', Role.Admin],
      ['readadmin', Role.ReadAdmin],
      ['agent', Role.Agent],
      ['editor', Role.ContentEditor],
    ] as const)
      auth[who] = `Bearer ${await tokenFor(t, await createUser(t, { role }))}`;
  });

  afterAll(async () => {
    await worker?.close();
    await t?.close();
    await serp?.close();
  });

  const search = (body: object, who: keyof typeof auth = 'support') => t.http.post('/api/prospect-files').set('Authorization', auth[who]).send(body);
  const valid = (fileName: string, patch: object = {}) => ({
    fileName,
    queries: ['bus hanoi sapa', 'ferry koh tao'],
    locations: ['Vietnam', 'Hanoi,Hanoi,Vietnam', 'Thailand'],
    googleDomain: 'google.com.vn',
    hostingLanguage: 'vi',
    ...patch,
  });
  const list = async (query = '') => (await t.http.get(`/api/prospect-files${query}`).set('Authorization', auth.readadmin).expect(200)).body;
  const file = async (id: string): Promise<ProspectFile> => (await list('?limit=0')).data.find((f: ProspectFile) => f.id === id);
  const settled = (id: string) =>
    until(
      () => file(id),
      (f) => f.state === 'done' || f.state === 'failed',
      'the search to end',
    );
  const settings = (body: object) =>
    fetch(`${serp.url}/_simulator/settings`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const sheet = (link: string, who: keyof typeof auth = 'readadmin') =>
    t.http
      .get(link)
      .set('Authorization', auth[who])
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });

  it('refuses an invalid search with every field and its message', async () => {
    const empty = await search({ fileName: ' ', queries: ['', '  '], locations: [], googleDomain: '', hostingLanguage: '' }).expect(400);
    expect(empty.body).toMatchObject({ code: 'ValidationFailed', message: 'The search has invalid fields.' });
    expect(empty.body.details).toEqual(
      ['fileName', 'queries', 'locations', 'googleDomain', 'hostingLanguage'].map((field) => ({ field, message: 'This field is required.' })),
    );
    const tooMany = await search(valid('Too many', { locations: SERP_LOCATIONS.slice(0, 31) })).expect(400);
    expect(tooMany.body).toMatchObject({ message: 'Choose at most 30 locations.', details: [{ field: 'locations', message: 'Choose at most 30 locations.' }] });
    const unknown = await search(valid('Unknown', { locations: ['Atlantis'], googleDomain: 'bing.com' })).expect(400);
    expect(unknown.body.details).toEqual([
      { field: 'locations', message: ProspectMessage.Location },
      { field: 'googleDomain', message: ProspectMessage.GoogleDomain },
    ]);
    await search({ fileName: 'x', queries: 'not a list' }).expect(400);
    expect((await list()).meta.total).toBe(0);
  });

  it('lets support, admin and read-admin read the list; only support and admin start searches', async () => {
    await t.http.get('/api/prospect-files').expect(401);
    for (const who of ['agent', 'editor'] as const) {
      await t.http.get('/api/prospect-files').set('Authorization', auth[who]).expect(403);
      await t.http.get('/api/prospect-files/overview').set('Authorization', auth[who]).expect(403);
    }
    await search(valid('Read-admin try'), 'readadmin').expect(403);
    await search(valid('Agent try'), 'agent').expect(403);
    expect((await t.http.get('/api/prospect-files/overview').set('Authorization', auth.readadmin).expect(200)).body).toMatchObject({
      searchesThisMonth: 0,
      providerConfigured: true,
    });
  });

  it('runs a search over every query × location and links a sheet with every result', async () => {
    const created = await search(valid('Hanoi buses')).expect(201);
    expect(created.body).toMatchObject({ fileName: 'Hanoi buses', state: 'queued', requestsTotal: 6, requestsDone: 0, sheetLink: null, error: null });
    const [outbox] = await t.dataSource.query<{ queue: string; job_name: string; payload: object }[]>(
      `SELECT queue, job_name, payload FROM outbox_message WHERE payload->>'fileId' = $1`,
      [created.body.id],
    );
    expect(outbox).toEqual({ queue: 'prospects', job_name: 'search', payload: { fileId: created.body.id } });
    // The same name again, in any case, is taken.
    expect((await search(valid('HANOI BUSES'), 'admin').expect(409)).body).toMatchObject({ code: 'Conflict', message: ProspectMessage.FileNameTaken });

    const done = await settled(created.body.id);
    expect(done).toMatchObject({ state: 'done', requestsDone: 6, rowsWritten: 60, error: null, sheetLink: `/api/prospect-files/${created.body.id}/sheet` });

    const download = await sheet(done.sheetLink!).expect(200);
    expect(download.headers['content-type']).toContain('spreadsheetml');
    expect(download.headers['content-disposition']).toBe('attachment; filename="Hanoi buses.xlsx"');
    const rows = await sheetRows(download.body as Buffer);
    expect(rows[0]).toEqual([...PROSPECT_SHEET_COLUMNS]);
    expect(rows).toHaveLength(1 + 2 * 3 * 10);
    const first = simulatedResults({ q: 'bus hanoi sapa', location: 'Vietnam', googleDomain: 'google.com.vn', hl: 'vi' })[0];
    expect(rows[1]).toEqual(['bus hanoi sapa', 'Vietnam', 1, first.title, first.link, new URL(first.link).hostname.replace(/^www\./, ''), first.snippet]);
    expect(rows.at(-1)!.slice(0, 3)).toEqual(['ferry koh tao', 'Thailand', 10]);
    await sheet(done.sheetLink!, 'agent').expect(403);
  });

  it('finds files by a part of the name, newest first, 20 a page', async () => {
    const bangkok = await search(valid('Bangkok ferries', { queries: ['ferry bangkok'], locations: ['Bangkok,Bangkok,Thailand'] })).expect(201);
    expect((await settled(bangkok.body.id)).state).toBe('done');
    expect((await list('?fileName=%20hanoi%20')).data.map((f: ProspectFile) => f.fileName)).toEqual(['Hanoi buses']);
    expect((await list('?fileName=100%25')).meta.total).toBe(0);
    const all = await list();
    expect(all.meta).toEqual({ limit: 20, offset: 0, total: 2 });
    expect(all.data.map((f: ProspectFile) => f.fileName)).toEqual(['Bangkok ferries', 'Hanoi buses']);
  });

  it('retries a transient provider failure and writes the sheet once; a rerun overwrites the same file', async () => {
    await settings({ failures: { count: 1, status: 503 } });
    const created = await search(valid('Retried search', { queries: ['bus hue'], locations: ['Vietnam', 'Laos'] })).expect(201);
    const done = await settled(created.body.id);
    expect(done).toMatchObject({ state: 'done', requestsDone: 2, rowsWritten: 20, error: null });
    // The failure was spent on this search, whose job BullMQ then ran again.
    expect((await (await settings({})).json()).failures.count).toBe(0);

    // A worker that died after storing the sheet but before marking the file done leaves it running: the job's next
    // delivery starts over and overwrites the same sheet.
    await t.dataSource.query(`UPDATE prospect_file SET state = 'running', sheet_key = NULL, rows_written = NULL WHERE id = $1`, [created.body.id]);
    const runner = worker.get(ProspectSearchRunner);
    expect(await runner.run(created.body.id, { lastAttempt: false })).toBe('done');
    expect(await runner.run(created.body.id, { lastAttempt: false })).toBe('skipped');
    const again = await file(created.body.id);
    expect(again).toMatchObject({ state: 'done', rowsWritten: 20 });
    expect(await sheetRows((await sheet(again.sheetLink!).expect(200)).body as Buffer)).toHaveLength(21);
  });

  it('fails a search the provider refuses, with its reason, and the sheet is not there', async () => {
    await settings({ failures: { count: 1, status: 401, message: 'Invalid API key.' } });
    const created = await search(valid('Refused search', { queries: ['bus vinh'], locations: ['Vietnam'] })).expect(201);
    const failed = await settled(created.body.id);
    expect(failed).toMatchObject({ state: 'failed', error: 'The SERP provider answered 401: Invalid API key.', sheetLink: null, rowsWritten: null });
    const notReady = await t.http.get(`/api/prospect-files/${created.body.id}/sheet`).set('Authorization', auth.readadmin).expect(409);
    expect(notReady.body).toMatchObject({
      code: 'ProspectSheetNotReady',
      message: ProspectMessage.SheetNotReady,
    });
    await t.http.get('/api/prospect-files/00000000-0000-4000-8000-000000000000/sheet').set('Authorization', auth.readadmin).expect(404);
  });

  it('fails a search with its error when its last attempt fails for a reason that is not the provider; Run again completes it', async () => {
    const [{ id }] = await t.dataSource.query<{ id: string }[]>(
      `INSERT INTO prospect_file (file_name, queries, locations, google_domain, hosting_language, state, machine_version, requests_total, created_at)
       VALUES ('Broken search', '{bus hue}', '{Vietnam}', 'google.com.vn', 'vi', 'queued', 1, 1, now()) RETURNING id`,
    );
    // The database refuses to start this search (every attempt's START step throws), but lets it be failed.
    await t.dataSource.query(`CREATE FUNCTION prospect_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.id = '${id}' AND NEW.state = 'running' THEN RAISE EXCEPTION 'No space left on device'; END IF; RETURN NEW; END $$`);
    await t.dataSource.query(`CREATE TRIGGER prospect_refuse BEFORE UPDATE ON prospect_file FOR EACH ROW EXECUTE FUNCTION prospect_refuse()`);
    try {
      const queue = t.app.get<Queue>(getQueueToken(QueueName.Prospects), { strict: false });
      const job = await queue.add(ProspectsJob.Search, { fileId: id }, { attempts: 2, backoff: { type: 'fixed', delay: 50 } });
      const failed = await settled(id);
      expect(failed).toMatchObject({ state: 'failed', error: 'No space left on device', sheetLink: null });
      expect(await queue.getJobState(job.id!)).toBe('failed');
      expect((await queue.getJob(job.id!))?.attemptsMade).toBe(2);
    } finally {
      await t.dataSource.query(`DROP TRIGGER prospect_refuse ON prospect_file; DROP FUNCTION prospect_refuse()`);
    }

    // Run again: only a failed search, by those who start searches; of two racing reruns one queues it.
    const rerun = (who: keyof typeof auth = 'support') => t.http.post(`/api/prospect-files/${id}/rerun`).set('Authorization', auth[who]);
    await rerun('readadmin').expect(403);
    const raced = await Promise.all([rerun(), rerun('admin')]);
    expect(raced.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(raced.find((r) => r.status === 200)!.body).toMatchObject({ id, state: 'queued', requestsDone: 0, error: null });
    expect(raced.find((r) => r.status === 409)!.body).toMatchObject({ code: 'TransitionRefused', message: ProspectMessage.RerunOnlyFailed });
    const done = await settled(id);
    expect(done).toMatchObject({ state: 'done', requestsDone: 1, rowsWritten: 10, error: null });
    expect(await sheetRows((await sheet(done.sheetLink!).expect(200)).body as Buffer)).toHaveLength(11);
    expect((await rerun().expect(409)).body.message).toBe(ProspectMessage.RerunOnlyFailed);
    await t.http.post('/api/prospect-files/00000000-0000-4000-8000-000000000000/rerun').set('Authorization', auth.support).expect(404);
  });

  it("counts this month's searches by the clock", async () => {
    const clock = jest.spyOn(t.app.get(Clock), 'now');
    try {
      clock.mockReturnValue(new Date('2024-02-29T23:58:00Z'));
      await search(valid('February one')).expect(201);
      clock.mockReturnValue(new Date('2024-02-29T23:59:59Z'));
      await search(valid('February two')).expect(201);
      clock.mockReturnValue(new Date('2024-03-01T00:00:00Z'));
      await search(valid('March one')).expect(201);
      const march = await t.http.get('/api/prospect-files/overview').set('Authorization', auth.support).expect(200);
      expect(march.body).toEqual({ month: '2024-03', searchesThisMonth: 1, providerConfigured: true });
      clock.mockReturnValue(new Date('2024-02-01T00:00:00Z'));
      expect((await t.http.get('/api/prospect-files/overview').set('Authorization', auth.support).expect(200)).body.searchesThisMonth).toBe(2);
    } finally {
      clock.mockRestore();
    }
    const latest = (await list()).data as ProspectFile[];
    expect(latest.map((f) => f.fileName).slice(-3)).toEqual(['March one', 'February two', 'February one']);
  });

  it('fails every search clearly while no SERP provider is configured', async () => {
    await worker.close();
    const configured = process.env.SERP_API_URL;
    process.env.SERP_API_URL = '';
    try {
      await startWorker();
    } finally {
      process.env.SERP_API_URL = configured;
    }
    const created = await search(valid('No provider')).expect(201);
    expect(await settled(created.body.id)).toMatchObject({ state: 'failed', error: ProspectMessage.ProviderNotConfigured, sheetLink: null });
  });
});
