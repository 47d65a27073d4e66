import { jest } from '@jest/globals';
import { MailJob, OutboxMessage, QueueName } from '@farebox/platform';
import { PasswordResetToken, User, passwordResetLinkToken } from '@farebox/identity';
import { loadAppConfig } from '@farebox/platform';
import { createUser, loginAs, startTestApp, TEST_PASSWORD, tokenFor, type TestApp } from '@farebox/testing';

// These tests sign in many times (captcha + argon2 each); shared test machines can be slow.
jest.setTimeout(180_000);

const FORGOT_MESSAGE = 'If the account exists, an e-mail with a password reset link has been sent.';
const GOOD = 'Fresh-Passw0rd!';

describe('forgot and reset password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const forgot = (identifier: unknown) => t.http.post('/api/auth/forgot-password').send({ identifier });
  const reset = (token: string, password = GOOD, confirmPassword = password) =>
    t.http.post('/api/auth/reset-password').send({ token, password, confirmPassword });
  const outboxFor = async (userId: string) =>
    (await t.dataSource.getRepository(OutboxMessage).find({ where: { jobName: MailJob.PasswordReset }, order: { createdAt: 'ASC' } })).filter(
      (m) => m.payload.userId === userId,
    );
  /** The link token as the worker rebuilds it from the outbox row. */
  const linkTokenOf = (resetTokenId: string) => passwordResetLinkToken(loadAppConfig().jwtSecret, resetTokenId);

  describe('forgot', () => {
    it('answers the same message for a username, an e-mail, an unknown name and a disabled user', async () => {
      const user = await createUser(t);
      const disabled = await createUser(t, { isActive: false });
      for (const identifier of [user.username, user.email.toUpperCase(), 'nobody-here', disabled.username]) {
        const res = await forgot(identifier);
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ message: FORGOT_MESSAGE });
      }
      expect(await outboxFor(user.id)).toHaveLength(2);
      expect(await outboxFor(disabled.id)).toHaveLength(0);
    });

    it('writes a token (hash only, valid 1 hour) and an outbox row carrying ids only', async () => {
      const user = await createUser(t);
      await forgot(user.username).expect(200);
      const [message] = await outboxFor(user.id);
      expect(message.queue).toBe(QueueName.Mail);
      expect(Object.keys(message.payload).sort()).toEqual(['resetTokenId', 'userId']);
      const token = await t.dataSource.getRepository(PasswordResetToken).findOneByOrFail({ id: message.payload.resetTokenId as string });
      expect(token.userId).toBe(user.id);
      expect(token.usedAt).toBeNull();
      expect(token.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(token.tokenHash).not.toBe(linkTokenOf(token.id));
      const ttl = token.expiresAt.getTime() - token.createdAt.getTime();
      expect(ttl).toBeGreaterThan(59 * 60 * 1000);
      expect(ttl).toBeLessThanOrEqual(60 * 60 * 1000 + 1000);
    });

    it('requires an identifier', async () => {
      const res = await forgot('  ');
      expect(res.status).toBe(400);
      expect(res.body.details).toEqual([{ field: 'identifier', message: 'must enter e-mail or username' }]);
    });
  });

  describe('reset', () => {
    async function linkFor(user: User): Promise<string> {
      await forgot(user.username).expect(200);
      const messages = await outboxFor(user.id);
      return linkTokenOf(messages[messages.length - 1].payload.resetTokenId as string);
    }

    it('applies the policy and lists every problem', async () => {
      const user = await createUser(t);
      const token = await linkFor(user);
      const res = await reset(token, 'short', 'short');
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('ValidationFailed');
      expect(res.body.details).toEqual([
        { field: 'password', message: 'Password must be at least 12 characters long.' },
        { field: 'password', message: 'Password must contain at least one uppercase letter.' },
        { field: 'password', message: 'Password must contain at least one digit.' },
        { field: 'password', message: 'Password must contain at least one of these symbols: -[]@$#!%*?&_^().+=<>' },
      ]);
      expect((await reset(token, 'Abcdefghijk1')).body.details).toEqual([
        { field: 'password', message: 'Password must contain at least one of these symbols: -[]@$#!%*?&_^().+=<>' },
      ]);
      expect((await reset(token, 'abcdefghij1!')).body.details).toEqual([
        { field: 'password', message: 'Password must contain at least one uppercase letter.' },
      ]);
      expect((await reset(token, 'ABCDEFGHIJ1!')).body.details).toEqual([
        { field: 'password', message: 'Password must contain at least one lowercase letter.' },
      ]);
    });

    it("says 'Passwords do not match.'", async () => {
      const user = await createUser(t);
      const res = await reset(await linkFor(user), GOOD, `${GOOD}x`);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Passwords do not match.');
      expect(res.body.details).toEqual([{ field: 'confirmPassword', message: 'Passwords do not match.' }]);
    });

    it('sets the password, ends every session, clears lockout, and the link works only once', async () => {
      const user = await createUser(t);
      const sessionA = await tokenFor(t, user);
      const sessionB = await loginAs(t, user.username, TEST_PASSWORD);
      for (let i = 0; i < 5; i++) await loginAs(t, user.username, 'Wrong-Passw0rd!');
      expect((await loginAs(t, user.username, TEST_PASSWORD)).res.body.code).toBe('LockedOut');

      const token = await linkFor(user);
      expect((await reset(token)).status).toBe(204);

      for (const access of [sessionA, sessionB.accessToken!]) {
        expect((await t.http.get('/api/auth/me').set('Authorization', `Bearer ${access}`)).status).toBe(401);
      }
      expect((await t.http.post('/api/auth/refresh').set('Cookie', `farebox_refresh=${sessionB.refreshToken}`)).status).toBe(401);
      const row = await t.dataSource.getRepository(User).findOneByOrFail({ id: user.id });
      expect(row).toMatchObject({ failedLoginAttempts: 0, loginLockoutExpiry: null, passwordExpiresAt: null });
      expect((await loginAs(t, user.username, GOOD)).res.status).toBe(200);
      expect((await loginAs(t, user.username, TEST_PASSWORD)).res.status).toBe(401);

      const again = await reset(token, 'Another-Passw0rd!');
      expect(again.status).toBe(400);
      expect(again.body).toMatchObject({
        code: 'ResetLinkInvalid',
        message: 'This password reset link is invalid, has expired or has already been used. Ask for a new one.',
      });
    });

    it('spends every other open link of the user too', async () => {
      const user = await createUser(t);
      const first = await linkFor(user);
      const second = await linkFor(user);
      expect((await reset(second)).status).toBe(204);
      expect((await reset(first, 'Another-Passw0rd!')).body.code).toBe('ResetLinkInvalid');
    });

    it('refuses an expired link and an unknown one', async () => {
      const user = await createUser(t);
      const token = await linkFor(user);
      await t.dataSource.query(`UPDATE password_reset_token SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [user.id]);
      expect((await reset(token)).body.code).toBe('ResetLinkInvalid');
      expect((await reset('made-up-token')).body.code).toBe('ResetLinkInvalid');
      expect((await loginAs(t, user.username, TEST_PASSWORD)).res.status).toBe(200);
    });
  });
});
