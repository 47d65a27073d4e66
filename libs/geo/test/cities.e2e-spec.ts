import { Role, Scope } from '@farebox/domain';
import type { City, Country } from '@farebox/geo';
import {
  createCity,
  createCountry,
  createLine,
  createStation,
  createTrip,
  createUser,
  insertBooking,
  startTestApp,
  tokenFor,
  type TestApp,
} from '@farebox/testing';
import { CITY_REFERENCES } from '../src/cities/city-references.js';

describe('cities: list, read, create, edit with the change log and slug history, conflicts, delete unless used, and access', () => {
  let t: TestApp;
  let admin: string;
  let support: string;
  let readAdmin: string;
  let agent: string;
  let vietnam: Country;
  let thailand: Country;
  let daNang: City;
  let hue: City;

  beforeAll(async () => {
    t = await startTestApp();
    admin = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.Admin, displayName: 'Ada Admin', scopes: [Scope.EditProvince] }))}`;
    support = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.Support, displayName: 'Sam Support' }))}`;
    readAdmin = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.ReadAdmin, scopes: [Scope.EditProvince] }))}`;
    agent = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.Agent, scopes: [Scope.EditProvince] }))}`;
    vietnam = await createCountry(t, { code: 'VN', name: 'Vietnam' });
    thailand = await createCountry(t, { code: 'TH', name: 'Thailand' });
    daNang = await createCity(t, { countryId: vietnam.id, name: 'Da Nang', slug: 'da-nang', timezone: 'Asia/Ho_Chi_Minh' });
    hue = await createCity(t, { countryId: vietnam.id, name: 'Hue', slug: 'hue', timezone: 'Asia/Ho_Chi_Minh' });
  });
  afterAll(() => t.close());

  const create = (body: object, auth = admin) => t.http.post('/api/v2/cities').set('Authorization', auth).send(body);
  const update = (id: string, body: object, auth = admin) => t.http.put(`/api/v2/cities/${id}`).set('Authorization', auth).send(body);
  const list = (query: object = {}, auth = support) => t.http.get('/api/v2/cities').query(query).set('Authorization', auth).expect(200);
  const names = (res: { body: { data: { name: string }[] } }) => res.body.data.map((c) => c.name);
  const cityOf = (name: string, countryId = vietnam.id) => create({ countryId, name, timezone: 'Asia/Bangkok' }).expect(201);
  const createProvince = (name: string, countryId: string, cityIds: string[] = []) =>
    t.http.post('/api/v2/provinces').set('Authorization', admin).send({ name, countryId, cityIds }).expect(201);

  it('creates a city with its slug, country code, province, nearby cities and sanitised HTML, and reads it back', async () => {
    const { body: province } = await createProvince('Quang Nam', vietnam.id);
    const created = await create({
      countryId: vietnam.id,
      name: ' Hội An ',
      timezone: 'Asia/Ho_Chi_Minh',
      provinceId: province.id,
      nearbyCityIds: [hue.id, daNang.id, hue.id],
      highSeason: ' February to April ',
      placesToSee: 'The Old Town',
      goodToKnow: '',
      description: '<p>Lanterns<script>alert(1)</script></p><img src="x" onerror="alert(1)">',
      promotionHtml: '<p onclick="x()">Tailors <a href="javascript:alert(1)">here</a></p>',
    }).expect(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      name: 'Hội An',
      slug: 'hoi-an',
      country: { id: vietnam.id, name: 'Vietnam', code: 'VN' },
      countryCode: 'VN',
      province: { id: province.id, name: 'Quang Nam' },
      stationsCount: 0,
      timezone: 'Asia/Ho_Chi_Minh',
      nearbyCities: [
        { id: daNang.id, name: 'Da Nang' },
        { id: hue.id, name: 'Hue' },
      ],
      highSeason: 'February to April',
      placesToSee: 'The Old Town',
      goodToKnow: null,
      description: '<p>Lanterns</p><img src="x" />',
      promotionHtml: '<p>Tailors <a rel="noopener noreferrer">here</a></p>',
      stations: [],
      version: 1,
    });
    expect(JSON.stringify(created.body)).not.toMatch(/<script|onerror|onclick|javascript:/);
    expect((await t.http.get(`/api/v2/cities/${created.body.id}`).set('Authorization', readAdmin).expect(200)).body).toEqual(created.body);

    // The province's cities list now holds the city: a new province version with a change-log row.
    const provinceLog = await t.http.get(`/api/v2/provinces/${province.id}/change-log`).set('Authorization', support).expect(200);
    expect(provinceLog.body[0].changes).toEqual([{ field: 'cities', from: [], to: ['Hội An'] }]);

    const log = await t.http.get(`/api/v2/cities/${created.body.id}/change-log`).set('Authorization', readAdmin).expect(200);
    expect(log.body).toEqual([
      {
        user: { name: 'Ada Admin', email: expect.any(String) },
        timestamp: expect.any(String),
        changes: expect.arrayContaining([
          { field: 'name', from: null, to: 'Hội An' },
          { field: 'country', from: null, to: 'Vietnam' },
          { field: 'province', from: null, to: 'Quang Nam' },
          { field: 'nearbyCities', from: [], to: ['Da Nang', 'Hue'] },
        ]),
      },
    ]);
  });

  it('lists cities by name, 20 a page, with country, province and station count, filtered by country and name', async () => {
    for (let i = 1; i <= 21; i++) await createCity(t, { countryId: thailand.id, name: `Town ${String(i).padStart(2, '0')}` });
    await createStation(t, { cityId: daNang.id, name: 'Da Nang Central' });
    await createStation(t, { cityId: daNang.id, name: 'Da Nang Airport' });
    const first = await list();
    expect(first.body.data).toHaveLength(20);
    expect(first.body.meta).toEqual({ limit: 20, offset: 0, total: 24 });
    const all = await list({ limit: 0 });
    // Hội An sorts beside Hue as the database's collation says.
    expect(new Set(names(all).slice(0, 3))).toEqual(new Set(['Da Nang', 'Hội An', 'Hue']));
    expect(names(all)[3]).toBe('Town 01');
    expect(all.body.data[0]).toEqual({
      id: daNang.id,
      name: 'Da Nang',
      slug: 'da-nang',
      country: { id: vietnam.id, name: 'Vietnam', code: 'VN' },
      province: null,
      stationsCount: 2,
    });
    expect(names(await list({ countryId: vietnam.id })).sort()).toEqual(['Da Nang', 'Hue', 'Hội An']);
    expect(names(await list({ countryId: vietnam.id, name: ' HU ' }))).toEqual(['Hue']);
    expect((await list({ countryId: thailand.id, offset: 20 })).body).toMatchObject({ data: [{ name: 'Town 21' }], meta: { offset: 20, total: 21 } });
    expect((await list({ countryId: thailand.id, offset: 40 })).body).toEqual({ data: [], meta: { limit: 20, offset: 40, total: 21 } });
    expect(names(await list({ name: '%' }))).toEqual([]);
    const bad = await t.http.get('/api/v2/cities').query({ countryId: 'nope' }).set('Authorization', support).expect(400);
    expect(bad.body.code).toBe('ValidationFailed');
    // The pickers of bookings and lines keep their own route and shape.
    const picker = await t.http.get('/api/geo/cities').query({ name: 'da nang' }).set('Authorization', agent).expect(200);
    expect(picker.body.data).toEqual([
      { id: daNang.id, name: 'Da Nang', slug: 'da-nang', timezone: 'Asia/Ho_Chi_Minh', country: { id: vietnam.id, code: 'VN', name: 'Vietnam' } },
    ]);
  });

  it('requires country, name and timezone, an IANA timezone, a known country, a province of that country and other known nearby cities', async () => {
    expect((await create({ countryId: '', name: ' ', timezone: '' }).expect(400)).body).toMatchObject({
      message: 'The city has invalid fields.',
      details: [
        { field: 'countryId', message: 'This field is required.' },
        { field: 'name', message: 'This field is required.' },
        { field: 'timezone', message: 'This field is required.' },
      ],
    });
    expect((await create({ countryId: vietnam.id, name: 'X', timezone: 'Mars/Olympus' }).expect(400)).body.details).toEqual([
      { field: 'timezone', message: 'Choose a timezone from the list.' },
    ]);
    expect((await create({ countryId: vietnam.id, name: 'X', timezone: 'EST' }).expect(400)).body.message).toBe('Choose a timezone from the list.');
    await create({ countryId: vietnam.id, name: 'Utc Town', timezone: 'UTC' }).expect(201);
    expect((await create({ countryId: '3f0c4a6e-6a8e-4c39-9a53-4a0b8e0c2f11', name: 'X', timezone: 'UTC' }).expect(400)).body.message).toBe(
      'Choose a country from the list.',
    );
    const { body: thaiProvince } = await createProvince('Chiang Rai Province', thailand.id);
    expect((await create({ countryId: vietnam.id, name: 'X', timezone: 'UTC', provinceId: thaiProvince.id }).expect(400)).body.details).toEqual([
      { field: 'provinceId', message: "Choose a province of the city's country." },
    ]);
    expect(
      (await create({ countryId: vietnam.id, name: 'X', timezone: 'UTC', nearbyCityIds: ['3f0c4a6e-6a8e-4c39-9a53-4a0b8e0c2f11'] }).expect(400)).body.details,
    ).toEqual([{ field: 'nearbyCityIds', message: 'Choose other cities from the list.' }]);
    const self = await update(hue.id, { countryId: vietnam.id, name: 'Hue', timezone: 'Asia/Ho_Chi_Minh', nearbyCityIds: [hue.id], version: 1 }).expect(400);
    expect(self.body.message).toBe('Choose other cities from the list.');
    const noVersion = await update(hue.id, { countryId: vietnam.id, name: 'Hue', timezone: 'Asia/Ho_Chi_Minh' }).expect(400);
    expect(noVersion.body.details).toContainEqual({ field: 'version', message: 'This field is required.' });
  });

  it('updates from the current version: a rename moves the slug and keeps the old one, nearby cities are added and removed, 409 on a stale version', async () => {
    const { body: city } = await cityOf('Nha Trang');
    const body = { countryId: vietnam.id, name: 'Nha Trang Bay', timezone: 'Asia/Ho_Chi_Minh', nearbyCityIds: [daNang.id, hue.id] };
    const saved = await update(city.id, { ...body, version: 1 }).expect(200);
    expect(saved.body).toMatchObject({ slug: 'nha-trang-bay', version: 2, nearbyCities: [{ name: 'Da Nang' }, { name: 'Hue' }] });
    const redirect = await t.http.get('/api/redirect/station-history').query({ referencedModel: 'city', id: 'nha-trang' }).set('Authorization', support);
    expect(redirect.body).toMatchObject({ id: city.id, slug: 'nha-trang-bay', history: [{ previousSlug: 'nha-trang', newSlug: 'nha-trang-bay' }] });

    const removed = await update(city.id, { ...body, nearbyCityIds: [hue.id], goodToKnow: 'Boats to the islands', version: 2 }, support).expect(200);
    expect(removed.body).toMatchObject({ slug: 'nha-trang-bay', version: 3, nearbyCities: [{ id: hue.id, name: 'Hue' }], goodToKnow: 'Boats to the islands' });
    // Nothing changed: no new version, no log row.
    expect((await update(city.id, { ...body, nearbyCityIds: [hue.id], goodToKnow: 'Boats to the islands', version: 3 }).expect(200)).body.version).toBe(3);

    const stale = await update(city.id, { ...body, name: 'Nha Trang', version: 2 }, support).expect(409);
    expect(stale.body).toMatchObject({ code: 'EditConflict' });
    expect(stale.body.details).toEqual({
      currentVersion: 3,
      changes: expect.arrayContaining([{ field: 'nearbyCities', from: ['Da Nang', 'Hue'], to: ['Hue'], user: 'Sam Support', timestamp: expect.any(String) }]),
    });
    const log = await t.http.get(`/api/v2/cities/${city.id}/change-log`).set('Authorization', readAdmin).expect(200);
    expect(log.body).toHaveLength(3);
    expect(log.body[0].changes).toEqual([
      { field: 'nearbyCities', from: ['Da Nang', 'Hue'], to: ['Hue'] },
      { field: 'goodToKnow', from: null, to: 'Boats to the islands' },
    ]);
    expect(log.body[1].changes).toEqual(
      expect.arrayContaining([
        { field: 'name', from: 'Nha Trang', to: 'Nha Trang Bay' },
        { field: 'slug', from: 'nha-trang', to: 'nha-trang-bay' },
      ]),
    );
    await update('3f0c4a6e-6a8e-4c39-9a53-4a0b8e0c2f11', { ...body, version: 1 }).expect(404);
  });

  it('gives a name another city has a slug with the country code, and moves the city between provinces with both logged', async () => {
    await createCity(t, { countryId: vietnam.id, name: 'Long Hai', slug: 'long-hai' });
    const { body: twin } = await cityOf('Long Hai', thailand.id);
    expect(twin.slug).toBe('long-hai-th');
    expect((await cityOf('Long Hai', thailand.id)).body.slug).toBe('long-hai-th-2');

    const { body: from } = await createProvince('Khanh Hoa', vietnam.id);
    const { body: to } = await createProvince('Binh Dinh', vietnam.id);
    const { body: city } = await create({ countryId: vietnam.id, name: 'Cam Ranh', timezone: 'Asia/Ho_Chi_Minh', provinceId: from.id }).expect(201);
    await update(city.id, { countryId: vietnam.id, name: 'Cam Ranh', timezone: 'Asia/Ho_Chi_Minh', provinceId: to.id, version: 1 }).expect(200);
    const fromLog = await t.http.get(`/api/v2/provinces/${from.id}/change-log`).set('Authorization', support);
    expect(fromLog.body[0].changes).toEqual([{ field: 'cities', from: ['Cam Ranh'], to: [] }]);
    const toProvince = await t.http.get(`/api/v2/provinces/${to.id}`).set('Authorization', support);
    expect(toProvince.body).toMatchObject({ cities: [{ id: city.id, name: 'Cam Ranh' }], version: 2 });
    const cityLog = await t.http.get(`/api/v2/cities/${city.id}/change-log`).set('Authorization', support);
    expect(cityLog.body[0].changes).toEqual([{ field: 'province', from: 'Khanh Hoa', to: 'Binh Dinh' }]);
  });

  it('deletes an unused city with its pictures, and refuses one that stations, zones, lines, trips, bookings, a province or another city use, naming them', async () => {
    const { body: unused } = await cityOf('Vung Tau');
    const [image] = await t.dataSource.query<{ id: string }[]>(
      `INSERT INTO image (type, ext, content_type, storage_key, original_name, size) VALUES ('picture', 'jpg', 'image/jpeg', 'images/vt/x.jpg', 'beach.jpg', 10) RETURNING id`,
    );
    await t.http
      .put(`/api/pictures/city/${unused.id}`)
      .set('Authorization', support)
      .send({ pictures: [{ imageId: image.id, isMain: true }] })
      .expect(200);
    await t.http.delete(`/api/v2/cities/${unused.id}`).set('Authorization', support).expect(204);
    // Its pictures went with it; the image stays in the library.
    expect(await t.dataSource.query(`SELECT * FROM picture WHERE owner_id = $1`, [unused.id])).toEqual([]);
    expect(await t.dataSource.query(`SELECT id FROM image WHERE id = $1`, [image.id])).toEqual([{ id: image.id }]);
    await t.http.get(`/api/v2/cities/${unused.id}`).set('Authorization', admin).expect(404);
    await t.http.delete(`/api/v2/cities/${unused.id}`).set('Authorization', admin).expect(404);

    const { body: busy } = await cityOf('Quy Nhon');
    const other = await createCity(t, { countryId: vietnam.id, name: 'Pleiku' });
    const a = await createStation(t, { cityId: busy.id, name: 'Quy Nhon Bus Station' });
    const b = await createStation(t, { cityId: other.id, name: 'Pleiku Bus Station' });
    for (const name of ['Ferry Pier', 'Airport', 'Beach Office']) await createStation(t, { cityId: busy.id, name });
    const line = await createLine(t, { denomination: 'Coastal Express', stationAId: a.id, stationBId: b.id });
    const trip = await createTrip(t, line, { departureAt: new Date('2030-01-02T03:00:00Z') });
    await insertBooking(t, { line, trip, reference: 'FBQUYNHON' });
    await t.http.post('/api/v2/zones').set('Authorization', admin).send({ name: 'Ghenh Rang', slug: 'quy-nhon-ghenh-rang', cityId: busy.id }).expect(201);
    await createProvince('Binh Dinh Coast', vietnam.id, [busy.id]);
    const { body: lister } = await create({ countryId: vietnam.id, name: 'Tuy Hoa', timezone: 'UTC', nearbyCityIds: [busy.id] }).expect(201);

    const refused = await t.http.delete(`/api/v2/cities/${busy.id}`).set('Authorization', admin).expect(409);
    expect(refused.body).toMatchObject({
      code: 'Conflict',
      message:
        'The city is used by 4 stations (Airport, Beach Office, Ferry Pier, and 1 more) and 1 zone (Ghenh Rang) and 1 line (Coastal Express) and ' +
        '1 trip (Coastal Express 2030-01-02 10:00) and 1 booking (FBQUYNHON) and 1 province (Binh Dinh Coast) and 1 city listing it as nearby (Tuy Hoa); ' +
        'it cannot be deleted.',
    });
    await t.http.get(`/api/v2/cities/${busy.id}`).set('Authorization', admin).expect(200);
    // The city's own nearby list goes with it.
    await t.http.delete(`/api/v2/cities/${lister.id}`).set('Authorization', admin).expect(204);
    expect(await t.dataSource.query(`SELECT * FROM city_nearby WHERE city_id = $1`, [lister.id])).toEqual([]);
  });

  it('lists every foreign key to city among the references a delete checks', async () => {
    const keys = await t.dataSource.query<{ table: string; column: string }[]>(
      `SELECT src.relname AS table, a.attname AS column
         FROM pg_constraint k JOIN pg_class src ON src.oid = k.conrelid JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = ANY (k.conkey)
        WHERE k.contype = 'f' AND k.confrelid = 'city'::regclass`,
    );
    // city_nearby.city_id is the city's own list, which goes with it.
    const others = keys.filter((k) => !(k.table === 'city_nearby' && k.column === 'city_id'));
    expect(others.length).toBeGreaterThanOrEqual(7);
    for (const { table, column } of others) {
      const listed = CITY_REFERENCES.some((r) => new RegExp(`FROM ${table}\\b[^]*\\b${column} = \\$1`).test(r.namesSql));
      expect({ table, column, listed }).toEqual({ table, column, listed: true });
    }
  });

  it('refuses writes and deletes to read-admin, and everything to agents', async () => {
    const { body: city } = await cityOf('Phan Thiet');
    const body = { countryId: vietnam.id, name: 'X', timezone: 'UTC', version: 1 };
    await create(body, readAdmin).expect(403);
    await update(city.id, body, readAdmin).expect(403);
    await t.http.delete(`/api/v2/cities/${city.id}`).set('Authorization', readAdmin).expect(403);
    await t.http.get(`/api/v2/cities/${city.id}`).set('Authorization', readAdmin).expect(200);
    await t.http.get('/api/v2/cities').set('Authorization', agent).expect(403);
    await t.http.get(`/api/v2/cities/${city.id}`).set('Authorization', agent).expect(403);
    await t.http.get(`/api/v2/cities/${city.id}/change-log`).set('Authorization', agent).expect(403);
    await create(body, agent).expect(403);
    await t.http.delete(`/api/v2/cities/${city.id}`).set('Authorization', agent).expect(403);
    await t.http.get('/api/v2/cities').expect(401);
  });
});

describe('provinces: delete with the edit-province scope, refused while the province has cities', () => {
  let t: TestApp;
  let editor: string;
  let support: string;

  beforeAll(async () => {
    t = await startTestApp();
    editor = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.Support, scopes: [Scope.EditProvince] }))}`;
    support = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.Support }))}`;
  });
  afterAll(() => t.close());

  it('deletes an empty province with its pictures, refuses one with cities naming them, and refuses callers without the scope', async () => {
    const cambodia = await createCountry(t, { code: 'KH', name: 'Cambodia' });
    const cities = await Promise.all(['Siem Reap', 'Angkor', 'Puok', 'Banteay Srei'].map((name) => createCity(t, { countryId: cambodia.id, name })));
    const province = (cityIds: string[]) =>
      t.http.post('/api/v2/provinces').set('Authorization', editor).send({ name: 'Siem Reap Province', countryId: cambodia.id, cityIds }).expect(201);
    const { body: empty } = await province([]);
    const [image] = await t.dataSource.query<{ id: string }[]>(
      `INSERT INTO image (type, ext, content_type, storage_key, original_name, size) VALUES ('picture', 'jpg', 'image/jpeg', 'images/sr/x.jpg', 'temple.jpg', 10) RETURNING id`,
    );
    await t.http
      .put(`/api/pictures/province/${empty.id}`)
      .set('Authorization', editor)
      .send({ pictures: [{ imageId: image.id, isMain: true }] })
      .expect(200);
    await t.http.delete(`/api/v2/provinces/${empty.id}`).set('Authorization', support).expect(403);
    await t.http.delete(`/api/v2/provinces/${empty.id}`).set('Authorization', editor).expect(204);
    await t.http.get(`/api/v2/provinces/${empty.id}`).set('Authorization', support).expect(404);
    expect(await t.dataSource.query(`SELECT * FROM picture WHERE owner_id = $1`, [empty.id])).toEqual([]);

    const { body: full } = await province(cities.map((c) => c.id));
    const refused = await t.http.delete(`/api/v2/provinces/${full.id}`).set('Authorization', editor).expect(409);
    expect(refused.body).toMatchObject({
      code: 'Conflict',
      message: 'The province is used by 4 cities (Angkor, Banteay Srei, Puok, and 1 more); it cannot be deleted.',
    });
    await t.http.get(`/api/v2/provinces/${full.id}`).set('Authorization', support).expect(200);
    await t.http.delete('/api/v2/provinces/3f0c4a6e-6a8e-4c39-9a53-4a0b8e0c2f11').set('Authorization', editor).expect(404);
  });
});
