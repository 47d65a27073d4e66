import { getQueueToken } from '@nestjs/bullmq';
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Queue } from 'bullmq';
import { FileJobsJob, JobSchedulerId, QueueName } from '../queue/queue-names.js';

/** How often the expired export files are deleted: a file outlives its link by an hour at most. */
export const FILE_JOBS_SWEEP_EVERY_MS = 60 * 60 * 1000;

/** Schedules the sweep of expired export files when the worker starts (one scheduler id: every start upserts it). */
@Injectable()
export class FileJobsSweepScheduler implements OnApplicationBootstrap {
  constructor(private readonly moduleRef: ModuleRef) {}

  async onApplicationBootstrap(): Promise<void> {
    const queue = this.moduleRef.get<Queue>(getQueueToken(QueueName.FileJobs), { strict: false });
    await queue.upsertJobScheduler(JobSchedulerId.FileJobsSweep, { every: FILE_JOBS_SWEEP_EVERY_MS }, { name: FileJobsJob.SweepExpired, data: {} });
  }
}
