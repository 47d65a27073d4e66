import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import ExcelJS from 'exceljs';
import type { Job } from 'bullmq';
import type { Response } from 'supertest';
import { CampaignsProcessor } from '@farebox/discounts';
import { BACKGROUND_EXPORT_ROWS, CampaignMessage as M, ErrorCode, ExportMessage, RedemptionRefusal as R, Role } from '@farebox/domain';
import { DiscountsJob, FileExportKind } from '@farebox/platform';
import { createUser, startTestApp, tokenFor, type TestApp } from '@farebox/testing';
import { WorkerModule } from '../../../apps/worker/src/worker.module.js';
import { until } from '../../bookings/test/mail-fixtures.js';
import { backgroundExports } from '../../finance/test/background-export-fixtures.js';

jest.setTimeout(120_000);

const SHARED = {
  type: 'amount',
  value: '10.00',
  minimumPurchase: null,
  limit: 0,
  perUserLimit: null,
  expiredAt: '2099-12-31',
  expiredIn: null,
  team: 'marketing',
  activated: true,
  description: 'Ten off',
  tooltipDescription: 'Ten dollars off any trip',
};
const USD_CART = { total: '100.00', currency: 'USD' };
const NO_AUDIENCE = { countries: [], routes: [], transportTypes: [], suppliers: [], partners: [], operatingSystems: [] };

/**
 * Promo code campaigns through the real API and worker: the shared form rules and their messages, the list's
 * filters and sorts, who may call what, the 409s, serial generation to ready (and after a SIGKILL of the worker
 * process mid-generation), the streamed Excel file, and the public site's code check.
 */
describe('discounts: promo code campaigns', () => {
  let t: TestApp;
  let worker: INestApplicationContext | undefined;
  let admin: string;
  let support: string;
  let readAdmin: string;
  let agent: string;
  let supportId: string;

  const call = (token: string, method: 'get' | 'post' | 'put', path: string, body?: object) =>
    t.http[method](`/api/promocodes${path}`).set('Authorization', `Bearer ${token}`).send(body);
  /** A create with its Idempotency-Key: a new one per call unless a retry passes the same. */
  const create = (kind: 'single' | 'serial', token: string, body: object, key: string | null = randomUUID()) => {
    const req = t.http.post(`/api/promocodes/${kind}`).set('Authorization', `Bearer ${token}`);
    return (key === null ? req : req.set('Idempotency-Key', key)).send({ ...SHARED, ...body });
  };
  const single = (token: string, body: object, key?: string | null) => create('single', token, body, key);
  const serial = (token: string, body: object, key?: string | null) => create('serial', token, body, key);
  const detailsOf = (res: Response) => Object.fromEntries((res.body.details as { field: string; message: string }[]).map((d) => [d.field, d.message]));
  const codesOf = (campaignId: string) =>
    t.dataSource
      .query<{ code: string }[]>(`SELECT code FROM promo_code WHERE campaign_id = $1 ORDER BY id`, [campaignId])
      .then((rows) => rows.map((r) => r.code));
  const generated = (id: string, what: string, timeoutMs?: number) =>
    until(
      async () => (await call(admin, 'get', `/${id}`).expect(200)).body,
      (c: { generation: { state: string } }) => c.generation.state === 'ready' || c.generation.state === 'failed',
      what,
      timeoutMs,
    );
  const startWorker = async () => {
    worker = await NestFactory.createApplicationContext(WorkerModule, { logger: false });
    await worker.init();
  };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await tokenFor(t, await createUser(t, { role: Role.Admin, displayName: 'Ada Admin', serialPromoCodesEnabled: true }));
    const supportUser = await createUser(t, { role: Role.Support, displayName: 'Sam Support' });
    supportId = supportUser.id;
    support = await tokenFor(t, supportUser);
    readAdmin = await tokenFor(t, await createUser(t, { role: Role.ReadAdmin }));
    agent = await tokenFor(t, await createUser(t, { role: Role.Agent }));
    await startWorker();
  });
  afterAll(async () => {
    await worker?.close();
    await t?.close();
  });

  it("answers every form rule with the spec's message", async () => {
    const cases: [object, Record<string, string>][] = [
      [{ code: 'AB-12' }, { code: M.Code }],
      [{ code: 'ABC' }, { code: M.CodeLength }],
      [{ code: '' }, { code: M.Required }],
      [{ code: 'VALID1', value: '' }, { value: M.Required }],
      [{ code: 'VALID1', value: '0' }, { value: M.AnyNumberAboveZero }],
      [{ code: 'VALID1', type: 'percentage', value: '100' }, { value: M.PercentageMax }],
      [{ code: 'VALID1', value: '1000000' }, { value: M.AmountMax }],
      [{ code: 'VALID1', minimumPurchase: '' }, { minimumPurchase: M.Required }],
      [{ code: 'VALID1', minimumPurchase: '0' }, { minimumPurchase: M.AnyNumberAboveZero }],
      [{ code: 'VALID1', expiredAt: null }, { expiredAt: M.Required }],
      [{ code: 'VALID1', expiredAt: null, expiredIn: 0 }, { expiredIn: M.NumberAboveZero }],
      [{ code: 'VALID1', perUserLimit: 0 }, { perUserLimit: M.ValueAboveZero }],
      [{ code: 'VALID1', team: null }, { team: M.Team }],
      [
        { code: '', type: null, team: '' },
        { code: M.Required, type: M.Required, team: M.Team },
      ],
      [
        { code: 'VALID1', audienceLimitation: { ...NO_AUDIENCE, countries: ['3f0c4a6e-6a8e-4c39-9a53-4a0b8e0c2f99'], routes: ['no-such-route'] } },
        { 'audienceLimitation.countries': M.UnknownAudience, 'audienceLimitation.routes': M.UnknownAudience },
      ],
    ];
    for (const [body, expected] of cases) {
      const res = await single(admin, body).expect(400);
      expect({ body, details: detailsOf(res) }).toEqual({ body, details: expected });
      expect(res.body.code).toBe(ErrorCode.ValidationFailed);
    }
    expect(detailsOf(await serial(admin, { prefix: 'A', numberOfCodes: 0 }).expect(400))).toEqual({
      prefix: M.PrefixLength,
      numberOfCodes: M.NumberAboveZero,
    });
    expect(detailsOf(await serial(admin, { prefix: 'A-B', numberOfCodes: null }).expect(400))).toEqual({ prefix: M.Prefix, numberOfCodes: M.Required });
    expect((await t.dataSource.query(`SELECT count(*)::int AS n FROM promo_campaign`))[0].n).toBe(0);
  });

  it('creates, reads and edits a single campaign; the code is unique (case-insensitive, a race included) and stays as saved', async () => {
    const created = await single(support, { code: 'Summer25', limit: 100, perUserLimit: 2, minimumPurchase: '50.00' }).expect(201);
    const id = created.body.id as string;
    const got = (await call(readAdmin, 'get', `/${id}`).expect(200)).body;
    expect(got).toMatchObject({
      id,
      name: 'SUMMER25',
      campaignType: 'single',
      type: 'amount',
      value: '10.00',
      minimumPurchase: '50.00',
      limit: 100,
      perUserLimit: 2,
      usagesNumber: 0,
      expiredAt: '2099-12-31',
      expiredIn: null,
      validUntil: '2099-12-31',
      team: 'marketing',
      activated: true,
      createdBy: { id: supportId, name: 'Sam Support' },
      audienceLimitation: NO_AUDIENCE,
      serialCodesCount: null,
      generation: null,
      version: 1,
    });

    const taken = await single(admin, { code: 'summer25' }).expect(409);
    expect(taken.body).toMatchObject({ code: ErrorCode.PromoCodeTaken, message: M.CodeTaken });
    const race = await Promise.all([single(admin, { code: 'RACE01' }), single(support, { code: 'race01' })]);
    expect(race.map((r) => r.status).sort()).toEqual([201, 409]);

    const edit = { ...SHARED, expiredAt: null, expiredIn: 30, type: 'percentage', value: '12.5', activated: false, version: 1 };
    const edited = (await call(support, 'put', `/${id}`, edit).expect(200)).body;
    expect(edited).toMatchObject({ name: 'SUMMER25', type: 'percentage', value: '12.50', expiredAt: null, expiredIn: 30, activated: false, version: 2 });
    const stale = await call(admin, 'put', `/${id}`, { ...edit, value: '20' }).expect(409);
    expect(stale.body.code).toBe(ErrorCode.EditConflict);
    expect((await call(admin, 'put', `/${id}`, { ...edit, version: 2, code: 'OTHER1' }).expect(400)).body.message).toMatch(/code should not exist/);
    expect(await codesOf(id)).toEqual(['SUMMER25']);
  });

  it('gives every audience list of a campaign stored with fewer (the column default, {}), empty, and its edit keeps them', async () => {
    const id = (await single(support, { code: 'BARE01' }).expect(201)).body.id as string;
    await t.dataSource.query(`UPDATE promo_campaign SET audience_limitation = DEFAULT WHERE id = $1`, [id]);
    expect((await call(readAdmin, 'get', `/${id}`).expect(200)).body.audienceLimitation).toEqual(NO_AUDIENCE);
    await t.dataSource.query(`UPDATE promo_campaign SET audience_limitation = '{"transportTypes": ["ferry"]}' WHERE id = $1`, [id]);
    const partial = (await call(admin, 'get', `/${id}`).expect(200)).body;
    expect(partial.audienceLimitation).toEqual({ ...NO_AUDIENCE, transportTypes: ['ferry'] });
    await call(admin, 'put', `/${id}`, { ...SHARED, audienceLimitation: partial.audienceLimitation, version: partial.version }).expect(200);
  });

  it('lets read-admin read but not write, refuses agents, and keeps serial campaigns to developer mode', async () => {
    await call(readAdmin, 'get', '').expect(200);
    await call(readAdmin, 'get', '/creators').expect(200);
    expect((await single(readAdmin, { code: 'READ01' }).expect(403)).body.code).toBe(ErrorCode.Forbidden);
    await call(agent, 'get', '').expect(403);
    await call(agent, 'post', '/check', { code: 'SUMMER25', email: 'a@b.test', cart: USD_CART }).expect(403);
    await call(readAdmin, 'post', '/check', { code: 'SUMMER25', email: 'a@b.test', cart: USD_CART }).expect(403);
    await t.http.get('/api/promocodes').expect(401);
    const refused = await serial(support, { prefix: 'DEV', numberOfCodes: 5 }).expect(403);
    expect(refused.body).toMatchObject({ code: ErrorCode.DeveloperModeRequired, message: M.SerialNeedsDeveloperMode });
  });

  it('creates once per Idempotency-Key: a double-submitted Save & Generate makes one campaign and one generation', async () => {
    const campaignsNamed = async (name: string) =>
      (await t.dataSource.query<{ id: string }[]>(`SELECT id FROM promo_campaign WHERE name = $1`, [name])).map((r) => r.id);
    const generationJobsOf = async (id: string) =>
      (await t.dataSource.query(`SELECT count(*)::int AS n FROM outbox_message WHERE payload->>'campaignId' = $1`, [id]))[0].n;

    const key = randomUUID();
    const body = { prefix: 'TWICE', numberOfCodes: 5 };
    const raced = await Promise.all([serial(admin, body, key), serial(admin, body, key)]);
    expect(raced.map((r) => r.status)).toEqual([201, 201]);
    const retried = await serial(admin, body, key).expect(201);
    expect(new Set([...raced, retried].map((r) => r.body.id)).size).toBe(1);
    expect(await campaignsNamed('TWICE')).toEqual([retried.body.id]);
    expect(await generationJobsOf(retried.body.id)).toBe(1);
    expect((await serial(admin, { prefix: 'TWICE', numberOfCodes: 6 }, key).expect(422)).body.code).toBe(ErrorCode.IdempotencyKeyReused);
    expect((await serial(admin, body, null).expect(400)).body.code).toBe(ErrorCode.IdempotencyKeyRequired);

    const singleKey = randomUUID();
    const first = await single(support, { code: 'ONCE01' }, singleKey).expect(201);
    expect((await single(support, { code: 'ONCE01' }, singleKey).expect(201)).body).toEqual(first.body);
    expect((await single(support, { code: 'ONCE02' }, null).expect(400)).body.code).toBe(ErrorCode.IdempotencyKeyRequired);
    expect(await campaignsNamed('ONCE01')).toEqual([first.body.id]);
    expect(await campaignsNamed('ONCE02')).toEqual([]);
  });

  it('lists with every filter and sort, and the pager meta', async () => {
    const mk = async (token: string, code: string, over: object) => (await single(token, { code, ...over }).expect(201)).body.id as string;
    await mk(admin, 'LISTA1', { value: '5.00', team: 'support', minimumPurchase: '20.00', expiredAt: '2090-01-01' });
    await mk(admin, 'LISTB2', { value: '30.00', activated: false, expiredAt: null, expiredIn: 5 });
    await mk(support, 'LISTC3', { value: '7.50', minimumPurchase: '90.00', expiredAt: '2095-06-01' });
    const names = async (query: string) => ((await call(readAdmin, 'get', `?${query}`).expect(200)).body.data as { name: string }[]).map((c) => c.name);

    expect(await names('name=list')).toEqual(['LISTC3', 'LISTB2', 'LISTA1']);
    expect(await names(`name=list&creator=${supportId}`)).toEqual(['LISTC3']);
    expect(await names('name=list&team=support')).toEqual(['LISTA1']);
    expect(await names('name=list&status=inactive')).toEqual(['LISTB2']);
    expect(await names('name=list&status=active&type=single')).toEqual(['LISTC3', 'LISTA1']);
    expect(await names('name=list&type=serial')).toEqual([]);
    expect(await names('name=list&sort=value&order=asc')).toEqual(['LISTA1', 'LISTC3', 'LISTB2']);
    expect(await names('name=list&sort=value&order=desc')).toEqual(['LISTB2', 'LISTC3', 'LISTA1']);
    expect(await names('name=list&sort=minimumPurchase&order=desc')).toEqual(['LISTC3', 'LISTA1', 'LISTB2']);
    expect(await names('name=list&sort=expiredAt&order=asc')).toEqual(['LISTB2', 'LISTA1', 'LISTC3']);
    expect(await names('name=list&sort=team&order=asc')).toEqual(['LISTC3', 'LISTB2', 'LISTA1']);
    const page = (await call(readAdmin, 'get', '?name=list&limit=2&offset=2').expect(200)).body;
    expect(page).toMatchObject({ data: [{ name: 'LISTA1' }], meta: { limit: 2, offset: 2, total: 3 } });
    expect((await call(readAdmin, 'get', '?sort=name').expect(400)).body.code).toBe(ErrorCode.ValidationFailed);
    const creators = (await call(readAdmin, 'get', '/creators').expect(200)).body as { name: string }[];
    expect(creators.map((c) => c.name)).toEqual(['Ada Admin', 'Sam Support']);
  });

  it('generates a serial campaign to ready with N distinct codes, streams them as Excel, and regenerates only a failed one', async () => {
    const id = (await serial(admin, { prefix: 'spring', numberOfCodes: 12_000 }).expect(201)).body.id as string;
    const campaign = await generated(id, 'the generation');
    expect(campaign).toMatchObject({
      name: 'SPRING',
      campaignType: 'serial',
      serialCodesCount: 12_000,
      generation: { state: 'ready', generated: 12_000, total: 12_000, error: null },
    });
    const codes = await codesOf(id);
    expect(new Set(codes).size).toBe(12_000);
    expect(codes.every((code) => /^SPRING[2-9A-HJKMNP-Z]{8}$/.test(code))).toBe(true);
    expect((await call(admin, 'post', `/${id}/regenerate`).expect(409)).body).toMatchObject({
      code: ErrorCode.TransitionRefused,
      message: M.RegenerateOnlyFailed,
    });

    // Download Excel's direct route takes at most BACKGROUND_EXPORT_ROWS codes; above, it names the background export.
    const dropLastCodes = (n: number) =>
      t.dataSource.query(`DELETE FROM promo_code WHERE id IN (SELECT id FROM promo_code WHERE campaign_id = $1 ORDER BY id DESC LIMIT ${n})`, [id]);
    await dropLastCodes(12_000 - BACKGROUND_EXPORT_ROWS - 1);
    expect((await call(readAdmin, 'get', `/${id}/codes.xlsx`).expect(422)).body).toMatchObject({
      code: ErrorCode.DirectExportTooLarge,
      message: ExportMessage.DirectTooLarge,
      details: { rows: BACKGROUND_EXPORT_ROWS + 1, limit: BACKGROUND_EXPORT_ROWS, exportKind: FileExportKind.PromoCodes },
    });
    await dropLastCodes(1);
    const file = await t.http
      .get(`/api/promocodes/${id}/codes.xlsx`)
      .set('Authorization', `Bearer ${readAdmin}`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(file.headers['content-disposition']).toBe('attachment; filename="promo-codes-SPRING.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.body as Buffer);
    const rows = (workbook.getWorksheet('Codes')!.getSheetValues() as unknown[][]).filter(Boolean).map((row) => row[1]);
    expect(rows).toEqual(['Code', ...codes.slice(0, BACKGROUND_EXPORT_ROWS)]);

    // A generation that failed after part of its codes: Regenerate keeps them and makes the rest.
    await dropLastCodes(BACKGROUND_EXPORT_ROWS - 8000);
    await t.dataSource.query(
      `UPDATE promo_campaign SET generation_state = 'failed', generated_count = 8000, generation_error = 'Redis went away' WHERE id = $1`,
      [id],
    );
    expect((await call(admin, 'get', `/${id}`).expect(200)).body.generation).toEqual({
      state: 'failed',
      generated: 8000,
      total: 12_000,
      error: 'Redis went away',
    });
    await call(support, 'post', `/${id}/regenerate`).expect(403);
    await call(admin, 'post', `/${id}/regenerate`).expect(202);
    expect((await generated(id, 'the regeneration')).generation).toEqual({ state: 'ready', generated: 12_000, total: 12_000, error: null });
    const again = await codesOf(id);
    expect(new Set(again).size).toBe(12_000);
    expect(again.slice(0, 8000)).toEqual(codes.slice(0, 8000));
    expect((await call(admin, 'get', `/${(await single(admin, { code: 'NOTSERIAL' })).body.id}/codes.xlsx`).expect(409)).body.message).toBe(M.NotSerial);
  });

  it("Download Excel in the background (above the screen threshold): the direct download's codes, the same refusals", async () => {
    const exportsApi = backgroundExports(() => t, FileExportKind.PromoCodes);
    const id = (await serial(admin, { prefix: 'bulk', numberOfCodes: 11_000 }).expect(201)).body.id as string;
    expect((await generated(id, 'the generation')).generation.state).toBe('ready');
    const created = await exportsApi.start(readAdmin, { campaignId: id }).expect(202);
    expect(created.body).toMatchObject({ kind: FileExportKind.PromoCodes, status: 'queued', filename: 'promo-codes-BULK.xlsx' });
    expect(await exportsApi.ready(readAdmin, created.body.id as string)).toMatchObject({ status: 'ready', done: 11_000, total: 11_000 });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await exportsApi.bytes(readAdmin, `/api/exports/${created.body.id}/file`));
    const rows = (workbook.getWorksheet('Codes')!.getSheetValues() as unknown[][]).filter(Boolean).map((row) => row[1]);
    expect(rows).toEqual(['Code', ...(await codesOf(id))]);

    const notSerial = (await single(admin, { code: 'NOTBULK' })).body.id as string;
    expect((await exportsApi.start(admin, { campaignId: notSerial }).expect(409)).body.message).toBe(M.NotSerial);
    await exportsApi.start(admin, { campaignId: randomUUID() }).expect(404);
    await exportsApi.start(agent, { campaignId: id }).expect(403);
  }, 90_000);

  it("marks a generation failed with its error when the job's last attempt fails; Regenerate then completes it", async () => {
    const [{ id }] = await t.dataSource.query<{ id: string }[]>(
      `INSERT INTO promo_campaign (campaign_type, name, type, value, expired_in, team, serial_codes_count, generation_state, created_by, created_at, updated_at)
       SELECT 'serial', 'FAIL', 'amount', 1, 5, 'support', 300, 'draft', created_by, created_at, updated_at FROM promo_campaign LIMIT 1 RETURNING id`,
    );
    await t.dataSource.query(`CREATE FUNCTION promo_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.campaign_id = '${id}' THEN RAISE EXCEPTION 'no space left on device'; END IF; RETURN NEW; END $$`);
    await t.dataSource.query(`CREATE TRIGGER promo_refuse BEFORE INSERT ON promo_code FOR EACH ROW EXECUTE FUNCTION promo_refuse()`);
    try {
      const processor = worker!.get(CampaignsProcessor);
      const job = (attemptsMade: number) => ({ name: DiscountsJob.GenerateCodes, data: { campaignId: id }, attemptsMade, opts: { attempts: 2 } }) as Job;
      await expect(processor.process(job(0))).rejects.toThrow('no space left on device');
      expect((await call(admin, 'get', `/${id}`).expect(200)).body.generation).toMatchObject({ state: 'generating', generated: 0, error: null });
      await expect(processor.process(job(1))).rejects.toThrow('no space left on device');
      expect((await call(admin, 'get', `/${id}`).expect(200)).body.generation).toEqual({
        state: 'failed',
        generated: 0,
        total: 300,
        error: 'no space left on device',
      });
    } finally {
      await t.dataSource.query(`DROP TRIGGER promo_refuse ON promo_code; DROP FUNCTION promo_refuse()`);
    }
    await call(admin, 'post', `/${id}/regenerate`).expect(202);
    expect((await generated(id, 'the regeneration')).generation).toEqual({ state: 'ready', generated: 300, total: 300, error: null });
    expect(new Set(await codesOf(id)).size).toBe(300);
  });

  it('checks a code for the public site: the discount, or the reason it is refused', async () => {
    const [vn] = await t.dataSource.query<{ id: string }[]>(`INSERT INTO country (code, name, slug) VALUES ('VN', 'Vietnam', 'vietnam') RETURNING id`);
    await single(admin, {
      code: 'CHECK10',
      type: 'percentage',
      value: '12.50',
      minimumPurchase: '20.00',
      perUserLimit: 1,
      audienceLimitation: { ...NO_AUDIENCE, countries: [vn.id], transportTypes: ['bus'] },
    }).expect(201);
    await single(admin, { code: 'OFF01', activated: false }).expect(201);
    await single(admin, { code: 'OLD01', expiredAt: '2001-01-01' }).expect(201);
    const usedUp = (await single(admin, { code: 'USED01', limit: 3 }).expect(201)).body.id as string;
    await t.dataSource.query(`UPDATE promo_campaign SET usages_number = 3 WHERE id = $1`, [usedUp]);

    const check = async (code: string, cart: object, customer: object = { email: 'Traveller@Example.test' }) =>
      (await call(support, 'post', '/check', { code, ...customer, cart: { ...USD_CART, countryCode: 'VN', transportType: 'bus', ...cart } }).expect(200)).body;
    expect(await check('check10', { total: '10.99' })).toMatchObject({ valid: false, reason: R.BelowMinimumPurchase });
    expect(await check('CHECK10', { total: '20.99' })).toEqual({ valid: true, reason: null, message: null, discount: '2.62' });
    expect(await check('CHECK10', { countryCode: 'TH' })).toMatchObject({ valid: false, reason: R.NotForAudience });
    expect(await check('CHECK10', { transportType: 'train' })).toMatchObject({ valid: false, reason: R.NotForAudience });
    expect(await check('CHECK10', { currency: 'EUR' })).toMatchObject({ valid: false, reason: R.Currency });
    expect(await check('NOPE99', {})).toEqual({ valid: false, reason: R.Unknown, message: 'This promo code does not exist.', discount: '0.00' });
    expect(await check('OFF01', {})).toMatchObject({ valid: false, reason: R.Inactive });
    expect(await check('OLD01', {})).toMatchObject({ valid: false, reason: R.Expired });
    expect(await check('USED01', {})).toMatchObject({ valid: false, reason: R.UsageLimitReached });

    // Redeem records the use: CHECK10's per-user limit is 1; a retry for the same order is not a second use.
    const redeem = async (code: string, email: string, orderReference: string) =>
      (await call(support, 'post', '/redeem', { code, email, orderReference, cart: { ...USD_CART, countryCode: 'VN', transportType: 'bus' } }).expect(200))
        .body;
    const first = await redeem('CHECK10', 'Traveller@Example.test', 'ORD-1');
    expect(first).toEqual({ valid: true, reason: null, message: null, discount: '12.50', redemptionId: expect.any(String) });
    expect(await redeem('check10', 'traveller@example.test', 'ORD-1')).toEqual(first);
    expect(await check('CHECK10', {})).toMatchObject({ valid: false, reason: R.PerUserLimitReached });
    expect(await redeem('CHECK10', 'traveller@example.test', 'ORD-2')).toMatchObject({ valid: false, reason: R.PerUserLimitReached, redemptionId: null });
    expect(await check('CHECK10', {}, { email: 'other@example.test' })).toMatchObject({ valid: true, discount: '12.50' });
    expect(detailsOf(await call(support, 'post', '/check', { code: 'CHECK10', cart: USD_CART }).expect(400))).toEqual({
      email: 'userId or email is required.',
    });

    // The last use of a limited code, raced: one redeem wins, the other is refused.
    const lastId = (await single(admin, { code: 'LAST01', limit: 1 }).expect(201)).body.id as string;
    const race = await Promise.all([redeem('LAST01', 'a@example.test', 'ORD-A'), redeem('LAST01', 'b@example.test', 'ORD-B')]);
    expect(race.map((r: { valid: boolean }) => r.valid).sort()).toEqual([false, true]);
    expect(race.find((r: { valid: boolean }) => !r.valid)).toMatchObject({ reason: R.UsageLimitReached });
    expect((await call(admin, 'get', `/${lastId}`).expect(200)).body.usagesNumber).toBe(1);

    // A serial code is used once.
    const [{ code }] = await t.dataSource.query<{ code: string }[]>(`SELECT code FROM promo_code WHERE code LIKE 'SPRING%' LIMIT 1`);
    expect(await check(code, {})).toMatchObject({ valid: true, discount: '10.00' });
    expect(await redeem(code, 'someone@example.test', 'ORD-S')).toMatchObject({ valid: true, discount: '10.00' });
    expect(await check(code, {}, { email: 'else@example.test' })).toMatchObject({ valid: false, reason: R.CodeAlreadyUsed });
  });

  it('a worker process killed mid-generation loses only its open batch; the restarted worker ends with exactly N distinct codes', async () => {
    await worker!.close();
    worker = undefined;
    // The worker's third INSERT of KILL's codes sleeps, inside its transaction, until the process is dead.
    await t.dataSource.query(`CREATE FUNCTION promo_kill_pause() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF EXISTS (SELECT 1 FROM promo_campaign WHERE name = 'KILL' AND generated_count >= 10000) THEN PERFORM pg_sleep(3); END IF; RETURN NULL; END $$`);
    await t.dataSource.query(`CREATE TRIGGER promo_kill_pause BEFORE INSERT ON promo_code FOR EACH STATEMENT EXECUTE FUNCTION promo_kill_pause()`);
    let child: ChildProcess | undefined = spawn(process.execPath, ['--import', './libs/inventory/test/support/register-ts.mjs', 'apps/worker/src/main.ts'], {
      env: { ...process.env, LOG_LEVEL: 'silent' },
      stdio: 'ignore',
    });
    try {
      const id = (await serial(admin, { prefix: 'KILL', numberOfCodes: 20_000 }).expect(201)).body.id as string;
      await until(
        () => t.dataSource.query<{ pid: number }[]>(`SELECT pid FROM pg_stat_activity WHERE wait_event = 'PgSleep' AND datname = current_database()`),
        (rows) => rows.length > 0,
        'the worker process inside a batch',
        60_000,
      );
      child.kill('SIGKILL');
      child = undefined;
      // Dropping the trigger waits until the dead worker's transaction is rolled back.
      await t.dataSource.query(`DROP TRIGGER promo_kill_pause ON promo_code; DROP FUNCTION promo_kill_pause()`);
      expect((await call(admin, 'get', `/${id}`).expect(200)).body.generation).toEqual({ state: 'generating', generated: 10_000, total: 20_000, error: null });
      expect(await codesOf(id)).toHaveLength(10_000);

      await startWorker();
      expect((await generated(id, 'the resumed generation', 60_000)).generation).toEqual({ state: 'ready', generated: 20_000, total: 20_000, error: null });
      const codes = await codesOf(id);
      expect(codes).toHaveLength(20_000);
      expect(new Set(codes).size).toBe(20_000);
    } finally {
      child?.kill('SIGKILL');
      await t.dataSource.query(`DROP TRIGGER IF EXISTS promo_kill_pause ON promo_code; DROP FUNCTION IF EXISTS promo_kill_pause()`);
    }
  });
});
