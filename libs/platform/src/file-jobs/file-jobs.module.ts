import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdempotencyModule } from '../idempotency/idempotency.module.js';
import { FileExportKinds } from './file-export-kinds.js';
import { FileJob } from './file-job.entity.js';
import { FileJobLinks } from './file-job-link.js';
import { FileJobRunner } from './file-job.runner.js';
import { FileJobsController } from './file-jobs.controller.js';
import { FileJobsProcessor } from './file-jobs.processor.js';
import { FileJobsSweepScheduler } from './file-jobs-sweep.scheduler.js';
import { FileJobsService } from './file-jobs.service.js';

/** Background exports in the API (routes /exports); global so that every area can register its kinds. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([FileJob]), IdempotencyModule],
  controllers: [FileJobsController],
  providers: [FileExportKinds, FileJobLinks, FileJobsService],
  exports: [FileExportKinds],
})
export class FileJobsModule {}

/**
 * Background exports in the worker: the file-jobs queue's processor and the hourly sweep of expired files; global so
 * that every area can register its kinds.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([FileJob])],
  providers: [FileExportKinds, FileJobRunner, FileJobsProcessor, FileJobsSweepScheduler],
  exports: [FileExportKinds],
})
export class FileJobsWorkerModule {}
