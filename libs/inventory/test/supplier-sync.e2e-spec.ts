import { randomUUID } from 'node:crypto';
import { Role } from '@farebox/domain';
import { HttpSupplierInventory, LineSyncService, SupplierSyncRetry, SupplierSyncService, Trip, type Line } from '@farebox/inventory';
import { FixedClock, loadAppConfig } from '@farebox/platform';
import { createCity, createLine, createStation, createSupplier, createUser, insertBooking, startTestApp, tokenFor, type TestApp } from '@farebox/testing';

interface Departure {
  id: string;
  status: string;
  vacancies: number;
  capacity: number;
  pricing: { retail: string; currency: string };
}

/** Sync Line of a mapped line: the supplier's availability becomes the line's trips (spec part 2, issue 11 section 3). */
describe('inventory: Sync Line imports the availability of mapped supplier transfers', () => {
  let t: TestApp;
  let admin: string;
  let line: Line;
  let sync: SupplierSyncService;
  // 10 March 2031, 10:00 in Bangkok: the window starts on the supplier's local date, whatever today is.
  const clock = new FixedClock(new Date('2031-03-10T03:00:00Z'));
  const cityA = `Gamma ${randomUUID().slice(0, 6)}`;
  const cityB = `Delta ${randomUUID().slice(0, 6)}`;

  const simulator = async (path: string, body: object) =>
    (await fetch(`${t.simulators.supplierUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json();
  const product = (id: string, from: string, to: string, departureTimes: string[]) =>
    simulator('/_simulator/suppliers/saigon-express/products', {
      id,
      company: 'Sync Bus',
      fromCity: from,
      toCity: to,
      vehicleType: 'bus',
      vehicleClass: 'Standard',
      routeId: 'SYNC',
      timeZone: 'Asia/Bangkok',
      departureTimes,
      capacity: 30,
      price: { retail: '250.00', currency: 'THB' },
    });
  const availability = (productId: string) =>
    simulator('/octo/saigon-express/availability', { productId, localDateStart: '2031-03-10', localDateEnd: '2031-03-14' }) as Promise<Departure[]>;
  const api = (method: 'get' | 'post' | 'put', path: string, body?: object) =>
    t.http[method](`/api/lines/${line.id}/supplier-api${path}`).set('Authorization', `Bearer ${admin}`).send(body);
  const runSync = async (daysInAdvance = 5) => {
    const [run]: { id: string }[] = await t.dataSource.query(
      `INSERT INTO line_sync_run (line_id, days_in_advance, state, requested_at) VALUES ($1, $2, 'queued', now()) RETURNING id`,
      [line.id, daysInAdvance],
    );
    expect(await sync.run(run.id)).toBe('synced');
    const [done]: { state: string; result: string }[] = await t.dataSource.query(`SELECT state, result FROM line_sync_run WHERE id = $1`, [run.id]);
    return { id: run.id, ...done };
  };
  type SyncedTrip = { id: string; supplier_departure_id: string; departure_at: Date; seats_left: number; supplier_retail: string; blocked: boolean };
  const trips = (direction = 'aToB') =>
    t.dataSource.query<SyncedTrip[]>(
      `SELECT id, supplier_departure_id, departure_at, arrival_at, seats_total, seats_left, supplier_retail, supplier_retail_currency, blocked
       FROM trip WHERE line_id = $1 AND direction = $2 ORDER BY departure_at`,
      [line.id, direction],
    );

  beforeAll(async () => {
    t = await startTestApp();
    const operator = await createSupplier(t, { name: 'Sync Bus' });
    await t.dataSource.query(`INSERT INTO supplier_integration (id, company_id, mode) VALUES ('saigon-express', $1, 'offline')`, [operator.id]);
    const a = await createStation(t, { cityId: (await createCity(t, { name: cityA })).id });
    const b = await createStation(t, { cityId: (await createCity(t, { name: cityB })).id });
    await product('SYNC-AB', cityA, cityB, ['07:00', '15:00']);
    await product('SYNC-BA', cityB, cityA, ['09:00']);
    admin = await tokenFor(t, await createUser(t, { role: Role.Admin, isFullAdmin: true }));
    line = await createLine(t, { companyId: operator.id, stationAId: a.id, stationBId: b.id });
    await api('get', '/matches').expect(200);
    await api('post', '/mappings', { version: 1, direction: 'aToB', integrationId: 'saigon-express', transferId: 'SYNC-AB' }).expect(201);
    await api('post', '/mappings', { version: 2, direction: 'bToA', integrationId: 'saigon-express', transferId: 'SYNC-BA' }).expect(201);
    const config = { ...loadAppConfig(), supplierApiUrl: t.simulators.supplierUrl };
    sync = new SupplierSyncService(t.dataSource, new HttpSupplierInventory(config), new LineSyncService(t.dataSource, clock), clock);
  });
  afterAll(() => t.close());

  it("imports each direction's open departures as trips with the supplier's seats and price, and stamps the last sync", async () => {
    const expected = (await availability('SYNC-AB')).filter((d) => d.status !== 'CLOSED');
    const back = (await availability('SYNC-BA')).filter((d) => d.status !== 'CLOSED');
    const run = await runSync();
    expect(run.state).toBe('done');
    expect(run.result).toBe(
      `A→B (SYNC-AB): 10 departures from 2031-03-10 to 2031-03-14; ${expected.length} trips created, 0 updated, 0 removed, 0 kept for their bookings and blocked. ` +
        `B→A (SYNC-BA): 5 departures from 2031-03-10 to 2031-03-14; ${back.length} trips created, 0 updated, 0 removed, 0 kept for their bookings and blocked.`,
    );
    const aToB = await trips();
    expect(aToB.map((trip) => trip.supplier_departure_id)).toEqual(expected.map((d) => d.id));
    expect(aToB.map((trip) => trip.seats_left)).toEqual(expected.map((d) => d.vacancies));
    expect(aToB.map((trip) => trip.supplier_retail)).toEqual(expected.map((d) => d.pricing.retail));
    // Local departure times are Bangkok's (UTC+7).
    expect(aToB.map((trip) => trip.departure_at.toISOString())).toEqual(expected.map((d) => new Date(`${d.id}:00+07:00`).toISOString()));
    expect((await trips('bToA')).length).toBe(back.length);
    const info = await api('get', '').expect(200);
    expect(info.body).toMatchObject({ aToBLastSynced: '2031-03-10T03:00:00.000Z', bToALastSynced: '2031-03-10T03:00:00.000Z' });
  });

  it('is idempotent: the same sync again changes no trip', async () => {
    const before = await trips();
    // xmin is the transaction that last wrote a row: unchanged means the second sync wrote no trip at all.
    const versions = () => t.dataSource.query<{ id: string; xmin: string }[]>(`SELECT id, xmin::text FROM trip WHERE line_id = $1 ORDER BY id`, [line.id]);
    const written = await versions();
    const run = await runSync();
    expect(run.result).toMatch(/^A→B \(SYNC-AB\): 10 departures from 2031-03-10 to 2031-03-14; 0 trips created, 0 updated, 0 removed, 0 kept/);
    expect(await trips()).toEqual(before);
    expect(await versions()).toEqual(written);
    const [{ changes }]: { changes: Record<string, object> }[] = await t.dataSource.query(`SELECT changes FROM line_sync_run WHERE id = $1`, [run.id]);
    for (const direction of ['aToB', 'bToA'])
      expect(changes[direction]).toMatchObject({ departures: expect.any(Number), created: 0, updated: 0, removed: 0, flagged: 0 });
  });

  it('leaves a direction whose sync is disabled alone', async () => {
    const mappings = (await api('get', '/mappings').expect(200)).body.data as { id: string; direction: string }[];
    const back = mappings.find((m) => m.direction === 'bToA')!;
    const version = ((await api('get', '').expect(200)).body as { version: number }).version;
    await api('put', `/mappings/${back.id}`, { version, disableSync: true }).expect(200);
    const run = await runSync();
    expect(run.result).toMatch(/B→A \(SYNC-BA\): sync disabled, not changed\.$/);
    await api('put', `/mappings/${back.id}`, { version: version + 1, disableSync: false }).expect(200);
  });

  it('removes the trips of departures the supplier dropped, but keeps and blocks one that has a booking', async () => {
    const afternoon = (await trips()).filter((trip) => trip.supplier_departure_id.endsWith('T15:00'));
    expect(afternoon.length).toBeGreaterThan(1);
    const booked = await t.dataSource.getRepository(Trip).findOneByOrFail({ id: afternoon[0].id });
    await insertBooking(t, { line, trip: booked });
    await product('SYNC-AB', cityA, cityB, ['07:00']);
    const run = await runSync();
    expect(run.result).toMatch(
      new RegExp(
        `^A→B \\(SYNC-AB\\): 5 departures from 2031-03-10 to 2031-03-14; 0 trips created, 0 updated, ${afternoon.length - 1} removed, 1 kept for their bookings and blocked\\.`,
      ),
    );
    const left = (await trips()).filter((trip) => trip.supplier_departure_id.endsWith('T15:00'));
    expect(left).toEqual([expect.objectContaining({ id: booked.id, blocked: true })]);
  });

  it("a supplier that fails leaves the trips as they were and the run failed with the supplier's words", async () => {
    const before = await trips();
    await simulator('/_simulator/suppliers/saigon-express/failures', { enabled: true });
    try {
      const run = await runSync();
      expect(run.state).toBe('failed');
      expect(run.result).toMatch(
        /^A→B \(SYNC-AB\): not synced, nothing changed \(The supplier API did not answer properly \(HTTP 503: The Saigon Express Bus system is not answering\.\)\.\)\. B→A/,
      );
      expect(await trips()).toEqual(before);
    } finally {
      await simulator('/_simulator/suppliers/saigon-express/failures', { enabled: false });
    }
  });

  it('before the last attempt a supplier failure keeps the run queued for the retry, with the failure recorded; the retry completes it', async () => {
    const before = await trips();
    const [run]: { id: string }[] = await t.dataSource.query(
      `INSERT INTO line_sync_run (line_id, days_in_advance, state, requested_at) VALUES ($1, 5, 'queued', now()) RETURNING id`,
      [line.id],
    );
    const recorded = async () =>
      (
        await t.dataSource.query<{ state: string; failures: object[]; changes: Record<string, object> }[]>(
          `SELECT state, failures, changes FROM line_sync_run WHERE id = $1`,
          [run.id],
        )
      )[0];
    await simulator('/_simulator/suppliers/saigon-express/failures', { enabled: true });
    try {
      await expect(sync.run(run.id, { attempt: 1, attempts: 3 })).rejects.toBeInstanceOf(SupplierSyncRetry);
    } finally {
      await simulator('/_simulator/suppliers/saigon-express/failures', { enabled: false });
    }
    expect(await recorded()).toEqual({
      state: 'queued',
      changes: {},
      failures: ['aToB', 'bToA'].map((direction) => ({
        attempt: 1,
        direction,
        reason: expect.stringMatching(/HTTP 503/),
        failedAt: clock.now().toISOString(),
      })),
    });
    expect(await trips()).toEqual(before);
    expect(await sync.run(run.id, { attempt: 2, attempts: 3 })).toBe('synced');
    const done = await recorded();
    expect(done.state).toBe('done');
    expect(done.failures).toHaveLength(2);
    expect(Object.keys(done.changes).sort()).toEqual(['aToB', 'bToA']);
  });

  it('a sync that dies inside a direction writes nothing of it and leaves the run queued for the retry, which then completes', async () => {
    await product('SYNC-AB', cityA, cityB, ['07:00', '15:00']);
    const before = await trips();
    // The database refuses the afternoon departure of the 12th half-way through the direction's writes.
    await t.dataSource.query(`CREATE FUNCTION sync_crash() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.supplier_departure_id = '2031-03-12T15:00' THEN RAISE EXCEPTION 'worker killed'; END IF; RETURN NEW; END $$`);
    await t.dataSource.query(`CREATE TRIGGER sync_crash BEFORE INSERT OR UPDATE ON trip FOR EACH ROW EXECUTE FUNCTION sync_crash()`);
    const [run]: { id: string }[] = await t.dataSource.query(
      `INSERT INTO line_sync_run (line_id, days_in_advance, state, requested_at) VALUES ($1, 5, 'queued', now()) RETURNING id`,
      [line.id],
    );
    try {
      await expect(sync.run(run.id)).rejects.toThrow('worker killed');
    } finally {
      await t.dataSource.query(`DROP TRIGGER sync_crash ON trip; DROP FUNCTION sync_crash()`);
    }
    expect(await trips()).toEqual(before);
    expect(await t.dataSource.query(`SELECT state FROM line_sync_run WHERE id = $1`, [run.id])).toEqual([{ state: 'queued' }]);
    expect(await sync.run(run.id)).toBe('synced');
    const [done]: { state: string; result: string }[] = await t.dataSource.query(`SELECT state, result FROM line_sync_run WHERE id = $1`, [run.id]);
    expect(done.state).toBe('done');
    expect((await trips()).filter((trip) => trip.supplier_departure_id.endsWith('T15:00')).length).toBeGreaterThan(1);
  });

  it('leaves a finished run alone', async () => {
    const run = await runSync();
    expect(await sync.run(run.id)).toBe('already-finished');
  });
});
