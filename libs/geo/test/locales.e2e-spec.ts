import { Role } from '@farebox/domain';
import { createUser, startTestApp, tokenFor, type TestApp } from '@farebox/testing';

describe('locales: list, read, create and edit with the shared rules, conflicts and access', () => {
  let t: TestApp;
  let admin: string;
  let support: string;
  let readAdmin: string;
  let agent: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.Admin, displayName: 'Ada Admin' }))}`;
    support = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.Support }))}`;
    readAdmin = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.ReadAdmin }))}`;
    agent = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.Agent }))}`;
  });
  afterAll(() => t.close());

  const create = (body: object, auth = admin) => t.http.post('/api/locales').set('Authorization', auth).send(body);

  it('creates locales and lists them by name, paged, with the total', async () => {
    const hebrew = await create({ name: ' Hebrew ', locale: 'heb', isActivated: true, flagUrl: 'https://cdn.example.com/il.svg' }).expect(201);
    expect(hebrew.body).toEqual({
      id: expect.any(String),
      name: 'Hebrew',
      locale: 'heb',
      isActivated: true,
      flagUrl: 'https://cdn.example.com/il.svg',
      version: 1,
    });
    await create({ name: 'English', locale: 'en' }, support).expect(201);
    const list = await t.http.get('/api/locales').set('Authorization', readAdmin).expect(200);
    expect(list.body.data.map((l: { name: string }) => l.name)).toEqual(['English', 'Hebrew']);
    expect(list.body.meta).toEqual({ limit: 20, offset: 0, total: 2 });
    expect(list.body.data[0]).toMatchObject({ locale: 'en', isActivated: false, flagUrl: null });
    expect((await t.http.get(`/api/locales/${hebrew.body.id}`).set('Authorization', support).expect(200)).body.name).toBe('Hebrew');
  });

  it('refuses a name outside 2 to 50 characters, a code outside 2 to 3, a bad flag URL and a taken code', async () => {
    const res = await create({ name: 'E', locale: 'engl', flagUrl: 'flag.png' }).expect(400);
    expect(res.body.details).toEqual([
      { field: 'name', message: 'Enter 2 to 50 characters.' },
      { field: 'locale', message: 'Enter 2 to 3 characters.' },
      { field: 'flagUrl', message: 'Enter a valid URL (starting with http:// or https://).' },
    ]);
    expect((await create({ name: 'x'.repeat(51), locale: 'fr' }).expect(400)).body.message).toBe('Enter 2 to 50 characters.');
    expect((await create({ name: '  ', locale: '' }).expect(400)).body.details).toEqual([
      { field: 'name', message: 'This field is required.' },
      { field: 'locale', message: 'This field is required.' },
    ]);
    expect((await create({ name: 'English again', locale: 'en' }).expect(400)).body.details).toEqual([
      { field: 'locale', message: 'Another locale has this code.' },
    ]);
  });

  it('updates from the current version and answers 409 with the change to an older one', async () => {
    const { body: french } = await create({ name: 'French', locale: 'fr' }).expect(201);
    const saved = await t.http
      .put(`/api/locales/${french.id}`)
      .set('Authorization', admin)
      .send({ version: 1, name: 'Français', locale: 'fr', isActivated: true });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ name: 'Français', isActivated: true, version: 2 });
    const stale = await t.http.put(`/api/locales/${french.id}`).set('Authorization', support).send({ version: 1, name: 'French', locale: 'fr' }).expect(409);
    expect(stale.body.details).toEqual({
      currentVersion: 2,
      changes: expect.arrayContaining([{ field: 'name', from: 'French', to: 'Français', user: 'Ada Admin', timestamp: expect.any(String) }]),
    });
    await t.http.put(`/api/locales/${french.id}`).set('Authorization', admin).send({ version: 2, name: 'French', locale: 'fr' }).expect(200);
    await t.http.get('/api/locales/3f0c4a6e-6a8e-4c39-9a53-4a0b8e0c2f11').set('Authorization', admin).expect(404);
  });

  it('refuses writes to read-admin and everything to agents', async () => {
    const refused = await create({ name: 'German', locale: 'de' }, readAdmin).expect(403);
    expect(refused.body).toMatchObject({ code: 'Forbidden', message: "You don't have the permission to access this resource." });
    await t.http.get('/api/locales').set('Authorization', agent).expect(403);
    await create({ name: 'German', locale: 'de' }, agent).expect(403);
  });
});
