import { jest } from '@jest/globals';
import { Role, Scope } from '@farebox/domain';
import { User } from '@farebox/identity';
import { createUser, loginAs, refreshCookieOf, solveCaptcha, startTestApp, TEST_PASSWORD, tokenFor, type TestApp } from '@farebox/testing';

// These tests sign in many times (captcha + argon2 each); shared test machines can be slow.
jest.setTimeout(180_000);

describe('POST /api/auth/login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const login = (body: Record<string, unknown>) => t.http.post('/api/auth/login').send(body);
  const reload = (user: User) => t.dataSource.getRepository(User).findOneByOrFail({ id: user.id });

  describe('captcha', () => {
    it('hands out a signed ALTCHA challenge with the configured difficulty', async () => {
      const res = await t.http.get('/api/auth/captcha').expect(200);
      expect(res.body).toEqual({
        algorithm: 'SHA-256',
        challenge: expect.any(String),
        maxnumber: 2000,
        salt: expect.stringMatching(/expires=\d+/),
        signature: expect.any(String),
      });
    });

    it("refuses a login without a captcha with 400 CaptchaInvalid 'internal error'", async () => {
      const user = await createUser(t);
      const res = await login({ username: user.username, password: TEST_PASSWORD });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: 400, code: 'CaptchaInvalid', message: 'internal error' });
    });

    it('refuses garbage and a solution whose number was tampered with', async () => {
      const user = await createUser(t);
      expect((await login({ username: user.username, password: TEST_PASSWORD, captcha: 'not-base64-json' })).body.code).toBe('CaptchaInvalid');
      const payload = JSON.parse(Buffer.from(await solveCaptcha(t), 'base64').toString()) as { number: number };
      const tampered = Buffer.from(JSON.stringify({ ...payload, number: payload.number + 1 })).toString('base64');
      const res = await login({ username: user.username, password: TEST_PASSWORD, captcha: tampered });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('CaptchaInvalid');
    });

    it('accepts a solution only once', async () => {
      const user = await createUser(t);
      const captcha = await solveCaptcha(t);
      expect((await login({ username: user.username, password: TEST_PASSWORD, captcha })).status).toBe(200);
      const again = await login({ username: user.username, password: TEST_PASSWORD, captcha });
      expect(again.status).toBe(400);
      expect(again.body).toMatchObject({ code: 'CaptchaInvalid', message: 'internal error' });
    });
  });

  describe('validation', () => {
    it("says 'must enter username' and 'must enter password'", async () => {
      const res = await login({ username: '  ', password: '   ', captcha: await solveCaptcha(t) });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('ValidationFailed');
      expect(res.body.details).toEqual([
        { field: 'username', message: 'must enter username' },
        { field: 'password', message: 'must enter password' },
      ]);
    });

    it('wants an e-mail or 4 to 20 letters and digits as the username', async () => {
      for (const username of ['abc', 'a'.repeat(21), 'with space', 'under_score']) {
        const res = await login({ username, password: 'whatever', captcha: 'x' });
        expect(res.status).toBe(400);
        expect(res.body.details).toEqual([{ field: 'username', message: 'username must be an e-mail or 4 to 20 letters and digits' }]);
      }
    });
  });

  describe('credentials', () => {
    it('signs in by username and returns the access token, Me and an httpOnly SameSite=Strict refresh cookie', async () => {
      const user = await createUser(t, { role: Role.Admin, scopes: [Scope.ScopeAdmin], isFullAdmin: true });
      const { res, accessToken, refreshToken } = await loginAs(t, user.username, TEST_PASSWORD);
      expect(res.status).toBe(200);
      expect(accessToken).toEqual(expect.any(String));
      expect(refreshToken).toEqual(expect.any(String));
      expect(res.body.user).toEqual({
        id: user.id,
        username: user.username,
        displayName: user.displayName,
        email: user.email,
        role: 'admin',
        scopes: ['scope-admin'],
        isFullAdmin: true,
        companyId: null,
        serialPromoCodesEnabled: false,
        company: null,
      });
      const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('farebox_refresh='))!;
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Strict/i);
      expect(cookie).toMatch(/Path=\/api\/auth/);
      const me = await t.http.get('/api/auth/me').set('Authorization', `Bearer ${accessToken}`);
      expect(me.status).toBe(200);
      expect(me.body.id).toBe(user.id);
    });

    it('signs in by e-mail or username whatever their case, with the password trimmed', async () => {
      const user = await createUser(t, { username: 'CamelUser', email: 'Camel.User@Example.test' });
      expect((await loginAs(t, 'cameluser', TEST_PASSWORD)).res.status).toBe(200);
      expect((await loginAs(t, 'camel.user@example.TEST', TEST_PASSWORD)).res.status).toBe(200);
      expect((await loginAs(t, user.username, `  ${TEST_PASSWORD}  `)).res.status).toBe(200);
    });

    it("answers a wrong password, an unknown user and a disabled user alike: 401 InvalidCredentials 'Error trying to login'", async () => {
      const user = await createUser(t);
      const disabled = await createUser(t, { isActive: false });
      for (const [username, password] of [
        [user.username, 'Wrong-Passw0rd!'],
        ['nosuchuser42', TEST_PASSWORD],
        [disabled.username, TEST_PASSWORD],
      ]) {
        const { res } = await loginAs(t, username, password);
        expect(res.status).toBe(401);
        expect(res.body).toMatchObject({ status: 401, code: 'InvalidCredentials', message: 'Error trying to login' });
        expect(refreshCookieOf(res)).toBeUndefined();
      }
    });
  });

  describe('lockout', () => {
    it('locks after 5 failures in a row for 1 hour, refuses even the right password, and mirrors it on the row', async () => {
      const user = await createUser(t);
      for (let i = 1; i <= 4; i++) {
        const { res } = await loginAs(t, user.username, 'Wrong-Passw0rd!');
        expect(res.body.code).toBe('InvalidCredentials');
        expect((await reload(user)).failedLoginAttempts).toBe(i);
      }
      const fifth = await loginAs(t, user.username, 'Wrong-Passw0rd!');
      expect(fifth.res.status).toBe(401);
      expect(fifth.res.body).toMatchObject({ code: 'LockedOut', message: 'Too many login attempts, locked out for 1 hour' });
      const row = await reload(user);
      expect(row.failedLoginAttempts).toBe(5);
      expect(row.loginLockoutExpiry!.getTime() - Date.now()).toBeGreaterThan(59 * 60 * 1000);
      expect(row.loginLockoutExpiry!.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);

      const right = await loginAs(t, user.username, TEST_PASSWORD);
      expect(right.res.status).toBe(401);
      expect(right.res.body.code).toBe('LockedOut');
    });

    it('counts names that belong to no user the same way, so the answers reveal nothing', async () => {
      const codes: string[] = [];
      for (let i = 0; i < 6; i++) codes.push((await loginAs(t, 'ghostuser77', 'Wrong-Passw0rd!')).res.body.code as string);
      expect(codes).toEqual(['InvalidCredentials', 'InvalidCredentials', 'InvalidCredentials', 'InvalidCredentials', 'LockedOut', 'LockedOut']);
    });

    it('counts per name as typed, case-insensitively', async () => {
      const user = await createUser(t, { username: 'TypedName1' });
      for (let i = 0; i < 5; i++) await loginAs(t, i % 2 ? 'typedname1' : 'TYPEDNAME1', 'Wrong-Passw0rd!');
      expect((await loginAs(t, 'TypedName1', TEST_PASSWORD)).res.body.code).toBe('LockedOut');
      expect((await loginAs(t, user.email, TEST_PASSWORD)).res.status).toBe(200);
    });

    it('starts counting again after a successful login', async () => {
      const user = await createUser(t);
      for (let i = 0; i < 4; i++) await loginAs(t, user.username, 'Wrong-Passw0rd!');
      expect((await loginAs(t, user.username, TEST_PASSWORD)).res.status).toBe(200);
      const row = await reload(user);
      expect(row.failedLoginAttempts).toBe(0);
      for (let i = 0; i < 4; i++) expect((await loginAs(t, user.username, 'Wrong-Passw0rd!')).res.body.code).toBe('InvalidCredentials');
      expect((await loginAs(t, user.username, TEST_PASSWORD)).res.status).toBe(200);
    });

    it('is lifted by POST /users/:id/unlock (Redis and row), which read-admin may not call', async () => {
      const user = await createUser(t);
      for (let i = 0; i < 5; i++) await loginAs(t, user.username, 'Wrong-Passw0rd!');
      for (let i = 0; i < 5; i++) await loginAs(t, user.email, 'Wrong-Passw0rd!');
      const readAdmin = await createUser(t, { role: Role.ReadAdmin });
      const refused = await t.http.post(`/api/users/${user.id}/unlock`).set('Authorization', `Bearer ${await tokenFor(t, readAdmin)}`);
      expect(refused.status).toBe(403);

      const admin = await createUser(t, { role: Role.Admin });
      const res = await t.http.post(`/api/users/${user.id}/unlock`).set('Authorization', `Bearer ${await tokenFor(t, admin)}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: user.id, failedLoginAttempts: 0, loginLockoutExpiry: null });
      expect((await loginAs(t, user.username, TEST_PASSWORD)).res.status).toBe(200);
      expect((await loginAs(t, user.email, TEST_PASSWORD)).res.status).toBe(200);
    });
  });

  describe('expired password', () => {
    it('answers correct credentials with 403 MustResetPassword and a reset token that works once', async () => {
      const user = await createUser(t, { passwordExpiresAt: new Date(Date.now() - 1000) });
      const wrong = await loginAs(t, user.username, 'Wrong-Passw0rd!');
      expect(wrong.res.body.code).toBe('InvalidCredentials');

      const { res } = await loginAs(t, user.username, TEST_PASSWORD);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({
        code: 'MustResetPassword',
        message: 'Your password has expired and must be changed.',
        details: { resetToken: expect.any(String) },
      });
      expect(refreshCookieOf(res)).toBeUndefined();

      const newPassword = 'Brand-New-Passw0rd';
      const reset = await t.http
        .post('/api/auth/reset-password')
        .send({ token: res.body.details.resetToken, password: newPassword, confirmPassword: newPassword });
      expect(reset.status).toBe(204);
      expect((await reload(user)).passwordExpiresAt).toBeNull();
      expect((await loginAs(t, user.username, newPassword)).res.status).toBe(200);
      expect((await loginAs(t, user.username, TEST_PASSWORD)).res.status).toBe(401);
    });
  });
});
