import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { DiscountsJob, QueueName, isLastAttempt } from '@farebox/platform';
import type { GenerateCodesJobData } from './campaigns.service.js';
import { CampaignCodesGenerator, type GenerationOutcome } from './campaign-codes.generator.js';

/**
 * A short lock and stalled-job check: a generation whose worker died is handed to another worker within about
 * 15 s instead of a minute (the lock is renewed every 5 s while batches run).
 */
export const GENERATION_WORKER_OPTIONS = { lockDuration: 10_000, stalledInterval: 5_000 } as const;

/**
 * The discounts queue's consumer. A failing generation is retried with the queue's backoff; once the last attempt
 * fails, the campaign is marked failed with the error (Regenerate starts it again). An unknown job name fails the job.
 */
@Processor(QueueName.Discounts, GENERATION_WORKER_OPTIONS)
export class CampaignsProcessor extends WorkerHost {
  constructor(private readonly generator: CampaignCodesGenerator) {
    super();
  }

  async process(job: Job<GenerateCodesJobData>): Promise<GenerationOutcome> {
    if (job.name !== DiscountsJob.GenerateCodes) throw new Error(`No handler for discounts job "${job.name}"`);
    try {
      return await this.generator.run(job.data.campaignId);
    } catch (error) {
      if (isLastAttempt(job)) await this.generator.fail(job.data.campaignId, error instanceof Error ? error.message : String(error));
      throw error;
    }
  }
}
