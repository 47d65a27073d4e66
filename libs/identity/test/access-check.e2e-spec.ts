import { jest } from '@jest/globals';
import { JwtService } from '@nestjs/jwt';
import { Clock } from '@farebox/platform';
import { createUser, sessionFor, startTestApp, type TestApp } from '@farebox/testing';
import { JwtStrategy } from '../src/access/jwt.strategy.js';
import { PrincipalCache } from '../src/access/principal-cache.js';

/**
 * The access check's token expiry on the app's clock, the tokens passport-jwt has verified (remembered, never a
 * different text), and the principal cache's shared access-version reads.
 */
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

  it('hands a token to passport-jwt once, and still checks the session behind it on every request', async () => {
    const user = await createUser(t);
    const { sessionId } = await sessionFor(t, user);
    const token = await t.app.get(JwtService).signAsync({ sub: user.id, sid: sessionId }, { expiresIn: 60 });
    const strategy = t.app.get(JwtStrategy);
    const verified = jest.spyOn(strategy, 'validate');
    const checked = jest.spyOn(strategy, 'principalOf');
    const me = (bearer: string) => t.http.get('/api/auth/me').set('Authorization', `Bearer ${bearer}`);
    try {
      expect((await me(token)).status).toBe(200);
      expect((await me(token)).status).toBe(200);
      expect(verified).toHaveBeenCalledTimes(1);
      expect(checked).toHaveBeenCalledTimes(2);

      // Another signature on the same header and claims is not the remembered text: passport-jwt sees it and refuses it.
      const [header, payload] = token.split('.');
      expect((await me(`${header}.${payload}.${'A'.repeat(43)}`)).status).toBe(401);
      expect(verified).toHaveBeenCalledTimes(1);

      // The remembered token stops working with its session, at the very next request.
      await t.dataSource.query('UPDATE user_session SET revoked_at = now() WHERE id = $1', [sessionId]);
      await t.app.get(PrincipalCache).invalidateSession(sessionId);
      expect((await me(token)).status).toBe(401);
      expect(verified).toHaveBeenCalledTimes(1);
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
