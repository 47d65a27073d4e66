import { KEY_DETAIL_ICONS, Role, Scope } from '@farebox/domain';
import type { Transport } from '@farebox/inventory';
import { createLine, createTransport, createUser, startTestApp, tokenFor, type TestApp } from '@farebox/testing';

describe('definition tables: rules, messages, access, duplicates and in-use refusals', () => {
  let t: TestApp;
  let admin: string;
  let support: string;
  let readAdmin: string;
  let agent: string;
  let deAdmin: string;
  let fullAdmin: string;
  let editor: string;

  beforeAll(async () => {
    t = await startTestApp({ TRANSPORTS_ENABLED: 'true' });
    const bearer = async (role: Role, scopes: Scope[] = []) => `Bearer ${await tokenFor(t, await createUser(t, { role, scopes }))}`;
    admin = await bearer(Role.Admin);
    support = await bearer(Role.Support);
    readAdmin = await bearer(Role.ReadAdmin);
    agent = await bearer(Role.Agent);
    deAdmin = await bearer(Role.Support, [Scope.DeAdmin]);
    fullAdmin = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.Admin, isFullAdmin: true }))}`;
    editor = await bearer(Role.ContentEditor);
  });
  afterAll(() => t.close());

  const get = (path: string, auth = admin) => t.http.get(`/api${path}`).set('Authorization', auth);
  const post = (path: string, body: object, auth = admin) => t.http.post(`/api${path}`).set('Authorization', auth).send(body);
  const put = (path: string, body: object, auth = admin) => t.http.put(`/api${path}`).set('Authorization', auth).send(body);
  const pick = ({ reference, vehicleType, fromCityId, toCityId, operatorId, supplierId }: Transport) => ({
    reference,
    vehicleType,
    fromCityId,
    toCityId,
    operatorId,
    supplierId,
  });
  const del = (path: string, auth = admin) => t.http.delete(`/api${path}`).set('Authorization', auth);

  it('lets support, admin and read-admin read every table; read-admin cannot write and agents get nothing', async () => {
    for (const path of [
      '/passenger-extra-info-definitions',
      '/passenger-type-definitions',
      '/key-detail-definitions',
      '/key-detail-icons',
      '/vehicle-classes',
      '/airlines',
    ]) {
      for (const auth of [admin, support, readAdmin]) await get(path, auth).expect(200);
      await get(path, agent).expect(403);
    }
    await post('/airlines', { name: 'Read Air' }, readAdmin).expect(403);
    await post('/passenger-extra-info-definitions', { label: 'Read' }, readAdmin).expect(403);
    await post('/key-detail-definitions', { label: 'Read', iconId: 'wifi' }, readAdmin).expect(403);
    await post('/vehicle-classes', { key: 'Read' }, readAdmin).expect(403);
    const types = (await get('/passenger-type-definitions').expect(200)).body.data;
    await put(`/passenger-type-definitions/${types[0].id}`, { ...types[0], version: 1 }, readAdmin).expect(403);
    await post('/airlines', { name: 'Agent Air' }, agent).expect(403);
  });

  it('passenger extra info: seeded in order, 20 a page, added as text by default from the add form types only', async () => {
    const list = await get('/passenger-extra-info-definitions').expect(200);
    expect(list.body.meta).toMatchObject({ limit: 20, offset: 0 });
    expect(list.body.data.map((d: { slug: string }) => d.slug).slice(0, 3)).toEqual(['passport-number', 'nationality', 'date-of-birth']);
    expect(list.body.data[2]).toMatchObject({ type: 'dateBefore', editable: false, removable: false });

    const added = await post('/passenger-extra-info-definitions', { label: ' Hotel name ' }, support).expect(201);
    expect(added.body).toMatchObject({ label: 'Hotel name', type: 'text', slug: 'hotel-name', editable: true, removable: true, version: 1 });
    for (const type of ['number', 'date', 'autocomplete', 'country'])
      expect((await post('/passenger-extra-info-definitions', { label: `Field ${type}`, type }).expect(201)).body.type).toBe(type);
    for (const type of ['dateBefore', 'dateAfter', 'list', 'colour'])
      expect((await post('/passenger-extra-info-definitions', { label: 'Refused', type }).expect(400)).body.details).toEqual([
        { field: 'type', message: 'Choose one of the offered types.' },
      ]);
    expect((await post('/passenger-extra-info-definitions', { label: '  ' }).expect(400)).body).toMatchObject({
      message: 'This field is required.',
      details: [{ field: 'label', message: 'This field is required.' }],
    });
    expect((await post('/passenger-extra-info-definitions', { label: 'Hotel  Name!' }).expect(409)).body).toMatchObject({
      code: 'Conflict',
      message: 'A passenger extra info with the slug "hotel-name" already exists.',
    });
  });

  it('passenger extra info: edits keep the slug, follow the version and the row flags; deletes are refused while a line asks it', async () => {
    const { body: hotel } = await post('/passenger-extra-info-definitions', { label: 'Room number' }).expect(201);
    const saved = await put(`/passenger-extra-info-definitions/${hotel.id}`, { version: 1, label: 'Room', type: 'dateAfter' }).expect(200);
    expect(saved.body).toMatchObject({ label: 'Room', type: 'dateAfter', slug: 'room-number', version: 2 });
    const stale = await put(`/passenger-extra-info-definitions/${hotel.id}`, { version: 1, label: 'Old', type: 'text' }).expect(409);
    expect(stale.body.code).toBe('EditConflict');
    expect((await put(`/passenger-extra-info-definitions/${hotel.id}`, { version: 2, label: '', type: 'text' }).expect(400)).body.details).toEqual([
      { field: 'label', message: 'This field is required.' },
    ]);

    const seeded = (await get('/passenger-extra-info-definitions').expect(200)).body.data as { id: string; slug: string; version: number }[];
    const birth = seeded.find((d) => d.slug === 'date-of-birth')!;
    const passport = seeded.find((d) => d.slug === 'passport-number')!;
    expect((await put(`/passenger-extra-info-definitions/${birth.id}`, { version: 1, label: 'Birth', type: 'date' }).expect(403)).body.message).toBe(
      'This definition is not editable.',
    );
    expect((await del(`/passenger-extra-info-definitions/${passport.id}`).expect(403)).body.message).toBe('This definition cannot be deleted.');

    const line = await createLine(t, { denomination: 'Krabi - Phi Phi' });
    await t.dataSource.query(`INSERT INTO line_passenger_extra_info (line_id, label, type, slug) VALUES ($1, 'Room', 'text', 'room-number')`, [line.id]);
    expect((await del(`/passenger-extra-info-definitions/${hotel.id}`).expect(409)).body.message).toBe(
      'The passenger extra info is used by 1 line (Krabi - Phi Phi); it cannot be deleted.',
    );
    await t.dataSource.query(`DELETE FROM line_passenger_extra_info WHERE line_id = $1`, [line.id]);
    await del(`/passenger-extra-info-definitions/${hotel.id}`).expect(204);
    await del(`/passenger-extra-info-definitions/${hotel.id}`).expect(404);
  });

  it('passenger types: edited in place with ages of at least 0, never added or deleted', async () => {
    const { body } = await get('/passenger-type-definitions').expect(200);
    expect(body.data.map((d: { type: string }) => d.type)).toEqual(['Adult', 'Child', 'Infant', 'Senior']);
    const child = body.data[1];
    expect(
      (await put(`/passenger-type-definitions/${child.id}`, { version: 1, type: 'Child', age: true, fromAge: -1, toAge: -2 }).expect(400)).body.details,
    ).toEqual([
      { field: 'fromAge', message: 'Must be 0 or more.' },
      { field: 'toAge', message: 'Must be 0 or more.' },
    ]);
    expect(
      (await put(`/passenger-type-definitions/${child.id}`, { version: 1, type: 'Child', age: true, fromAge: 9, toAge: 3 }).expect(400)).body.details,
    ).toEqual([{ field: 'toAge', message: 'From age must not be above to age.' }]);
    const saved = await put(`/passenger-type-definitions/${child.id}`, { version: 1, type: 'Kid', age: true, fromAge: 0, toAge: 12 }, support).expect(200);
    expect(saved.body).toMatchObject({ type: 'Kid', fromAge: 0, toAge: 12, version: 2 });
    expect(
      (await put(`/passenger-type-definitions/${child.id}`, { version: 2, type: 'adult', age: false, fromAge: 0, toAge: 1 }).expect(409)).body.message,
    ).toBe('A passenger type named "adult" already exists.');
    await t.dataSource.query(`UPDATE passenger_type_definition SET editable = false WHERE id = $1`, [child.id]);
    await put(`/passenger-type-definitions/${child.id}`, { version: 2, type: 'Kid', age: true, fromAge: 1, toAge: 12 }).expect(403);
    await post('/passenger-type-definitions', { type: 'Student' }).expect(404);
    await del(`/passenger-type-definitions/${child.id}`).expect(404);
  });

  it('key details: the icon catalogue 20 at a time, a required label and a known icon, no duplicates, no delete while lines show it', async () => {
    const first = await get('/key-detail-icons').expect(200);
    expect(first.body.data).toHaveLength(20);
    expect(first.body.meta.total).toBe(KEY_DETAIL_ICONS.length);
    expect((await get('/key-detail-icons?offset=40').expect(200)).body.data).toHaveLength(KEY_DETAIL_ICONS.length - 40);

    const added = await post('/key-detail-definitions', { label: 'Snacks on board', iconId: 'snack' }, support).expect(201);
    expect(added.body).toMatchObject({ label: 'Snacks on board', icon: { id: 'snack', provider: 'farebox', cssClass: 'fb-icon-snack' }, version: 1 });
    expect((await post('/key-detail-definitions', { label: '', iconId: 'nope' }).expect(400)).body.details).toEqual([
      { field: 'label', message: 'This field is required.' },
      { field: 'iconId', message: 'Choose one of the offered icons.' },
    ]);
    expect((await post('/key-detail-definitions', { label: 'free wi-fi', iconId: 'wifi' }).expect(409)).body.message).toBe(
      'A key detail "free wi-fi" already exists.',
    );
    const renamed = await put(`/key-detail-definitions/${added.body.id}`, { version: 1, label: 'Snacks', iconId: 'coffee' }).expect(200);
    expect(renamed.body).toMatchObject({ label: 'Snacks', icon: { id: 'coffee' }, version: 2 });

    const wifi = (await get('/key-detail-definitions').expect(200)).body.data.find((d: { label: string }) => d.label === 'Free Wi-Fi');
    await createLine(t, { denomination: 'Bangkok - Pattaya', keyDetails: ['Free Wi-Fi'] });
    await createLine(t, { denomination: 'Hanoi - Sapa', keyDetails: ['Free Wi-Fi', 'Blankets'] });
    expect((await del(`/key-detail-definitions/${wifi.id}`).expect(409)).body.message).toBe(
      'The key detail is used by 2 lines (Bangkok - Pattaya, Hanoi - Sapa); it cannot be deleted.',
    );
    await del(`/key-detail-definitions/${added.body.id}`).expect(204);
  });

  it('vehicle classes: all of them for the client pager; added and deleted only with de-admin; refused while lines or transports have one', async () => {
    const all = await get('/vehicle-classes?limit=0').expect(200);
    const keys = all.body.data.map((d: { key: string }) => d.key);
    expect(keys).toEqual(expect.arrayContaining(['Standard', 'VIP', 'Economy']));

    expect((await post('/vehicle-classes', { key: 'Limousine' }, admin).expect(403)).body.code).toBe('Forbidden');
    const added = await post('/vehicle-classes', { key: ' Limousine ' }, deAdmin).expect(201);
    expect(added.body).toMatchObject({ key: 'Limousine', version: 1 });
    expect((await post('/vehicle-classes', { key: 'limousine' }, deAdmin).expect(409)).body.message).toBe('A vehicle class "limousine" already exists.');
    expect((await post('/vehicle-classes', { key: '' }, deAdmin).expect(400)).body.message).toBe('This field is required.');

    await createLine(t, { denomination: 'Limo line', lineClass: 'Limousine' });
    await createTransport(t, { reference: 'TR-LIMO', vehicleClass: 'Limousine' });
    await del(`/vehicle-classes/${added.body.id}`, admin).expect(403);
    expect((await del(`/vehicle-classes/${added.body.id}`, deAdmin).expect(409)).body.message).toBe(
      'The vehicle class is used by 1 line (Limo line) and 1 transport (TR-LIMO); it cannot be deleted.',
    );
    const { body: spare } = await post('/vehicle-classes', { key: 'Spare class' }, deAdmin).expect(201);
    await del(`/vehicle-classes/${spare.id}`, deAdmin).expect(204);
  });

  it('airlines: add, rename, delete; blank names and duplicates refused', async () => {
    const { body: thai } = await post('/airlines', { name: 'Thai Airways' }, support).expect(201);
    await post('/airlines', { name: 'Bangkok Airways' }).expect(201);
    expect((await post('/airlines', { name: 'THAI AIRWAYS' }).expect(409)).body.message).toBe('An airline named "THAI AIRWAYS" already exists.');
    expect((await post('/airlines', { name: ' ' }).expect(400)).body.message).toBe('This field is required.');
    const list = await get('/airlines', readAdmin).expect(200);
    expect(list.body.data.map((a: { name: string }) => a.name)).toEqual(['Bangkok Airways', 'Thai Airways']);
    expect((await put(`/airlines/${thai.id}`, { version: 1, name: 'Thai Smile' }).expect(200)).body).toMatchObject({ name: 'Thai Smile', version: 2 });
    await put(`/airlines/${thai.id}`, { version: 1, name: 'Thai' }).expect(409);
    await del(`/airlines/${thai.id}`).expect(204);
    await del(`/airlines/${thai.id}`).expect(404);
  });

  it('feeds the line editor pickers (agents too) and the class check of transports and lines', async () => {
    const { body } = await get('/line-editor-definitions', agent).expect(200);
    expect(body.vehicleClasses).toEqual(expect.arrayContaining(['Standard', 'VIP']));
    expect(body.keyDetails).toEqual(expect.arrayContaining([{ label: 'Free Wi-Fi', icon: expect.objectContaining({ id: 'wifi' }) }]));
    expect(body.passengerExtraInfo).toEqual(expect.arrayContaining([{ label: 'Nationality', type: 'country', slug: 'nationality', data: [] }]));
    await get('/line-editor-definitions', editor).expect(403);

    const transport = await createTransport(t);
    const fields = { ...pick(transport), vehicleClass: 'Hovercraft', version: transport.version };
    const refused = await put(`/transports/${transport.reference}`, fields, fullAdmin).expect(400);
    expect(refused.body.details).toEqual([{ field: 'vehicleClass', message: 'Choose one of the vehicle classes.' }]);
    await post('/vehicle-classes', { key: 'Hovercraft' }, deAdmin).expect(201);
    expect((await put(`/transports/${transport.reference}`, fields, fullAdmin).expect(200)).body.vehicleClass).toBe('Hovercraft');
  });
});
