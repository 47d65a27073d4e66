import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { ProspectsJob, QueueName } from '@farebox/platform';
import { ProspectSearchRunner, type ProspectSearchOutcome } from './prospect-search.runner.js';

export interface ProspectSearchJobData {
  fileId: string;
}

/** The prospects queue's consumer; an unknown job name fails the job rather than dropping it. */
@Processor(QueueName.Prospects)
export class ProspectsProcessor extends WorkerHost {
  constructor(private readonly runner: ProspectSearchRunner) {
    super();
  }

  async process(job: Job<ProspectSearchJobData>): Promise<ProspectSearchOutcome> {
    if (job.name !== ProspectsJob.Search) throw new Error(`No handler for prospects job "${job.name}"`);
    // attemptsMade counts the failed runs before this one: BullMQ gives up when this one fails too.
    return this.runner.run(job.data.fileId, { lastAttempt: job.attemptsMade + 1 >= (job.opts.attempts ?? 1) });
  }
}
