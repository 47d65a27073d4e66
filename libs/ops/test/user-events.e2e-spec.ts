import { randomUUID } from 'node:crypto';
import { Role, Scope } from '@farebox/domain';
import { APP_CONFIG, type AppConfig } from '@farebox/platform';
import { createUser, startTestApp, tokenFor, type TestApp } from '@farebox/testing';

const KEY = 'site-key-for-tests';
const event = (over: object = {}) => ({
  name: 'search',
  timestamp: '2026-11-20T10:00:00.000Z',
  visitorId: 'v-1',
  sessionId: 's-1',
  properties: { page: '/search', results: 3 },
  metadata: { ua: 'test' },
  ...over,
});

/** POST /api/user-events (the public site's key) and the /monitoring viewer's GET. */
describe('user events', () => {
  let t: TestApp;
  let admin: string;
  let viewer: string;
  let support: string;
  const ingest = (body: unknown, key: string | null = KEY) => {
    const req = t.http.post('/api/user-events');
    return (key === null ? req : req.set('X-Api-Key', key)).send(body as object);
  };
  const list = (query: string, token = admin) => t.http.get(`/api/user-events?${query}`).set('Authorization', `Bearer ${token}`);

  beforeAll(async () => {
    t = await startTestApp({ USER_EVENTS_API_KEY: KEY });
    admin = await tokenFor(t, await createUser(t, { role: Role.Admin, isFullAdmin: true }));
    viewer = await tokenFor(t, await createUser(t, { role: Role.Support, scopes: [Scope.ViewUserEvents] }));
    support = await tokenFor(t, await createUser(t, { role: Role.Support }));
  });
  afterAll(async () => {
    await t.close();
    delete process.env.USER_EVENTS_API_KEY;
  });

  it('refuses a missing or wrong key, and answers 503 while no key is configured', async () => {
    expect((await ingest({ events: [event()] }, null).expect(401)).body.code).toBe('UserEventsKeyInvalid');
    await ingest({ events: [event()] }, `${KEY}x`).expect(401);
    const config = t.app.get<AppConfig>(APP_CONFIG);
    config.userEventsApiKey = null;
    try {
      expect((await ingest({ events: [event()] }).expect(503)).body.code).toBe('UserEventsNotConfigured');
    } finally {
      config.userEventsApiKey = KEY;
    }
  });

  it('refuses bad payloads: missing fields, bad timestamps, non-object or oversized properties, too many events', async () => {
    const bad = async (body: unknown) => (await ingest(body).expect(400)).body.code;
    expect(await bad({ events: [event({ name: '' })] })).toBe('ValidationFailed');
    await bad({ events: [event({ timestamp: 'yesterday' })] });
    await bad({ events: [event({ timestamp: '2999-01-01T00:00:00Z' })] });
    await bad({ events: [event({ visitorId: undefined })] });
    await bad({ events: [event({ properties: ['a'] })] });
    await bad({ events: [event({ metadata: { blob: 'x'.repeat(9000) } })] });
    await bad({ events: [] });
    await bad({ events: Array.from({ length: 501 }, () => event()) });
    await bad([event()]);
  });

  it('stores a bulk once (a resent event id is not stored twice) and filters it by visitor, session, name, dates and one property', async () => {
    const ids = [randomUUID(), randomUUID()];
    const bulk = {
      events: [
        event({ id: ids[0] }),
        event({ id: ids[1], name: 'checkout', timestamp: '2026-11-22T09:00:00.000Z', properties: { page: '/checkout' } }),
        event({ visitorId: 'v-2', sessionId: 's-2', timestamp: '2026-11-25T09:00:00.000Z' }),
      ],
    };
    expect((await ingest(bulk).expect(202)).body).toEqual({ stored: 3 });
    expect((await ingest({ events: bulk.events.slice(0, 2) }).expect(202)).body).toEqual({ stored: 0 });

    const byVisitor = await list('visitorId=v-1').expect(200);
    expect(byVisitor.body.meta.total).toBe(2);
    expect(byVisitor.body.data.map((e: { name: string }) => e.name)).toEqual(['checkout', 'search']);
    expect(byVisitor.body.data[1]).toMatchObject({ visitorId: 'v-1', sessionId: 's-1', timestamp: '2026-11-20T10:00:00.000Z', properties: { results: 3 } });
    expect((await list('fromDate=2026-11-21&toDate=2026-11-22').expect(200)).body.data.map((e: { name: string }) => e.name)).toEqual(['checkout']);
    expect((await list('name=search&sessionId=s-2').expect(200)).body.meta.total).toBe(1);
    expect((await list('property=results%3D3').expect(200)).body.meta.total).toBe(2);
    expect((await list('property=page%3D%2Fcheckout').expect(200)).body.meta.total).toBe(1);
    expect((await list('visitorId=v-1&limit=1&offset=1').expect(200)).body.data).toHaveLength(1);
    await list('fromDate=21-11-2026').expect(400);
  });

  it('lets view-user-events holders and full admins read, and refuses other staff', async () => {
    await list('', viewer).expect(200);
    expect((await list('', support).expect(403)).body.code).toBe('Forbidden');
  });
});
