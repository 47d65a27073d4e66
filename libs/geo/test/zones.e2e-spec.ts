import { Role } from '@farebox/domain';
import type { City } from '@farebox/geo';
import { createCity, createCountry, createStation, createUser, startTestApp, tokenFor, type TestApp } from '@farebox/testing';

describe('zones: list, read, create, edit with the slug history, conflicts, delete unless used, and access', () => {
  let t: TestApp;
  let admin: string;
  let support: string;
  let readAdmin: string;
  let agent: string;
  let hanoi: City;

  beforeAll(async () => {
    t = await startTestApp();
    admin = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.Admin, displayName: 'Ada Admin' }))}`;
    support = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.Support }))}`;
    readAdmin = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.ReadAdmin }))}`;
    agent = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.Agent }))}`;
    const vietnam = await createCountry(t, { code: 'VN', name: 'Vietnam' });
    hanoi = await createCity(t, { countryId: vietnam.id, name: 'Hanoi' });
  });
  afterAll(() => t.close());

  const create = (body: object, auth = admin) => t.http.post('/api/v2/zones').set('Authorization', auth).send(body);
  const zoneOf = (name: string, slug: string) => create({ name, slug, cityId: hanoi.id }).expect(201);

  it('creates zones with the country of their city and sanitised description, and lists them by name, filtered by name', async () => {
    const created = await create({
      name: ' Old Quarter ',
      slug: 'hanoi-old-quarter',
      cityId: hanoi.id,
      description: '<p>36 streets<script>alert(1)</script></p>',
    }).expect(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      name: 'Old Quarter',
      slug: 'hanoi-old-quarter',
      city: { id: hanoi.id, name: 'Hanoi' },
      country: { id: hanoi.countryId, name: 'Vietnam' },
      description: '<p>36 streets</p>',
      version: 1,
    });
    await create({ name: 'French Quarter', slug: 'hanoi-french-quarter', cityId: hanoi.id }, support).expect(201);
    const all = await t.http.get('/api/v2/zones').set('Authorization', readAdmin).expect(200);
    expect(all.body.data.map((z: { name: string }) => z.name)).toEqual(['French Quarter', 'Old Quarter']);
    expect(all.body.meta).toEqual({ limit: 20, offset: 0, total: 2 });
    const filtered = await t.http.get('/api/v2/zones').query({ name: 'old', limit: 1 }).set('Authorization', support).expect(200);
    expect(filtered.body).toMatchObject({ data: [{ slug: 'hanoi-old-quarter' }], meta: { limit: 1, total: 1 } });
    expect((await t.http.get(`/api/v2/zones/${created.body.id}`).set('Authorization', readAdmin).expect(200)).body).toEqual(created.body);
  });

  it('requires name, slug and city, a slug of hyphenated lower-case words, unique, and a known city', async () => {
    expect((await create({ name: '', slug: ' ', cityId: '' }).expect(400)).body).toMatchObject({
      message: 'The zone has invalid fields.',
      details: [
        { field: 'name', message: 'This field is required.' },
        { field: 'slug', message: 'This field is required.' },
        { field: 'cityId', message: 'This field is required.' },
      ],
    });
    await zoneOf('Ba Dinh', 'hanoi-ba-dinh');
    expect((await create({ name: 'Ba Dinh 2', slug: 'hanoi-ba-dinh', cityId: hanoi.id }).expect(400)).body.message).toBe('Another zone has this slug.');
    expect((await create({ name: 'X', slug: 'Bad Slug', cityId: hanoi.id }).expect(400)).body.message).toBe(
      'Use lower-case letters, digits and single hyphens, e.g. old-quarter.',
    );
    expect((await create({ name: 'X', slug: 'x', cityId: '3f0c4a6e-6a8e-4c39-9a53-4a0b8e0c2f11' }).expect(400)).body.message).toBe(
      'Choose a city from the list.',
    );
  });

  it('updates from the current version, keeps the old slug resolvable, and answers 409 with the change to an older one', async () => {
    const { body: zone } = await zoneOf('Tay Ho', 'hanoi-tay-ho');
    const body = { name: 'West Lake', slug: 'hanoi-west-lake', cityId: hanoi.id };
    const saved = await t.http
      .put(`/api/v2/zones/${zone.id}`)
      .set('Authorization', admin)
      .send({ ...body, version: 1 })
      .expect(200);
    expect(saved.body).toMatchObject({ name: 'West Lake', slug: 'hanoi-west-lake', version: 2 });
    const redirect = await t.http.get('/api/redirect/station-history').query({ referencedModel: 'zone', id: 'hanoi-tay-ho' }).set('Authorization', support);
    expect(redirect.body).toMatchObject({ id: zone.id, slug: 'hanoi-west-lake', history: [{ previousSlug: 'hanoi-tay-ho', newSlug: 'hanoi-west-lake' }] });
    const stale = await t.http
      .put(`/api/v2/zones/${zone.id}`)
      .set('Authorization', support)
      .send({ ...body, name: 'Tay Ho', version: 1 })
      .expect(409);
    expect(stale.body.details).toEqual({
      currentVersion: 2,
      changes: expect.arrayContaining([{ field: 'name', from: 'Tay Ho', to: 'West Lake', user: 'Ada Admin', timestamp: expect.any(String) }]),
    });
    const log = await t.http.get(`/api/v2/zones/${zone.id}/change-log`).set('Authorization', readAdmin).expect(200);
    expect(log.body).toHaveLength(2);
  });

  it('deletes an unused zone, refuses one that stations use naming them, and answers the not-found message', async () => {
    const { body: unused } = await zoneOf('Long Bien', 'hanoi-long-bien');
    await t.http.delete(`/api/v2/zones/${unused.id}`).set('Authorization', admin).expect(204);
    const gone = await t.http.get(`/api/v2/zones/${unused.id}`).set('Authorization', admin).expect(404);
    expect(gone.body.message).toBe(`the zone: ${unused.id} is not found.`);

    const { body: used } = await zoneOf('Hoan Kiem', 'hanoi-hoan-kiem');
    for (const name of ['Opera House', 'Hang Bac Office', 'Lake Pier', 'Dong Xuan Market']) await createStation(t, { cityId: hanoi.id, zoneId: used.id, name });
    const refused = await t.http.delete(`/api/v2/zones/${used.id}`).set('Authorization', admin).expect(409);
    expect(refused.body).toMatchObject({
      code: 'Conflict',
      message: 'The zone is used by 4 stations (Dong Xuan Market, Hang Bac Office, Lake Pier, and 1 more); it cannot be deleted.',
    });
    await t.http.get(`/api/v2/zones/${used.id}`).set('Authorization', admin).expect(200);
  });

  it('refuses writes and deletes to read-admin, and everything to agents', async () => {
    const { body: zone } = await zoneOf('Dong Da', 'hanoi-dong-da');
    await create({ name: 'Refused', slug: 'refused', cityId: hanoi.id }, readAdmin).expect(403);
    await t.http.put(`/api/v2/zones/${zone.id}`).set('Authorization', readAdmin).send({ name: 'X', slug: 'x', cityId: hanoi.id, version: 1 }).expect(403);
    await t.http.delete(`/api/v2/zones/${zone.id}`).set('Authorization', readAdmin).expect(403);
    await t.http.get('/api/v2/zones').set('Authorization', agent).expect(403);
    await t.http.delete(`/api/v2/zones/${zone.id}`).set('Authorization', agent).expect(403);
  });
});
