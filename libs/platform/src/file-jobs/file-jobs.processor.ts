import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { isLastAttempt } from '../queue/job-attempts.js';
import { FileJobsJob, QueueName } from '../queue/queue-names.js';
import { FileJobRunner, type FileJobOutcome } from './file-job.runner.js';
import type { FileJobData } from './file-jobs.service.js';

/** A short lock: an export whose worker died is handed to another worker within about 15 s (renewed every 5 s). */
export const FILE_JOB_WORKER_OPTIONS = { lockDuration: 10_000, stalledInterval: 5_000 } as const;

/** The file-jobs queue's consumer: exports (the last failed attempt marks the job failed with its error) and the hourly sweep. */
@Processor(QueueName.FileJobs, FILE_JOB_WORKER_OPTIONS)
export class FileJobsProcessor extends WorkerHost {
  constructor(private readonly runner: FileJobRunner) {
    super();
  }

  async process(job: Job<FileJobData>): Promise<FileJobOutcome | number> {
    if (job.name === FileJobsJob.SweepExpired) return this.runner.sweepExpired();
    if (job.name !== FileJobsJob.Export) throw new Error(`No handler for file-jobs job "${job.name}"`);
    try {
      return await this.runner.run(job.data.fileJobId);
    } catch (error) {
      if (isLastAttempt(job)) await this.runner.fail(job.data.fileJobId, error instanceof Error ? error.message : String(error));
      throw error;
    }
  }
}
