import { Role } from '@farebox/domain';
import { Route } from '@farebox/content';
import type { City } from '@farebox/geo';
import { createCity, createCountry, createUser, startTestApp, tokenFor, type TestApp } from '@farebox/testing';

describe('routes with pros and cons: pro/con create and lists, route list, view, versioned edit, sanitising and access', () => {
  let t: TestApp;
  let admin: string;
  let support: string;
  let readAdmin: string;
  let agent: string;
  let editor: string;
  let bangkok: City;
  let chiangMai: City;
  let hanoi: City;

  beforeAll(async () => {
    t = await startTestApp();
    admin = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.Admin, displayName: 'Ada Admin' }))}`;
    support = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.Support }))}`;
    readAdmin = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.ReadAdmin }))}`;
    agent = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.Agent }))}`;
    editor = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.ContentEditor }))}`;
    const thailand = await createCountry(t, { code: 'TH', name: 'Thailand' });
    const vietnam = await createCountry(t, { code: 'VN', name: 'Vietnam' });
    bangkok = await createCity(t, { countryId: thailand.id, name: 'Bangkok', slug: 'bangkok' });
    chiangMai = await createCity(t, { countryId: thailand.id, name: 'Chiang Mai', slug: 'chiang-mai' });
    hanoi = await createCity(t, { countryId: vietnam.id, name: 'Hanoi', slug: 'hanoi' });
  });
  afterAll(() => t.close());

  const createProCon = (body: object, auth = admin) => t.http.post('/api/v1/pro-con').set('Authorization', auth).send(body);
  const pro = (slug: string, text = `Text of ${slug}`) => createProCon({ slug, text, type: 'pro' }).expect(201);
  const con = (slug: string, text = `Text of ${slug}`) => createProCon({ slug, text, type: 'con' }).expect(201);
  const routeOf = (slug: string, from: City, to: City) =>
    t.dataSource.getRepository(Route).save(t.dataSource.getRepository(Route).create({ slug, fromCityId: from.id, toCityId: to.id }));
  const getRoute = (slug: string, auth = readAdmin) => t.http.get(`/api/v1/route/${slug}`).set('Authorization', auth);
  const putRoute = (slug: string, body: object, auth = admin) => t.http.put(`/api/v1/route/${slug}`).set('Authorization', auth).send(body);

  describe('pro/con create', () => {
    it("answers the three required messages together, and the slug's form", async () => {
      const empty = await createProCon({ slug: ' ', text: '', type: '' }).expect(400);
      expect(empty.body).toMatchObject({
        code: 'ValidationFailed',
        message: 'The pro or con has invalid fields.',
        details: [
          { field: 'slug', message: 'Slug is required.' },
          { field: 'text', message: 'Text is required.' },
          { field: 'type', message: 'Type is required.' },
        ],
      });
      const bad = await createProCon({ slug: 'Free WiFi', text: 'Wi-Fi', type: 'maybe' }).expect(400);
      expect(bad.body.details).toEqual([
        { field: 'slug', message: 'Use lower-case letters, digits and single hyphens, e.g. free-wifi.' },
        { field: 'type', message: 'Choose pro or con.' },
      ]);
      expect((await createProCon({ slug: 'x', text: 'y' }).expect(400)).body.code).toBe('ValidationFailed');
    });

    it('creates a pro and a con with trimmed texts; a taken slug answers 409 whatever the type', async () => {
      const created = await createProCon({ slug: ' free-wifi ', text: ' Free Wi-Fi on board ', type: 'pro' }, support).expect(201);
      expect(created.body).toEqual({ id: expect.any(String), slug: 'free-wifi', text: 'Free Wi-Fi on board', type: 'pro' });
      await con('no-toilet', 'No toilet on board');
      const taken = await createProCon({ slug: 'free-wifi', text: 'Another text', type: 'con' }).expect(409);
      expect(taken.body).toMatchObject({ status: 409, code: 'Conflict', message: 'slug already exists' });
    });

    it('lets the unique index decide between two creates at the same moment: one 201, one 409', async () => {
      const body = { slug: 'racing-slug', text: 'Raced', type: 'pro' };
      const answers = await Promise.all([createProCon(body), createProCon({ ...body, type: 'con' }, support)]);
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
      expect(answers.find((a) => a.status === 409)!.body.message).toBe('slug already exists');
      const stored = await t.dataSource.query<{ count: number }[]>(`SELECT count(*)::int AS count FROM pro_con WHERE slug = 'racing-slug'`);
      expect(stored[0].count).toBe(1);
    });
  });

  describe('pros and cons lists', () => {
    beforeAll(async () => {
      for (let i = 1; i <= 12; i++) await pro(`list-pro-${String(i).padStart(2, '0')}`, i === 3 ? 'Sleeper berths at night' : `Listed pro ${i}`);
      for (let i = 1; i <= 11; i++) await con(`list-con-${String(i).padStart(2, '0')}`, `Listed con ${i}`);
    });

    it('pages by slug at 20, filtered by type and by a search in slug or text', async () => {
      const first = await t.http.get('/api/v1/pros-and-cons').query({ search: 'list-' }).set('Authorization', readAdmin).expect(200);
      expect(first.body.meta).toEqual({ limit: 20, offset: 0, total: 23 });
      expect(first.body.data).toHaveLength(20);
      expect(first.body.data[0]).toEqual({ id: expect.any(String), slug: 'list-con-01', text: 'Listed con 1', type: 'con' });
      const second = await t.http.get('/api/v1/pros-and-cons').query({ search: 'list-', offset: 20 }).set('Authorization', support).expect(200);
      expect(second.body.data.map((p: { slug: string }) => p.slug)).toEqual(['list-pro-10', 'list-pro-11', 'list-pro-12']);

      const cons = await t.http.get('/api/v1/pros-and-cons').query({ type: 'con', search: 'LIST' }).set('Authorization', readAdmin).expect(200);
      expect(cons.body.meta.total).toBe(11);
      expect(cons.body.data.every((p: { type: string }) => p.type === 'con')).toBe(true);
      const byText = await t.http.get('/api/v1/pros-and-cons').query({ search: 'sleeper' }).set('Authorization', readAdmin).expect(200);
      expect(byText.body.data.map((p: { slug: string }) => p.slug)).toEqual(['list-pro-03']);
      const literal = await t.http.get('/api/v1/pros-and-cons').query({ search: 'list_%' }).set('Authorization', readAdmin).expect(200);
      expect(literal.body.meta.total).toBe(0);
      await t.http.get('/api/v1/pros-and-cons').query({ type: 'both' }).set('Authorization', readAdmin).expect(400);
    });

    it("gives the editor's pickers at most 10 pros or cons of their type", async () => {
      const pros = await t.http.get('/api/v1/pros').query({ search: 'list' }).set('Authorization', readAdmin).expect(200);
      expect(pros.body).toHaveLength(10);
      expect(pros.body.every((p: { type: string }) => p.type === 'pro')).toBe(true);
      const cons = await t.http.get('/api/v1/cons').query({ search: 'con 1' }).set('Authorization', readAdmin).expect(200);
      expect(cons.body.map((p: { slug: string }) => p.slug)).toEqual(['list-con-01', 'list-con-10', 'list-con-11']);
      expect((await t.http.get('/api/v1/cons').query({ search: 'pro-01' }).set('Authorization', readAdmin).expect(200)).body).toEqual([]);
    });
  });

  describe('routes', () => {
    beforeAll(async () => {
      await routeOf('bangkok-to-chiang-mai', bangkok, chiangMai);
      await routeOf('chiang-mai-to-bangkok', chiangMai, bangkok);
      await routeOf('bangkok-to-hanoi', bangkok, hanoi);
      for (const slug of ['cheap', 'scenic', 'fast']) await pro(`route-${slug}`);
      for (const slug of ['slow', 'crowded']) await con(`route-${slug}`);
    });

    it('lists routes by slug with their cities, countries and transportation types, 20 a page', async () => {
      const list = await t.http.get('/api/v1/routes').set('Authorization', readAdmin).expect(200);
      expect(list.body.meta).toEqual({ limit: 20, offset: 0, total: 3 });
      expect(list.body.data.map((r: { slug: string }) => r.slug)).toEqual(['bangkok-to-chiang-mai', 'bangkok-to-hanoi', 'chiang-mai-to-bangkok']);
      expect(list.body.data[1]).toEqual({
        id: expect.any(String),
        slug: 'bangkok-to-hanoi',
        from: { id: bangkok.id, name: 'Bangkok', slug: 'bangkok', countryName: 'Thailand' },
        to: { id: hanoi.id, name: 'Hanoi', slug: 'hanoi', countryName: 'Vietnam' },
        isAvailable: true,
        transportTypes: [],
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      const paged = await t.http.get('/api/v1/routes').query({ offset: 2, limit: 20 }).set('Authorization', support).expect(200);
      expect(paged.body.data.map((r: { slug: string }) => r.slug)).toEqual(['chiang-mai-to-bangkok']);
    });

    it('answers one route by slug, and the not-found message', async () => {
      const route = await getRoute('bangkok-to-chiang-mai').expect(200);
      expect(route.body).toMatchObject({ slug: 'bangkok-to-chiang-mai', promotionHtml: null, transportations: [], version: 1, isAvailable: true });
      expect((await getRoute('nowhere-to-nowhere').expect(404)).body).toMatchObject({
        code: 'NotFound',
        message: 'the route: nowhere-to-nowhere is not found.',
      });
      await t.http.get('/api/v1/route/nowhere-to-nowhere/change-log').set('Authorization', readAdmin).expect(404);
    });

    it('saves availability, sanitised promotion HTML and ordered pros and cons per transportation, as a new version with its change log', async () => {
      const saved = await putRoute('bangkok-to-chiang-mai', {
        version: 1,
        isAvailable: false,
        promotionHtml: '<p onclick="steal()">Night trains<script>alert(1)</script><img src="x.png" onerror="alert(2)"></p>',
        transportations: [
          { typeSlug: 'train', transportPros: ['route-scenic', 'route-cheap'], transportCons: ['route-slow'] },
          { typeSlug: 'bus', transportPros: ['route-cheap'], transportCons: ['route-crowded', 'route-slow'] },
        ],
      }).expect(200);
      expect(saved.body).toMatchObject({ isAvailable: false, version: 2, transportTypes: ['train', 'bus'] });
      expect(saved.body.promotionHtml).toBe('<p>Night trains<img src="x.png" /></p>');
      expect(saved.body.promotionHtml).not.toMatch(/script|onerror|onclick/);
      const slugsOf = (list: { slug: string }[]) => list.map((p) => p.slug);
      const read = (await getRoute('bangkok-to-chiang-mai').expect(200)).body;
      expect(read).toEqual(saved.body);
      expect(
        read.transportations.map((tr: { typeSlug: string; transportPros: { slug: string }[]; transportCons: { slug: string }[] }) => [
          tr.typeSlug,
          slugsOf(tr.transportPros),
          slugsOf(tr.transportCons),
        ]),
      ).toEqual([
        ['train', ['route-scenic', 'route-cheap'], ['route-slow']],
        ['bus', ['route-cheap'], ['route-crowded', 'route-slow']],
      ]);
      expect(read.transportations[0].transportPros[0]).toEqual({ id: expect.any(String), slug: 'route-scenic', text: 'Text of route-scenic', type: 'pro' });

      const log = await t.http.get('/api/v1/route/bangkok-to-chiang-mai/change-log').set('Authorization', readAdmin).expect(200);
      expect(log.body).toHaveLength(1);
      expect(log.body[0]).toMatchObject({ user: { name: 'Ada Admin' } });
      expect(log.body[0].changes.map((c: { field: string }) => c.field).sort()).toEqual(['isAvailable', 'promotionHtml', 'transportations']);

      // The same content again changes nothing; the transportations alone make a new version.
      const same = await putRoute('bangkok-to-chiang-mai', {
        version: 2,
        isAvailable: false,
        promotionHtml: saved.body.promotionHtml,
        transportations: [
          { typeSlug: 'train', transportPros: ['route-scenic', 'route-cheap'], transportCons: ['route-slow'] },
          { typeSlug: 'bus', transportPros: ['route-cheap'], transportCons: ['route-crowded', 'route-slow'] },
        ],
      }).expect(200);
      expect(same.body.version).toBe(2);
      const reordered = await putRoute('bangkok-to-chiang-mai', {
        version: 2,
        isAvailable: false,
        promotionHtml: '<p>Night trains</p>',
        transportations: [{ typeSlug: 'bus', transportPros: ['route-cheap'], transportCons: ['route-slow', 'route-crowded'] }],
      }).expect(200);
      expect(reordered.body).toMatchObject({ version: 3, transportTypes: ['bus'] });
      expect(slugsOf(reordered.body.transportations[0].transportCons)).toEqual(['route-slow', 'route-crowded']);
    });

    it('answers 409 EditConflict with what changed to a save from an older version, and keeps the newer one', async () => {
      await putRoute('chiang-mai-to-bangkok', { version: 1, isAvailable: false, transportations: [] }, support).expect(200);
      const stale = await putRoute('chiang-mai-to-bangkok', { version: 1, isAvailable: true, promotionHtml: '<p>Mine</p>', transportations: [] }).expect(409);
      expect(stale.body).toMatchObject({ code: 'EditConflict' });
      expect(stale.body.details).toEqual({
        currentVersion: 2,
        changes: [{ field: 'isAvailable', from: true, to: false, user: expect.any(String), timestamp: expect.any(String) }],
      });
      expect((await getRoute('chiang-mai-to-bangkok').expect(200)).body).toMatchObject({ isAvailable: false, promotionHtml: null, version: 2 });
    });

    it('refuses unknown types, a type twice, a pro listed twice, a con among the pros and an unknown con, naming each', async () => {
      const refused = await putRoute('bangkok-to-hanoi', {
        version: 1,
        isAvailable: true,
        transportations: [
          { typeSlug: 'hovercraft', transportPros: [], transportCons: [] },
          { typeSlug: 'flight', transportPros: ['route-fast', 'route-fast'], transportCons: [] },
          { typeSlug: 'flight', transportPros: ['route-slow'], transportCons: ['nothing-like-it'] },
        ],
      }).expect(400);
      expect(refused.body).toMatchObject({ code: 'ValidationFailed', message: 'The route has invalid fields.' });
      expect(refused.body.details).toEqual([
        { field: 'transportations.0.typeSlug', message: 'Choose a transportation type from the list.' },
        { field: 'transportations.1.transportPros', message: 'route-fast is listed twice.' },
        { field: 'transportations.2.typeSlug', message: 'This transportation type is listed twice.' },
        { field: 'transportations.2.transportPros', message: 'There is no pro with the slug route-slow.' },
        { field: 'transportations.2.transportCons', message: 'There is no con with the slug nothing-like-it.' },
      ]);
      expect((await putRoute('bangkok-to-hanoi', { isAvailable: true, transportations: [] }).expect(400)).body.code).toBe('ValidationFailed');
      expect((await getRoute('bangkok-to-hanoi').expect(200)).body.version).toBe(1);
      await putRoute('nowhere-to-nowhere', { version: 1, isAvailable: true, transportations: [] }).expect(404);
    });
  });

  it('lets staff read, support and admin write, and refuses read-admin writes and agents and content editors everything', async () => {
    for (const auth of [admin, support, readAdmin]) {
      await t.http.get('/api/v1/routes').set('Authorization', auth).expect(200);
      await t.http.get('/api/v1/pros-and-cons').set('Authorization', auth).expect(200);
      await t.http.get('/api/v1/pros').set('Authorization', auth).expect(200);
    }
    await createProCon({ slug: 'read-admin-pro', text: 'Refused', type: 'pro' }, readAdmin).expect(403);
    await putRoute('bangkok-to-hanoi', { version: 1, isAvailable: false, transportations: [] }, readAdmin).expect(403);
    for (const auth of [agent, editor]) {
      await t.http.get('/api/v1/routes').set('Authorization', auth).expect(403);
      await getRoute('bangkok-to-hanoi', auth).expect(403);
      await t.http.get('/api/v1/cons').set('Authorization', auth).expect(403);
      await createProCon({ slug: 'agent-pro', text: 'Refused', type: 'pro' }, auth).expect(403);
    }
    await t.http.get('/api/v1/pros-and-cons').expect(401);
    await t.http.post('/api/v1/pro-con').send({ slug: 'anon', text: 'Refused', type: 'pro' }).expect(401);
  });
});
