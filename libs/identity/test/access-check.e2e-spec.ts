import { jest } from '@jest/globals';
import { JwtService } from '@nestjs/jwt';
import { Clock } from '@farebox/platform';
import { createUser, sessionFor, startTestApp, type TestApp } from '@farebox/testing';
import { PrincipalCache } from '../src/access/principal-cache.js';

/** The access check's token expiry on the app's clock, and the principal cache's shared access-version reads. */
describe('access check', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it("refuses a token once it has expired on the app's clock", async () => {
    const user = await createUser(t);
    const { sessionId } = await sessionFor(t, user);
    const token = await t.app.get(JwtService).signAsync({ sub: user.id, sid: sessionId }, { expiresIn: 60 });
    const me = () => t.http.get('/api/auth/me').set('Authorization', `Bearer ${token}`);
    const signedAt = Date.now();
    const clockAt = (offsetMs: number) => jest.spyOn(t.app.get(Clock), 'now').mockImplementation(() => new Date(signedAt + offsetMs));
    try {
      clockAt(59_000);
      expect((await me()).status).toBe(200);
      clockAt(61_000);
      expect((await me()).status).toBe(401);
    } finally {
      jest.restoreAllMocks();
    }
  });

  it('makes a principal lookup that starts while a version read is on its way wait for a read sent after it', async () => {
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
