import type { INestApplication } from '@nestjs/common';
import supertest from 'supertest';
import { Role } from '@farebox/domain';
import { User } from '@farebox/identity';
import { createUser, loginAs, startTestApp, TEST_PASSWORD, tokenFor, type TestApp } from '@farebox/testing';
import { createApiApp } from '../src/bootstrap.js';

/** A change of access made through one API process is refused at the very next request by another (Redis pub/sub). */
describe('access changes across API processes', () => {
  let t: TestApp;
  let other: INestApplication;
  let otherHttp: ReturnType<typeof supertest>;
  beforeAll(async () => {
    t = await startTestApp();
    // Same database and Redis prefix (startTestApp left them in the environment): a second process of the same API.
    other = await createApiApp({ logs: false });
    otherHttp = supertest(other.getHttpServer());
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const me = (http: ReturnType<typeof supertest>, token: string) => http.get('/api/auth/me').set('Authorization', `Bearer ${token}`);

  it('refuses a user disabled through the first process at the next request to the second', async () => {
    const admin = await createUser(t, { role: Role.Admin, isFullAdmin: true });
    const user = await createUser(t);
    const token = await tokenFor(t, user);
    expect((await me(otherHttp, token)).status).toBe(200);
    const res = await t.http
      .put(`/api/users/${user.id}`)
      .set('Authorization', `Bearer ${await tokenFor(t, admin)}`)
      .send({ version: user.version, isActive: false });
    expect(res.status).toBe(200);
    expect((await me(otherHttp, token)).status).toBe(401);
  });

  it('refuses a session logged out through the first process at the next request to the second', async () => {
    const user = await createUser(t);
    const { accessToken, refreshToken } = await loginAs(t, user.username, TEST_PASSWORD);
    expect((await me(otherHttp, accessToken!)).status).toBe(200);
    await t.http.post('/api/auth/logout').set('Cookie', `farebox_refresh=${refreshToken}`).expect(204);
    expect((await me(otherHttp, accessToken!)).status).toBe(401);
  });

  it('serves the access check without the database once the session is known (a change behind its back waits for the 60 s expiry)', async () => {
    const user = await createUser(t);
    const token = await tokenFor(t, user);
    expect((await me(otherHttp, token)).body.displayName).toBe(user.displayName);
    await t.dataSource.getRepository(User).update({ id: user.id }, { displayName: 'Changed behind its back' });
    expect((await me(otherHttp, token)).body.displayName).toBe(user.displayName);
  });
});
