import { getQueueToken } from '@nestjs/bullmq';
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Queue } from 'bullmq';
import { DataSource, IsNull, LessThan } from 'typeorm';
import { Clock } from '../clock/clock.js';
import { OutboxMessage } from './outbox-message.entity.js';

const POLL_MS = 3_000;
/** A relayed row younger than this is left alone: its job was added before the row's commit, so it exists. */
const GRACE_MS = 2_000;
const BATCH = 500;

/**
 * PostgreSQL stays the source of truth when Redis loses jobs (a restart without persistence, or the last second of
 * an AOF `everysec`): every relayed row whose job BullMQ no longer knows is added again under the same job id, and
 * a row is closed only once its job is seen completed or failed. Re-adding a job that still exists is a no-op, and
 * every processor is idempotent, so a job finished and then evicted from Redis runs again harmlessly.
 */
@Injectable()
export class OutboxReconciler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxReconciler.name);
  private timer: NodeJS.Timeout | undefined;
  private running = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly moduleRef: ModuleRef,
    private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.reconcileOnce(), POLL_MS);
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** Returns how many lost jobs were enqueued again. */
  async reconcileOnce(): Promise<number> {
    if (this.running) return 0;
    this.running = true;
    try {
      const rows = await this.dataSource.getRepository(OutboxMessage).find({
        where: { dispatchedAt: LessThan(new Date(this.clock.now().getTime() - GRACE_MS)), finishedAt: IsNull() },
        order: { dispatchedAt: 'ASC' },
        take: BATCH,
      });
      const finished: string[] = [];
      let requeued = 0;
      for (const row of rows) {
        const queue = this.moduleRef.get<Queue>(getQueueToken(row.queue), { strict: false });
        const state = await queue.getJobState(row.id);
        if (state === 'completed' || state === 'failed') finished.push(row.id);
        else if (state === 'unknown') {
          await queue.add(row.jobName, row.payload, { jobId: row.id });
          requeued++;
        }
      }
      if (finished.length > 0) await this.dataSource.getRepository(OutboxMessage).update(finished, { finishedAt: this.clock.now() });
      if (requeued > 0) this.logger.warn({ requeued }, 'Outbox jobs lost by Redis were enqueued again');
      return requeued;
    } catch (err) {
      this.logger.error({ err }, 'Outbox reconciliation failed; will retry');
      return 0;
    } finally {
      this.running = false;
    }
  }
}
