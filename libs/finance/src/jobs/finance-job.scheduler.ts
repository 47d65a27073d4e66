import { getQueueToken } from '@nestjs/bullmq';
import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Queue } from 'bullmq';
import { AUTO_DEPOSIT_SCHEDULE, AUTO_DEPOSIT_SCHEDULER_ID, type AutoDepositJobData } from './auto-deposit.job.js';
import { FinanceJob, QueueName } from '@farebox/platform';

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
    await queue.upsertJobScheduler(AUTO_DEPOSIT_SCHEDULER_ID, { ...AUTO_DEPOSIT_SCHEDULE }, { name: FinanceJob.AutoDepositRequests, data: {} });
    this.logger.log({ schedule: AUTO_DEPOSIT_SCHEDULE }, 'Automatic deposit requests scheduled');
  }
}
