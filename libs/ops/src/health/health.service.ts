import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { REDIS } from '@farebox/platform';
import type { ComponentStatus, HealthDto } from './health.dto.js';

/** A dependency that does not answer within this time counts as down. */
export const HEALTH_PROBE_TIMEOUT_MS = 2000;

async function probe(check: () => Promise<unknown>): Promise<ComponentStatus> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), HEALTH_PROBE_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'up';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

@Injectable()
export class HealthService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  async check(): Promise<HealthDto> {
    const [database, redis] = await Promise.all([
      probe(() => this.dataSource.query('SELECT 1')),
      probe(async () => {
        if ((await this.redis.ping()) !== 'PONG') throw new Error('unexpected PING answer');
      }),
    ]);
    return { status: database === 'up' && redis === 'up' ? 'ok' : 'error', database, redis };
  }
}
