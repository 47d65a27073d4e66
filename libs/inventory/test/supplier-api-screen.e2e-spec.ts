import { randomUUID } from 'node:crypto';
import { Role } from '@farebox/domain';
import { createCity, createLine, createStation, createSupplier, createUser, startTestApp, tokenFor, type TestApp } from '@farebox/testing';

/** The /supplier-api screen (spec part 2, 2.14) over the supplier API simulator (apps/simulators/supplier-api.md). */
describe('inventory: the supplier API screen (mappings, transfers, lines, live results)', () => {
  let t: TestApp;
  let admin: string;
  let readAdmin: string;
  let support: string;
  let operator: { id: string; name: string };
  let cityA: { id: string; name: string };
  let cityB: { id: string; name: string };
  const tag = randomUUID().slice(0, 6);
  const supA = `Sup Alpha ${tag}`;
  const supB = `Sup Beta ${tag}`;
  const base = '/api/supplier-api/integrations';

  const as = (token: string) => ({
    get: (path: string) => t.http.get(`${base}${path}`).set('Authorization', `Bearer ${token}`),
    post: (path: string, body: object = {}) => t.http.post(`${base}${path}`).set('Authorization', `Bearer ${token}`).send(body),
    delete: (path: string) => t.http.delete(`${base}${path}`).set('Authorization', `Bearer ${token}`),
  });
  const simulator = (path: string, body: object) =>
    fetch(`${t.simulators.supplierUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const station = (id: string, name: string, isBoarding: boolean) => ({
    id,
    name,
    address: `${name} street`,
    latitude: 10,
    longitude: 100,
    timeOffsetInMinutes: isBoarding ? 0 : 120,
    isBoarding,
    isDropoff: !isBoarding,
  });
  const map = (integration: string, kind: string, fareboxValue: string, supplierValue: string) =>
    as(admin).post(`/${integration}/mappings`, { kind, fareboxValue, supplierValue });

  beforeAll(async () => {
    t = await startTestApp();
    operator = await createSupplier(t, { name: `Operator ${tag}` });
    const mekong = await createSupplier(t);
    const online = await createSupplier(t);
    await t.dataSource.query(
      `INSERT INTO supplier_integration (id, company_id, mode) VALUES ('saigon-express', $1, 'offline'), ('mekong-cruises', $2, 'offline'), ('andaman-live', $3, 'online')`,
      [operator.id, mekong.id, online.id],
    );
    cityA = await createCity(t, { name: `Alpha ${tag}` });
    cityB = await createCity(t, { name: `Beta ${tag}` });
    for (const [id, from, to, vehicleClass] of [
      ['X-AB', supA, supB, 'Luxe'],
      ['X-BA', supB, supA, 'Luxe'],
      ['X-AB-2', supA, supB, 'Cheap'],
    ])
      await simulator('/_simulator/suppliers/saigon-express/products', {
        id,
        company: 'SupCo',
        fromCity: from,
        toCity: to,
        vehicleType: 'coach',
        vehicleClass,
        routeId: 'R9',
        timeZone: 'Asia/Bangkok',
        multiStations: [station(`${id}-a`, `Depot ${from}`, true), station(`${id}-b`, `Depot ${to}`, false)],
      });
    admin = await tokenFor(t, await createUser(t, { role: Role.Admin, isFullAdmin: true }));
    readAdmin = await tokenFor(t, await createUser(t, { role: Role.ReadAdmin, isFullAdmin: true }));
    support = await tokenFor(t, await createUser(t, { role: Role.Support }));
  });
  afterAll(() => t.close());

  it('is for full admins only: others get 403, a read admin reads but does not write', async () => {
    await as(support).get('').expect(403);
    await as(support).get('/saigon-express/transfers').expect(403);
    await as(readAdmin).get('/saigon-express').expect(200);
    await as(readAdmin).post('/saigon-express/transfers/refresh').expect(403);
    await as(readAdmin).post('/saigon-express/mappings', { kind: 'city', fareboxValue: cityA.id, supplierValue: supA }).expect(403);
    await t.http.get(base).expect(401);
  });

  it('lists the integrations and answers 404 for an unknown one', async () => {
    const res = await as(admin).get('').expect(200);
    expect(res.body.map((i: { id: string }) => i.id)).toEqual(['andaman-live', 'mekong-cruises', 'saigon-express']);
    await as(admin).get('/nobody').expect(404);
  });

  it("refreshes the supplier's inventory and lists each transfer with its unmapped parameters", async () => {
    const res = await as(admin).post('/saigon-express/transfers/refresh').expect(200);
    const ab = res.body.data.find((d: { transferId: string }) => d.transferId === 'X-AB');
    expect(ab).toMatchObject({ companyName: 'SupCo', fromCity: supA, toCity: supB, vehicleType: 'coach', vehicleClass: 'Luxe', routeId: 'R9', mappedTo: null });
    expect(ab.unmapped).toEqual(['company: SupCo', `city: ${supA}`, `city: ${supB}`, 'vehicle type: coach', 'vehicle class: Luxe']);
    expect(ab.multiStations).toHaveLength(2);
    expect(res.body.total).toBeGreaterThanOrEqual(7);
    await simulator('/_simulator/suppliers/mekong-cruises/failures', { enabled: true });
    const down = await as(admin).post('/mekong-cruises/transfers/refresh').expect(502);
    expect(down.body.code).toBe('SupplierApiUnavailable');
    await simulator('/_simulator/suppliers/mekong-cruises/failures', { enabled: false });
  });

  it('offers our cities by name prefix (5 at most), our vehicle classes (75 at most) and the supplier values seen', async () => {
    const cities = await as(admin)
      .get(`/saigon-express/mapping-options?kind=city&q=${encodeURIComponent(`Alpha ${tag}`)}`)
      .expect(200);
    expect(cities.body.farebox).toEqual([{ value: cityA.id, label: cityA.name }]);
    expect(cities.body.supplier).toEqual(
      expect.arrayContaining([
        { value: supA, mapped: false },
        { value: supB, mapped: false },
      ]),
    );
    const many = await as(admin).get('/saigon-express/mapping-options?kind=city').expect(200);
    expect(many.body.farebox.length).toBeLessThanOrEqual(5);
    const classes = await as(admin).get('/saigon-express/mapping-options?kind=vehicleClass').expect(200);
    expect(classes.body.farebox.length).toBeLessThanOrEqual(75);
    const definitions: { key: string }[] = await t.dataSource.query(`SELECT key FROM vehicle_class_definition ORDER BY key LIMIT 75`);
    expect(classes.body.farebox).toEqual(definitions.map(({ key }) => ({ value: key, label: key })));
    await as(admin).get('/saigon-express/mapping-options?kind=planet').expect(400);
  });

  it('adds a mapping, refuses unknown values on either side and a second mapping of the same supplier value (409)', async () => {
    const res = await map('saigon-express', 'city', cityA.id, supA.toUpperCase()).expect(201);
    expect(res.body).toMatchObject({ kind: 'city', fareboxValue: cityA.id, fareboxLabel: cityA.name, supplierValue: supA });
    const again = await map('saigon-express', 'city', cityB.id, supA).expect(409);
    expect(again.body.message).toBe(`The supplier's city “${supA}” is mapped already to ${cityA.name}.`);
    const unseen = await map('saigon-express', 'city', cityB.id, 'Atlantis').expect(400);
    expect(unseen.body.details).toEqual([{ field: 'supplierValue', message: "The supplier's inventory has no city “Atlantis”." }]);
    const noCity = await map('saigon-express', 'city', randomUUID(), supB).expect(400);
    expect(noCity.body.details).toEqual([{ field: 'fareboxValue', message: 'There is no such city in Farebox.' }]);
    const noClass = await map('saigon-express', 'vehicleClass', 'Spaceship', 'Luxe').expect(400);
    expect(noClass.body.details).toEqual([{ field: 'fareboxValue', message: 'There is no such vehicle class in Farebox.' }]);
    await t.dataSource.query(`INSERT INTO vehicle_class_definition (key) VALUES ('Spaceship')`);
    const newClass = await map('saigon-express', 'vehicleClass', 'Spaceship', 'Luxe').expect(201);
    await as(admin).delete(`/saigon-express/mappings/${newClass.body.id}`).expect(204);
    const empty = await as(admin).post('/saigon-express/mappings', { kind: 'city', fareboxValue: '', supplierValue: '' }).expect(400);
    expect(empty.body.details).toEqual(
      expect.arrayContaining([
        { field: 'fareboxValue', message: 'Farebox data is required.' },
        { field: 'supplierValue', message: 'Supplier data is required.' },
      ]),
    );
  });

  it('a race for the same supplier value: one mapping is stored, the other gets 409', async () => {
    const [a, b] = await Promise.all([map('saigon-express', 'vehicleType', 'bus', 'coach'), map('saigon-express', 'vehicleType', 'minivan', 'coach')]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const rows: unknown[] = await t.dataSource.query(`SELECT 1 FROM supplier_mapping WHERE integration_id = 'saigon-express' AND kind = 'vehicleType'`);
    expect(rows).toHaveLength(1);
  });

  it('lists and deletes mappings (404 for a mapping that is gone)', async () => {
    const created = await map('saigon-express', 'vehicleClass', 'VIP', 'Cheap').expect(201);
    const list = await as(admin).get('/saigon-express/mappings?kind=vehicleClass').expect(200);
    expect(list.body).toEqual([created.body]);
    await as(admin).delete(`/saigon-express/mappings/${created.body.id}`).expect(204);
    await as(admin).delete(`/saigon-express/mappings/${created.body.id}`).expect(404);
    expect((await as(admin).get('/saigon-express/mappings?kind=vehicleClass').expect(200)).body).toEqual([]);
  });

  it('Create Line refuses a transfer with unmapped parameters, then creates the line with the mapped values and maps A→B', async () => {
    const refused = await as(admin).post('/saigon-express/transfers/X-AB/line').expect(400);
    expect(refused.body.details).toEqual([{ field: 'transferId', message: `Map these first: company: SupCo, city: ${supB}, vehicle class: Luxe.` }]);
    await map('saigon-express', 'company', operator.id, 'SupCo').expect(201);
    await map('saigon-express', 'city', cityB.id, supB).expect(201);
    await map('saigon-express', 'vehicleClass', 'VIP', 'Luxe').expect(201);
    const res = await as(admin).post('/saigon-express/transfers/X-AB/line');
    expect([res.status, res.body.details ?? res.body.message]).toEqual([201, undefined]);
    const [line]: { company_id: string; from_city_id: string; to_city_id: string; type: string; line_class: string; is_supplier_api: boolean }[] =
      await t.dataSource.query(`SELECT company_id, from_city_id, to_city_id, type, line_class, is_supplier_api FROM line WHERE id = $1`, [res.body.lineId]);
    expect(line).toEqual({ company_id: operator.id, from_city_id: cityA.id, to_city_id: cityB.id, type: 'bus', line_class: 'VIP', is_supplier_api: true });
    const [mapping]: { direction: string; transfer_id: string }[] = await t.dataSource.query(
      `SELECT direction, transfer_id FROM supplier_transfer_mapping WHERE line_id = $1`,
      [res.body.lineId],
    );
    expect(mapping).toEqual({ direction: 'aToB', transfer_id: 'X-AB' });
    const stations: { name: string }[] = await t.dataSource.query(
      `SELECT s.name FROM line l JOIN station s ON s.id IN (l.station_a_id, l.station_b_id) WHERE l.id = $1 ORDER BY s.name`,
      [res.body.lineId],
    );
    expect(stations.map((s) => s.name)).toEqual([`Depot ${supA}`, `Depot ${supB}`]);
    const again = await as(admin).post('/saigon-express/transfers/X-AB/line').expect(409);
    expect(again.body.message).toBe(`The transfer X-AB is mapped already to the line “${res.body.denomination}”.`);
    const lines = await as(admin).get('/saigon-express/lines').expect(200);
    expect(lines.body.data.find((l: { id: string }) => l.id === res.body.lineId)).toMatchObject({
      aToBTransferId: 'X-AB',
      bToATransferId: null,
      status: 'Partly mapped',
    });
  });

  it('two Create Line calls racing for one transfer: one line is created and mapped, the other gets 409 and leaves no line behind', async () => {
    await simulator('/_simulator/suppliers/saigon-express/products', {
      id: 'X-RACE',
      company: 'SupCo',
      fromCity: supA,
      toCity: supB,
      vehicleType: 'coach',
      vehicleClass: 'Luxe',
      routeId: 'R10',
      timeZone: 'Asia/Bangkok',
      multiStations: [station('X-RACE-a', `Depot ${supA}`, true), station('X-RACE-b', `Depot ${supB}`, false)],
    });
    await as(admin).post('/saigon-express/transfers/refresh').expect(200);
    const linesOfOperator = async () => Number((await t.dataSource.query(`SELECT count(*) FROM line WHERE company_id = $1`, [operator.id]))[0].count);
    const before = await linesOfOperator();
    const results = await Promise.all([as(admin).post('/saigon-express/transfers/X-RACE/line'), as(admin).post('/saigon-express/transfers/X-RACE/line')]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const winner = results.find((r) => r.status === 201)!.body;
    expect(results.find((r) => r.status === 409)!.body.message).toMatch(/^The transfer X-RACE is mapped already to the (A→B direction of the )?line “/);
    expect(await linesOfOperator()).toBe(before + 1);
    const mapped = await t.dataSource.query(`SELECT line_id FROM supplier_transfer_mapping WHERE transfer_id = 'X-RACE'`);
    expect(mapped).toEqual([{ line_id: winner.lineId }]);
  });

  it('Create Line refuses a transfer without stations, an unknown transfer (404) and an online supplier (409)', async () => {
    await simulator('/_simulator/suppliers/saigon-express/products', {
      id: 'X-NOSTOP',
      company: 'SupCo',
      fromCity: supA,
      toCity: supB,
      vehicleType: 'coach',
      vehicleClass: 'Luxe',
      routeId: 'R0',
      timeZone: 'Asia/Bangkok',
    });
    await as(admin).post('/saigon-express/transfers/refresh').expect(200);
    const none = await as(admin).post('/saigon-express/transfers/X-NOSTOP/line').expect(400);
    expect(none.body).toMatchObject({
      message: 'The transfer has no stations.',
      details: [{ field: 'transferId', message: 'The transfer names no boarding or no drop-off station.' }],
    });
    const unknown = await as(admin).post('/saigon-express/transfers/NOPE/line').expect(404);
    expect(unknown.body.message).toBe('Supplier transfer not found');
    const online = await as(admin).post('/andaman-live/transfers/X-AB/line').expect(409);
    expect(online.body.message).toBe(
      `${(await as(admin).get('/andaman-live').expect(200)).body.integration.name} is an online supplier: its transfers are searched live, not mapped.`,
    );
    const noCompany = await map('saigon-express', 'company', randomUUID(), 'SupCo').expect(400);
    expect(noCompany.body.details).toEqual([{ field: 'fareboxValue', message: 'There is no such company in Farebox.' }]);
    const noType = await map('saigon-express', 'vehicleType', 'rocket', 'coach').expect(400);
    expect(noType.body.details).toEqual([{ field: 'fareboxValue', message: 'There is no such vehicle type in Farebox.' }]);
  });

  it('Map Line maps a transfer to a line direction through the city mappings (names differ), and refuses the wrong direction', async () => {
    const sa = (await createStation(t, { cityId: cityA.id })).id;
    const sb = (await createStation(t, { cityId: cityB.id })).id;
    const line = await createLine(t, { companyId: operator.id, stationAId: sa, stationBId: sb, lineClass: 'Economy' });
    const wrong = await as(admin).post('/saigon-express/transfers/X-BA/mapping', { lineId: line.id, direction: 'aToB', version: line.version }).expect(400);
    expect(wrong.body.message).toBe('The transfer does not run this direction of the line.');
    const res = await as(admin).post('/saigon-express/transfers/X-BA/mapping', { lineId: line.id, direction: 'bToA', version: line.version }).expect(201);
    expect(res.body).toMatchObject({ transferId: 'X-BA', mappedTo: { lineId: line.id, direction: 'bToA' }, unmapped: [] });
    const stale = await as(admin).post('/saigon-express/transfers/X-AB-2/mapping', { lineId: line.id, direction: 'aToB', version: line.version }).expect(409);
    expect(stale.body.code).toBe('EditConflict');
    await as(admin).post('/saigon-express/transfers/X-BA/mapping', { direction: 'sideways', version: 1 }).expect(400);
    const online = await as(admin).post('/andaman-live/transfers/X-BA/mapping', { lineId: line.id, direction: 'bToA', version: 2 }).expect(409);
    expect(online.body.message).toContain('is an online supplier');
  });

  it('bulk mapping: "Supplier doesn\'t support bulk mapping." for a supplier without it; otherwise maps what has one matching line', async () => {
    const refused = await as(admin).post('/mekong-cruises/bulk-mapping').expect(409);
    expect(refused.body.message).toBe("Supplier doesn't support bulk mapping.");
    await map('saigon-express', 'vehicleClass', 'Standard', 'Cheap').expect(201);
    const sa = (await createStation(t, { cityId: cityA.id })).id;
    const sb = (await createStation(t, { cityId: cityB.id })).id;
    const line = await createLine(t, { companyId: operator.id, stationAId: sa, stationBId: sb, type: 'bus', lineClass: 'Standard' });
    const res = await as(admin).post('/saigon-express/bulk-mapping').expect(200);
    expect(res.body.mapped.map((m: { transferId: string; mappedTo: unknown }) => [m.transferId, m.mappedTo])).toEqual([
      ['X-AB-2', { lineId: line.id, denomination: line.denomination, direction: 'aToB' }],
    ]);
    expect(res.body.skipped).toBeGreaterThan(0);
  });

  it('overview: mode, base URL, bulk mapping support and counts', async () => {
    const res = await as(admin).get('/saigon-express').expect(200);
    expect(res.body).toMatchObject({
      integration: { id: 'saigon-express', mode: 'offline', companyId: operator.id },
      baseUrl: `${new URL('/octo/saigon-express', t.simulators.supplierUrl).href}`,
      bulkMapping: true,
      unavailable: null,
      mappedTransfers: 4,
      mappings: { city: 2, company: 1, vehicleType: 1, vehicleClass: 2 },
    });
    expect(res.body.lines).toBeGreaterThanOrEqual(3);
    await simulator('/_simulator/suppliers/mekong-cruises/failures', { enabled: true });
    const down = await as(admin).get('/mekong-cruises').expect(200);
    expect(down.body).toMatchObject({ bulkMapping: null, unavailable: expect.stringContaining('did not answer') });
    await simulator('/_simulator/suppliers/mekong-cruises/failures', { enabled: false });
  });

  it('live results of an online supplier: journeys with time zone and supplier price, Mapped or the unmapped parameters; offline refused', async () => {
    const res = await as(admin).post('/andaman-live/live-search', { from: 'phuket', to: 'Koh Phi Phi', date: '2026-12-30' }).expect(200);
    expect(res.body).toHaveLength(1);
    expect(res.body[0]).toMatchObject({
      productId: 'ASF-HKT-PHI-0830',
      companyName: 'Andaman Sea Ferries',
      from: 'Phuket',
      to: 'Koh Phi Phi',
      type: 'ferry',
      class: 'Standard',
    });
    expect(res.body[0].unmappedParams).toEqual([
      'company: Andaman Sea Ferries',
      'city: Phuket',
      'city: Koh Phi Phi',
      'vehicle type: ferry',
      'vehicle class: Standard',
    ]);
    for (const j of res.body[0].journeys) {
      expect(j).toEqual({
        departureDate: expect.stringMatching(/^2026-12-30T\d{2}:\d{2}:00$/),
        timeZone: 'Asia/Bangkok',
        amountInSupplierCurrency: expect.stringMatching(/^\d+\.\d{2}$/),
        supplierCurrency: 'THB',
      });
    }
    await as(admin).post('/andaman-live/transfers/refresh').expect(200);
    const phuket = await createCity(t, { name: `Phuket ${tag}` });
    const phiPhi = await createCity(t, { name: `Phi Phi ${tag}` });
    const company = await createSupplier(t);
    await map('andaman-live', 'city', phuket.id, 'Phuket').expect(201);
    await map('andaman-live', 'city', phiPhi.id, 'Koh Phi Phi').expect(201);
    await map('andaman-live', 'company', company.id, 'Andaman Sea Ferries').expect(201);
    await map('andaman-live', 'vehicleType', 'ferry', 'ferry').expect(201);
    await map('andaman-live', 'vehicleClass', 'Standard', 'Standard').expect(201);
    const mapped = await as(admin).post('/andaman-live/live-search', { from: 'Phuket', to: 'Koh Phi Phi', date: '2026-12-30' }).expect(200);
    expect(mapped.body[0].unmappedParams).toEqual([]);
    const none = await as(admin).post('/andaman-live/live-search', { from: 'Phuket', to: 'Nowhere', date: '2026-12-30' }).expect(200);
    expect(none.body).toEqual([]);
    const bad = await as(admin).post('/andaman-live/live-search', { from: '', to: 'X', date: 'soon' }).expect(400);
    expect(bad.body.details).toEqual(
      expect.arrayContaining([
        { field: 'from', message: 'From is required.' },
        { field: 'date', message: 'Date must be a date YYYY-MM-DD.' },
      ]),
    );
    const offline = await as(admin).post('/saigon-express/live-search', { from: 'A', to: 'B', date: '2026-12-30' }).expect(409);
    expect(offline.body.message).toContain('is an offline supplier');
  });
});
