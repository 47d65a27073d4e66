import { Role } from '@farebox/domain';
import type { City, Country } from '@farebox/geo';
import { createCity, createCountry, createUser, startTestApp, tokenFor, type TestApp } from '@farebox/testing';
import type { AiArticle } from '../src/index.js';
import { createArticle, paragraph } from './articles-fixtures.js';

describe('AI articles: lists, editing with required headers and sanitised HTML, conflicts, access, and no AI writer', () => {
  let t: TestApp;
  let admin: string;
  let editor: string;
  let readAdmin: string;
  let agent: string;
  let vietnam: Country;
  let hanoi: City;
  let hanoiArticle: AiArticle;

  beforeAll(async () => {
    // No AI writer configured: starting a generation answers 503.
    t = await startTestApp({ AI_WRITER_URL: '' });
    admin = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.Admin, displayName: 'Ada Admin' }))}`;
    editor = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.ContentEditor, displayName: 'Eddie Editor' }))}`;
    readAdmin = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.ReadAdmin }))}`;
    agent = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.Agent }))}`;
    vietnam = await createCountry(t, { code: 'VN', name: 'Vietnam' });
    const thailand = await createCountry(t, { code: 'TH', name: 'Thailand' });
    hanoi = await createCity(t, { countryId: vietnam.id, name: 'Hanoi' });
    const bangkok = await createCity(t, { countryId: thailand.id, name: 'Bangkok' });
    hanoiArticle = await createArticle(t, { cityId: hanoi.id });
    await createArticle(t, { cityId: bangkok.id });
    await createArticle(t, { cityId: hanoi.id }, 'landing-pages', [{ ...paragraph('Intro'), isDisplay: true, order: 0, paragraphType: 'text' }]);
    await createArticle(t, { countryId: vietnam.id });
    await createArticle(t, { countryId: thailand.id }, 'landing-pages');
  });
  afterAll(() => t.close());

  const put = (id: string, body: object, auth = editor) => t.http.put(`/api/v1/articles/${id}`).set('Authorization', auth).send(body);
  const current = async (id: string) => (await t.http.get(`/api/v1/articles/${id}`).set('Authorization', editor).expect(200)).body;

  it('lists city and country articles by name, base articles by default or landing pages, 20 a page', async () => {
    const cities = await t.http.get('/api/v1/cities-content').set('Authorization', editor).expect(200);
    expect(cities.body.meta).toEqual({ limit: 20, offset: 0, total: 2 });
    expect(cities.body.data.map((a: { city: { name: string } }) => a.city.name)).toEqual(['Bangkok', 'Hanoi']);
    expect(cities.body.data[1]).toEqual({
      id: hanoiArticle.id,
      subject: 'city',
      sourceCollection: 'base-articles',
      city: { id: hanoi.id, name: 'Hanoi', slug: hanoi.slug },
      country: { id: vietnam.id, name: 'Vietnam', slug: vietnam.slug },
      isDisplay: true,
      paragraphsCount: 2,
      generationState: null,
      updatedAt: expect.any(String),
    });
    const lp = await t.http.get('/api/v1/cities-content').query({ sourceCollection: 'landing-pages' }).set('Authorization', readAdmin).expect(200);
    expect(lp.body).toMatchObject({ data: [{ city: { name: 'Hanoi' }, sourceCollection: 'landing-pages' }], meta: { total: 1 } });
    const countries = await t.http
      .get('/api/v1/countries-content')
      .query({ sourceCollection: 'base-articles', limit: 1 })
      .set('Authorization', admin)
      .expect(200);
    expect(countries.body).toMatchObject({ data: [{ subject: 'country', city: null, country: { name: 'Vietnam' } }], meta: { limit: 1, total: 1 } });
    await t.http.get('/api/v1/countries-content').query({ sourceCollection: 'pages' }).set('Authorization', admin).expect(400);
  });

  it('reads one article with its paragraphs, or 404', async () => {
    expect(await current(hanoiArticle.id)).toMatchObject({
      id: hanoiArticle.id,
      version: 1,
      paragraphs: [paragraph('Overview'), paragraph('Getting around')],
      generation: null,
    });
    const missing = '4f1c2a8e-2b1d-4c1e-9a7b-0c5d6e7f8a9b';
    expect((await t.http.get(`/api/v1/articles/${missing}`).set('Authorization', editor).expect(404)).body.message).toBe(
      `the article: ${missing} is not found.`,
    );
  });

  it('requires every header: "Article headers are required." and "This field is required." under each', async () => {
    const res = await put(hanoiArticle.id, { version: 1, isDisplay: true, paragraphs: [paragraph('Overview'), paragraph('  ')] }).expect(400);
    expect(res.body).toMatchObject({
      code: 'ValidationFailed',
      message: 'Article headers are required.',
      details: [{ field: 'paragraphs.1.header', message: 'This field is required.' }],
    });
    expect((await current(hanoiArticle.id)).version).toBe(1);
  });

  it('saves the paragraphs sanitised, with a change log, and refuses a stale version (409)', async () => {
    const dirty = '<p onclick="x()">Old Quarter<script>alert(1)</script></p><img src="x" onerror="alert(1)">';
    const saved = await put(hanoiArticle.id, {
      version: 1,
      isDisplay: false,
      paragraphs: [{ ...paragraph(' Overview '), content: dirty, subparagraphs: [{ header: 'Food', content: '<p>Pho<script>x</script></p>' }] }],
    }).expect(200);
    expect(saved.body).toMatchObject({ version: 2, isDisplay: false });
    const [saved0] = saved.body.paragraphs;
    expect(saved0).toEqual({
      type: 'text',
      header: 'Overview',
      content: '<p>Old Quarter</p><img src="x" />',
      subparagraphs: [{ header: 'Food', content: '<p>Pho</p>' }],
      settings: { tool: null },
    });
    expect(JSON.stringify(saved.body)).not.toMatch(/script|onerror|onclick/);
    const stored = await t.dataSource.query<{ paragraphs: unknown }[]>(`SELECT paragraphs FROM ai_article WHERE id = $1`, [hanoiArticle.id]);
    expect(JSON.stringify(stored[0].paragraphs)).not.toMatch(/script|onerror|onclick/);

    const stale = await put(hanoiArticle.id, { version: 1, isDisplay: true, paragraphs: [paragraph('Other')] }).expect(409);
    expect(stale.body).toMatchObject({ code: 'EditConflict', details: { currentVersion: 2 } });
    const log = await t.http.get(`/api/v1/articles/${hanoiArticle.id}/change-log`).set('Authorization', readAdmin).expect(200);
    expect(log.body[0]).toMatchObject({ user: { name: 'Eddie Editor' } });
    expect(log.body[0].changes.map((c: { field: string }) => c.field).sort()).toEqual(['isDisplay', 'paragraphs']);
  });

  it('keeps the landing-page flags: Display, Order and the paragraph type', async () => {
    const lp = (await t.http.get('/api/v1/cities-content').query({ sourceCollection: 'landing-pages' }).set('Authorization', editor)).body.data[0];
    const saved = await put(lp.id, {
      version: 1,
      isDisplay: true,
      paragraphs: [
        { ...paragraph('Intro'), isDisplay: false, order: 2, paragraphType: 'faq' },
        { ...paragraph('More'), order: 1 },
      ],
    }).expect(200);
    expect(saved.body.paragraphs.map((p: object) => ({ ...p, content: undefined }))).toEqual([
      { ...paragraph('Intro'), content: undefined, isDisplay: false, order: 2, paragraphType: 'faq' },
      { ...paragraph('More'), content: undefined, isDisplay: true, order: 1, paragraphType: 'text' },
    ]);
  });

  it('answers 503 AiWriterNotConfigured when no AI writer is configured', async () => {
    const res = await t.http.post(`/api/v1/articles/${hanoiArticle.id}/generations`).set('Authorization', editor).expect(503);
    expect(res.body).toMatchObject({ code: 'AiWriterNotConfigured', message: 'The AI writer is not configured (AI_WRITER_URL is not set).' });
    expect(await t.dataSource.query(`SELECT 1 FROM ai_article_generation`)).toHaveLength(0);
    expect((await t.http.get('/api/v1/ai-writer').set('Authorization', editor).expect(200)).body).toEqual({ configured: false });
  });

  it('lets the content editor, support and admin edit; read-admin only reads; agents get nothing', async () => {
    const id = hanoiArticle.id;
    const body = async () => ({ version: (await current(id)).version, isDisplay: true, paragraphs: [paragraph('Overview')] });
    await put(id, await body(), editor).expect(200);
    await put(id, await body(), admin).expect(200);
    await t.http.get('/api/v1/cities-content').set('Authorization', readAdmin).expect(200);
    await t.http.get(`/api/v1/articles/${id}`).set('Authorization', readAdmin).expect(200);
    await put(id, await body(), readAdmin).expect(403);
    await t.http.post(`/api/v1/articles/${id}/generations`).set('Authorization', readAdmin).expect(403);
    await t.http.post(`/api/v1/articles/${id}/generation/accept`).set('Authorization', readAdmin).send({ version: 1 }).expect(403);
    await t.http.post(`/api/v1/articles/${id}/generation/discard`).set('Authorization', readAdmin).expect(403);
    for (const path of ['/api/v1/cities-content', '/api/v1/countries-content', `/api/v1/articles/${id}`, `/api/v1/articles/${id}/generation`]) {
      await t.http.get(path).set('Authorization', agent).expect(403);
    }
    await put(id, await body(), agent).expect(403);
    await t.http.get('/api/v1/cities-content').expect(401);
    // The content editor reaches only this area.
    await t.http.get('/api/v2/zones').set('Authorization', editor).expect(403);
  });
});
