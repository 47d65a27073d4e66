import { JwtService } from '@nestjs/jwt';
import { FixedClock } from '@farebox/platform';
import { createUser, sessionFor, startTestApp, type TestApp } from '@farebox/testing';
import { AccessTokenVerifier } from '../src/access/access-token.js';
import { PrincipalCache } from '../src/access/principal-cache.js';

/** The two caches of the access check: verified tokens, and the principals with their shared access-version reads. */
describe('access check caches', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('refuses a verified token once it expires', async () => {
    const user = await createUser(t);
    const { sessionId } = await sessionFor(t, user);
    const clock = new FixedClock(new Date());
    const verifier = new AccessTokenVerifier(t.app.get(JwtService), clock);
    const bearer = `Bearer ${await t.app.get(JwtService).signAsync({ sub: user.id, sid: sessionId }, { expiresIn: 60 })}`;
    expect(verifier.verify(bearer)).toEqual(expect.objectContaining({ sub: user.id, sid: sessionId }));
    clock.set(new Date(Date.now() + 59_000));
    expect(verifier.verify(bearer)).not.toBeNull();
    clock.set(new Date(Date.now() + 61_000));
    expect(verifier.verify(bearer)).toBeNull();
    expect(new AccessTokenVerifier(t.app.get(JwtService), clock).verify(bearer)).toBeNull();
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
