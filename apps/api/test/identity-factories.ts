import { randomUUID } from 'node:crypto';
import argon2 from 'argon2';
import { solveChallenge } from 'altcha-lib/v1';
import type { Response } from 'supertest';
import { Role, type Scope } from '@farebox/domain';
import { REFRESH_COOKIE, SessionService, User, type IssuedTokens } from '@farebox/identity';
import type { TestApp } from './harness.js';

export const TEST_PASSWORD = 'Test-Passw0rd!';

/** Still argon2id, but cheap: test users are made by the hundred and the machines are shared. */
const TEST_HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 4096, timeCost: 2, parallelism: 1 } as const;

/** Inserts a user straight into the database (password TEST_PASSWORD unless given). */
export async function createUser(t: TestApp, overrides: Partial<Omit<User, 'passwordHash'>> & { password?: string; scopes?: Scope[] } = {}): Promise<User> {
  const { password = TEST_PASSWORD, ...fields } = overrides;
  const suffix = randomUUID().replaceAll('-', '').slice(0, 10);
  const repo = t.dataSource.getRepository(User);
  const user = repo.create({
    username: `user${suffix}`,
    email: `user${suffix}@example.test`,
    displayName: `User ${suffix}`,
    teamEmail: `team${suffix}@example.test`,
    role: Role.Support,
    scopes: [],
    ...fields,
    passwordHash: await argon2.hash(password, TEST_HASH_OPTIONS),
  });
  return repo.save(user);
}

/** A real session (row in user_session plus a refresh token) for the user, as if they had signed in. */
export async function sessionFor(t: TestApp, user: Pick<User, 'id'>): Promise<IssuedTokens> {
  return t.app.get(SessionService).start(user.id);
}

/** A valid bearer token of a real session for the user (no captcha round trip). */
export async function tokenFor(t: TestApp, user: Pick<User, 'id'>): Promise<string> {
  return (await sessionFor(t, user)).accessToken;
}

/** Fetches a captcha challenge from the API and solves it, as the ALTCHA widget does; returns the widget payload. */
export async function solveCaptcha(t: TestApp): Promise<string> {
  const res = await t.http.get('/api/auth/captcha').expect(200);
  const { algorithm, challenge, maxnumber, salt, signature } = res.body as {
    algorithm: string;
    challenge: string;
    maxnumber: number;
    salt: string;
    signature: string;
  };
  const solution = await solveChallenge(challenge, salt, algorithm, maxnumber).promise;
  if (!solution) throw new Error('captcha challenge could not be solved');
  return Buffer.from(JSON.stringify({ algorithm, challenge, number: solution.number, salt, signature })).toString('base64');
}

/** The refresh token a response set in its cookie, if any. */
export function refreshCookieOf(res: Response): string | undefined {
  const raw = res.headers['set-cookie'] as unknown as string[] | string | undefined;
  const cookies = Array.isArray(raw) ? raw : raw ? [raw] : [];
  const cookie = cookies.find((c) => c.startsWith(`${REFRESH_COOKIE}=`));
  const value = cookie?.split(';')[0]?.slice(REFRESH_COOKIE.length + 1);
  return value ? decodeURIComponent(value) : undefined;
}

export interface LoginResult {
  res: Response;
  /** Set when the login succeeded. */
  accessToken?: string;
  refreshToken?: string;
}

/** Logs in through the real endpoint: fetches and solves a captcha, then POST /api/auth/login. */
export async function loginAs(t: TestApp, username: string, password: string): Promise<LoginResult> {
  const captcha = await solveCaptcha(t);
  const res = await t.http.post('/api/auth/login').send({ username, password, captcha });
  return { res, accessToken: res.status === 200 ? (res.body.accessToken as string) : undefined, refreshToken: refreshCookieOf(res) };
}
