import { randomUUID } from 'node:crypto';
import { Role } from '@farebox/domain';
import type { Line } from '@farebox/inventory';
import { createAgent, createCity, createLine, createStation, createSupplier, createUser, startTestApp, tokenFor, type TestApp } from '@farebox/testing';

/** The line editor's API tab (spec part 2, 2.9 tab 7) over the supplier API simulator (apps/simulators/supplier-api.md). */
describe('inventory: the API tab of a line (supplier transfer mappings)', () => {
  let t: TestApp;
  let admin: string;
  let support: string;
  let readAdmin: string;
  let agent: string;
  let otherAgent: string;
  let operator: { id: string; name: string };
  let line: Line;
  const cityA = `Alpha ${randomUUID().slice(0, 6)}`;
  const cityB = `Beta ${randomUUID().slice(0, 6)}`;
  let stationA: string;
  let stationB: string;

  const as = (token: string) => ({
    get: (path: string) => t.http.get(`/api/lines/${path}`).set('Authorization', `Bearer ${token}`),
    post: (path: string, body: object) => t.http.post(`/api/lines/${path}`).set('Authorization', `Bearer ${token}`).send(body),
    put: (path: string, body: object) => t.http.put(`/api/lines/${path}`).set('Authorization', `Bearer ${token}`).send(body),
    delete: (path: string) => t.http.delete(`/api/lines/${path}`).set('Authorization', `Bearer ${token}`),
  });
  const simulator = (path: string, body: object) =>
    fetch(`${t.simulators.supplierUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const product = (id: string, from: string, to: string, over: object = {}) =>
    simulator('/_simulator/suppliers/saigon-express/products', {
      id,
      company: operator.name,
      fromCity: from,
      toCity: to,
      vehicleType: 'bus',
      vehicleClass: 'Standard',
      routeId: 'R1',
      timeZone: 'Asia/Bangkok',
      ...over,
    });
  const newLine = () => createLine(t, { companyId: operator.id, stationAId: stationA, stationBId: stationB });
  const version = async (id: string) => ((await as(admin).get(`${id}/supplier-api`).expect(200)).body as { version: number }).version;
  const map = async (l: Line, transferId: string, direction = 'aToB', integrationId = 'saigon-express') =>
    as(admin).post(`${l.id}/supplier-api/mappings`, { version: await version(l.id), direction, integrationId, transferId });

  beforeAll(async () => {
    t = await startTestApp();
    operator = await createSupplier(t, { name: `Operator ${randomUUID().slice(0, 6)}` });
    const online = await createSupplier(t);
    await t.dataSource.query(
      `INSERT INTO supplier_integration (id, company_id, mode) VALUES ('saigon-express', $1, 'offline'), ('andaman-live', $2, 'online')`,
      [operator.id, online.id],
    );
    const a = await createCity(t, { name: cityA });
    const b = await createCity(t, { name: cityB });
    stationA = (await createStation(t, { cityId: a.id })).id;
    stationB = (await createStation(t, { cityId: b.id })).id;
    await product('T-AB', cityA, cityB);
    await product('T-BA', cityB, cityA, { vehicleClass: 'VIP', company: 'Someone Else' });
    await product('T-AB-2', cityA.toUpperCase(), cityB, { routeId: 'R2' });
    await product('T-OTHER', 'Elsewhere', cityB);
    await simulator('/_simulator/suppliers/andaman-live/products', {
      id: 'LIVE-AB',
      company: operator.name,
      fromCity: cityA,
      toCity: cityB,
      vehicleType: 'bus',
      vehicleClass: 'Standard',
      routeId: 'L',
      timeZone: 'Asia/Bangkok',
    });
    admin = await tokenFor(t, await createUser(t, { role: Role.Admin, isFullAdmin: true }));
    support = await tokenFor(t, await createUser(t, { role: Role.Support }));
    readAdmin = await tokenFor(t, await createUser(t, { role: Role.ReadAdmin, isFullAdmin: true }));
    agent = await tokenFor(t, await createAgent(t, operator));
    otherAgent = await tokenFor(t, await createAgent(t, online));
    line = await newLine();
  });
  afterAll(() => t.close());

  it('a line without mappings has no sync information: no integration, no transfer, an empty mapping page', async () => {
    const info = await as(admin).get(`${line.id}/supplier-api`).expect(200);
    expect(info.body).toEqual({
      lineId: line.id,
      version: 1,
      isSupplierApi: false,
      isScrapingAvailability: false,
      integration: null,
      integrationId: null,
      aToBTransferId: null,
      bToATransferId: null,
      aToBLastSynced: null,
      bToALastSynced: null,
      mappingCount: 0,
    });
    const page = await as(admin).get(`${line.id}/supplier-api/mappings`).expect(200);
    expect(page.body).toEqual({ data: [], meta: { offset: 0, limit: 20, total: 0 } });
  });

  it("find matches answers the offline suppliers' transfers between the line's cities per direction, best first, and keeps them as the supplier inventory", async () => {
    const res = await as(admin).get(`${line.id}/supplier-api/matches`).expect(200);
    const found = (res.body.matches as { direction: string; transfer: { transferId: string }; companyMatches: boolean; vehicleClassMatches: boolean }[]).map(
      (m) => [m.direction, m.transfer.transferId, m.companyMatches, m.vehicleClassMatches],
    );
    expect(found).toEqual([
      ['aToB', 'T-AB', true, true],
      ['aToB', 'T-AB-2', true, true],
      ['bToA', 'T-BA', false, false],
    ]);
    expect(res.body.unavailable).toEqual([]);
    expect(res.body.matches[0]).toMatchObject({
      integration: { id: 'saigon-express', name: operator.name, mode: 'offline' },
      transfer: { integrationId: 'saigon-express', fromCity: cityA, toCity: cityB, vehicleType: 'bus', routeId: 'R1', multiStations: [] },
      vehicleTypeMatches: true,
      mappedTo: null,
    });
    const stored: { transfer_id: string }[] = await t.dataSource.query(
      `SELECT transfer_id FROM supplier_transfer WHERE integration_id = 'saigon-express' ORDER BY 1`,
    );
    expect(stored.map((r) => r.transfer_id)).toEqual(expect.arrayContaining(['SE-SGN-DAD-0700', 'T-AB', 'T-AB-2', 'T-BA', 'T-OTHER']));
    const online: unknown[] = await t.dataSource.query(`SELECT 1 FROM supplier_transfer WHERE integration_id = 'andaman-live'`);
    expect(online).toEqual([]);
  });

  it('maps a found transfer: the line becomes a supplier-API line of that integration, with a new version and change log', async () => {
    const l = await newLine();
    await as(admin).get(`${l.id}/supplier-api/matches`).expect(200);
    const res = await as(admin)
      .post(`${l.id}/supplier-api/mappings`, { version: 1, direction: 'bToA', integrationId: 'saigon-express', transferId: 'T-BA' })
      .expect(201);
    expect(res.body).toMatchObject({
      version: 2,
      isSupplierApi: true,
      integrationId: 'saigon-express',
      integration: { id: 'saigon-express', mode: 'offline' },
      aToBTransferId: null,
      bToATransferId: 'T-BA',
      mappingCount: 1,
    });
    const log = await as(admin).get(`${l.id}/change-log`).expect(200);
    expect(log.body[0].changes).toEqual([
      { field: 'transferMappings.bToA', from: null, to: 'saigon-express/T-BA' },
      { field: 'isSupplierApi', from: false, to: true },
      { field: 'supplierIntegration', from: null, to: 'saigon-express' },
    ]);
    const page = await as(admin).get(`${l.id}/supplier-api/mappings`).expect(200);
    expect(page.body.data).toEqual([
      expect.objectContaining({
        direction: 'bToA',
        disableSync: false,
        lastSyncedAt: null,
        transfer: expect.objectContaining({ transferId: 'T-BA', fromCity: cityB }),
      }),
    ]);
    const matches = await as(admin).get(`${line.id}/supplier-api/matches`).expect(200);
    expect(matches.body.matches.find((m: { transfer: { transferId: string } }) => m.transfer.transferId === 'T-BA').mappedTo).toEqual({
      lineId: l.id,
      denomination: l.denomination,
      direction: 'bToA',
    });
    await as(admin).delete(`${l.id}/supplier-api/mappings/${page.body.data[0].id}?version=2`).expect(200);
  });

  it('refuses a transfer running the other way (400), an online supplier (409), a transfer never fetched or an unknown integration (404)', async () => {
    const l = await newLine();
    await as(admin).get(`${l.id}/supplier-api/matches`).expect(200);
    const wrongWay = await map(l, 'T-BA', 'aToB');
    expect(wrongWay.status).toBe(400);
    expect(wrongWay.body.details).toEqual([{ field: 'transferId', message: `The transfer runs from ${cityB} to ${cityA}, not from ${cityA} to ${cityB}.` }]);
    const online = await map(l, 'LIVE-AB', 'aToB', 'andaman-live');
    expect(online.status).toBe(409);
    expect(online.body.message).toMatch(/online supplier: its transfers are searched live, not mapped/);
    expect((await map(l, 'NEVER-FETCHED')).status).toBe(404);
    expect((await map(l, 'T-AB', 'aToB', 'no-such-supplier')).status).toBe(404);
    expect(await version(l.id)).toBe(1);
  });

  it('one direction takes one transfer, and a stale version is 409 EditConflict with what changed', async () => {
    const l = await newLine();
    await as(admin).get(`${l.id}/supplier-api/matches`).expect(200);
    await map(l, 'T-AB').then((r) => expect(r.status).toBe(201));
    const again = await map(l, 'T-AB-2');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('The A→B direction of this line is mapped already: delete that mapping first.');
    const stale = await as(admin).post(`${l.id}/supplier-api/mappings`, { version: 1, direction: 'bToA', integrationId: 'saigon-express', transferId: 'T-BA' });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('EditConflict');
    expect(stale.body.details.changes).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'transferMappings.aToB', to: 'saigon-express/T-AB' })]),
    );
    const page = await as(admin).get(`${l.id}/supplier-api/mappings`).expect(200);
    await as(admin)
      .delete(`${l.id}/supplier-api/mappings/${page.body.data[0].id}?version=${await version(l.id)}`)
      .expect(200);
  });

  it('two lines racing for one transfer: one gets 201, the other 409 naming the line that holds it', async () => {
    const [l1, l2] = [await newLine(), await newLine()];
    await as(admin).get(`${l1.id}/supplier-api/matches`).expect(200);
    const body = { version: 1, direction: 'aToB', integrationId: 'saigon-express', transferId: 'T-AB-2' };
    const answers = await Promise.all([as(admin).post(`${l1.id}/supplier-api/mappings`, body), as(admin).post(`${l2.id}/supplier-api/mappings`, body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const loser = answers.find((a) => a.status === 409)!;
    const winner = answers[0].status === 201 ? l1 : l2;
    expect(loser.body).toMatchObject({ code: 'Conflict', details: { lineId: winner.id, denomination: winner.denomination, direction: 'aToB' } });
    expect(loser.body.message).toBe(`The transfer T-AB-2 is mapped already to the A→B direction of the line “${winner.denomination}”.`);
    const rows: unknown[] = await t.dataSource.query(`SELECT 1 FROM supplier_transfer_mapping WHERE transfer_id = 'T-AB-2'`);
    expect(rows).toHaveLength(1);
    const page = await as(admin).get(`${winner.id}/supplier-api/mappings`).expect(200);
    await as(admin).delete(`${winner.id}/supplier-api/mappings/${page.body.data[0].id}?version=2`).expect(200);
  });

  it('enables and disables sync per mapping; the same value again changes nothing', async () => {
    const l = await newLine();
    await as(admin).get(`${l.id}/supplier-api/matches`).expect(200);
    await map(l, 'T-AB').then((r) => expect(r.status).toBe(201));
    const id = (await as(admin).get(`${l.id}/supplier-api/mappings`).expect(200)).body.data[0].id as string;
    const off = await as(admin).put(`${l.id}/supplier-api/mappings/${id}`, { version: 2, disableSync: true }).expect(200);
    expect(off.body.version).toBe(3);
    expect((await as(admin).get(`${l.id}/supplier-api/mappings`)).body.data[0].disableSync).toBe(true);
    const same = await as(admin).put(`${l.id}/supplier-api/mappings/${id}`, { version: 3, disableSync: true }).expect(200);
    expect(same.body.version).toBe(3);
    await as(admin).put(`${l.id}/supplier-api/mappings/${id}`, { version: 3, disableSync: false }).expect(200);
    const log = await as(admin).get(`${l.id}/change-log`).expect(200);
    expect(log.body[0].changes).toEqual([{ field: 'transferMappings.aToB.disableSync', from: true, to: false }]);
    await as(admin).put(`${l.id}/supplier-api/mappings/${id}`, { version: 4, disableSync: 'no' }).expect(400);
    await as(admin).put(`${l.id}/supplier-api/mappings/${randomUUID()}`, { version: 4, disableSync: true }).expect(404);
    await as(admin).delete(`${l.id}/supplier-api/mappings/${id}?version=4`).expect(200);
  });

  it('deletes mappings; the last one makes the line a plain line again; the mapping list pages on its own', async () => {
    const l = await newLine();
    await as(admin).get(`${l.id}/supplier-api/matches`).expect(200);
    await map(l, 'T-AB').then((r) => expect(r.status).toBe(201));
    await map(l, 'T-BA', 'bToA').then((r) => expect(r.status).toBe(201));
    const first = await as(admin).get(`${l.id}/supplier-api/mappings?limit=1`).expect(200);
    expect(first.body.meta).toEqual({ offset: 0, limit: 1, total: 2 });
    expect(first.body.data.map((m: { direction: string }) => m.direction)).toEqual(['aToB']);
    const second = await as(admin).get(`${l.id}/supplier-api/mappings?limit=1&offset=1`).expect(200);
    expect(second.body.data.map((m: { direction: string }) => m.direction)).toEqual(['bToA']);

    await as(admin).delete(`${l.id}/supplier-api/mappings/${first.body.data[0].id}`).expect(400);
    const one = await as(admin).delete(`${l.id}/supplier-api/mappings/${first.body.data[0].id}?version=3`).expect(200);
    expect(one.body).toMatchObject({ version: 4, isSupplierApi: true, aToBTransferId: null, bToATransferId: 'T-BA', mappingCount: 1 });
    await as(admin).delete(`${l.id}/supplier-api/mappings/${first.body.data[0].id}?version=4`).expect(404);
    const none = await as(admin).delete(`${l.id}/supplier-api/mappings/${second.body.data[0].id}?version=4`).expect(200);
    expect(none.body).toMatchObject({ version: 5, isSupplierApi: false, integrationId: null, integration: null, mappingCount: 0 });
    const log = await as(admin).get(`${l.id}/change-log`).expect(200);
    expect(log.body[0].changes).toEqual([
      { field: 'transferMappings.bToA', from: 'saigon-express/T-BA', to: null },
      { field: 'isSupplierApi', from: true, to: false },
      { field: 'supplierIntegration', from: 'saigon-express', to: null },
    ]);
  });

  it('a supplier that does not answer is reported, and its last fetched transfers still match', async () => {
    await simulator('/_simulator/suppliers/saigon-express/failures', { enabled: true });
    try {
      const res = await as(admin).get(`${line.id}/supplier-api/matches`).expect(200);
      expect(res.body.unavailable).toEqual([
        { integrationId: 'saigon-express', name: operator.name, message: expect.stringMatching(/^The supplier API did not answer properly \(HTTP 503/) },
      ]);
      expect(res.body.matches.map((m: { transfer: { transferId: string } }) => m.transfer.transferId)).toEqual(['T-AB', 'T-AB-2', 'T-BA']);
    } finally {
      await simulator('/_simulator/suppliers/saigon-express/failures', { enabled: false });
    }
  });

  it("is for full admins only: support, the operator's agents and read-admin writes are refused; another company's agent and an unknown line get 404", async () => {
    const body = { version: 1, direction: 'aToB', integrationId: 'saigon-express', transferId: 'T-AB' };
    for (const [token, status] of [
      [support, 403],
      [agent, 403],
      [otherAgent, 404],
    ] as const) {
      await as(token).get(`${line.id}/supplier-api`).expect(status);
      await as(token).get(`${line.id}/supplier-api/mappings`).expect(status);
      await as(token).get(`${line.id}/supplier-api/matches`).expect(status);
      await as(token).post(`${line.id}/supplier-api/mappings`, body).expect(status);
      await as(token).put(`${line.id}/supplier-api/mappings/${randomUUID()}`, { version: 1, disableSync: true }).expect(status);
      await as(token).delete(`${line.id}/supplier-api/mappings/${randomUUID()}?version=1`).expect(status);
    }
    await as(readAdmin).get(`${line.id}/supplier-api`).expect(200);
    await as(readAdmin)
      .post(`${line.id}/supplier-api/mappings`, { version: 1, direction: 'aToB', integrationId: 'saigon-express', transferId: 'T-AB' })
      .expect(403);
    await as(readAdmin).put(`${line.id}/supplier-api/mappings/${randomUUID()}`, { version: 1, disableSync: true }).expect(403);
    await as(readAdmin).delete(`${line.id}/supplier-api/mappings/${randomUUID()}?version=1`).expect(403);
    await as(admin).get(`${randomUUID()}/supplier-api`).expect(404);
    await as(admin)
      .post(`${randomUUID()}/supplier-api/mappings`, { version: 1, direction: 'aToB', integrationId: 'saigon-express', transferId: 'T-AB' })
      .expect(404);
    expect(await version(line.id)).toBe(1);
  });
});
