import { jest } from '@jest/globals';
import { Role, Scope } from '@farebox/domain';
import { RefreshToken, User, UserSession } from '@farebox/identity';
import { createUser, loginAs, refreshCookieOf, sessionFor, startTestApp, TEST_PASSWORD, tokenFor, type TestApp } from '@farebox/testing';

// These tests sign in many times (captcha + argon2 each); shared test machines can be slow.
jest.setTimeout(180_000);

describe('sessions: access tokens, refresh rotation, logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const me = (token: string) => t.http.get('/api/auth/me').set('Authorization', `Bearer ${token}`);
  const refresh = (refreshToken: string | undefined) => {
    const req = t.http.post('/api/auth/refresh');
    return refreshToken ? req.set('Cookie', `farebox_refresh=${refreshToken}`) : req;
  };

  it('tokenFor makes a real session row', async () => {
    const user = await createUser(t);
    const token = await tokenFor(t, user);
    expect((await me(token)).status).toBe(200);
    expect(await t.dataSource.getRepository(UserSession).countBy({ userId: user.id })).toBe(1);
  });

  it('stores refresh tokens only as SHA-256 hashes', async () => {
    const user = await createUser(t);
    const { refreshToken, sessionId } = await sessionFor(t, user);
    const rows = await t.dataSource.getRepository(RefreshToken).findBy({ sessionId });
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].tokenHash).not.toContain(refreshToken);
  });

  it('refuses a request without a token, with a bad one, or with a session that does not exist', async () => {
    const user = await createUser(t);
    const noToken = await t.http.get('/api/auth/me');
    expect(noToken.status).toBe(401);
    expect(noToken.body).toMatchObject({ code: 'Unauthenticated', message: 'You need to be authenticated to access this resource.' });
    expect((await me('not.a.jwt')).status).toBe(401);
    const { JwtService } = await import('@nestjs/jwt');
    const forged = await t.app.get(JwtService).signAsync({ sub: user.id, sid: '00000000-0000-4000-8000-000000000001' });
    expect((await me(forged)).status).toBe(401);
  });

  it('refuses a token of a live session signed with another key, another algorithm or none, or expired', async () => {
    const user = await createUser(t);
    const { sessionId } = await sessionFor(t, user);
    const { JwtService } = await import('@nestjs/jwt');
    const jwt = t.app.get(JwtService);
    const payload = { sub: user.id, sid: sessionId };
    expect((await me(await jwt.signAsync(payload))).status).toBe(200);
    expect((await me(await jwt.signAsync(payload, { secret: 'another-key' }))).status).toBe(401);
    expect((await me(await jwt.signAsync(payload, { algorithm: 'HS512' }))).status).toBe(401);
    expect((await me(await jwt.signAsync(payload, { expiresIn: -1 }))).status).toBe(401);
    const unsigned = [{ alg: 'none', typ: 'JWT' }, payload].map((part) => Buffer.from(JSON.stringify(part)).toString('base64url'));
    expect((await me(`${unsigned.join('.')}.`)).status).toBe(401);
  });

  it('rotates the refresh token: the new pair works, and the cookie is set again', async () => {
    const user = await createUser(t);
    const first = await loginAs(t, user.username, TEST_PASSWORD);
    const res = await refresh(first.refreshToken);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ accessToken: expect.any(String), user: expect.objectContaining({ id: user.id, username: user.username }) });
    const rotated = refreshCookieOf(res);
    expect(rotated).toEqual(expect.any(String));
    expect(rotated).not.toBe(first.refreshToken);
    expect((await me(res.body.accessToken)).status).toBe(200);
    expect((await refresh(rotated)).status).toBe(200);
  });

  it('revokes the whole family when an already rotated refresh token is replayed', async () => {
    const user = await createUser(t);
    const first = await loginAs(t, user.username, TEST_PASSWORD);
    const second = await refresh(first.refreshToken);
    const latest = refreshCookieOf(second)!;

    const replay = await refresh(first.refreshToken);
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe('RefreshTokenInvalid');
    expect((await refresh(latest)).status).toBe(401);
    expect((await me(second.body.accessToken)).status).toBe(401);
    expect((await me(first.accessToken!)).status).toBe(401);
  });

  it('refuses a missing or unknown refresh token', async () => {
    expect((await refresh(undefined)).status).toBe(401);
    const res = await refresh('no-such-token');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'RefreshTokenInvalid' });
  });

  it('logout ends the session: 204, the cookie is cleared, the refresh and access tokens stop working', async () => {
    const user = await createUser(t);
    const { accessToken, refreshToken } = await loginAs(t, user.username, TEST_PASSWORD);
    const other = await loginAs(t, user.username, TEST_PASSWORD);
    const res = await t.http.post('/api/auth/logout').set('Cookie', `farebox_refresh=${refreshToken}`);
    expect(res.status).toBe(204);
    expect((res.headers['set-cookie'] as unknown as string[]).join()).toMatch(/farebox_refresh=;/);
    expect((await refresh(refreshToken)).status).toBe(401);
    expect((await me(accessToken!)).status).toBe(401);
    expect((await me(other.accessToken!)).status).toBe(200);
    expect((await t.http.post('/api/auth/logout')).status).toBe(204);
  });

  const adminToken = async () => tokenFor(t, await createUser(t, { role: Role.Admin, isFullAdmin: true, scopes: [Scope.ScopeAdmin] }));
  const putUser = async (user: User, patch: Record<string, unknown>) => {
    const res = await t.http
      .put(`/api/users/${user.id}`)
      .set('Authorization', `Bearer ${await adminToken()}`)
      .send({ version: (await t.dataSource.getRepository(User).findOneByOrFail({ id: user.id })).version, ...patch });
    expect(res.status).toBe(200);
  };

  it('stops a disabled user at the next request, and refuses its refresh', async () => {
    const user = await createUser(t);
    const { accessToken, refreshToken } = await loginAs(t, user.username, TEST_PASSWORD);
    expect((await me(accessToken!)).status).toBe(200);
    await putUser(user, { isActive: false });
    expect((await me(accessToken!)).status).toBe(401);
    expect((await refresh(refreshToken)).status).toBe(401);
  });

  it('applies a role change, a scope change and a full-admin change at the next request', async () => {
    const user = await createUser(t, { role: Role.Admin, isFullAdmin: true, scopes: [Scope.ScopeAdmin] });
    const token = await tokenFor(t, user);
    const users = () => t.http.get('/api/users').set('Authorization', `Bearer ${token}`);
    expect((await users()).status).toBe(200);
    expect((await me(token)).body).toMatchObject({ isFullAdmin: true, scopes: [Scope.ScopeAdmin] });
    await putUser(user, { scopes: [], isFullAdmin: false });
    expect((await me(token)).body).toMatchObject({ isFullAdmin: false, scopes: [] });
    await putUser(user, { role: Role.ContentEditor });
    const res = await users();
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("You don't have the permission to access this resource.");
  });

  it('signs out the holders of the old password when an admin sets a new one (but not the admin saving its own)', async () => {
    const user = await createUser(t);
    const token = await tokenFor(t, user);
    await putUser(user, { password: 'Newpassw0rd' });
    expect((await me(token)).status).toBe(401);

    const admin = await createUser(t, { role: Role.Admin, isFullAdmin: true });
    const [current, other] = [await tokenFor(t, admin), await tokenFor(t, admin)];
    const version = (await t.dataSource.getRepository(User).findOneByOrFail({ id: admin.id })).version;
    const res = await t.http.put(`/api/users/${admin.id}`).set('Authorization', `Bearer ${current}`).send({ version, password: 'Newpassw0rd' });
    expect(res.status).toBe(200);
    expect((await me(current)).status).toBe(200);
    expect((await me(other)).status).toBe(401);
  });

  it('shows a developer-mode change at the next GET /auth/me', async () => {
    const user = await createUser(t);
    const token = await tokenFor(t, user);
    expect((await me(token)).body.serialPromoCodesEnabled).toBe(false);
    await t.http.put('/api/auth/me/developer-mode').set('Authorization', `Bearer ${token}`).send({ serialPromoCodesEnabled: true }).expect(200);
    expect((await me(token)).body.serialPromoCodesEnabled).toBe(true);
  });

  it('makes a disabling through PUT /users/:id effective at once', async () => {
    const admin = await createUser(t, { role: Role.Admin });
    const user = await createUser(t);
    const userToken = await tokenFor(t, user);
    const res = await t.http
      .put(`/api/users/${user.id}`)
      .set('Authorization', `Bearer ${await tokenFor(t, admin)}`)
      .send({ version: user.version, isActive: false });
    expect(res.status).toBe(200);
    expect((await me(userToken)).status).toBe(401);
  });
});
