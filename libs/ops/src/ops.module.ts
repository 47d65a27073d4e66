import { Module } from '@nestjs/common';
import { CachesController } from './caches/caches.controller.js';
import { CachesService } from './caches/caches.service.js';
import { ConfigController } from './config/config.controller.js';
import { HealthController } from './health/health.controller.js';
import { HealthService } from './health/health.service.js';
import { OperationsController } from './operations/operations.controller.js';
import { OperationsService } from './operations/operations.service.js';
import { WorkerHeartbeatService } from './operations/worker-heartbeat.service.js';

/** The API side of operations: health, the web's public configuration, the response-cache admin and the services list. */
@Module({
  controllers: [HealthController, ConfigController, CachesController, OperationsController],
  providers: [HealthService, CachesService, OperationsService],
})
export class OpsModule {}

/** Register in the worker: its heartbeat, read by the API's Operations list. */
@Module({
  providers: [WorkerHeartbeatService],
})
export class WorkerOpsModule {}
