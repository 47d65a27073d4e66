import { Clock } from '../clock/clock.js';
import { getQueueToken } from '@nestjs/bullmq';
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { OutboxMessage } from './outbox-message.entity.js';

const POLL_MS = 500;
const BATCH = 100;

/**
 * Moves committed outbox rows into BullMQ. The job id is the outbox row id, so a relay that
 * crashes between `add` and the `dispatched_at` update re-adds a job BullMQ already has: a no-op.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxRelay.name);
  private timer: NodeJS.Timeout | undefined;
  private running = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly moduleRef: ModuleRef,
    private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.relayOnce(), POLL_MS);
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** Returns how many messages were handed over. */
  async relayOnce(): Promise<number> {
    if (this.running) return 0;
    this.running = true;
    try {
      return await this.dataSource.transaction(async (manager) => {
        const rows = await manager
          .createQueryBuilder(OutboxMessage, 'm')
          .where('m.dispatched_at IS NULL')
          .orderBy('m.created_at')
          .limit(BATCH)
          .setLock('pessimistic_write')
          .setOnLocked('skip_locked')
          .getMany();
        for (const row of rows) {
          const queue = this.moduleRef.get<Queue>(getQueueToken(row.queue), { strict: false });
          await queue.add(row.jobName, row.payload, { jobId: row.id });
        }
        if (rows.length > 0) {
          await manager.update(
            OutboxMessage,
            rows.map((r) => r.id),
            { dispatchedAt: this.clock.now() },
          );
        }
        return rows.length;
      });
    } catch (err) {
      this.logger.error({ err }, 'Outbox relay failed; will retry');
      return 0;
    } finally {
      this.running = false;
    }
  }
}
