import { getQueueToken } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { SYNC_DAYS_DEFAULT } from '@farebox/domain';
import { Clock, InventoryJob, QueueName } from '@farebox/platform';
import type { SyncLineJobData } from '../lines/editor/line-editor.service.js';

/** Every six hours (UTC) the schedule queues a sync of every mapped line. */
export const LINE_SYNC_SCHEDULE = { pattern: '15 */6 * * *', tz: 'UTC' } as const;

/**
 * The BullMQ job id of a line's scheduled sync: the same for every tick, so while one waits, runs or waits for its
 * retry, queueing the line again is a no-op; the job is removed once it ends, which frees the id for the next tick.
 */
export const lineSyncJobId = (lineId: string) => `line-sync-${lineId}`;

interface DueLine {
  line_id: string;
  days: number;
}

/**
 * The scheduled sync per mapped line: every line with a transfer mapping whose sync is enabled, and whose supplier's
 * supply config does not turn syncs off, gets a scheduled line_sync_run and a SyncLine job. The days in advance are
 * the line's own (those of its last Sync Line request in the editor), else its supplier's supply config
 * (sync_days_in_advance), else SYNC_DAYS_DEFAULT. At most one scheduled run per line waits (a unique index); a tick
 * that finds one re-queues its job under the same id (a no-op when the job is still there).
 */
@Injectable()
export class SupplierSyncScheduler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly moduleRef: ModuleRef,
    private readonly clock: Clock,
  ) {}

  async queueDueSyncs(): Promise<{ queued: number }> {
    const due: DueLine[] = await this.dataSource.query(
      `SELECT m.line_id,
              COALESCE((SELECT r.days_in_advance FROM line_sync_run r WHERE r.line_id = m.line_id AND r.trigger = 'manual' ORDER BY r.requested_at DESC LIMIT 1),
                       max(sc.sync_days_in_advance), $1::int) AS days
       FROM supplier_transfer_mapping m
       JOIN supplier_integration i ON i.id = m.integration_id
       LEFT JOIN supply_config sc ON sc.company_id = i.company_id
       WHERE NOT m.disable_sync AND COALESCE(sc.sync_enabled, true)
       GROUP BY m.line_id ORDER BY m.line_id`,
      [SYNC_DAYS_DEFAULT],
    );
    const queue = this.moduleRef.get<Queue>(getQueueToken(QueueName.Inventory), { strict: false });
    for (const line of due) {
      const runId = await this.waitingRun(line);
      await queue.add(InventoryJob.SyncLine, { runId } satisfies SyncLineJobData, {
        jobId: lineSyncJobId(line.line_id),
        removeOnComplete: true,
        removeOnFail: true,
      });
    }
    return { queued: due.length };
  }

  /** The line's waiting scheduled run: a new one, or the one an earlier tick queued and no worker finished yet. */
  private async waitingRun(line: DueLine): Promise<string> {
    const [created]: { id: string }[] = await this.dataSource.query(
      `INSERT INTO line_sync_run (line_id, days_in_advance, state, requested_at, trigger) VALUES ($1, $2, 'queued', $3, 'scheduled')
       ON CONFLICT (line_id) WHERE state = 'queued' AND trigger = 'scheduled' DO NOTHING RETURNING id`,
      [line.line_id, line.days, this.clock.now()],
    );
    if (created) return created.id;
    const [waiting]: { id: string }[] = await this.dataSource.query(
      `SELECT id FROM line_sync_run WHERE line_id = $1 AND state = 'queued' AND trigger = 'scheduled'`,
      [line.line_id],
    );
    return waiting.id;
  }
}
