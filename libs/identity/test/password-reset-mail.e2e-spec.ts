import { jest } from '@jest/globals';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { PasswordResetMailHandler, PasswordResetToken } from '@farebox/identity';
import { MailJob, OutboxMessage } from '@farebox/platform';
import { createUser, decodeQuotedPrintable, loginAs, startTestApp, TestInbox, type TestApp } from '@farebox/testing';
import { WorkerModule } from '../../../apps/worker/src/worker.module.js';

// These tests sign in many times (captcha + argon2 each); shared test machines can be slow.
jest.setTimeout(180_000);

describe('password reset e-mail through the outbox, BullMQ, the worker and SMTP', () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  const inbox = new TestInbox();

  beforeAll(async () => {
    const smtpUrl = await inbox.start();
    t = await startTestApp({ SMTP_URL: smtpUrl, APP_URL: 'http://backoffice.test' });
    worker = await NestFactory.createApplicationContext(WorkerModule, { logger: false });
    await worker.init();
  });

  afterAll(async () => {
    await worker?.close();
    await t?.close();
    await inbox.stop();
  });

  const waitForMail = async (to: string) => (await inbox.waitFor(to))[0];

  it('e-mails a link that resets the password once', async () => {
    const user = await createUser(t, { email: 'forgetful@example.test', displayName: 'Fay Forgetful' });
    await t.http.post('/api/auth/forgot-password').send({ identifier: 'forgetful@example.test' }).expect(200);

    const mail = await waitForMail('forgetful@example.test');
    const body = decodeQuotedPrintable(mail.raw);
    expect(body).toMatch(/Subject: Reset your Farebox back-office password/);
    expect(body).toContain('Fay Forgetful');
    const link = body.match(/http:\/\/backoffice\.test\/reset-password\?token=([A-Za-z0-9_%-]+)/);
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link![1]);

    const password = 'Mailed-Link-Passw0rd';
    expect((await t.http.post('/api/auth/reset-password').send({ token, password, confirmPassword: password })).status).toBe(204);
    expect((await loginAs(t, user.username, password)).res.status).toBe(200);
    expect((await t.http.post('/api/auth/reset-password').send({ token, password, confirmPassword: password })).body.code).toBe('ResetLinkInvalid');

    const [outbox] = await t.dataSource.getRepository(OutboxMessage).findBy({ jobName: MailJob.PasswordReset });
    expect(outbox.dispatchedAt).not.toBeNull();
    const log = await t.dataSource.query<Record<string, string>[]>('SELECT status, to_address, ref_type, ref_id FROM mail_log WHERE dedupe_key = $1', [
      `password-reset:${outbox.payload.resetTokenId as string}`,
    ]);
    expect(log).toEqual([{ status: 'sent', to_address: 'forgetful@example.test', ref_type: 'user', ref_id: user.id }]);
  });

  it('sends at most once per token, and nothing for a spent or expired token', async () => {
    const user = await createUser(t);
    await t.http.post('/api/auth/forgot-password').send({ identifier: user.username }).expect(200);
    await waitForMail(user.email);
    const token = await t.dataSource.getRepository(PasswordResetToken).findOneByOrFail({ userId: user.id });
    const handler = worker.get(PasswordResetMailHandler);
    const before = inbox.mails.length;
    expect(await handler.handle({ userId: user.id, resetTokenId: token.id })).toBe('already-sent');
    await t.dataSource.getRepository(PasswordResetToken).update({ id: token.id }, { usedAt: new Date() });
    expect(await handler.handle({ userId: user.id, resetTokenId: token.id })).toBe('skipped');
    expect(inbox.mails.length).toBe(before);
  });
});
