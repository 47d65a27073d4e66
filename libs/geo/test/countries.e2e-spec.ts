import { Role } from '@farebox/domain';
import { createCountry, createUser, startTestApp, tokenFor, type TestApp } from '@farebox/testing';

describe('countries: list, view, edit with validation, sanitising, conflicts and access', () => {
  let t: TestApp;
  let admin: string;
  let support: string;
  let readAdmin: string;
  let agent: string;
  let adminName: string;
  let thailand: { id: string };

  beforeAll(async () => {
    t = await startTestApp();
    const a = await createUser(t, { role: Role.Admin, displayName: 'Ada Admin' });
    adminName = a.displayName;
    admin = `Bearer ${await tokenFor(t, a)}`;
    support = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.Support }))}`;
    readAdmin = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.ReadAdmin }))}`;
    agent = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.Agent }))}`;
    thailand = await createCountry(t, { code: 'TH', name: 'Thailand', officialName: 'Kingdom of Thailand', slug: 'thailand', capital: 'Bangkok' });
    await createCountry(t, { code: 'VN', name: 'Vietnam', officialName: 'Socialist Republic of Vietnam', slug: 'vietnam', capital: 'Hanoi' });
    await createCountry(t, { code: 'KH', name: 'Cambodia', officialName: 'Kingdom of Cambodia', slug: 'cambodia', capital: 'Phnom Penh' });
  });
  afterAll(() => t.close());

  const put = (body: object, auth = admin) => t.http.put(`/api/v2/countries/${thailand.id}`).set('Authorization', auth).send(body);
  const current = async () => (await t.http.get(`/api/v2/countries/${thailand.id}`).set('Authorization', admin).expect(200)).body;

  it('lists countries by common name, 20 a page, with the total, filtered by common or official name', async () => {
    const all = await t.http.get('/api/v2/countries').set('Authorization', support).expect(200);
    expect(all.body.data.map((c: { name: string }) => c.name)).toEqual(['Cambodia', 'Thailand', 'Vietnam']);
    expect(all.body.meta).toEqual({ limit: 20, offset: 0, total: 3 });
    expect(all.body.data[1]).toEqual({ id: thailand.id, code: 'TH', name: 'Thailand', officialName: 'Kingdom of Thailand' });
    const kingdoms = await t.http.get('/api/v2/countries?name=KINGDOM').set('Authorization', support).expect(200);
    expect(kingdoms.body.data.map((c: { code: string }) => c.code)).toEqual(['KH', 'TH']);
    expect(kingdoms.body.meta.total).toBe(2);
    const page = await t.http.get('/api/v2/countries?offset=1&limit=1').set('Authorization', support).expect(200);
    expect(page.body).toMatchObject({ data: [{ code: 'TH' }], meta: { limit: 1, offset: 1, total: 3 } });
  });

  it('reads one country with every field; an unknown id is 404', async () => {
    expect(await current()).toEqual({
      id: thailand.id,
      name: 'Thailand',
      officialName: 'Kingdom of Thailand',
      slug: 'thailand',
      salesRegion: 'apac',
      capital: 'Bangkok',
      code: 'TH',
      worldRegion: null,
      subregion: null,
      latitude: null,
      longitude: null,
      timezone: null,
      spokenLanguages: [],
      dialingCode: null,
      averageCostUsd: null,
      description: null,
      promotionHtml: null,
      version: 1,
      updatedAt: expect.any(String),
    });
    const missing = await t.http.get('/api/v2/countries/3f0c4a6e-6a8e-4c39-9a53-4a0b8e0c2f11').set('Authorization', admin);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Country not found');
  });

  it('refuses a blank capital and code and a bad dialing code with the form messages', async () => {
    const res = await put({ version: 1, capital: ' ', code: '', dialingCode: '66' }).expect(400);
    expect(res.body.code).toBe('ValidationFailed');
    expect(res.body.details).toEqual([
      { field: 'capital', message: 'This field is required.' },
      { field: 'code', message: 'This field is required.' },
      { field: 'dialingCode', message: 'Use digits and plus sign in the beginning.' },
    ]);
    const one = await put({ version: 1, dialingCode: '+66-1' }).expect(400);
    expect(one.body.message).toBe('Use digits and plus sign in the beginning.');
    expect((await put({ version: 1, code: 'VN' }).expect(400)).body.details).toEqual([{ field: 'code', message: 'Another country has this code.' }]);
    expect((await put({ version: 1, name: 'Siam' }).expect(400)).body.details).toEqual([
      { field: 'name', message: expect.stringContaining('should not exist') },
    ]);
    expect((await put({ capital: 'Bangkok' }).expect(400)).body.details).toEqual(
      expect.arrayContaining([{ field: 'version', message: 'This field is required.' }]),
    );
    expect((await current()).version).toBe(1);
  });

  it('saves the fields, sanitising the HTML (no script, no onerror), logs the change and keeps money exact', async () => {
    const res = await put({
      version: 1,
      capital: ' Bangkok ',
      code: 'th',
      worldRegion: 'Asia',
      subregion: 'South-Eastern Asia',
      latitude: '15.5',
      longitude: '100.25',
      timezone: 'Asia/Bangkok',
      spokenLanguages: ['Thai', 'English'],
      dialingCode: '+66',
      averageCostUsd: '35.5',
      description: '<p>Land of <strong>smiles</strong><script>alert(1)</script></p><img src="x.png" onerror="alert(1)">',
      promotionHtml: '<a href="javascript:alert(1)" onclick="x()">Deal</a>',
    }).expect(200);
    expect(res.body).toMatchObject({
      capital: 'Bangkok',
      code: 'TH',
      latitude: '15.5',
      longitude: '100.25',
      spokenLanguages: ['Thai', 'English'],
      averageCostUsd: '35.50',
      description: '<p>Land of <strong>smiles</strong></p><img src="x.png" />',
      promotionHtml: '<a rel="noopener noreferrer">Deal</a>',
      version: 2,
    });
    const [stored] = await t.dataSource.query(`SELECT description || promotion_html AS html FROM country WHERE id = $1`, [thailand.id]);
    expect(stored.html).not.toMatch(/<script|onerror|onclick|javascript:/i);

    const log = await t.http.get(`/api/v2/countries/${thailand.id}/change-log`).set('Authorization', support).expect(200);
    expect(log.body).toHaveLength(1);
    expect(log.body[0].user.name).toBe(adminName);
    expect(log.body[0].changes).toEqual(expect.arrayContaining([{ field: 'dialingCode', from: null, to: '+66' }]));
    expect(log.body[0].changes.map((c: { field: string }) => c.field)).not.toContain('capital');

    // The same values again change nothing: no new version, no log entry.
    expect((await put({ version: 2, averageCostUsd: '35.50', capital: 'Bangkok' }).expect(200)).body.version).toBe(2);
  });

  it('answers 409 with the other person’s change to a save from an older version', async () => {
    const { version } = await current();
    await put({ version, capital: 'Krung Thep' }).expect(200);
    const stale = await put({ version, capital: 'Bangkok City' }, support).expect(409);
    expect(stale.body.code).toBe('EditConflict');
    expect(stale.body.details).toEqual({
      currentVersion: version + 1,
      changes: [{ field: 'capital', from: 'Bangkok', to: 'Krung Thep', user: adminName, timestamp: expect.any(String) }],
    });
    expect((await current()).capital).toBe('Krung Thep');
  });

  it('lets support, admin and read-admin read; support and admin write; refuses read-admin writes and agents', async () => {
    for (const auth of [support, admin, readAdmin]) await t.http.get('/api/v2/countries').set('Authorization', auth).expect(200);
    await t.http.get(`/api/v2/countries/${thailand.id}`).set('Authorization', readAdmin).expect(200);
    const refused = await put({ version: (await current()).version, capital: 'Nope' }, readAdmin).expect(403);
    expect(refused.body).toMatchObject({ code: 'Forbidden', message: "You don't have the permission to access this resource." });
    await t.http.get('/api/v2/countries').set('Authorization', agent).expect(403);
    await put({ version: 1 }, agent).expect(403);
    await t.http.get('/api/v2/countries').expect(401);
    await put({ version: (await current()).version, subregion: 'Indochina' }, support).expect(200);
  });

  it('answers the field message, not a conflict, when the unique index refuses a code another save took meanwhile', async () => {
    const laos = await createCountry(t, { code: 'LA', name: 'Laos', officialName: "Lao People's Democratic Republic", slug: 'laos', capital: 'Vientiane' });
    const myanmar = await createCountry(t, {
      code: 'MM',
      name: 'Myanmar',
      officialName: 'Republic of the Union of Myanmar',
      slug: 'myanmar',
      capital: 'Naypyidaw',
    });
    // Another save holds 'ZZ' uncommitted: this save's check cannot see it, so its update waits on the unique index.
    const other = t.dataSource.createQueryRunner();
    await other.startTransaction();
    await other.query(`UPDATE country SET code = 'ZZ' WHERE id = $1`, [laos.id]);
    const racing = t.http
      .put(`/api/v2/countries/${myanmar.id}`)
      .set('Authorization', admin)
      .send({ version: 1, code: 'ZZ' })
      .then((r) => r);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await other.commitTransaction();
    await other.release();
    const res = await racing;
    expect([res.status, res.body.details]).toEqual([400, [{ field: 'code', message: 'Another country has this code.' }]]);
  });
});
