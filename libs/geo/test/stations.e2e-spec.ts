import { Role } from '@farebox/domain';
import type { City } from '@farebox/geo';
import { createCity, createCountry, createStation, createUser, insertBooking, startTestApp, tokenFor, type TestApp } from '@farebox/testing';

const square = {
  type: 'Polygon',
  coordinates: [
    [
      [100.4945, 13.7561],
      [100.5001, 13.7561],
      [100.5001, 13.7615],
      [100.4945, 13.7615],
      [100.4945, 13.7561],
    ],
  ],
};

describe('stations: list with filters, read, create as point or area, edit with the slug history, conflicts, pictures, delete unless used, access', () => {
  let t: TestApp;
  let admin: string;
  let support: string;
  let readAdmin: string;
  let agent: string;
  let bangkok: City;
  let phuket: City;

  beforeAll(async () => {
    t = await startTestApp();
    admin = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.Admin, displayName: 'Ada Admin' }))}`;
    support = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.Support }))}`;
    readAdmin = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.ReadAdmin }))}`;
    agent = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.Agent }))}`;
    const thailand = await createCountry(t, { code: 'TH', name: 'Thailand' });
    bangkok = await createCity(t, { countryId: thailand.id, name: 'Bangkok', slug: 'bangkok' });
    phuket = await createCity(t, { countryId: thailand.id, name: 'Phuket', slug: 'phuket' });
  });
  afterAll(() => t.close());

  const create = (body: object, auth = admin) => t.http.post('/api/stations').set('Authorization', auth).send(body);
  const point = (over: object = {}) => ({
    name: 'Hua Lamphong',
    cityId: bangkok.id,
    type: 'point',
    locationType: 'train_station',
    address: '1 Rong Muang Rd, Bangkok',
    lat: 13.7393,
    lng: 100.517,
    ...over,
  });
  const area = (over: object = {}) => ({
    name: 'Khao San Pickup',
    cityId: bangkok.id,
    type: 'area',
    locationType: 'pickup_point',
    areaName: 'Khao San Road',
    areaPolygon: square,
    ...over,
  });
  const list = (query: object, auth = readAdmin) => t.http.get('/api/stations').query(query).set('Authorization', auth).expect(200);

  it('creates a point station with its slug, place and sanitised about text, and reads it back', async () => {
    const created = await create(
      point({ name: ' Hua Lamphong ', aboutStation: '<p>Old station<img src=x onerror="alert(1)"><script>alert(1)</script></p>' }),
    ).expect(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      name: 'Hua Lamphong',
      slug: 'bangkok-hua-lamphong',
      city: { id: bangkok.id, name: 'Bangkok' },
      country: { id: bangkok.countryId, name: 'Thailand' },
      zone: null,
      locationType: 'train_station',
      type: 'point',
      address: '1 Rong Muang Rd, Bangkok',
      areaName: null,
      lat: 13.7393,
      lng: 100.517,
      areaPolygon: null,
      aboutStation: expect.not.stringMatching(/onerror|script/),
      version: 1,
    });
    expect(created.body.aboutStation).toContain('<p>Old station');
    expect((await t.http.get(`/api/stations/${created.body.id}`).set('Authorization', readAdmin).expect(200)).body).toEqual(created.body);
    // The booking pickers keep reading stations.
    const picker = await t.http.get('/api/geo/stations').query({ cityId: bangkok.id, name: 'lamphong' }).set('Authorization', agent).expect(200);
    expect(picker.body.data).toEqual([expect.objectContaining({ id: created.body.id, name: 'Hua Lamphong', lat: 13.7393 })]);
  });

  it('creates an area station with its outline and no coordinates needed; a point keeps no outline', async () => {
    const created = await create(area(), support).expect(201);
    expect(created.body).toMatchObject({ type: 'area', areaName: 'Khao San Road', areaPolygon: square, lat: null, address: null });
    const pointWithOutline = await create(point({ name: 'Sam Sen', areaName: 'x', areaPolygon: square })).expect(201);
    expect(pointWithOutline.body).toMatchObject({ type: 'point', areaName: null, areaPolygon: null });
  });

  it('requires name and city, and an address with coordinates for a point or a name and outline for an area', async () => {
    expect((await create({ name: '', cityId: '', type: 'point' }).expect(400)).body).toMatchObject({
      message: 'The station has invalid fields.',
      details: [
        { field: 'name', message: 'This field is required.' },
        { field: 'cityId', message: 'This field is required.' },
        { field: 'address', message: 'This field is required.' },
        { field: 'location', message: 'Place the station on the map or find its address.' },
      ],
    });
    expect((await create(area({ areaName: ' ', areaPolygon: null })).expect(400)).body.details).toEqual([
      { field: 'areaName', message: 'This field is required.' },
      { field: 'areaPolygon', message: 'This field is required.' },
    ]);
    const open = {
      type: 'Polygon',
      coordinates: [
        [
          [100.49, 13.75],
          [100.5, 13.75],
          [100.5, 13.76],
          [100.49, 13.76],
        ],
      ],
    };
    expect((await create(area({ areaPolygon: open })).expect(400)).body.message).toBe(
      'The area must be a GeoJSON Polygon or MultiPolygon of closed rings (at most 5000 corners).',
    );
    expect((await create(point({ lat: 95 })).expect(400)).body.message).toBe('Latitude is a number from -90 to 90.');
    expect((await create(point({ locationType: 'castle' })).expect(400)).body.message).toBe('Choose a location type from the list.');
    expect((await create(point({ cityId: '3f0c4a6e-6a8e-4c39-9a53-4a0b8e0c2f11' })).expect(400)).body.message).toBe('Choose a city from the list.');
    expect((await create(point({ type: 'line' })).expect(400)).body.code).toBe('ValidationFailed');
  });

  it('takes a zone of the station’s city only', async () => {
    const zone = await t.http.post('/api/v2/zones').set('Authorization', admin).send({ name: 'Patong', slug: 'phuket-patong', cityId: phuket.id }).expect(201);
    expect((await create(point({ name: 'Wrong zone', zoneId: zone.body.id })).expect(400)).body.message).toBe('Choose a zone of the station’s city.');
    const saved = await create(point({ name: 'Patong Pier', cityId: phuket.id, zoneId: zone.body.id, locationType: 'pier' })).expect(201);
    expect(saved.body.zone).toEqual({ id: zone.body.id, name: 'Patong' });
    const options = await t.http.get('/api/stations/zones').query({ cityId: phuket.id, name: 'pat' }).set('Authorization', readAdmin).expect(200);
    expect(options.body).toEqual([{ id: zone.body.id, name: 'Patong' }]);
    expect((await t.http.get('/api/stations/zones').query({ cityId: bangkok.id }).set('Authorization', readAdmin).expect(200)).body).toEqual([]);
  });

  it('lists 20 a page by name, filtered by city, name, location type and geometric type', async () => {
    for (const name of ['Ekkamai', 'Mo Chit', 'Sai Tai Mai']) await create(point({ name, locationType: 'bus_station' })).expect(201);
    const all = await list({});
    expect(all.body.meta).toEqual({ limit: 20, offset: 0, total: all.body.data.length });
    const names = all.body.data.map((s: { name: string }) => s.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const [patong] = (await list({ city: phuket.id })).body.data;
    const {
      areaPolygon: _outline,
      aboutStation: _about,
      version: _version,
      ...listed
    } = (await t.http.get(`/api/stations/${patong.id}`).set('Authorization', readAdmin).expect(200)).body;
    expect(patong).toEqual(listed);
    expect(patong).toMatchObject({ name: 'Patong Pier', city: { id: phuket.id, name: 'Phuket' }, country: { name: 'Thailand' }, zone: { name: 'Patong' } });
    expect((await list({ city: phuket.id })).body.meta.total).toBe(1);
    expect((await list({ offset: 40 })).body).toEqual({ data: [], meta: { limit: 20, offset: 40, total: all.body.meta.total } });
    expect((await list({ name: 'CHIT' })).body.data.map((s: { name: string }) => s.name)).toEqual(['Mo Chit']);
    expect((await list({ locationType: 'bus_station', city: bangkok.id })).body.meta.total).toBe(3);
    expect((await list({ type: 'area' })).body.data.map((s: { name: string }) => s.name)).toEqual(['Khao San Pickup']);
    expect((await list({ limit: 2, offset: 2 })).body).toMatchObject({ meta: { limit: 2, offset: 2 }, data: [expect.anything(), expect.anything()] });
    await t.http.get('/api/stations').query({ type: 'line' }).set('Authorization', support).expect(400);
    await t.http.get('/api/stations').query({ locationType: 'castle' }).set('Authorization', support).expect(400);
  });

  it('updates from the current version with a new slug kept in the history, logs the change and answers 409 to a stale version', async () => {
    const { body: station } = await create(point({ name: 'Victory Monument' })).expect(201);
    const saved = await t.http
      .put(`/api/stations/${station.id}`)
      .set('Authorization', admin)
      .send(area({ name: 'Victory Monument Vans', version: 1 }))
      .expect(200);
    expect(saved.body).toMatchObject({ slug: 'bangkok-victory-monument-vans', type: 'area', areaPolygon: square, version: 2 });
    const redirect = await t.http
      .get('/api/redirect/station-history')
      .query({ referencedModel: 'station', id: station.id })
      .set('Authorization', support)
      .expect(200);
    expect(redirect.body).toMatchObject({
      slug: 'bangkok-victory-monument-vans',
      history: [{ previousSlug: 'bangkok-victory-monument', newSlug: 'bangkok-victory-monument-vans' }],
    });
    const stale = await t.http
      .put(`/api/stations/${station.id}`)
      .set('Authorization', support)
      .send(point({ name: 'Victory', version: 1 }))
      .expect(409);
    expect(stale.body).toMatchObject({ code: 'EditConflict', details: { currentVersion: 2 } });
    expect(stale.body.details.changes).toEqual(
      expect.arrayContaining([{ field: 'name', from: 'Victory Monument', to: 'Victory Monument Vans', user: 'Ada Admin', timestamp: expect.any(String) }]),
    );
    const log = await t.http.get(`/api/stations/${station.id}/change-log`).set('Authorization', readAdmin).expect(200);
    expect(log.body).toHaveLength(2);
    expect(log.body[0].changes).toEqual(expect.arrayContaining([{ field: 'type', from: 'point', to: 'area' }]));
    const same = await t.http
      .put(`/api/stations/${station.id}`)
      .set('Authorization', admin)
      .send(area({ name: 'Victory Monument Vans', version: 2 }))
      .expect(200);
    expect(same.body).toMatchObject({ version: 2, slug: 'bangkok-victory-monument-vans' });
  });

  it('makes slugs unique within stations', async () => {
    const first = await create(point({ name: 'Twin', cityId: phuket.id })).expect(201);
    const second = await create(point({ name: 'Twin!', cityId: phuket.id })).expect(201);
    expect([first.body.slug, second.body.slug]).toEqual(['phuket-twin', 'phuket-twin-2']);
  });

  it('deletes an unused station, refuses one that lines, trips and bookings use naming them, and answers the not-found message', async () => {
    const { body: unused } = await create(point({ name: 'Unused Stop' })).expect(201);
    await t.http.delete(`/api/stations/${unused.id}`).set('Authorization', admin).expect(204);
    const gone = await t.http.get(`/api/stations/${unused.id}`).set('Authorization', admin).expect(404);
    expect(gone.body.message).toBe(`the station: ${unused.id} is not found.`);

    const { booking, line, trip } = await insertBooking(t);
    const refused = await t.http.delete(`/api/stations/${line.stationAId}`).set('Authorization', admin).expect(409);
    expect(trip.fromStationId).toBe(line.stationAId);
    expect(refused.body.code).toBe('Conflict');
    expect(refused.body.message).toMatch(
      new RegExp(
        `^The station is used by 1 line \\(${line.denomination}\\) and 1 trip \\([0-9-]+ [0-9:]+\\) and 1 booking \\(${booking.reference}\\); it cannot be deleted\\.$`,
      ),
    );
    await t.http.get(`/api/stations/${line.stationAId}`).set('Authorization', admin).expect(200);
  });

  it("refuses a station used only in one trip's own stops, naming its line", async () => {
    const { body: stop } = await create(point({ name: 'Trip Only Stop' })).expect(201);
    const { line, trip } = await insertBooking(t);
    await t.dataSource.query(`INSERT INTO trip_station (line_id, trip_id, direction, station_id, position) VALUES ($1, $2, 'aToB', $3, 1)`, [
      line.id,
      trip.id,
      stop.id,
    ]);
    const refused = await t.http.delete(`/api/stations/${stop.id}`).set('Authorization', admin).expect(409);
    expect(refused.body.message).toBe(`The station is used by 1 line (${line.denomination}); it cannot be deleted.`);
  });

  it("reads and writes a station's pictures, and a deleted station takes them along while the image stays", async () => {
    const { body: station } = await create(point({ name: 'Pictured Stop' })).expect(201);
    const pictures = `/api/pictures/station/${station.id}`;
    expect((await t.http.get(pictures).set('Authorization', readAdmin).expect(200)).body).toEqual([]);
    const [image] = await t.dataSource.query<{ id: string }[]>(
      `INSERT INTO image (type, ext, content_type, storage_key, original_name, size) VALUES ('picture', 'jpg', 'image/jpeg', 'images/ps/x.jpg', 'platform.jpg', 10) RETURNING id`,
    );
    await t.http
      .put(pictures)
      .set('Authorization', support)
      .send({ pictures: [{ imageId: image.id, isMain: true }] })
      .expect(200);
    expect((await t.http.get(pictures).set('Authorization', readAdmin).expect(200)).body).toEqual([
      { imageId: image.id, url: expect.stringMatching(`^/api/files/${image.id}/`), thumbnailUrl: null, isMain: true, position: 0 },
    ]);

    await t.http.delete(`/api/stations/${station.id}`).set('Authorization', admin).expect(204);
    expect(await t.dataSource.query(`SELECT * FROM picture WHERE owner_id = $1`, [station.id])).toEqual([]);
    expect(await t.dataSource.query(`SELECT id FROM image WHERE id = $1`, [image.id])).toEqual([{ id: image.id }]);
    const gone = await t.http.get(pictures).set('Authorization', readAdmin).expect(404);
    expect(gone.body.message).toBe(`the station: ${station.id} is not found.`);
  });

  it('refuses writes and deletes to read-admin, and everything to agents', async () => {
    const station = await createStation(t, { cityId: bangkok.id, name: 'Guarded' });
    await create(point({ name: 'Refused' }), readAdmin).expect(403);
    await t.http
      .put(`/api/stations/${station.id}`)
      .set('Authorization', readAdmin)
      .send(point({ version: 1 }))
      .expect(403);
    await t.http.delete(`/api/stations/${station.id}`).set('Authorization', readAdmin).expect(403);
    await t.http.get('/api/stations').set('Authorization', agent).expect(403);
    await t.http.get(`/api/stations/${station.id}`).set('Authorization', agent).expect(403);
    await t.http.get('/api/stations').expect(401);
  });
});
