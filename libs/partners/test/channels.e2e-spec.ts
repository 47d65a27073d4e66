import { Role } from '@farebox/domain';
import { createAgent, createChannel, createSupplier, createUser, startTestApp, tokenFor, type TestApp } from '@farebox/testing';

describe('partners: GET /api/channels', () => {
  let t: TestApp;
  let support: string;

  beforeAll(async () => {
    t = await startTestApp();
    support = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.Support }))}`;
    await createChannel(t, { slug: 'farebox', name: 'Farebox', type: 'organic' });
    await createChannel(t, { slug: 'agoda', name: 'Agoda' });
    await createChannel(t, { slug: 'kkday', name: 'KKday', type: 'b2b-redirect' });
    await createChannel(t, { slug: 'partner-sandbox', name: 'Partner sandbox', type: 'bookingAgent', isRestricted: true });
  });
  afterAll(() => t.close());

  const slugs = (body: { data: { slug: string }[] }) => body.data.map((c) => c.slug);

  it('lists every channel by name, paged with a total', async () => {
    const res = await t.http.get('/api/channels').set('Authorization', support).expect(200);
    expect(slugs(res.body)).toEqual(['agoda', 'farebox', 'kkday', 'partner-sandbox']);
    expect(res.body.meta).toEqual({ limit: 20, offset: 0, total: 4 });
    expect(res.body.data[3]).toEqual({ id: expect.any(String), slug: 'partner-sandbox', name: 'Partner sandbox', type: 'bookingAgent', isRestricted: true });

    const page = await t.http.get('/api/channels?offset=1&limit=2').set('Authorization', support).expect(200);
    expect(slugs(page.body)).toEqual(['farebox', 'kkday']);
    expect(page.body.meta).toEqual({ limit: 2, offset: 1, total: 4 });
  });

  it('leaves out restricted channels with excludeRestrictedChannels=true', async () => {
    const res = await t.http.get('/api/channels?excludeRestrictedChannels=true').set('Authorization', support).expect(200);
    expect(slugs(res.body)).toEqual(['agoda', 'farebox', 'kkday']);
    expect(res.body.meta.total).toBe(3);
    const all = await t.http.get('/api/channels?excludeRestrictedChannels=false').set('Authorization', support).expect(200);
    expect(all.body.meta.total).toBe(4);
  });

  it('refuses a flag that is not a boolean (400)', async () => {
    const res = await t.http.get('/api/channels?excludeRestrictedChannels=maybe').set('Authorization', support).expect(400);
    expect(res.body.code).toBe('ValidationFailed');
  });

  it('is readable by agents (the domain filter of their booking list), not by content editors or anonymous callers', async () => {
    const agent = `Bearer ${await tokenFor(t, await createAgent(t, await createSupplier(t)))}`;
    expect((await t.http.get('/api/channels').set('Authorization', agent)).status).toBe(200);
    const editor = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.ContentEditor }))}`;
    expect((await t.http.get('/api/channels').set('Authorization', editor)).status).toBe(403);
    expect((await t.http.get('/api/channels')).status).toBe(401);
  });
});
