import { Logger } from '@nestjs/common';
import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { ProspectsJob, QueueName, attemptsExhausted, isLastAttempt } from '@farebox/platform';
import { ProspectSearchRunner, type ProspectSearchOutcome } from './prospect-search.runner.js';

export interface ProspectSearchJobData {
  fileId: string;
}

/**
 * The prospects queue's consumer; an unknown job name fails the job rather than dropping it. When a search's last
 * attempt fails for a reason the runner did not record (e.g. the database refused a step), the file is failed with
 * that error, so no search stays pending after BullMQ gave up on it.
 */
@Processor(QueueName.Prospects)
export class ProspectsProcessor extends WorkerHost {
  private readonly logger = new Logger(ProspectsProcessor.name);

  constructor(private readonly runner: ProspectSearchRunner) {
    super();
  }

  @OnWorkerEvent('failed')
  async onFailed(job: Job<ProspectSearchJobData> | undefined, error: Error): Promise<void> {
    if (!job || job.name !== ProspectsJob.Search || !attemptsExhausted(job)) return;
    try {
      await this.runner.fail(job.data.fileId, error.message);
    } catch (err) {
      this.logger.error({ err, fileId: job.data.fileId }, 'Could not mark the prospect search failed after its last attempt');
    }
  }

  async process(job: Job<ProspectSearchJobData>): Promise<ProspectSearchOutcome> {
    if (job.name !== ProspectsJob.Search) throw new Error(`No handler for prospects job "${job.name}"`);
    return this.runner.run(job.data.fileId, { lastAttempt: isLastAttempt(job) });
  }
}
