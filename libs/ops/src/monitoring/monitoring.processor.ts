import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { MonitoringJob, QueueName } from '@farebox/platform';
import { MonitoringRunService } from './monitoring-run.service.js';
import type { MonitoringJobData } from './monitoring-schedules.js';

/** The monitoring queue's consumer: one scheduled run per job (the job id makes a redelivery record nothing new). */
@Processor(QueueName.Monitoring)
export class MonitoringProcessor extends WorkerHost {
  constructor(private readonly runner: MonitoringRunService) {
    super();
  }

  async process(job: Job<MonitoringJobData>): Promise<{ runId: string | null; status: string | null }> {
    if (job.name !== MonitoringJob.RunItem) throw new Error(`No handler for monitoring job "${job.name}"`);
    const run = await this.runner.run(job.data.itemId, 'schedule', job.id ?? null);
    return { runId: run?.id ?? null, status: run?.status ?? null };
  }
}
