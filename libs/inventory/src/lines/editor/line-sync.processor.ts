import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { InventoryJob, QueueName } from '@farebox/platform';
import type { SyncLineJobData } from './line-editor.service.js';
import { LineSyncService, type SyncOutcome } from './line-sync.service.js';

/** The one consumer of the inventory queue. An unknown job name fails the job. */
@Processor(QueueName.Inventory)
export class LineSyncProcessor extends WorkerHost {
  constructor(private readonly sync: LineSyncService) {
    super();
  }

  async process(job: Job<SyncLineJobData>): Promise<SyncOutcome> {
    if (job.name !== InventoryJob.SyncLine) throw new Error(`No handler for inventory job "${job.name}"`);
    return this.sync.run(job.data.runId);
  }
}
