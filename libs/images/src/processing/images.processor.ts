import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { ImagesJob, QueueName, isLastAttempt } from '@farebox/platform';
import { ImageProcessingService, type MakeSizesJobData, type MakeSizesOutcome } from './image-processing.service.js';

/** The one consumer of the images queue. An unknown job name fails the job rather than dropping it. */
@Processor(QueueName.Images)
export class ImagesProcessor extends WorkerHost {
  constructor(private readonly processing: ImageProcessingService) {
    super();
  }

  async process(job: Job<MakeSizesJobData>): Promise<MakeSizesOutcome> {
    if (job.name !== ImagesJob.MakeSizes) throw new Error(`No handler for images job "${job.name}"`);
    return this.processing.makeSizes(job.data, { lastAttempt: isLastAttempt(job) });
  }
}
