import { jest } from '@jest/globals';
import { Role } from '@farebox/domain';
import type { User } from '@farebox/identity';
import { WORKER_HEARTBEAT_KEY, WorkerHeartbeatService } from '@farebox/ops';
import { FixedClock, REDIS, ResponseCacheService } from '@farebox/platform';
import { createUser, startTestApp, tokenFor, type TestApp } from '@farebox/testing';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';

describe('ops API: health, caches, operations', () => {
  let t: TestApp;
  let redis: Redis;
  let cache: ResponseCacheService;
  const tokens: Record<'admin' | 'support' | 'readadmin' | 'agent' | 'editor', string> = {} as never;

  beforeAll(async () => {
    t = await startTestApp({ APP_VERSION: '9.8.7' });
    redis = t.app.get(REDIS);
    cache = t.app.get(ResponseCacheService);
    const make = async (role: User['role']) => tokenFor(t, await createUser(t, { role }));
    tokens.admin = await make(Role.Admin);
    tokens.support = await make(Role.Support);
    tokens.readadmin = await make(Role.ReadAdmin);
    tokens.agent = await make(Role.Agent);
    tokens.editor = await make(Role.ContentEditor);
  }, 120_000);
  afterAll(() => t.close());
  afterEach(() => jest.restoreAllMocks());

  const as = (who: keyof typeof tokens) => ({ Authorization: `Bearer ${tokens[who]}` });

  describe('GET /api/health', () => {
    it('is public and reports both dependencies up', async () => {
      const res = await t.http.get('/api/health');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'ok', database: 'up', redis: 'up' });
    });

    it('answers 503 with the same shape when Redis is down', async () => {
      jest.spyOn(redis, 'ping').mockRejectedValue(new Error('Connection is closed.'));
      const res = await t.http.get('/api/health');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ status: 'error', database: 'up', redis: 'down' });
    });

    it('answers 503 when PostgreSQL is down', async () => {
      jest.spyOn(t.app.get(DataSource), 'query').mockRejectedValue(new Error('connect ECONNREFUSED'));
      const res = await t.http.get('/api/health');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ status: 'error', database: 'down', redis: 'up' });
    });
  });

  describe('response cache and /api/caches', () => {
    beforeEach(() => cache.evictAll());

    it('caches GET /api/scopes: MISS then HIT, listed with its times', async () => {
      const first = await t.http.get('/api/scopes').set(as('support'));
      expect(first.status).toBe(200);
      expect(first.headers['x-cache']).toBe('MISS');
      const second = await t.http.get('/api/scopes').set(as('admin'));
      expect(second.headers['x-cache']).toBe('HIT');
      expect(second.body).toEqual(first.body);

      const list = await t.http.get('/api/caches').set(as('readadmin'));
      expect(list.status).toBe(200);
      expect(list.body).toEqual([{ url: '/api/scopes', cachedAt: expect.any(String), expiresAt: expect.any(String) }]);
      const { cachedAt, expiresAt } = list.body[0];
      expect(Date.parse(expiresAt) - Date.parse(cachedAt)).toBeGreaterThan(250_000);
    });

    it('never serves a cached answer to someone the route refuses', async () => {
      await t.http.get('/api/scopes').set(as('support'));
      const res = await t.http.get('/api/scopes').set(as('agent'));
      expect(res.status).toBe(403);
      expect(res.headers['x-cache']).toBeUndefined();
      expect((await t.http.get('/api/scopes')).status).toBe(401);
    });

    it('keeps one variant per audience unless the route is shared', async () => {
      const support = { id: 'a', role: Role.Support, scopes: [], isFullAdmin: false, companyId: null } as never;
      await cache.set('/api/x', 'support||', { who: 'support' }, 60);
      await cache.set('/api/x', 'agent|c1|', { who: 'agent' }, 60);
      expect(await cache.get('/api/x', 'support||')).toEqual({ who: 'support' });
      expect(await cache.get('/api/x', 'agent|c1|')).toEqual({ who: 'agent' });
      expect(await cache.get('/api/x', 'agent|c2|')).toBeUndefined();
      const { cacheAudience } = await import('@farebox/platform');
      expect(cacheAudience(support, true)).toBe('shared');
      expect(cacheAudience(support, false)).not.toBe(cacheAudience({ ...(support as object), companyId: 'c1', role: Role.Agent } as never, false));
      expect((await cache.list()).map((e) => e.url)).toEqual(['/api/x']);
    });

    it('forgets entries when they expire', async () => {
      await cache.set('/api/short', 'shared', [1], 1);
      expect((await cache.list()).map((e) => e.url)).toEqual(['/api/short']);
      await new Promise((r) => setTimeout(r, 1100));
      expect(await cache.list()).toEqual([]);
      expect(await cache.get('/api/short', 'shared')).toBeUndefined();
    });

    it('DELETE /api/caches?url= uncaches one entry and answers what remains', async () => {
      await cache.set('/api/a?x=1', 'shared', 'a', 60);
      await cache.set('/api/b', 'shared', 'b', 60);
      const res = await t.http.delete(`/api/caches?url=${encodeURIComponent('/api/a?x=1')}`).set(as('support'));
      expect(res.status).toBe(200);
      expect(res.body.map((e: { url: string }) => e.url)).toEqual(['/api/b']);
      expect(await cache.get('/api/a?x=1', 'shared')).toBeUndefined();
    });

    it('an unknown url answers 404 with "{url} failed to be uncached"', async () => {
      const res = await t.http.delete(`/api/caches?url=${encodeURIComponent('/api/nothing')}`).set(as('admin'));
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'CacheEntryNotFound', message: '/api/nothing failed to be uncached' });
    });

    it('an empty url is a validation error', async () => {
      const res = await t.http.delete('/api/caches?url=').set(as('admin'));
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('ValidationFailed');
    });

    it('DELETE /api/caches empties the cache', async () => {
      await cache.set('/api/a', 'shared', 'a', 60);
      await cache.set('/api/b', 'shared', 'b', 60);
      const res = await t.http.delete('/api/caches').set(as('admin'));
      expect(res.status).toBe(200);
      expect(res.body).toEqual([]);
      expect(await cache.get('/api/b', 'shared')).toBeUndefined();
    });

    it('evictPrefix removes every URL under a prefix', async () => {
      await cache.set('/api/companies/options', 'shared', [], 60);
      await cache.set('/api/companies/options?q=1', 'shared', [], 60);
      await cache.set('/api/scopes', 'shared', [], 60);
      expect(await cache.evictPrefix('/api/companies/options')).toBe(2);
      expect((await cache.list()).map((e) => e.url)).toEqual(['/api/scopes']);
    });

    it('read: staff only; delete: support and admin only', async () => {
      expect((await t.http.get('/api/caches')).status).toBe(401);
      expect((await t.http.get('/api/caches').set(as('agent'))).status).toBe(403);
      expect((await t.http.get('/api/caches').set(as('editor'))).status).toBe(403);
      expect((await t.http.delete('/api/caches').set(as('readadmin'))).status).toBe(403);
      expect((await t.http.delete('/api/caches').set(as('agent'))).status).toBe(403);
      expect((await t.http.delete('/api/caches').set(as('support'))).status).toBe(200);
    });
  });

  describe('GET /api/operations', () => {
    beforeEach(() => redis.del(WORKER_HEARTBEAT_KEY));

    it('lists the api and a worker without a heartbeat as down', async () => {
      const res = await t.http.get('/api/operations').set(as('readadmin'));
      expect(res.status).toBe(200);
      expect(res.body).toEqual([
        { name: 'api', version: '9.8.7', status: 'up', docsUrl: '/api/docs' },
        { name: 'worker', version: null, status: 'down', docsUrl: '/api/docs' },
      ]);
    });

    it('reports the worker up with its version after a heartbeat, down once it is older than 30 s', async () => {
      const clock = new FixedClock(new Date());
      const heartbeat = new WorkerHeartbeatService(redis, { appVersion: '1.2.3' } as never, clock);
      await heartbeat.beat();
      let res = await t.http.get('/api/operations').set(as('support'));
      expect(res.body[1]).toEqual({ name: 'worker', version: '1.2.3', status: 'up', docsUrl: '/api/docs' });

      clock.set(new Date(Date.now() - 31_000));
      await heartbeat.beat();
      res = await t.http.get('/api/operations').set(as('support'));
      expect(res.body[1]).toMatchObject({ name: 'worker', version: '1.2.3', status: 'down' });
    });

    it('is staff only', async () => {
      expect((await t.http.get('/api/operations')).status).toBe(401);
      expect((await t.http.get('/api/operations').set(as('agent'))).status).toBe(403);
      expect((await t.http.get('/api/operations').set(as('admin'))).status).toBe(200);
    });
  });
});
