import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdempotencyModule } from '@farebox/platform';
import { MonitoringItem } from './monitoring-item.entity.js';
import { MonitoringItemsController } from './monitoring-items.controller.js';
import { MonitoringItemsService } from './monitoring-items.service.js';
import { MonitoringQueryExecutor } from './monitoring-query.executor.js';
import { MonitoringRun } from './monitoring-run.entity.js';
import { MonitoringRunService } from './monitoring-run.service.js';
import { MonitoringSchedules } from './monitoring-schedules.js';
import { MonitoringProcessor } from './monitoring.processor.js';
import { MonitoringSchedulesReconciler } from './monitoring-schedules.reconciler.js';
import { SlackPoster } from './slack/slack-poster.port.js';
import { SlackWebApiPoster } from './slack/slack-web-api.poster.js';

/** The entities of monitoring (the seed writes through them). */
export const monitoringEntities = [MonitoringItem, MonitoringRun];

const RUNNING = [MonitoringQueryExecutor, MonitoringRunService, MonitoringSchedules, { provide: SlackPoster, useClass: SlackWebApiPoster }];

/** /monitoring's items in the API: CRUD, pause, run now (the run happens in the request). */
@Module({
  imports: [TypeOrmModule.forFeature(monitoringEntities), IdempotencyModule],
  controllers: [MonitoringItemsController],
  providers: [MonitoringItemsService, ...RUNNING],
})
export class MonitoringModule {}

/** The worker side: the scheduled runs and the schedules' reconciliation at start. */
@Module({
  imports: [TypeOrmModule.forFeature(monitoringEntities)],
  providers: [MonitoringProcessor, MonitoringSchedulesReconciler, ...RUNNING],
})
export class MonitoringWorkerModule {}
