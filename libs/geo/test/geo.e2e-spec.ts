import { Role } from '@farebox/domain';
import { createAgent, createCity, createCountry, createStation, createSupplier, createUser, startTestApp, tokenFor, type TestApp } from '@farebox/testing';

describe('geo: city and station pickers', () => {
  let t: TestApp;
  let support: string;
  let thailand: { id: string };
  let bangkok: { id: string };
  let moChit: { id: string };

  beforeAll(async () => {
    t = await startTestApp();
    support = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.Support }))}`;
    thailand = await createCountry(t, { code: 'TH', name: 'Thailand', slug: 'thailand' });
    const vietnam = await createCountry(t, { code: 'VN', name: 'Vietnam', slug: 'vietnam' });
    bangkok = await createCity(t, { countryId: thailand.id, name: 'Bangkok', slug: 'bangkok' });
    await createCity(t, { countryId: thailand.id, name: 'Chiang Mai', slug: 'chiang-mai' });
    await createCity(t, { countryId: thailand.id, name: 'Koh Samui', slug: 'koh-samui' });
    await createCity(t, { countryId: vietnam.id, name: 'Da Nang', slug: 'da-nang', timezone: 'Asia/Ho_Chi_Minh' });
    moChit = await createStation(t, { cityId: bangkok.id, name: 'Mo Chit Bus Terminal', slug: 'mo-chit' });
    await createStation(t, { cityId: bangkok.id, name: 'Krung Thep Aphiwat', slug: 'krung-thep-aphiwat' });
  });
  afterAll(() => t.close());

  const get = (url: string) => t.http.get(url).set('Authorization', support);
  const names = (body: { data: { name: string }[] }) => body.data.map((c) => c.name);

  it('lists cities by name with their timezone and country, paged', async () => {
    const res = await get('/api/geo/cities').expect(200);
    expect(names(res.body)).toEqual(['Bangkok', 'Chiang Mai', 'Da Nang', 'Koh Samui']);
    expect(res.body.meta).toEqual({ limit: 20, offset: 0, total: 4 });
    expect(res.body.data[2]).toEqual({
      id: expect.any(String),
      name: 'Da Nang',
      slug: 'da-nang',
      timezone: 'Asia/Ho_Chi_Minh',
      country: { id: expect.any(String), code: 'VN', name: 'Vietnam' },
    });
    const page = await get('/api/geo/cities?offset=1&limit=2').expect(200);
    expect(names(page.body)).toEqual(['Chiang Mai', 'Da Nang']);
  });

  it('filters cities by name (contains, any case) and by country id or code', async () => {
    expect(names((await get('/api/geo/cities?name=AN').expect(200)).body)).toEqual(['Bangkok', 'Chiang Mai', 'Da Nang']);
    expect(names((await get('/api/geo/cities?name=%25').expect(200)).body)).toEqual([]);
    expect(names((await get(`/api/geo/cities?country=${thailand.id}`).expect(200)).body)).toEqual(['Bangkok', 'Chiang Mai', 'Koh Samui']);
    expect(names((await get('/api/geo/cities?country=vn').expect(200)).body)).toEqual(['Da Nang']);
    expect(names((await get('/api/geo/cities?country=th&name=koh').expect(200)).body)).toEqual(['Koh Samui']);
  });

  it('finds a city by its slug (routes that name cities by slug)', async () => {
    expect(names((await get('/api/geo/cities?slug=chiang-mai').expect(200)).body)).toEqual(['Chiang Mai']);
    expect(names((await get('/api/geo/cities?slug=Chiang-Mai').expect(200)).body)).toEqual(['Chiang Mai']);
    expect(names((await get('/api/geo/cities?slug=chiang').expect(200)).body)).toEqual([]);
  });

  it('lists the stations of a city, and countries', async () => {
    const res = await get(`/api/geo/stations?cityId=${bangkok.id}`).expect(200);
    expect(names(res.body)).toEqual(['Krung Thep Aphiwat', 'Mo Chit Bus Terminal']);
    expect(res.body.data[1]).toEqual({
      id: expect.any(String),
      cityId: bangkok.id,
      name: 'Mo Chit Bus Terminal',
      slug: 'mo-chit',
      address: '1 Main Road',
      lat: 13.75,
      lng: 100.5,
    });
    expect(names((await get(`/api/geo/stations?cityId=${bangkok.id}&name=chit`).expect(200)).body)).toEqual(['Mo Chit Bus Terminal']);
    expect((await get('/api/geo/stations?cityId=bangkok').expect(400)).body.code).toBe('ValidationFailed');
    expect((await get('/api/geo/countries').expect(200)).body.map((c: { code: string }) => c.code)).toEqual(['TH', 'VN']);
  });

  it('reads one city or station by id; an unknown id answers 404 naming what is missing', async () => {
    expect((await get(`/api/geo/cities/${bangkok.id}`).expect(200)).body).toEqual({
      id: bangkok.id,
      name: 'Bangkok',
      slug: 'bangkok',
      timezone: 'Asia/Bangkok',
      country: { id: thailand.id, code: 'TH', name: 'Thailand' },
    });
    expect((await get(`/api/geo/stations/${moChit.id}`).expect(200)).body).toEqual({
      id: moChit.id,
      cityId: bangkok.id,
      name: 'Mo Chit Bus Terminal',
      slug: 'mo-chit',
      address: '1 Main Road',
      lat: 13.75,
      lng: 100.5,
    });
    const unknown = '00000000-0000-4000-8000-000000000404';
    expect((await get(`/api/geo/cities/${unknown}`).expect(404)).body).toMatchObject({ code: 'NotFound', message: 'City not found' });
    expect((await get(`/api/geo/stations/${unknown}`).expect(404)).body).toMatchObject({ code: 'NotFound', message: 'Station not found' });
    // A station id is not a city id.
    expect((await get(`/api/geo/cities/${moChit.id}`).expect(404)).body.message).toBe('City not found');
    expect((await get('/api/geo/cities/bangkok').expect(400)).body.code).toBe('ValidationFailed');
  });

  it('lets agents read the pickers; not content editors or anonymous callers', async () => {
    const agent = `Bearer ${await tokenFor(t, await createAgent(t, await createSupplier(t)))}`;
    expect((await t.http.get('/api/geo/cities').set('Authorization', agent)).status).toBe(200);
    expect((await t.http.get(`/api/geo/cities/${bangkok.id}`).set('Authorization', agent)).status).toBe(200);
    const editor = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.ContentEditor }))}`;
    expect((await t.http.get('/api/geo/stations').set('Authorization', editor)).status).toBe(403);
    expect((await t.http.get(`/api/geo/stations/${moChit.id}`).set('Authorization', editor)).status).toBe(403);
    expect((await t.http.get('/api/geo/cities')).status).toBe(401);
  });
});
