import type { PoolClient } from 'pg';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';
import { Role } from '@farebox/domain';
import { createUser, startTestApp, tokenFor, type TestApp } from './harness.js';

const POOL_MAX = 3;

describe('PostgreSQL connections exhausted', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp({ DATABASE_POOL_MAX: String(POOL_MAX), DATABASE_ACQUIRE_TIMEOUT_MS: '300' });
    token = await tokenFor(t, await createUser(t, { role: Role.Admin, isFullAdmin: true }));
  });
  afterAll(() => t.close());

  /** Takes every connection of the API's pool, as long requests would, until released. */
  const takeEveryConnection = async (): Promise<PoolClient[]> => {
    const pool = (t.dataSource.driver as PostgresDriver).master as { connect(): Promise<PoolClient> };
    return Promise.all(Array.from({ length: POOL_MAX }, () => pool.connect()));
  };
  const listBookings = () => t.http.get('/api/bookings').set('Authorization', `Bearer ${token}`);

  it('answers 503 DatabaseBusy with Retry-After while every connection is taken, and serves again once they are free', async () => {
    expect((await listBookings()).status).toBe(200);
    const held = await takeEveryConnection();
    try {
      const busy = await listBookings();
      expect(busy.status).toBe(503);
      expect(busy.headers['retry-after']).toBe('2');
      expect(busy.body).toMatchObject({ status: 503, code: 'DatabaseBusy', message: 'The database is busy. Try again in a moment.' });
      const health = await t.http.get('/api/health');
      expect(health.status).toBe(503);
      expect(health.body).toMatchObject({ status: 'error', database: 'down' });
    } finally {
      held.forEach((client) => client.release());
    }
    expect((await listBookings()).status).toBe(200);
    expect((await t.http.get('/api/health')).body).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('documents DatabaseBusy as a 503 of the routes', async () => {
    const doc = (await t.http.get('/api/docs-json')).body;
    expect(doc.paths['/api/bookings'].get.responses['503'].content['application/json'].schema.allOf[1].properties.code.enum).toContain('DatabaseBusy');
  });
});
