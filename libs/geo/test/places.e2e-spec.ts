import { Role } from '@farebox/domain';
import type { City, Country } from '@farebox/geo';
import { createCity, createCountry, createUser, startTestApp, tokenFor, type TestApp } from '@farebox/testing';
import { pngOf, upload } from '../../images/test/image-fixtures.js';

const MISSING = '3f0c4a6e-6a8e-4c39-9a53-4a0b8e0c2f11';

describe('points of interest: list filters, read, create, edit with conflicts, delete, sanitising, the city-in-country check and access', () => {
  let t: TestApp;
  let admin: string;
  let support: string;
  let readAdmin: string;
  let agent: string;
  let thailand: Country;
  let bangkok: City;
  let chiangMai: City;
  let hanoi: City;
  let types: Record<string, string>;

  beforeAll(async () => {
    t = await startTestApp();
    admin = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.Admin, displayName: 'Ada Admin' }))}`;
    support = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.Support }))}`;
    readAdmin = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.ReadAdmin }))}`;
    agent = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.Agent }))}`;
    thailand = await createCountry(t, { code: 'TH', name: 'Thailand' });
    const vietnam = await createCountry(t, { code: 'VN', name: 'Vietnam' });
    bangkok = await createCity(t, { countryId: thailand.id, name: 'Bangkok', slug: 'bangkok' });
    chiangMai = await createCity(t, { countryId: thailand.id, name: 'Chiang Mai', slug: 'chiang-mai' });
    hanoi = await createCity(t, { countryId: vietnam.id, name: 'Hanoi', slug: 'hanoi' });
    const all = await t.http.get('/api/v2/points-of-interest/types').query({ limit: 0 }).set('Authorization', readAdmin).expect(200);
    types = Object.fromEntries(all.body.data.map((p: { slug: string; id: string }) => [p.slug, p.id]));
  });
  afterAll(() => t.close());

  const create = (body: object, auth = admin) => t.http.post('/api/v2/points-of-interest').set('Authorization', auth).send(body);
  const fields = (patch: object = {}) => ({
    name: 'Wat Arun',
    address: '158 Thanon Wang Doem',
    cityId: bangkok.id,
    countryId: thailand.id,
    typeId: types.temple,
    latitude: 13.7437,
    longitude: 100.4888,
    ...patch,
  });
  const names = (body: { data: { name: string }[] }) => body.data.map((p) => p.name);

  it('seeds the place types and lists them 20 a page, filtered by name', async () => {
    const page = await t.http.get('/api/v2/points-of-interest/types').set('Authorization', support).expect(200);
    expect(page.body.meta).toEqual({ limit: 20, offset: 0, total: 10 });
    expect(names(page.body)).toEqual(expect.arrayContaining(['Museum', 'Beach', 'Temple', 'Market', 'Viewpoint', 'Park']));
    const filtered = await t.http.get('/api/v2/points-of-interest/types').query({ name: 'EACH', offset: 0 }).set('Authorization', support).expect(200);
    expect(filtered.body).toEqual({ data: [{ id: types.beach, name: 'Beach', slug: 'beach' }], meta: { limit: 20, offset: 0, total: 1 } });
  });

  it('creates a place with its city, country and type, sanitising the rich text (no <script>, no onerror=)', async () => {
    const created = await create(
      fields({
        name: ' Grand Palace ',
        typeId: types['historic-site'],
        aboutPointOfInterest: '<p>Royal palace<script>alert(1)</script><img src="https://x.test/a.png" onerror="alert(2)"></p>',
        expirationDate: '2030-12-31',
      }),
    ).expect(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      name: 'Grand Palace',
      address: '158 Thanon Wang Doem',
      city: { id: bangkok.id, name: 'Bangkok' },
      country: { id: thailand.id, name: 'Thailand' },
      type: { id: types['historic-site'], name: 'Historic site', slug: 'historic-site' },
      latitude: 13.7437,
      longitude: 100.4888,
      aboutPointOfInterest: '<p>Royal palace<img src="https://x.test/a.png" /></p>',
      expirationDate: '2030-12-31',
      version: 1,
    });
    expect(created.body.aboutPointOfInterest).not.toMatch(/script|onerror/i);
    const read = await t.http.get(`/api/v2/points-of-interest/${created.body.id}`).set('Authorization', readAdmin).expect(200);
    expect(read.body).toEqual(created.body);
  });

  it('filters the list by city (id or slug), name and type (id or slug), by name, with offset and limit', async () => {
    await create(fields({ name: 'Wat Pho' }), support).expect(201);
    await create(fields({ name: 'Lumphini Park', typeId: types.park })).expect(201);
    await create(fields({ name: 'Doi Suthep', cityId: chiangMai.id, latitude: 18.8, longitude: 98.92 })).expect(201);
    const byCity = await t.http.get('/api/v2/points-of-interest').query({ city: bangkok.id, type: 'temple' }).set('Authorization', readAdmin).expect(200);
    expect(names(byCity.body)).toEqual(['Wat Pho']);
    const bySlug = await t.http.get('/api/v2/points-of-interest').query({ city: 'chiang-mai', type: types.temple }).set('Authorization', readAdmin).expect(200);
    expect(names(bySlug.body)).toEqual(['Doi Suthep']);
    const byName = await t.http.get('/api/v2/points-of-interest').query({ name: 'PARK' }).set('Authorization', readAdmin).expect(200);
    expect(byName.body).toMatchObject({ data: [{ name: 'Lumphini Park', type: { slug: 'park' } }], meta: { total: 1 } });
    const paged = await t.http.get('/api/v2/points-of-interest').query({ city: 'bangkok', offset: 1, limit: 1 }).set('Authorization', readAdmin).expect(200);
    expect(paged.body).toMatchObject({ data: [{ name: 'Lumphini Park' }], meta: { limit: 1, offset: 1, total: 3 } });
    const none = await t.http.get('/api/v2/points-of-interest').query({ city: 'hanoi' }).set('Authorization', readAdmin).expect(200);
    expect(none.body).toEqual({ data: [], meta: { limit: 20, offset: 0, total: 0 } });
    await t.http.get('/api/v2/points-of-interest').query({ limit: -1 }).set('Authorization', readAdmin).expect(400);
  });

  it('requires name, address, city, country and type, with the shared message under each', async () => {
    const refused = await create({ name: ' ', address: '', cityId: '', countryId: '', typeId: '' }).expect(400);
    expect(refused.body).toMatchObject({
      code: 'ValidationFailed',
      message: 'The place has invalid fields.',
      details: [
        { field: 'name', message: 'This field is required.' },
        { field: 'address', message: 'This field is required.' },
        { field: 'cityId', message: 'This field is required.' },
        { field: 'countryId', message: 'This field is required.' },
        { field: 'typeId', message: 'This field is required.' },
      ],
    });
  });

  it('keeps latitude within -90..90 and longitude within -180..180, both or neither, and a real expiration date', async () => {
    expect((await create(fields({ latitude: 90.5 })).expect(400)).body.message).toBe('Latitude must be between -90 and 90.');
    expect((await create(fields({ longitude: -181 })).expect(400)).body.message).toBe('Longitude must be between -180 and 180.');
    expect((await create(fields({ longitude: null })).expect(400)).body.details).toEqual([
      { field: 'longitude', message: 'Enter both latitude and longitude, or neither.' },
    ]);
    expect((await create(fields({ expirationDate: '2027-02-30' })).expect(400)).body.message).toBe('Enter a date as YYYY-MM-DD.');
    const edges = await create(fields({ name: 'Edge', latitude: -90, longitude: 180 })).expect(201);
    expect(edges.body).toMatchObject({ latitude: -90, longitude: 180 });
    const nowhere = await create(fields({ name: 'Nowhere', latitude: null, longitude: null })).expect(201);
    expect(nowhere.body).toMatchObject({ latitude: null, longitude: null, expirationDate: null, aboutPointOfInterest: null });
  });

  it('refuses a city of another country, and unknown city, country and type', async () => {
    const other = await create(fields({ cityId: hanoi.id })).expect(400);
    expect(other.body).toMatchObject({
      message: 'The city is not in this country.',
      details: [{ field: 'cityId', message: 'The city is not in this country.' }],
    });
    expect((await create(fields({ cityId: MISSING })).expect(400)).body.message).toBe('Choose a city from the list.');
    expect((await create(fields({ countryId: 'TH' })).expect(400)).body.message).toBe('Choose a country from the list.');
    expect((await create(fields({ typeId: MISSING })).expect(400)).body.message).toBe('Choose a place type from the list.');
  });

  it('updates from the current version with a change log, and answers 409 EditConflict with the changes to an older one', async () => {
    const { body: place } = await create(fields({ name: 'Wat Saket' })).expect(201);
    const saved = await t.http
      .put(`/api/v2/points-of-interest/${place.id}`)
      .set('Authorization', admin)
      .send(fields({ name: 'Golden Mount', typeId: types.viewpoint, aboutPointOfInterest: '<p onclick="x()">344 steps</p>', version: 1 }))
      .expect(200);
    expect(saved.body).toMatchObject({ name: 'Golden Mount', type: { slug: 'viewpoint' }, aboutPointOfInterest: '<p>344 steps</p>', version: 2 });
    const stale = await t.http
      .put(`/api/v2/points-of-interest/${place.id}`)
      .set('Authorization', support)
      .send(fields({ name: 'Wat Saket', version: 1 }))
      .expect(409);
    expect(stale.body).toMatchObject({ code: 'EditConflict' });
    expect(stale.body.details).toEqual({
      currentVersion: 2,
      changes: expect.arrayContaining([{ field: 'name', from: 'Wat Saket', to: 'Golden Mount', user: 'Ada Admin', timestamp: expect.any(String) }]),
    });
    const cityElsewhere = await t.http
      .put(`/api/v2/points-of-interest/${place.id}`)
      .set('Authorization', admin)
      .send(fields({ cityId: hanoi.id, version: 2 }))
      .expect(400);
    expect(cityElsewhere.body.message).toBe('The city is not in this country.');
    const log = await t.http.get(`/api/v2/points-of-interest/${place.id}/change-log`).set('Authorization', readAdmin).expect(200);
    expect(log.body).toHaveLength(2);
    expect(log.body[0].changes).toEqual(expect.arrayContaining([{ field: 'name', from: 'Wat Saket', to: 'Golden Mount' }]));
    const missing = await t.http
      .put(`/api/v2/points-of-interest/${MISSING}`)
      .set('Authorization', admin)
      .send(fields({ version: 1 }))
      .expect(404);
    expect(missing.body.message).toBe(`the place: ${MISSING} is not found.`);
  });

  it('deletes a place (204), then answers 404 with the not-found message', async () => {
    const { body: place } = await create(fields({ name: 'Temporary fair' })).expect(201);
    await t.http.delete(`/api/v2/points-of-interest/${place.id}`).set('Authorization', support).expect(204);
    const gone = await t.http.get(`/api/v2/points-of-interest/${place.id}`).set('Authorization', admin).expect(404);
    expect(gone.body).toMatchObject({ code: 'NotFound', message: `the place: ${place.id} is not found.` });
    expect((await t.http.delete(`/api/v2/points-of-interest/${place.id}`).set('Authorization', admin).expect(404)).body.message).toBe(
      `the place: ${place.id} is not found.`,
    );
    await t.http.get('/api/v2/points-of-interest/not-a-uuid').set('Authorization', admin).expect(400);
  });

  it("lists each place with its main picture (else none), and removes a deleted place's pictures", async () => {
    const { body: place } = await create(fields({ name: 'Pictured temple' })).expect(201);
    await create(fields({ name: 'Pictureless temple' })).expect(201);
    const images: string[] = [];
    for (const r of [20, 140]) images.push((await upload(t, admin, await pngOf(64, 48, r), `p${r}.png`).expect(201)).body.id);
    await t.http
      .put(`/api/pictures/place/${place.id}`)
      .set('Authorization', admin)
      .send({
        pictures: [
          { imageId: images[0], isMain: false },
          { imageId: images[1], isMain: true },
        ],
      })
      .expect(200);
    const list = await t.http.get('/api/v2/points-of-interest').query({ name: 'pictur' }).set('Authorization', readAdmin).expect(200);
    expect(list.body.data).toEqual([
      expect.objectContaining({ name: 'Pictured temple', mainPicture: { url: expect.stringMatching(`^/api/files/${images[1]}/`), thumbnailUrl: null } }),
      expect.objectContaining({ name: 'Pictureless temple', mainPicture: null }),
    ]);
    await t.http.delete(`/api/v2/points-of-interest/${place.id}`).set('Authorization', admin).expect(204);
    const rows = await t.dataSource.query('SELECT count(*)::int AS n FROM picture WHERE owner_id = $1', [place.id]);
    expect(rows[0].n).toBe(0);
  });

  it('creates place types with unique name and slug, and refuses to delete a type that places use, naming them', async () => {
    const created = await t.http
      .post('/api/v2/points-of-interest/types')
      .set('Authorization', support)
      .send({ name: ' Night market ', slug: 'night-market' })
      .expect(201);
    expect(created.body).toEqual({ id: expect.any(String), name: 'Night market', slug: 'night-market' });
    const typeOf = (body: object) => t.http.post('/api/v2/points-of-interest/types').set('Authorization', admin).send(body);
    expect((await typeOf({ name: 'NIGHT MARKET', slug: 'night-market-2' }).expect(400)).body.message).toBe('Another place type has this name.');
    expect((await typeOf({ name: 'Evening market', slug: 'night-market' }).expect(400)).body.message).toBe('Another place type has this slug.');
    expect((await typeOf({ name: 'Bad', slug: 'Bad Slug' }).expect(400)).body.message).toBe(
      'Use lower-case letters, digits and single hyphens, e.g. night-market.',
    );
    expect((await typeOf({ name: '', slug: '' }).expect(400)).body.details).toEqual([
      { field: 'name', message: 'This field is required.' },
      { field: 'slug', message: 'This field is required.' },
    ]);

    await create(fields({ name: 'Asiatique', typeId: created.body.id })).expect(201);
    const refused = await t.http.delete(`/api/v2/points-of-interest/types/${created.body.id}`).set('Authorization', admin).expect(409);
    expect(refused.body).toMatchObject({ code: 'Conflict', message: 'The place type is used by 1 place (Asiatique); it cannot be deleted.' });

    const unused = await typeOf({ name: 'Cave', slug: 'cave' }).expect(201);
    await t.http.delete(`/api/v2/points-of-interest/types/${unused.body.id}`).set('Authorization', admin).expect(204);
    const gone = await t.http.delete(`/api/v2/points-of-interest/types/${unused.body.id}`).set('Authorization', admin).expect(404);
    expect(gone.body.message).toBe(`the place type: ${unused.body.id} is not found.`);
  });

  it('lets staff read and staff writers write; read-admin may not write, agents may do nothing', async () => {
    const { body: place } = await create(fields({ name: 'Access test' })).expect(201);
    await t.http.get('/api/v2/points-of-interest').set('Authorization', readAdmin).expect(200);
    await t.http.get(`/api/v2/points-of-interest/${place.id}`).set('Authorization', readAdmin).expect(200);
    await create(fields({ name: 'Refused' }), readAdmin).expect(403);
    await t.http
      .put(`/api/v2/points-of-interest/${place.id}`)
      .set('Authorization', readAdmin)
      .send(fields({ version: 1 }))
      .expect(403);
    await t.http.delete(`/api/v2/points-of-interest/${place.id}`).set('Authorization', readAdmin).expect(403);
    await t.http.post('/api/v2/points-of-interest/types').set('Authorization', readAdmin).send({ name: 'Zoo', slug: 'zoo' }).expect(403);
    for (const path of ['/api/v2/points-of-interest', `/api/v2/points-of-interest/${place.id}`, '/api/v2/points-of-interest/types']) {
      await t.http.get(path).set('Authorization', agent).expect(403);
    }
    await create(fields({ name: 'Refused' }), agent).expect(403);
    await t.http.delete(`/api/v2/points-of-interest/${place.id}`).set('Authorization', agent).expect(403);
    await t.http.get('/api/v2/points-of-interest').expect(401);
  });
});
