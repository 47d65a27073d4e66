import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { PurchaseTicketsJob, QueueName } from '@farebox/platform';
import type { PurchaseJobData } from './purchase-tickets.service.js';
import { PurchaseTicketsRunner, type PurchaseOutcome } from './purchase-tickets.runner.js';

/** The purchase-tickets queue's consumer; an unknown job name fails the job rather than dropping it. */
@Processor(QueueName.PurchaseTickets)
export class PurchaseTicketsProcessor extends WorkerHost {
  constructor(private readonly runner: PurchaseTicketsRunner) {
    super();
  }

  async process(job: Job): Promise<PurchaseOutcome> {
    if (job.name !== PurchaseTicketsJob.CreateBookings) throw new Error(`No handler for purchase-tickets job "${job.name}"`);
    return this.runner.run((job.data as PurchaseJobData).batchId);
  }
}
