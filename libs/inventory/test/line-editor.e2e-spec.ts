import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { LineMessage, newLineFields, Role } from '@farebox/domain';
import type { Station } from '@farebox/geo';
import { Line, LineSyncService } from '@farebox/inventory';
import type { Company } from '@farebox/companies';
import {
  createAgent,
  createCity,
  createLine,
  createPolicyRule,
  createStation,
  createSupplier,
  createTrip,
  createUser,
  insertBooking,
  startTestApp,
  tokenFor,
  type TestApp,
} from '@farebox/testing';
import { WorkerModule } from '../../../apps/worker/src/worker.module.js';

describe('line editor: tab 0 create and save with every validation, 409 on a stale version and a raced publish, duplicate, sync, access', () => {
  let t: TestApp;
  let fullAdmin: string;
  let admin: string;
  let support: string;
  let readAdmin: string;
  let operator: Company;
  let seller: Company;
  let stationA: Station;
  let stationB: Station;
  let stationC: Station;

  beforeAll(async () => {
    t = await startTestApp();
    fullAdmin = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.Admin, isFullAdmin: true, displayName: 'Fay Fulladmin' }))}`;
    admin = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.Admin }))}`;
    support = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.Support }))}`;
    readAdmin = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.ReadAdmin, isFullAdmin: true }))}`;
    operator = await createSupplier(t, { currency: 'THB' });
    seller = await createSupplier(t, { currency: 'EUR' });
    const phuket = await createCity(t, { name: 'Phuket', slug: 'phuket', timezone: 'Asia/Bangkok' });
    const phiPhi = await createCity(t, { name: 'Koh Phi Phi', slug: 'koh-phi-phi', timezone: 'Asia/Bangkok' });
    stationA = await createStation(t, { cityId: phuket.id, name: 'Rassada Pier', slug: 'phuket-rassada-pier' });
    stationB = await createStation(t, { cityId: phiPhi.id, name: 'Tonsai Pier', slug: 'koh-phi-phi-tonsai-pier' });
    stationC = await createStation(t, { cityId: phiPhi.id, name: 'Laem Tong', slug: 'koh-phi-phi-laem-tong' });
  });
  afterAll(() => t.close());

  const valid = (over: object = {}) => ({
    ...newLineFields(),
    denomination: 'Phuket – Phi Phi Ferry',
    type: 'ferry',
    vehicleOnBoard: true,
    lineClass: 'Standard',
    companyId: operator.id,
    refundable: true,
    cancellations: [
      { direction: 'both', timeBefore: 48, unit: 'hours', feePercent: '0' },
      { direction: 'both', timeBefore: 1, unit: 'days', feePercent: '50' },
    ],
    amendable: false,
    amendments: [],
    stationAId: stationA.id,
    stationBId: stationB.id,
    ...over,
  });
  const create = (body: object, auth = fullAdmin) => t.http.post('/api/lines').set('Authorization', auth).send(body);
  const get = (id: string, auth = fullAdmin) => t.http.get(`/api/lines/${id}`).set('Authorization', auth);
  const put = (id: string, body: object, auth = fullAdmin) => t.http.put(`/api/lines/${id}`).set('Authorization', auth).send(body);
  const fieldsOf = (line: Record<string, unknown>) => Object.fromEntries(Object.keys(newLineFields()).map((k) => [k, line[k]]));

  it('creates an unpublished line with its policies, primary stops and supplier currency, and logs the creation', async () => {
    const res = await create(valid({ supplierId: seller.id })).expect(201);
    expect(res.body).toMatchObject({
      denomination: 'Phuket – Phi Phi Ferry',
      slug: 'phuket-phi-phi-ferry',
      published: false,
      type: 'ferry',
      vehicleOnBoard: true,
      refundable: true,
      cancellations: [
        { direction: 'both', timeBefore: 48, unit: 'hours', feePercent: '0' },
        { direction: 'both', timeBefore: 1, unit: 'days', feePercent: '50' },
      ],
      amendable: false,
      supplierCurrency: 'EUR',
      company: { id: operator.id },
      supplier: { id: seller.id },
      stationA: { id: stationA.id, name: 'Rassada Pier', city: { name: 'Phuket', timezone: 'Asia/Bangkok' } },
      stationB: { id: stationB.id, city: { name: 'Koh Phi Phi' } },
      privateIntervalMinutes: 30,
      access: { read: true, editLine: true, editSchedules: true },
      preview: { aToB: null, bToA: null },
      lastSync: null,
      version: 1,
    });
    expect(res.body.multiStations.aToB.map((s: { station: { id: string } }) => s.station.id)).toEqual([stationA.id, stationB.id]);
    expect(res.body.multiStations.bToA.map((s: { station: { id: string } }) => s.station.id)).toEqual([stationB.id, stationA.id]);
    const log = await t.http.get(`/api/lines/${res.body.id}/change-log`).set('Authorization', fullAdmin).expect(200);
    expect(log.body[0].user.name).toBe('Fay Fulladmin');
    expect(log.body[0].changes).toEqual(expect.arrayContaining([{ field: 'denomination', from: null, to: 'Phuket – Phi Phi Ferry' }]));
  });

  it('answers every validation message of section 5 "Line"', async () => {
    const required = await create(valid({ denomination: ' ', type: '', lineClass: '', companyId: '' })).expect(400);
    expect(required.body.details).toEqual([
      { field: 'denomination', message: 'This field is required.' },
      { field: 'type', message: 'This field is required.' },
      { field: 'lineClass', message: 'This field is required.' },
      { field: 'companyId', message: 'This field is required.' },
    ]);
    const policy = await create(valid({ refundable: null, amendable: null })).expect(400);
    expect(policy.body.details).toEqual([
      { field: 'refundable', message: 'Set policy is mandatory' },
      { field: 'amendable', message: 'Set policy is mandatory' },
    ]);
    const entries = await create(
      valid({
        cancellations: [{ direction: 'both', timeBefore: null, unit: 'hours', feePercent: null }],
        amendable: true,
        amendments: [{ direction: 'both', timeBefore: 2, unit: 'days', feePercent: '120' }],
      }),
    ).expect(400);
    expect(entries.body.details).toEqual([
      { field: 'cancellations.0.timeBefore', message: 'This field is mandatory' },
      { field: 'cancellations.0.feePercent', message: 'This field is mandatory and should be between 0 and 100' },
      { field: 'amendments.0.feePercent', message: 'This field is mandatory and should be between 0 and 100' },
    ]);
    const entry = { direction: 'both', timeBefore: 1, unit: 'days', feePercent: '10' };
    expect((await create(valid({ cancellations: [entry, entry, entry, entry] })).expect(400)).body.details).toEqual([
      { field: 'cancellations', message: LineMessage.TooManyEntries },
    ]);
    expect((await create(valid({ stationAId: null, stationBId: 'nope' })).expect(400)).body.details).toEqual([
      { field: 'stationAId', message: 'City and station required' },
      { field: 'stationBId', message: 'City and station required' },
    ]);
    expect((await create(valid({ lineClass: 'Spaceship' })).expect(400)).body.details).toEqual([{ field: 'lineClass', message: LineMessage.UnknownClass }]);
    expect(
      (await create(valid({ automaticApproval: true, automaticApprovalAmountType: 'limited', lateApproval: true, isPrivateTransfer: true })).expect(400)).body
        .details,
    ).toEqual([
      { field: 'automaticApprovalAmount', message: LineMessage.WholeNumber(1) },
      { field: 'onLimitPolicy', message: 'This field is mandatory' },
      { field: 'lateApprovalDays', message: LineMessage.WholeNumber(1) },
      { field: 'privateMaxPassengers', message: LineMessage.WholeNumber(1) },
      { field: 'privateTripDurationMinutes', message: LineMessage.WholeNumber(1) },
    ]);
  });

  it('stores the options only under their choice: flexible cancellation disables the fee, flexibility only without automatic approval', async () => {
    const { body } = await create(
      valid({
        type: 'bus',
        vehicleOnBoard: true,
        isFlexibleCancellation: true,
        cancellations: [{ direction: 'both', timeBefore: 24, unit: 'hours', feePercent: null }],
        automaticApproval: true,
        flexibleSchedule: true,
        attachTicketsManually: true,
        automaticApprovalAmountType: 'limited',
        automaticApprovalAmount: 5,
        onLimitPolicy: 'bookingsPending',
        isPrivateTransfer: true,
        privateMaxPassengers: 8,
        privateTripDurationMinutes: 90,
        privateIntervalMinutes: null,
      }),
    ).expect(201);
    expect(body).toMatchObject({
      vehicleOnBoard: false,
      isFlexibleCancellation: true,
      cancellations: [{ direction: 'both', timeBefore: 24, unit: 'hours', feePercent: '0' }],
      automaticApproval: true,
      flexibleSchedule: false,
      attachTicketsManually: true,
      automaticApprovalAmount: 5,
      onLimitPolicy: 'bookingsPending',
      privateMaxPassengers: 8,
      privateIntervalMinutes: 30,
    });
  });

  it('saves from the version it was edited from, logs each change, and answers a stale version with 409 and what changed since', async () => {
    const { body: line } = await create(valid()).expect(201);
    const saved = await put(line.id, {
      ...fieldsOf(line),
      denomination: 'Phi Phi Express',
      amendable: true,
      amendments: [{ direction: 'both', timeBefore: 3, unit: 'days', feePercent: '10' }],
      version: 1,
    }).expect(200);
    expect(saved.body).toMatchObject({
      denomination: 'Phi Phi Express',
      version: 2,
      amendments: [{ direction: 'both', timeBefore: 3, unit: 'days', feePercent: '10' }],
    });
    const stale = await put(line.id, { ...fieldsOf(line), minPassengers: 2, version: 1 }).expect(409);
    expect(stale.body.code).toBe('EditConflict');
    expect(stale.body.details.currentVersion).toBe(2);
    expect(stale.body.details.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'denomination', from: 'Phuket – Phi Phi Ferry', to: 'Phi Phi Express', user: 'Fay Fulladmin' }),
      ]),
    );
    // Nothing changed: the version stays.
    expect((await put(line.id, { ...fieldsOf(saved.body), version: 2 }).expect(200)).body.version).toBe(2);
    const log = await t.http.get(`/api/lines/${line.id}/change-log`).set('Authorization', support).expect(200);
    expect(log.body[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'denomination', from: 'Phuket – Phi Phi Ferry', to: 'Phi Phi Express' },
        { field: 'amendable', from: false, to: true },
        { field: 'amendments', from: [], to: [{ direction: 'both', timeBefore: 3, unit: 'days', feePercent: '10' }] },
      ]),
    );
  });

  it('changes a primary station only while the line has no trips', async () => {
    const { body: line } = await create(valid()).expect(201);
    const moved = await put(line.id, { ...fieldsOf(line), stationBId: stationC.id, version: 1 }).expect(200);
    expect(moved.body.stationB.id).toBe(stationC.id);
    expect(moved.body.multiStations.aToB.map((s: { station: { id: string } }) => s.station.id)).toEqual([stationA.id, stationC.id]);
    const withTrips = await createLine(t, { companyId: operator.id });
    await createTrip(t, withTrips);
    const current = (await get(withTrips.id).expect(200)).body;
    const refused = await put(withTrips.id, {
      ...fieldsOf(current),
      refundable: false,
      amendable: false,
      stationBId: stationC.id,
      version: current.version,
    }).expect(409);
    expect(refused.body.message).toBe(LineMessage.StationsLocked);
  });

  it('publishes and unpublishes: of two racing publishes one wins and the other gets a clear 409', async () => {
    const { body: line } = await create(valid()).expect(201);
    const race = await Promise.all([1, 2].map(() => t.http.post(`/api/lines/${line.id}/publish`).set('Authorization', fullAdmin)));
    expect(race.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(race.find((r) => r.status === 409)!.body.message).toBe('The line is already published.');
    const published = (await get(line.id).expect(200)).body;
    expect(published).toMatchObject({ published: true, version: 2 });
    await t.http.post(`/api/lines/${line.id}/publish`).set('Authorization', fullAdmin).expect(409);
    const unpublished = await t.http.post(`/api/lines/${line.id}/unpublish`).set('Authorization', fullAdmin).expect(200);
    expect(unpublished.body).toMatchObject({ published: false, version: 3 });
    expect((await t.http.post(`/api/lines/${line.id}/unpublish`).set('Authorization', fullAdmin).expect(409)).body.message).toBe(
      'The line is already unpublished.',
    );
    const log = await t.http.get(`/api/lines/${line.id}/change-log`).set('Authorization', fullAdmin).expect(200);
    expect(log.body.slice(0, 2).map((e: { changes: unknown[] }) => e.changes)).toEqual([
      [{ field: 'published', from: true, to: false }],
      [{ field: 'published', from: false, to: true }],
    ]);
  });

  it('saves per-direction refund and amendment entries and gives a booking only those of its direction', async () => {
    const created = await create(
      valid({
        denomination: 'Per-direction policy',
        cancellations: [
          { direction: 'both', timeBefore: 48, unit: 'hours', feePercent: '0' },
          { direction: 'aToB', timeBefore: 24, unit: 'hours', feePercent: '20' },
          { direction: 'bToA', timeBefore: 2, unit: 'days', feePercent: '35' },
        ],
        amendable: true,
        amendments: [{ direction: 'bToA', timeBefore: 6, unit: 'hours', feePercent: '10' }],
      }),
    ).expect(201);
    expect(created.body.cancellations).toEqual([
      { direction: 'both', timeBefore: 48, unit: 'hours', feePercent: '0' },
      { direction: 'aToB', timeBefore: 24, unit: 'hours', feePercent: '20' },
      { direction: 'bToA', timeBefore: 2, unit: 'days', feePercent: '35' },
    ]);
    expect(created.body.amendments).toEqual([{ direction: 'bToA', timeBefore: 6, unit: 'hours', feePercent: '10' }]);
    const stored = await t.dataSource.query(`SELECT kind, direction FROM line_policy_rule WHERE line_id = $1 ORDER BY kind, position`, [created.body.id]);
    expect(stored).toEqual([
      { kind: 'amendment', direction: 'bToA' },
      { kind: 'cancellation', direction: null },
      { kind: 'cancellation', direction: 'aToB' },
      { kind: 'cancellation', direction: 'bToA' },
    ]);

    // The rules of section 5 still hold: at most 3 entries whatever their directions, a known direction only.
    const four = [...created.body.cancellations, { direction: 'aToB', timeBefore: 1, unit: 'hours', feePercent: '90' }];
    expect((await put(created.body.id, { ...fieldsOf(created.body), cancellations: four, version: 1 }).expect(400)).body.details).toEqual([
      { field: 'cancellations', message: LineMessage.TooManyEntries },
    ]);
    await put(created.body.id, {
      ...fieldsOf(created.body),
      cancellations: [{ direction: 'up', timeBefore: 1, unit: 'hours', feePercent: '1' }],
      version: 1,
    }).expect(400);
    await put(created.body.id, { ...fieldsOf(created.body), cancellations: [{ timeBefore: 1, unit: 'hours', feePercent: '1' }], version: 1 }).expect(400);

    // Changing a direction is a change (logged); the save replaces every entry of the policy.
    const edited = await put(created.body.id, {
      ...fieldsOf(created.body),
      cancellations: [{ direction: 'bToA', timeBefore: 48, unit: 'hours', feePercent: '0' }],
      version: 1,
    }).expect(200);
    expect(edited.body).toMatchObject({ version: 2, cancellations: [{ direction: 'bToA', timeBefore: 48, unit: 'hours', feePercent: '0' }] });
    const log = await t.http.get(`/api/lines/${created.body.id}/change-log`).set('Authorization', fullAdmin).expect(200);
    expect(log.body[0].changes).toEqual([expect.objectContaining({ field: 'cancellations' })]);
    await put(created.body.id, { ...fieldsOf(created.body), version: 2 }).expect(200);

    // A booking B to A gets the entries of both directions and of B to A, not those of A to B.
    const line = await t.dataSource.getRepository(Line).findOneByOrFail({ id: created.body.id });
    const { booking } = await insertBooking(t, { line, trip: await createTrip(t, line, { direction: 'bToA' }) });
    const view = await t.http.get(`/api/bookings/${booking.id}`).set('Authorization', fullAdmin).expect(200);
    expect(view.body.policy.cancellationRules).toEqual([
      { direction: null, timeBefore: 48, unit: 'hours', feePercent: '0.00' },
      { direction: 'bToA', timeBefore: 2, unit: 'days', feePercent: '35.00' },
    ]);
    expect(view.body.policy.amendmentRules).toEqual([{ direction: 'bToA', timeBefore: 6, unit: 'hours', feePercent: '10.00' }]);
  });

  it('duplicates a line with prices, policies, stations, events and pictures but neither trips nor bookings', async () => {
    const source = await createLine(t, { companyId: operator.id, denomination: 'Krabi Shuttle' }); // published
    await createPolicyRule(t, source, { kind: 'cancellation', timeBefore: 24, unit: 'hours' });
    await t.dataSource.query(
      `INSERT INTO line_station (line_id, station_id, direction, position, is_primary) VALUES ($1, $2, 'aToB', 0, true), ($1, $3, 'aToB', 1, true)`,
      [source.id, source.stationAId, source.stationBId],
    );
    const [event] = await t.dataSource.query(
      `INSERT INTO line_event (line_id, direction, from_station_id, to_station_id, days_of_week, departure_time, duration_minutes, start_date, seats)
       VALUES ($1, 'aToB', $2, $3, '{1,3}', '08:00', 120, '2026-01-01', 30) RETURNING id`,
      [source.id, source.stationAId, source.stationBId],
    );
    const trip = await createTrip(t, source, { eventId: event.id });
    await insertBooking(t, { line: source, trip });
    const [picture] = await t.dataSource.query(
      `INSERT INTO image (type, ext, content_type, storage_key, original_name, size, processing)
       VALUES ('picture', 'jpg', 'image/jpeg', 'images/krabi.jpg', 'krabi.jpg', 100, 'ready') RETURNING id`,
    );
    await t.dataSource.query(`INSERT INTO picture (owner_type, owner_id, image_id, position, is_main) VALUES ('line', $1, $2, 0, true)`, [
      source.id,
      picture.id,
    ]);

    const copy = await t.http.post(`/api/lines/${source.id}/duplicate`).set('Authorization', fullAdmin).expect(201);
    expect(copy.body).toMatchObject({
      denomination: 'Krabi Shuttle (copy)',
      slug: 'krabi-shuttle-copy',
      published: false,
      version: 1,
      company: { id: operator.id },
    });
    expect(copy.body.id).not.toBe(source.id);
    const count = async (table: string, lineId: string) =>
      Number((await t.dataSource.query(`SELECT count(*) FROM ${table} WHERE line_id = $1`, [lineId]))[0].count);
    for (const table of ['line_price', 'line_policy_rule', 'line_station', 'line_event'])
      expect(await count(table, copy.body.id)).toBe(await count(table, source.id));
    expect(await count('trip', copy.body.id)).toBe(0);
    expect(await count('booking', copy.body.id)).toBe(0);
    expect(await count('trip', source.id)).toBe(1);
    const [copiedEvent] = await t.dataSource.query(`SELECT id, days_of_week FROM line_event WHERE line_id = $1`, [copy.body.id]);
    expect(copiedEvent.id).not.toBe(event.id);
    expect(copiedEvent.days_of_week).toEqual([1, 3]);
    const copiedPictures = await t.dataSource.query(`SELECT image_id, is_main FROM picture WHERE owner_type = 'line' AND owner_id = $1`, [copy.body.id]);
    expect(copiedPictures).toEqual([{ image_id: picture.id, is_main: true }]);
    const log = await t.http.get(`/api/lines/${copy.body.id}/change-log`).set('Authorization', fullAdmin).expect(200);
    expect(log.body[0].changes).toContainEqual({ field: 'duplicatedFrom', from: null, to: source.id });
  });

  it('finds what to copy from the schema: a new event_* table comes along re-pointed, a trip-like table does not', async () => {
    await t.dataSource.query(
      `CREATE TABLE event_test_range (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), event_id uuid NOT NULL REFERENCES line_event (id), note text)`,
    );
    await t.dataSource.query(`CREATE TABLE sold_test_seat (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), line_id uuid NOT NULL REFERENCES line (id))`);
    const source = await createLine(t, { companyId: operator.id, denomination: 'Schema Copy' });
    const [event] = await t.dataSource.query(
      `INSERT INTO line_event (line_id, direction, from_station_id, to_station_id, days_of_week, departure_time, duration_minutes, start_date, seats)
       VALUES ($1, 'aToB', $2, $3, '{0}', '09:00', 60, '2026-01-01', 10) RETURNING id`,
      [source.id, source.stationAId, source.stationBId],
    );
    await t.dataSource.query(`INSERT INTO event_test_range (event_id, note) VALUES ($1, 'summer')`, [event.id]);
    await t.dataSource.query(`INSERT INTO sold_test_seat (line_id) VALUES ($1)`, [source.id]);
    const { body: copy } = await t.http.post(`/api/lines/${source.id}/duplicate`).set('Authorization', fullAdmin).expect(201);
    const [copiedEvent] = await t.dataSource.query(`SELECT id FROM line_event WHERE line_id = $1`, [copy.id]);
    expect(await t.dataSource.query(`SELECT event_id, note FROM event_test_range ORDER BY event_id = $1 DESC`, [event.id])).toEqual([
      { event_id: event.id, note: 'summer' },
      { event_id: copiedEvent.id, note: 'summer' },
    ]);
    expect(await t.dataSource.query(`SELECT line_id FROM sold_test_seat`)).toEqual([{ line_id: source.id }]);
    await t.dataSource.query(`DROP TABLE event_test_range, sold_test_seat`);
  });

  describe('Sync Line', () => {
    let worker: INestApplicationContext;
    beforeAll(async () => {
      worker = await NestFactory.createApplicationContext(WorkerModule, { logger: false });
      await worker.init();
    });
    afterAll(() => worker.close());

    it('queues a sync of a supplier-API line through the outbox; the worker records what it did; other lines are refused', async () => {
      const plain = await createLine(t);
      expect((await t.http.post(`/api/lines/${plain.id}/sync`).set('Authorization', fullAdmin).send({ daysInAdvance: 30 }).expect(409)).body.message).toBe(
        LineMessage.NotSyncable,
      );
      await t.http.post(`/api/lines/${plain.id}/sync`).set('Authorization', fullAdmin).send({ daysInAdvance: 0 }).expect(400);

      const api = await createLine(t, { isSupplierApi: true, supplierIntegration: 'simulated' });
      await createTrip(t, api);
      const queued = await t.http.post(`/api/lines/${api.id}/sync`).set('Authorization', fullAdmin).send({ daysInAdvance: 14 }).expect(201);
      expect(queued.body).toMatchObject({ daysInAdvance: 14, state: 'queued', result: null });
      const [outbox] = await t.dataSource.query(`SELECT queue, job_name, payload FROM outbox_message WHERE payload->>'runId' = $1`, [queued.body.id]);
      expect(outbox).toMatchObject({ queue: 'inventory', job_name: 'sync-line', payload: { runId: queued.body.id } });

      let lastSync: { state: string; result: string } | null = null;
      for (let n = 0; n < 60 && lastSync?.state !== 'done'; n += 1) {
        await new Promise((r) => setTimeout(r, 250));
        lastSync = (await get(api.id).expect(200)).body.lastSync;
      }
      expect(lastSync!.state).toBe('done');
      expect(lastSync!.result).toMatch(/^Checked 14 days in advance \(.+\): 1 A→B and 0 B→A trips on sale\. Nothing was imported: /);
      // Idempotent: the job again leaves the finished run alone.
      expect(await worker.get(LineSyncService).run(queued.body.id)).toBe('already-finished');
    });
  });

  describe('access', () => {
    let line: { id: string };
    let otherLine: { id: string };
    let ownAgent: string;
    let otherAgent: string;
    let scheduler: string;
    let schedulerLine: { id: string };

    beforeAll(async () => {
      line = await createLine(t, { companyId: operator.id });
      otherLine = await createLine(t);
      ownAgent = `Bearer ${await tokenFor(t, await createAgent(t, operator))}`;
      otherAgent = `Bearer ${await tokenFor(t, await createAgent(t, seller))}`;
      const authorized = await createSupplier(t, { scheduleAuthorized: true });
      scheduler = `Bearer ${await tokenFor(t, await createAgent(t, authorized))}`;
      schedulerLine = await createLine(t, { companyId: authorized.id });
    });

    it('lets full admins do everything, support and read-admin only read', async () => {
      expect((await get(line.id, support).expect(200)).body.access).toEqual({ read: true, editLine: false, editSchedules: true });
      expect((await get(line.id, readAdmin).expect(200)).body.access).toEqual({ read: true, editLine: false, editSchedules: false });
      expect((await get(line.id, admin).expect(200)).body.access).toEqual({ read: true, editLine: false, editSchedules: true });
      for (const auth of [support, readAdmin, admin]) {
        await put(line.id, { ...valid(), version: 1 }, auth).expect(403);
        await create(valid(), auth).expect(403);
        await t.http.post(`/api/lines/${line.id}/publish`).set('Authorization', auth).expect(403);
        await t.http.post(`/api/lines/${line.id}/duplicate`).set('Authorization', auth).expect(403);
        await t.http.post(`/api/lines/${line.id}/sync`).set('Authorization', auth).send({ daysInAdvance: 3 }).expect(403);
      }
    });

    it("shows an agent its own company's line (Schedules only) and answers 404 for another company's", async () => {
      expect((await get(line.id, ownAgent).expect(200)).body.access).toEqual({ read: true, editLine: false, editSchedules: false });
      expect((await get(otherLine.id, ownAgent).expect(404)).body.code).toBe('NotFound');
      await get(line.id, otherAgent).expect(404);
      await t.http.get(`/api/lines/${otherLine.id}/change-log`).set('Authorization', ownAgent).expect(404);
      await put(line.id, { ...valid(), version: 1 }, ownAgent).expect(403);
      await t.http.post(`/api/lines/${line.id}/publish`).set('Authorization', ownAgent).expect(403);
    });

    it("gives a schedule-authorised company's agent the Schedules tab of its own lines only", async () => {
      expect((await get(schedulerLine.id, scheduler).expect(200)).body.access).toEqual({ read: true, editLine: false, editSchedules: true });
      await get(line.id, scheduler).expect(404);
      await t.http.post(`/api/lines/${schedulerLine.id}/unpublish`).set('Authorization', scheduler).expect(403);
    });
  });

  // Last: a second app in the same process leaves shared clients closed behind it.
  it('links the published line to its public product pages when the public site is configured', async () => {
    // A second app with the public site configured; startTestApp points process.env at its database, so restore it.
    const env = { ...process.env };
    const site = await startTestApp({ PUBLIC_SITE_URL: 'https://www.farebox.example' });
    try {
      const token = `Bearer ${await tokenFor(site, await createUser(site, { role: Role.Admin, isFullAdmin: true }))}`;
      const line = await createLine(site, { published: true, slug: 'rassada-tonsai-ferry' });
      const { body } = await site.http.get(`/api/lines/${line.id}`).set('Authorization', token).expect(200);
      expect(body.preview.aToB).toBe(`https://www.farebox.example/${body.stationA.slug}-to-${body.stationB.slug}/rassada-tonsai-ferry`);
      expect(body.preview.bToA).toBe(`https://www.farebox.example/${body.stationB.slug}-to-${body.stationA.slug}/rassada-tonsai-ferry`);
    } finally {
      await site.close();
      process.env = env;
    }
  });
});
