import { getQueueToken } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Queue } from 'bullmq';
import { monitoringCronPattern } from '@farebox/domain';
import { MonitoringJob, QueueName } from '@farebox/platform';
import type { MonitoringItem } from './monitoring-item.entity.js';

export interface MonitoringJobData {
  itemId: string;
}

/** One BullMQ job scheduler per item, named after it. */
export const monitoringSchedulerId = (itemId: string) => `monitoring-item:${itemId}`;

/**
 * The items' schedules in BullMQ: upserted when an item is created, edited or resumed, removed when it is paused or
 * deleted. The worker reconciles them all at start (MonitoringSchedulesReconciler), so a change whose Redis call
 * failed after its commit is repaired on the next start.
 */
@Injectable()
export class MonitoringSchedules {
  constructor(private readonly moduleRef: ModuleRef) {}

  /** The queue registered once by the platform's QueueModule. */
  private get queue(): Queue<MonitoringJobData> {
    return this.moduleRef.get<Queue<MonitoringJobData>>(getQueueToken(QueueName.Monitoring), { strict: false });
  }

  async apply(item: Pick<MonitoringItem, 'id' | 'paused' | 'startTime' | 'frequency'>): Promise<void> {
    if (item.paused) {
      await this.remove(item.id);
      return;
    }
    await this.queue.upsertJobScheduler(
      monitoringSchedulerId(item.id),
      { pattern: monitoringCronPattern(item.startTime, item.frequency), tz: 'UTC' },
      // Each run is recorded; a failed query is a recorded failure, not a job to retry.
      { name: MonitoringJob.RunItem, data: { itemId: item.id }, opts: { attempts: 3, removeOnComplete: 100 } },
    );
  }

  async remove(itemId: string): Promise<void> {
    await this.queue.removeJobScheduler(monitoringSchedulerId(itemId));
  }

  /** Ids of the items that have a scheduler now. */
  async scheduledItemIds(): Promise<string[]> {
    const schedulers = await this.queue.getJobSchedulers(0, -1);
    return schedulers.flatMap((s) => (s.key.startsWith('monitoring-item:') ? [s.key.slice('monitoring-item:'.length)] : []));
  }
}
