import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { Clock, APP_CONFIG, REDIS, type AppConfig } from '@farebox/platform';
import { WORKER_HEARTBEAT_INTERVAL_MS, WORKER_HEARTBEAT_KEY, WORKER_HEARTBEAT_STALE_MS, type WorkerHeartbeat } from './worker-heartbeat.js';

/** Runs in the worker: writes its version to Redis every 10 s, so the API's Operations list can tell it is up. */
@Injectable()
export class WorkerHeartbeatService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(WorkerHeartbeatService.name);
  private timer: NodeJS.Timeout | undefined;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.beat();
    this.timer = setInterval(() => void this.beat(), WORKER_HEARTBEAT_INTERVAL_MS);
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.redis.del(WORKER_HEARTBEAT_KEY).catch(() => undefined);
  }

  async beat(): Promise<void> {
    const heartbeat: WorkerHeartbeat = { version: this.config.appVersion, at: this.clock.now().toISOString() };
    try {
      await this.redis.set(WORKER_HEARTBEAT_KEY, JSON.stringify(heartbeat), 'PX', WORKER_HEARTBEAT_STALE_MS * 2);
    } catch (err) {
      this.logger.warn({ err }, 'Worker heartbeat failed; will retry');
    }
  }
}
