import { createUser, sessionFor, startTestApp, type TestApp } from '@farebox/testing';
import { PrincipalCache } from '../src/access/principal-cache.js';

/** The access-version reads that lookups share (PrincipalCache.catchUp), against the real Redis. */
describe('principal cache: shared access-version reads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('makes a lookup that starts while a version read is on its way wait for a read sent after it', async () => {
    const user = await createUser(t);
    const { sessionId } = await sessionFor(t, user);
    const other = await createUser(t);
    const cache = t.app.get(PrincipalCache);
    let loads = 0;
    const load = () => {
      loads++;
      return Promise.resolve({ user, sessionExpiresAt: new Date(Date.now() + 60_000) });
    };
    await cache.get(sessionId, user.id, load);
    expect(loads).toBe(1);

    // The first lookup's GET goes out, then a change bumps the access version on the same connection (so Redis
    // answers that GET with the old version), then a second lookup starts: it must not take the first GET's answer.
    const before = cache.get(sessionId, user.id, load);
    const change = cache.invalidateUser(other.id);
    const after = cache.get(sessionId, user.id, load);
    await Promise.all([before, change, after]);
    expect(loads).toBe(2);
  });
});
