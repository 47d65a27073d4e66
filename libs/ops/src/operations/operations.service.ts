import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { Clock, APP_CONFIG, REDIS, type AppConfig } from '@farebox/platform';
import type { ServiceStateDto } from './service-state.dto.js';
import { WORKER_HEARTBEAT_KEY, WORKER_HEARTBEAT_STALE_MS, type WorkerHeartbeat } from './worker-heartbeat.js';

export const API_DOCS_URL = '/api/docs';

/** The services this deployment runs. The api answers this call itself, so it is up; the worker by its heartbeat. */
@Injectable()
export class OperationsService {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async list(): Promise<ServiceStateDto[]> {
    const now = this.clock.nowMs();
    return [
      { name: 'api', version: this.config.appVersion, status: 'up', docsUrl: API_DOCS_URL },
      { name: 'worker', ...(await this.workerState(now)), docsUrl: API_DOCS_URL },
    ];
  }

  private async workerState(now: number): Promise<Pick<ServiceStateDto, 'version' | 'status'>> {
    const raw = await this.redis.get(WORKER_HEARTBEAT_KEY);
    if (!raw) return { version: null, status: 'down' };
    let heartbeat: Partial<WorkerHeartbeat>;
    try {
      heartbeat = JSON.parse(raw) as Partial<WorkerHeartbeat>;
    } catch {
      return { version: null, status: 'down' };
    }
    const at = heartbeat.at ? Date.parse(heartbeat.at) : Number.NaN;
    const fresh = Number.isFinite(at) && now - at <= WORKER_HEARTBEAT_STALE_MS;
    return { version: heartbeat.version ?? null, status: fresh ? 'up' : 'down' };
  }
}
