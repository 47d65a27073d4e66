import { getQueueToken } from '@nestjs/bullmq';
import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Queue } from 'bullmq';
import { FinanceJob, JobSchedulerId, QueueName } from '@farebox/platform';
import { AUTO_DEPOSIT_SCHEDULE, type AutoDepositJobData } from './auto-deposit.job.js';

/**
 * Schedules the daily automatic deposit requests when the worker starts. A job scheduler with a fixed id: every
 * start upserts the same schedule, and each day's job gets an id derived from the scheduler and its time, so two
 * workers never run one day twice (and the job itself is idempotent regardless).
 */
@Injectable()
export class FinanceJobScheduler implements OnApplicationBootstrap {
  private readonly logger = new Logger(FinanceJobScheduler.name);

  constructor(private readonly moduleRef: ModuleRef) {}

  async onApplicationBootstrap(): Promise<void> {
    const queue = this.moduleRef.get<Queue<AutoDepositJobData>>(getQueueToken(QueueName.Finance), { strict: false });
    await queue.upsertJobScheduler(JobSchedulerId.AutoDepositRequestsDaily, { ...AUTO_DEPOSIT_SCHEDULE }, { name: FinanceJob.AutoDepositRequests, data: {} });
    this.logger.log({ schedule: AUTO_DEPOSIT_SCHEDULE }, 'Automatic deposit requests scheduled');
  }
}
