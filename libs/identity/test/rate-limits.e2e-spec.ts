import type { Response } from 'supertest';
import { startTestApp, type TestApp } from '@farebox/testing';

/** Back to the defaults of app-config.ts (the harness raises them for the other test files). */
const REAL_LIMITS = Object.fromEntries(
  [
    'LOGIN_PER_IP',
    'LOGIN_PER_ACCOUNT',
    'CAPTCHA_PER_IP',
    'FORGOT_PASSWORD_PER_IP',
    'FORGOT_PASSWORD_PER_ACCOUNT',
    'RESET_PASSWORD_PER_IP',
    'RESET_PASSWORD_PER_ACCOUNT',
  ].map((limit) => [`RATE_LIMIT_${limit}`, '']),
);

describe('rate limits of sign-in, captcha, forgot and reset password (the default limits)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Supertest connects from 127.0.0.1; X-Forwarded-For from that trusted proxy stands for the clients.
    t = await startTestApp({ ...REAL_LIMITS, TRUST_PROXY: 'loopback' });
  });
  afterAll(() => t.close());

  // A wrong captcha: the limits are counted before every other check, so the attempt still counts.
  const login = (username: string, ip: string) =>
    t.http.post('/api/auth/login').set('X-Forwarded-For', ip).send({ username, password: 'Wrong-passw0rd', captcha: 'bm90LXNvbHZlZA==' });
  const captcha = (ip: string) => t.http.get('/api/auth/captcha').set('X-Forwarded-For', ip);
  const forgot = (identifier: string, ip: string) => t.http.post('/api/auth/forgot-password').set('X-Forwarded-For', ip).send({ identifier });
  const reset = (token: string, ip: string) =>
    t.http.post('/api/auth/reset-password').set('X-Forwarded-For', ip).send({ token, password: 'New-Passw0rd!xy', confirmPassword: 'New-Passw0rd!xy' });

  function expectTooMany(res: Response, windowSeconds: number) {
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers['retry-after']);
    expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= windowSeconds).toBe(true);
    expect(res.body).toMatchObject({
      status: 429,
      code: 'TooManyRequests',
      message: `Too many requests, try again in ${retryAfter} seconds.`,
      details: { retryAfterSeconds: retryAfter },
    });
  }

  async function repeat(times: number, send: (i: number) => Promise<Response>, status: number) {
    for (let i = 0; i < times; i++) expect((await send(i)).status).toBe(status);
  }

  it('sign-in: 10 attempts per account in 15 minutes, from any address, however the name is typed', async () => {
    await repeat(10, (i) => login('victim1', `10.0.0.${i + 1}`), 400);
    expectTooMany(await login(' VICTIM1 ', '10.0.1.1'), 900);
    expect((await login('bystander', '10.0.1.1')).status).toBe(400);
  });

  it('sign-in: 100 attempts per address in 15 minutes, whatever the accounts', async () => {
    await repeat(100, (i) => login(`spray${i}`, '10.1.0.1'), 400);
    expectTooMany(await login('fresh1', '10.1.0.1'), 900);
    expect((await login('fresh1', '10.1.0.2')).status).toBe(400);
  });

  it('captcha: 200 challenges per address in 15 minutes', async () => {
    await repeat(200, () => captcha('10.2.0.1'), 200);
    expectTooMany(await captcha('10.2.0.1'), 900);
    expect((await captcha('10.2.0.2')).status).toBe(200);
  });

  it('forgot password: 5 per account and 20 per address in an hour', async () => {
    await repeat(5, (i) => forgot('victim2@example.test', `10.3.0.${i + 1}`), 200);
    expectTooMany(await forgot('Victim2@Example.test', '10.3.0.9'), 3600);
    await repeat(20, (i) => forgot(`someone${i}`, '10.3.1.1'), 200);
    expectTooMany(await forgot('someone-new', '10.3.1.1'), 3600);
    expect((await forgot('someone-new', '10.3.1.2')).status).toBe(200);
  });

  it('reset password: 5 per link and 20 per address in an hour', async () => {
    await repeat(5, (i) => reset('guessed-link', `10.4.0.${i + 1}`), 400);
    expectTooMany(await reset('guessed-link', '10.4.0.9'), 3600);
    await repeat(20, (i) => reset(`link${i}`, '10.4.1.1'), 400);
    expectTooMany(await reset('another-link', '10.4.1.1'), 3600);
    expect((await reset('another-link', '10.4.1.2')).status).toBe(400);
  });
});
