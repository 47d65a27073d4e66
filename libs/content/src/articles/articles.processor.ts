import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { AiContentJob, QueueName } from '@farebox/platform';
import type { GenerateJobData } from './article-generations.service.js';
import { ArticleGenerator, type GenerationOutcome } from './article-generator.service.js';

/**
 * The one consumer of the AI-content queue. A writer failure is kept on the run (failed, with its error) and the
 * job completes: the editor decides whether to generate again. An unknown job name fails the job.
 */
@Processor(QueueName.AiContent)
export class ArticlesProcessor extends WorkerHost {
  constructor(private readonly generator: ArticleGenerator) {
    super();
  }

  async process(job: Job<GenerateJobData>): Promise<GenerationOutcome> {
    if (job.name !== AiContentJob.Generate) throw new Error(`No handler for AI-content job "${job.name}"`);
    return this.generator.run(job.data.generationId, (percent) => job.updateProgress(percent));
  }
}
