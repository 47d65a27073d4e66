import { Clock } from '../clock/clock.js';
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS } from '../redis/redis.module.js';

/** One cached URL as the Caches screen lists it. */
export interface CacheEntry {
  url: string;
  cachedAt: string;
  expiresAt: string;
}

/**
 * Layout in Redis (every key also gets the app's Redis prefix):
 * - `response-cache:entry:<url>`: a hash, one field per audience (see ResponseCacheInterceptor), value = the JSON
 *   answer; the key expires with the entry, so every audience variant of a URL lives and dies together;
 * - `response-cache:index`: a sorted set of URLs scored by their expiry (ms), to list and prune entries;
 * - `response-cache:cached-at`: a hash URL -> when the entry was first stored (ISO).
 */
const ENTRY_PREFIX = 'response-cache:entry:';
const INDEX_KEY = 'response-cache:index';
const CACHED_AT_KEY = 'response-cache:cached-at';

@Injectable()
export class ResponseCacheService {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly clock: Clock,
  ) {}

  /** The cached answer of a URL for one audience, or undefined on a miss. */
  async get(url: string, audience: string): Promise<unknown> {
    const raw = await this.redis.hget(ENTRY_PREFIX + url, audience);
    return raw === null ? undefined : (JSON.parse(raw) as unknown);
  }

  /** Stores an answer. The first variant of a URL starts the entry's lifetime; later variants share it. */
  async set(url: string, audience: string, body: unknown, ttlSeconds: number): Promise<void> {
    const key = ENTRY_PREFIX + url;
    const results = await this.redis
      .multi()
      .hset(key, audience, JSON.stringify(body ?? null))
      .expire(key, ttlSeconds, 'NX')
      .pttl(key)
      .exec();
    if (!results) return;
    const started = results[1]?.[1] === 1;
    const pttl = Number(results[2]?.[1]);
    if (!started || pttl <= 0) return;
    const now = this.clock.nowMs();
    await this.redis
      .multi()
      .zadd(INDEX_KEY, now + pttl, url)
      .hset(CACHED_AT_KEY, url, new Date(now).toISOString())
      .exec();
  }

  /** Every live entry, soonest to expire first. */
  async list(): Promise<CacheEntry[]> {
    await this.prune();
    const flat = await this.redis.zrange(INDEX_KEY, 0, -1, 'WITHSCORES');
    const urls: string[] = [];
    const expiries: number[] = [];
    for (let i = 0; i < flat.length; i += 2) {
      urls.push(flat[i]);
      expiries.push(Number(flat[i + 1]));
    }
    if (urls.length === 0) return [];
    const cachedAt = await this.redis.hmget(CACHED_AT_KEY, ...urls);
    return urls.map((url, i) => ({
      url,
      cachedAt: cachedAt[i] ?? new Date(expiries[i]).toISOString(),
      expiresAt: new Date(expiries[i]).toISOString(),
    }));
  }

  /** Removes one URL (every audience variant). False when no live entry had that URL. */
  async evict(url: string): Promise<boolean> {
    await this.prune();
    const results = await this.redis
      .multi()
      .zrem(INDEX_KEY, url)
      .del(ENTRY_PREFIX + url)
      .hdel(CACHED_AT_KEY, url)
      .exec();
    return !!results && (Number(results[0]?.[1]) > 0 || Number(results[1]?.[1]) > 0);
  }

  /** Removes every entry whose URL starts with the prefix (e.g. '/api/companies/options'); answers how many. */
  async evictPrefix(prefix: string): Promise<number> {
    const urls = (await this.redis.zrange(INDEX_KEY, 0, -1)).filter((url) => url.startsWith(prefix));
    for (const url of urls) await this.evict(url);
    return urls.length;
  }

  /** Empties the cache. */
  async evictAll(): Promise<void> {
    const urls = await this.redis.zrange(INDEX_KEY, 0, -1);
    const pipeline = this.redis.multi();
    for (const url of urls) pipeline.del(ENTRY_PREFIX + url);
    await pipeline.del(INDEX_KEY).del(CACHED_AT_KEY).exec();
  }

  /** Drops index rows whose entry has expired (Redis already dropped the entry itself). */
  private async prune(): Promise<void> {
    const now = this.clock.nowMs();
    const expired = await this.redis.zrangebyscore(INDEX_KEY, '-inf', now);
    if (expired.length === 0) return;
    await this.redis
      .multi()
      .zremrangebyscore(INDEX_KEY, '-inf', now)
      .hdel(CACHED_AT_KEY, ...expired)
      .exec();
  }
}
