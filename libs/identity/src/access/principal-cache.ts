import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_CONFIG, Clock, REDIS, type AppConfig } from '@farebox/platform';
import type { User } from '../users/user.entity.js';

/** Bounds what a change made outside the API (a script, psql) can leave stale; every change the API makes is immediate. */
const ENTRY_TTL_MS = 60_000;
const MAX_ENTRIES = 10_000;
/** Incremented by every change of access, in any process (see catchUp). */
const ACCESS_VERSION_KEY = 'identity:access-version';

interface Entry {
  user: User;
  validUntil: number;
}

type Invalidation = { user: string } | { session: string };

/**
 * The signed-in users of this process by session, so the access check needs no database round trip. Every change of
 * access (user saved, session ended) drops the entries here at once and, through Redis pub/sub, in every other API
 * process. Entries are used only while the subscription is live: a process that may have missed a message reads the
 * database. A load that overlaps an invalidation is not stored (generation check), so a read from before a change
 * can never be cached after it.
 */
@Injectable()
export class PrincipalCache implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(PrincipalCache.name);
  private readonly entries = new Map<string, Entry>();
  private readonly channel: string;
  private readonly subscriber: Redis;
  private generation = 0;
  private listening = false;
  private seenVersion: string | null = null;
  private versionRead: Promise<void> | null = null;
  private nextVersionRead: Promise<void> | null = null;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly clock: Clock,
  ) {
    this.channel = `${config.redisPrefix}:identity:access-changed`;
    this.subscriber = redis.duplicate({ lazyConnect: true });
  }

  async onModuleInit(): Promise<void> {
    this.subscriber.on('message', (_channel: string, message: string) => this.apply(JSON.parse(message) as Invalidation));
    this.subscriber.on('close', () => this.stopTrusting());
    this.subscriber.on('error', (err: Error) => this.logger.warn(`Access-change subscription: ${err.message}`));
    await this.subscriber.connect();
    await this.listen();
    // After a reconnection, trust entries again only once the server has confirmed the subscription.
    this.subscriber.on('ready', () => void this.listen().catch(() => undefined));
  }

  onApplicationShutdown(): void {
    this.stopTrusting();
    this.subscriber.disconnect();
  }

  /** The cached row, or the loader's (stored when no invalidation happened meanwhile); null: no such active session. */
  async get(sessionId: string, userId: string, load: () => Promise<{ user: User; sessionExpiresAt: Date } | null>): Promise<User | null> {
    await this.catchUp();
    const cached = this.cached(sessionId, userId);
    if (cached) return cached;
    const generation = this.generation;
    const loaded = await load();
    if (!loaded) return null;
    if (this.listening && generation === this.generation) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(sessionId, { user: loaded.user, validUntil: Math.min(this.clock.nowMs() + ENTRY_TTL_MS, loaded.sessionExpiresAt.getTime()) });
    }
    return loaded.user;
  }

  /**
   * The row `get` has just answered for this request, without reading the access version again; undefined when it is
   * no longer cached (an invalidation came in meanwhile, or it was not stored).
   */
  cached(sessionId: string, userId: string): User | undefined {
    const entry = this.entries.get(sessionId);
    return this.listening && entry && entry.user.id === userId && entry.validUntil > this.clock.nowMs() ? entry.user : undefined;
  }

  /** After the change is committed: the user's row (role, scopes, active, ...) or password changed. */
  invalidateUser(userId: string): Promise<void> {
    return this.publish({ user: userId });
  }

  /** After the session's end is committed. */
  invalidateSession(sessionId: string): Promise<void> {
    return this.publish({ session: sessionId });
  }

  private async publish(invalidation: Invalidation): Promise<void> {
    this.apply(invalidation);
    await this.redis.incr(ACCESS_VERSION_KEY);
    await this.redis.publish(this.channel, JSON.stringify(invalidation));
  }

  /**
   * Pub/sub delivery to another process is not ordered with that process's next request, so every lookup also reads
   * the access version: a version this process has not seen means a change it may not have applied yet, and its
   * entries are dropped. Lookups share reads: one GET at a time, and a lookup that comes while one is on its way waits
   * for the next (the one on its way may have been answered before the change this request follows), so under load a
   * single GET serves every request that arrived during the previous one.
   */
  private catchUp(): Promise<void> {
    if (!this.versionRead) {
      this.versionRead = this.readVersion().finally(() => (this.versionRead = null));
      return this.versionRead;
    }
    const next = () => {
      this.nextVersionRead = null;
      return this.catchUp();
    };
    this.nextVersionRead ??= this.versionRead.then(next, next);
    return this.nextVersionRead;
  }

  private async readVersion(): Promise<void> {
    const version = await this.redis.get(ACCESS_VERSION_KEY);
    if (version === this.seenVersion) return;
    this.seenVersion = version;
    this.generation++;
    this.entries.clear();
  }

  private apply(invalidation: Invalidation): void {
    this.generation++;
    if ('session' in invalidation) {
      this.entries.delete(invalidation.session);
      return;
    }
    for (const [sessionId, entry] of this.entries) if (entry.user.id === invalidation.user) this.entries.delete(sessionId);
  }

  private async listen(): Promise<void> {
    await this.subscriber.subscribe(this.channel);
    this.listening = this.subscriber.status === 'ready';
  }

  private stopTrusting(): void {
    this.listening = false;
    this.generation++;
    this.entries.clear();
  }
}
