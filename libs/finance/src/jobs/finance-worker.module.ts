import { Module } from '@nestjs/common';
import { FinanceJobsModule } from './finance-jobs.module.js';
import { FinanceJobScheduler } from './finance-job.scheduler.js';
import { FinanceProcessor } from './finance.processor.js';

/** Processors of the finance queue and its daily schedule. */
@Module({
  imports: [FinanceJobsModule],
  providers: [FinanceProcessor, FinanceJobScheduler],
})
export class FinanceWorkerModule {}
