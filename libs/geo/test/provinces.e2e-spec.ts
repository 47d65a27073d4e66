import { Role, Scope } from '@farebox/domain';
import type { City, Country } from '@farebox/geo';
import { createCity, createCountry, createUser, startTestApp, tokenFor, type TestApp } from '@farebox/testing';

describe('provinces: list with city counts, read, create and edit with the edit-province scope, conflicts and change log', () => {
  let t: TestApp;
  let editor: string;
  let support: string;
  let readAdmin: string;
  let agent: string;
  let cambodia: Country;
  let thailand: Country;
  let siemReap: City;
  let angkor: City;
  let bangkok: City;

  beforeAll(async () => {
    t = await startTestApp();
    editor = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.Admin, displayName: 'Ada Admin', scopes: [Scope.EditProvince] }))}`;
    support = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.Support }))}`;
    readAdmin = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.ReadAdmin, scopes: [Scope.EditProvince] }))}`;
    agent = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.Agent, scopes: [Scope.EditProvince] }))}`;
    cambodia = await createCountry(t, { code: 'KH', name: 'Cambodia' });
    thailand = await createCountry(t, { code: 'TH', name: 'Thailand' });
    siemReap = await createCity(t, { countryId: cambodia.id, name: 'Siem Reap' });
    angkor = await createCity(t, { countryId: cambodia.id, name: 'Angkor' });
    bangkok = await createCity(t, { countryId: thailand.id, name: 'Bangkok' });
  });
  afterAll(() => t.close());

  const create = (body: object, auth = editor) => t.http.post('/api/v2/provinces').set('Authorization', auth).send(body);
  const list = (query: object = {}, auth = support) => t.http.get('/api/v2/provinces').query(query).set('Authorization', auth).expect(200);

  it('creates a province with its cities and sanitised description, and lists provinces by name with city counts and filters', async () => {
    const created = await create({
      name: ' Siem Reap Province ',
      countryId: cambodia.id,
      cityIds: [siemReap.id, angkor.id, siemReap.id],
      description: '<p>Temples<img src=x onerror="alert(1)"><script>alert(1)</script></p>',
    }).expect(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      name: 'Siem Reap Province',
      country: { id: cambodia.id, name: 'Cambodia' },
      citiesCount: 2,
      cities: [
        { id: angkor.id, name: 'Angkor' },
        { id: siemReap.id, name: 'Siem Reap' },
      ],
      description: '<p>Temples<img src="x" /></p>',
      version: 1,
    });
    await create({ name: 'Bangkok Metropolis', countryId: thailand.id, cityIds: [bangkok.id] }).expect(201);
    await create({ name: 'Kampot', countryId: cambodia.id, cityIds: [] }).expect(201);

    const all = await list({}, readAdmin);
    expect(all.body.meta).toEqual({ limit: 20, offset: 0, total: 3 });
    expect(all.body.data.map((p: { name: string; citiesCount: number }) => [p.name, p.citiesCount])).toEqual([
      ['Bangkok Metropolis', 1],
      ['Kampot', 0],
      ['Siem Reap Province', 2],
    ]);
    expect((await list({ countryId: cambodia.id })).body.data.map((p: { name: string }) => p.name)).toEqual(['Kampot', 'Siem Reap Province']);
    expect((await list({ name: 'reap', countryId: cambodia.id })).body).toMatchObject({ data: [{ name: 'Siem Reap Province' }], meta: { total: 1 } });
    expect((await list({ name: '%' })).body.meta.total).toBe(0);
    const one = await t.http.get(`/api/v2/provinces/${created.body.id}`).set('Authorization', readAdmin).expect(200);
    expect(one.body).toEqual(created.body);
  });

  it('requires name and country, a known country, and cities of that country', async () => {
    const empty = await create({ name: ' ', countryId: '', cityIds: [] }).expect(400);
    expect(empty.body).toMatchObject({
      message: 'The province has invalid fields.',
      details: [
        { field: 'name', message: 'This field is required.' },
        { field: 'countryId', message: 'This field is required.' },
      ],
    });
    expect((await create({ name: 'Nowhere', countryId: '3f0c4a6e-6a8e-4c39-9a53-4a0b8e0c2f11', cityIds: [] }).expect(400)).body.message).toBe(
      'Choose a country from the list.',
    );
    expect((await create({ name: 'Mixed', countryId: cambodia.id, cityIds: [siemReap.id, bangkok.id] }).expect(400)).body.details).toEqual([
      { field: 'cityIds', message: "Choose cities of the province's country." },
    ]);
  });

  it('updates the fields and the cities as one version, logs both, moves a city from its previous province and answers 409 to a stale version', async () => {
    const { body: province } = await create({ name: 'Battambang', countryId: cambodia.id, cityIds: [] }).expect(201);
    const battambang = await createCity(t, { countryId: cambodia.id, name: 'Battambang' });
    const saved = await t.http
      .put(`/api/v2/provinces/${province.id}`)
      .set('Authorization', editor)
      .send({ version: 1, name: 'Battambang Province', countryId: cambodia.id, cityIds: [battambang.id, angkor.id] })
      .expect(200);
    expect(saved.body).toMatchObject({ name: 'Battambang Province', citiesCount: 2, version: 2 });
    const siemReapProvince = (await list({ name: 'Siem Reap' })).body.data[0];
    expect(siemReapProvince.citiesCount).toBe(1);
    // The province Angkor left has a new version and says where its city went.
    const left = await t.http.get(`/api/v2/provinces/${siemReapProvince.id}`).set('Authorization', support).expect(200);
    const leftLog = await t.http.get(`/api/v2/provinces/${siemReapProvince.id}/change-log`).set('Authorization', support).expect(200);
    expect([left.body.version, leftLog.body[0].user.name, leftLog.body[0].changes]).toEqual([
      2,
      'Ada Admin',
      [{ field: 'cities', from: ['Angkor', 'Siem Reap'], to: ['Siem Reap'] }],
    ]);

    const citiesOnly = await t.http
      .put(`/api/v2/provinces/${province.id}`)
      .set('Authorization', editor)
      .send({ version: 2, name: 'Battambang Province', countryId: cambodia.id, cityIds: [battambang.id] })
      .expect(200);
    expect(citiesOnly.body).toMatchObject({ citiesCount: 1, version: 3 });

    const stale = await t.http
      .put(`/api/v2/provinces/${province.id}`)
      .set('Authorization', editor)
      .send({ version: 1, name: 'Old name', countryId: cambodia.id, cityIds: [] })
      .expect(409);
    expect(stale.body.details).toEqual({
      currentVersion: 3,
      changes: [
        { field: 'name', from: 'Battambang', to: 'Battambang Province', user: 'Ada Admin', timestamp: expect.any(String) },
        { field: 'cities', from: [], to: ['Angkor', 'Battambang'], user: 'Ada Admin', timestamp: expect.any(String) },
        { field: 'cities', from: ['Angkor', 'Battambang'], to: ['Battambang'], user: 'Ada Admin', timestamp: expect.any(String) },
      ],
    });
    const log = await t.http.get(`/api/v2/provinces/${province.id}/change-log`).set('Authorization', support).expect(200);
    expect(log.body.map((e: { changes: { field: string }[] }) => e.changes.map((c) => c.field))).toEqual([
      ['cities'],
      ['name', 'cities'],
      ['name', 'countryId', 'description'],
    ]);
  });

  it('lets only staff writers with the edit-province scope create and edit; read-admin reads; agents get nothing', async () => {
    const { body: province } = await create({ name: 'Koh Kong', countryId: cambodia.id, cityIds: [] }).expect(201);
    const body = { version: 1, name: 'Koh Kong Province', countryId: cambodia.id, cityIds: [] };
    for (const auth of [support, readAdmin, agent]) {
      await create({ name: 'Refused', countryId: cambodia.id, cityIds: [] }, auth).expect(403);
      await t.http.put(`/api/v2/provinces/${province.id}`).set('Authorization', auth).send(body).expect(403);
    }
    await list({}, readAdmin);
    await t.http.get('/api/v2/provinces').set('Authorization', agent).expect(403);
    await t.http.get('/api/v2/provinces/3f0c4a6e-6a8e-4c39-9a53-4a0b8e0c2f11').set('Authorization', support).expect(404);
  });
});
