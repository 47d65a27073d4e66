import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { FinanceJob, QueueName } from '@farebox/platform';
import type { AutoDepositJobData } from './auto-deposit.job.js';
import { AutoDepositService, type AutoDepositOutcome } from './auto-deposit.service.js';

/** The one consumer of the finance queue. An unknown job name fails the job rather than dropping it. */
@Processor(QueueName.Finance)
export class FinanceProcessor extends WorkerHost {
  constructor(private readonly autoDeposit: AutoDepositService) {
    super();
  }

  async process(job: Job<AutoDepositJobData>): Promise<AutoDepositOutcome> {
    if (job.name !== FinanceJob.AutoDepositRequests) throw new Error(`No handler for finance job "${job.name}"`);
    return this.autoDeposit.run(job.data?.today);
  }
}
