import { Role } from '@farebox/domain';
import type { City, Country } from '@farebox/geo';
import type { Company } from '@farebox/companies';
import type { Transport } from '@farebox/inventory';
import { createAgent, createCity, createCountry, createSupplier, createTransport, createUser, startTestApp, tokenFor, type TestApp } from '@farebox/testing';

interface Item {
  id: string;
  reference: string;
  vehicleType: string;
  vehicleClass: string;
  fromCity: { id: string; name: string; slug: string };
  toCity: { id: string; name: string; slug: string };
  operator: { id: string; name: string };
  supplier: { id: string; name: string };
  version: number;
}
interface ListBody {
  data: Item[];
  meta: { total: number; limit: number; offset: number };
}

describe('transports API: every filter, paging, the view, a versioned edit with its messages, full admins only', () => {
  let t: TestApp;
  let fullAdmin: string;
  let readAdminFull: string;
  let admin: string;
  let support: string;
  let agentFull: string;
  let thailand: Country;
  let bangkok: City;
  let chiangMai: City;
  let phuket: City;
  let hanoi: City;
  let greenBus: Company;
  let seaLink: Company;
  let vietBus: Company;
  let busBkkCnx: Transport;
  let trainCnxBkk: Transport;
  let ferryHktBkk: Transport;
  let busHanoi: Transport;

  beforeAll(async () => {
    t = await startTestApp({ TRANSPORTS_ENABLED: 'true' });
    thailand = await createCountry(t, { name: 'Thailand' });
    const vietnam = await createCountry(t, { name: 'Vietnam' });
    bangkok = await createCity(t, { countryId: thailand.id, name: 'Bangkok', slug: 'bangkok' });
    chiangMai = await createCity(t, { countryId: thailand.id, name: 'Chiang Mai', slug: 'chiang-mai' });
    phuket = await createCity(t, { countryId: thailand.id, name: 'Phuket', slug: 'phuket' });
    hanoi = await createCity(t, { countryId: vietnam.id, name: 'Hanoi', slug: 'hanoi' });
    greenBus = await createSupplier(t, { name: 'Green Bus' });
    seaLink = await createSupplier(t, { name: 'Sea Link' });
    vietBus = await createSupplier(t, { name: 'Viet Bus' });

    busBkkCnx = await createTransport(t, {
      reference: 'BKK-CNX-BUS',
      vehicleType: 'bus',
      vehicleClass: 'VIP',
      fromCityId: bangkok.id,
      toCityId: chiangMai.id,
      operatorId: greenBus.id,
      supplierId: greenBus.id,
    });
    trainCnxBkk = await createTransport(t, {
      reference: 'CNX-BKK-TRAIN',
      vehicleType: 'train',
      vehicleClass: 'Sleeper',
      fromCityId: chiangMai.id,
      toCityId: bangkok.id,
      operatorId: greenBus.id,
      supplierId: seaLink.id,
    });
    ferryHktBkk = await createTransport(t, {
      reference: 'HKT_BKK.car-ferry',
      vehicleType: 'car-ferry',
      vehicleClass: 'Standard',
      fromCityId: phuket.id,
      toCityId: bangkok.id,
      operatorId: seaLink.id,
      supplierId: seaLink.id,
    });
    busHanoi = await createTransport(t, {
      reference: 'HAN-BKK-BUS',
      vehicleType: 'bus',
      vehicleClass: 'Standard',
      fromCityId: hanoi.id,
      toCityId: bangkok.id,
      operatorId: vietBus.id,
      supplierId: greenBus.id,
    });

    fullAdmin = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.Admin, isFullAdmin: true }))}`;
    readAdminFull = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.ReadAdmin, isFullAdmin: true }))}`;
    admin = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.Admin }))}`;
    support = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.Support }))}`;
    agentFull = `Bearer ${await tokenFor(t, await createAgent(t, greenBus, { isFullAdmin: true }))}`;
  });
  afterAll(async () => {
    await t.close();
    delete process.env.TRANSPORTS_ENABLED;
  });

  const list = async (query: object, auth = fullAdmin): Promise<ListBody> =>
    (await t.http.get('/api/transports').query(query).set('Authorization', auth).expect(200)).body as ListBody;
  const refs = async (query: object) => (await list(query)).data.map((i) => i.reference);

  it('lists every transport by reference with its columns, 20 a page with the total', async () => {
    const page = await list({});
    expect(page.meta).toEqual({ limit: 20, offset: 0, total: 4 });
    expect(page.data.map((i) => i.reference)).toEqual(['BKK-CNX-BUS', 'CNX-BKK-TRAIN', 'HAN-BKK-BUS', 'HKT_BKK.car-ferry']);
    expect(page.data.find((i) => i.id === trainCnxBkk.id)).toEqual({
      id: trainCnxBkk.id,
      reference: 'CNX-BKK-TRAIN',
      vehicleType: 'train',
      vehicleClass: 'Sleeper',
      fromCity: { id: chiangMai.id, name: 'Chiang Mai', slug: 'chiang-mai' },
      toCity: { id: bangkok.id, name: 'Bangkok', slug: 'bangkok' },
      operator: { id: greenBus.id, name: 'Green Bus' },
      supplier: { id: seaLink.id, name: 'Sea Link' },
      version: 1,
      updatedAt: expect.any(String),
    });
  });

  it('filters by type, reference, supplier, operator and country', async () => {
    expect(await refs({ type: 'bus' })).toEqual(['BKK-CNX-BUS', 'HAN-BKK-BUS']);
    expect(await refs({ type: 'car-ferry' })).toEqual(['HKT_BKK.car-ferry']);
    expect(await refs({ type: 'flight' })).toEqual([]);
    // Contains, case-insensitive, with % and _ taken literally.
    expect(await refs({ reference: 'bkk-' })).toEqual(['BKK-CNX-BUS', 'CNX-BKK-TRAIN', 'HAN-BKK-BUS']);
    expect(await refs({ reference: '_bkk' })).toEqual(['HKT_BKK.car-ferry']);
    expect(await refs({ reference: '%' })).toEqual([]);
    expect(await refs({ supplier: greenBus.id })).toEqual(['BKK-CNX-BUS', 'HAN-BKK-BUS']);
    expect(await refs({ company: greenBus.id })).toEqual(['BKK-CNX-BUS', 'CNX-BKK-TRAIN']);
    expect(await refs({ company: seaLink.id, supplier: seaLink.id })).toEqual(['HKT_BKK.car-ferry']);
    const vietnamId = (await t.dataSource.query<{ country_id: string }[]>(`SELECT country_id FROM city WHERE id = $1`, [hanoi.id]))[0].country_id;
    expect(await refs({ country: vietnamId })).toEqual(['HAN-BKK-BUS']);
    expect(await refs({ country: thailand.id })).toEqual(['BKK-CNX-BUS', 'CNX-BKK-TRAIN', 'HAN-BKK-BUS', 'HKT_BKK.car-ferry']);
    expect(await refs({ type: 'bus', country: vietnamId, company: vietBus.id })).toEqual(['HAN-BKK-BUS']);
  });

  it('filters by two cities as the lines list does: one is either end, both are the two ends in either order', async () => {
    expect(await refs({ city: chiangMai.id })).toEqual(['BKK-CNX-BUS', 'CNX-BKK-TRAIN']);
    expect(await refs({ cityB: phuket.id })).toEqual(['HKT_BKK.car-ferry']);
    expect(await refs({ city: bangkok.id, cityB: chiangMai.id })).toEqual(['BKK-CNX-BUS', 'CNX-BKK-TRAIN']);
    expect(await refs({ city: chiangMai.id, cityB: bangkok.id })).toEqual(['BKK-CNX-BUS', 'CNX-BKK-TRAIN']);
    expect(await refs({ city: chiangMai.id, cityB: phuket.id })).toEqual([]);
  });

  it('pages 20 at a time and counts past the end', async () => {
    const many = await createCity(t, { countryId: thailand.id, name: 'Krabi' });
    for (let i = 0; i < 21; i++)
      await createTransport(t, {
        reference: `ZZ-${String(i).padStart(2, '0')}`,
        fromCityId: many.id,
        toCityId: bangkok.id,
        operatorId: vietBus.id,
        supplierId: vietBus.id,
      });
    const first = await list({ city: many.id });
    expect(first.meta).toEqual({ limit: 20, offset: 0, total: 21 });
    expect(first.data).toHaveLength(20);
    const second = await list({ city: many.id, offset: 20 });
    expect(second.data.map((i) => i.reference)).toEqual(['ZZ-20']);
    expect((await list({ city: many.id, offset: 40 })).meta).toEqual({ limit: 20, offset: 40, total: 21 });
  });

  it('refuses a filter value that is none of the choices', async () => {
    const res = await t.http.get('/api/transports').query({ type: 'boat', city: 'nowhere' }).set('Authorization', fullAdmin).expect(400);
    expect(res.body.details.map((d: { field: string }) => d.field).sort()).toEqual(['city', 'type']);
  });

  it('opens one transport by its reference, whatever its case, and answers 404 for an unknown one', async () => {
    const { body } = await t.http.get('/api/transports/bkk-cnx-bus').set('Authorization', fullAdmin).expect(200);
    expect(body).toMatchObject({
      id: busBkkCnx.id,
      reference: 'BKK-CNX-BUS',
      vehicleClass: 'VIP',
      fromCity: { slug: 'bangkok' },
      toCity: { slug: 'chiang-mai' },
    });
    const missing = await t.http.get('/api/transports/NO-SUCH').set('Authorization', fullAdmin).expect(404);
    expect(missing.body).toMatchObject({ code: 'NotFound', message: 'The transport is not found.' });
  });

  const fieldsOf = (tr: Transport) => ({
    reference: tr.reference,
    vehicleType: tr.vehicleType,
    vehicleClass: tr.vehicleClass,
    fromCityId: tr.fromCityId,
    toCityId: tr.toCityId,
    operatorId: tr.operatorId,
    supplierId: tr.supplierId,
  });
  const put = (reference: string, body: object, auth = fullAdmin) =>
    t.http
      .put(`/api/transports/${encodeURIComponent(reference)}`)
      .set('Authorization', auth)
      .send(body);

  it('answers "This field is required." for every empty or missing field, and the other rules with their messages', async () => {
    const empty = await put(busHanoi.reference, { reference: '  ', vehicleType: '', fromCityId: '', toCityId: '', operatorId: '', version: 1 }).expect(400);
    expect(empty.body.message).toBe('The transport has invalid fields.');
    expect(empty.body.details).toEqual(
      ['reference', 'vehicleType', 'vehicleClass', 'fromCityId', 'toCityId', 'operatorId', 'supplierId'].map((field) => ({
        field,
        message: 'This field is required.',
      })),
    );
    const noVersion = await put(busHanoi.reference, fieldsOf(busHanoi)).expect(400);
    expect(noVersion.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'version', message: 'This field is required.' })]));

    const wrong = await put(busHanoi.reference, {
      ...fieldsOf(busHanoi),
      reference: 'HAN/BKK',
      vehicleType: 'boat',
      vehicleClass: 'Rocket',
      toCityId: hanoi.id,
      operatorId: '3f0c4a6e-6a8e-4c39-9a53-4a0b8e0c2f12',
      supplierId: 'not-a-uuid',
      version: 1,
    }).expect(400);
    expect(wrong.body.details).toEqual([
      { field: 'reference', message: 'Use letters, digits, dots, dashes and underscores only (at most 100 characters).' },
      { field: 'vehicleType', message: 'Choose one of the vehicle types.' },
      { field: 'vehicleClass', message: 'Choose one of the vehicle classes.' },
      { field: 'toCityId', message: 'The two cities of a transport differ.' },
      { field: 'operatorId', message: 'The company does not exist.' },
      { field: 'supplierId', message: 'The company does not exist.' },
    ]);
    const taken = await put(busHanoi.reference, { ...fieldsOf(busHanoi), reference: 'bkk-cnx-bus', version: 1 }).expect(400);
    expect(taken.body).toMatchObject({
      message: 'Another transport has this reference.',
      details: [{ field: 'reference', message: 'Another transport has this reference.' }],
    });
    // Nothing was saved.
    expect((await t.http.get(`/api/transports/${busHanoi.reference}`).set('Authorization', fullAdmin).expect(200)).body.version).toBe(1);
  });

  it('saves from the version it was opened on, logs the change, follows a new reference, and answers 409 to a stale save', async () => {
    const saved = await put(ferryHktBkk.reference, {
      ...fieldsOf(ferryHktBkk),
      reference: 'HKT-BKK-FERRY',
      vehicleType: 'ferry',
      vehicleClass: 'Speedboat',
      supplierId: greenBus.id,
      version: 1,
    }).expect(200);
    expect(saved.body).toMatchObject({
      reference: 'HKT-BKK-FERRY',
      vehicleType: 'ferry',
      vehicleClass: 'Speedboat',
      supplier: { id: greenBus.id, name: 'Green Bus' },
      version: 2,
    });
    await t.http.get('/api/transports/HKT_BKK.car-ferry').set('Authorization', fullAdmin).expect(404);

    const stale = await put('HKT-BKK-FERRY', { ...fieldsOf(ferryHktBkk), reference: 'HKT-BKK-FERRY', vehicleClass: 'VIP', version: 1 }).expect(409);
    expect(stale.body.code).toBe('EditConflict');
    expect(stale.body.details.currentVersion).toBe(2);
    expect(stale.body.details.changes).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'vehicleClass', from: 'Standard', to: 'Speedboat' })]));

    const log = await t.http.get('/api/transports/HKT-BKK-FERRY/change-log').set('Authorization', readAdminFull).expect(200);
    expect(log.body).toHaveLength(1);
    expect(log.body[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'reference', from: 'HKT_BKK.car-ferry', to: 'HKT-BKK-FERRY' },
        { field: 'vehicleType', from: 'car-ferry', to: 'ferry' },
        { field: 'supplierId', from: seaLink.id, to: greenBus.id },
      ]),
    );
  });

  it('is for full admins only: read-admin full admins read, only full admins who may write save, others get 403, no user 401', async () => {
    await t.http.get('/api/transports').set('Authorization', readAdminFull).expect(200);
    await put(busBkkCnx.reference, { ...fieldsOf(busBkkCnx), version: 1 }, readAdminFull).expect(403);
    for (const auth of [admin, support, agentFull]) {
      await t.http.get('/api/transports').set('Authorization', auth).expect(403);
      await t.http.get(`/api/transports/${busBkkCnx.reference}`).set('Authorization', auth).expect(403);
      await t.http.get(`/api/transports/${busBkkCnx.reference}/change-log`).set('Authorization', auth).expect(403);
      await put(busBkkCnx.reference, { ...fieldsOf(busBkkCnx), version: 1 }, auth).expect(403);
    }
    await t.http.get('/api/transports').expect(401);
  });

  it('tells the web app that transports are enabled', async () => {
    expect((await t.http.get('/api/config').expect(200)).body.transportsEnabled).toBe(true);
  });
});

describe('transports API with TRANSPORTS_ENABLED=false', () => {
  let t: TestApp;
  let fullAdmin: string;
  let transport: Transport;

  beforeAll(async () => {
    t = await startTestApp({ TRANSPORTS_ENABLED: 'false' });
    transport = await createTransport(t);
    fullAdmin = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.Admin, isFullAdmin: true }))}`;
  });
  afterAll(async () => {
    await t.close();
    delete process.env.TRANSPORTS_ENABLED;
  });

  it('answers 404 to every transports route for a full admin, and the config says transports are off', async () => {
    const res = await t.http.get('/api/transports').set('Authorization', fullAdmin).expect(404);
    expect(res.body).toMatchObject({ code: 'NotFound', message: 'Transports are not enabled in this deployment (TRANSPORTS_ENABLED).' });
    await t.http.get(`/api/transports/${transport.reference}`).set('Authorization', fullAdmin).expect(404);
    await t.http.get(`/api/transports/${transport.reference}/change-log`).set('Authorization', fullAdmin).expect(404);
    await t.http.put(`/api/transports/${transport.reference}`).set('Authorization', fullAdmin).send({ reference: transport.reference, version: 1 }).expect(404);
    expect((await t.http.get('/api/config').expect(200)).body).toMatchObject({ transportsEnabled: false });
  });
});
