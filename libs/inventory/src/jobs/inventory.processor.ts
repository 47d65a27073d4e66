import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { InventoryJob, QueueName } from '@farebox/platform';
import type { SyncLineJobData } from '../lines/editor/line-editor.service.js';
import type { SyncOutcome } from '../lines/editor/line-sync.service.js';
import { SupplierSyncScheduler } from '../supplier-api/supplier-sync-scheduler.service.js';
import { SupplierSyncService } from '../supplier-api/supplier-sync.service.js';
import { TripWindowService } from './trip-window.service.js';

/**
 * The one consumer of the inventory queue (BullMQ gives every job of a queue to its one worker). An unknown job name
 * fails the job rather than dropping it. A sync learns which attempt it is, so a supplier failure is retried with the
 * queue's backoff and only the last attempt fails the run.
 */
@Processor(QueueName.Inventory)
export class InventoryProcessor extends WorkerHost {
  constructor(
    private readonly window: TripWindowService,
    private readonly sync: SupplierSyncService,
    private readonly scheduler: SupplierSyncScheduler,
  ) {
    super();
  }

  async process(job: Job): Promise<{ created: number } | { queued: number } | SyncOutcome> {
    switch (job.name) {
      case InventoryJob.ExtendTripWindow:
        return this.window.extend();
      case InventoryJob.SyncLine:
        return this.sync.run((job.data as SyncLineJobData).runId, { attempt: job.attemptsMade + 1, attempts: job.opts.attempts ?? 1 });
      case InventoryJob.ScheduleLineSyncs:
        return this.scheduler.queueDueSyncs();
      default:
        throw new Error(`No handler for inventory job "${job.name}"`);
    }
  }
}
