import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { InventoryJob, QueueName } from '@farebox/platform';
import { TripWindowService } from './trip-window.service.js';

/** The one consumer of the inventory queue. An unknown job name fails the job rather than dropping it. */
@Processor(QueueName.Inventory)
export class InventoryProcessor extends WorkerHost {
  constructor(private readonly window: TripWindowService) {
    super();
  }

  async process(job: Job<Record<string, never>>): Promise<{ created: number }> {
    if (job.name !== InventoryJob.ExtendTripWindow) throw new Error(`No handler for inventory job "${job.name}"`);
    return this.window.extend();
  }
}
