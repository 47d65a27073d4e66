import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { InventoryJob, QueueName } from '@farebox/platform';
import type { SyncLineJobData } from '../lines/editor/line-editor.service.js';
import type { SyncOutcome } from '../lines/editor/line-sync.service.js';
import { SupplierSyncService } from '../supplier-api/supplier-sync.service.js';
import { TripWindowService } from './trip-window.service.js';

/** The one consumer of the inventory queue (BullMQ gives every job of a queue to its one worker). An unknown job name fails the job rather than dropping it. */
@Processor(QueueName.Inventory)
export class InventoryProcessor extends WorkerHost {
  constructor(
    private readonly window: TripWindowService,
    private readonly sync: SupplierSyncService,
  ) {
    super();
  }

  async process(job: Job): Promise<{ created: number } | SyncOutcome> {
    switch (job.name) {
      case InventoryJob.ExtendTripWindow:
        return this.window.extend();
      case InventoryJob.SyncLine:
        return this.sync.run((job.data as SyncLineJobData).runId);
      default:
        throw new Error(`No handler for inventory job "${job.name}"`);
    }
  }
}
