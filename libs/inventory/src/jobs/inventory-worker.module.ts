import { getQueueToken } from '@nestjs/bullmq';
import { Injectable, Logger, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Queue } from 'bullmq';
import { InventoryJob, JobSchedulerId, QueueName } from '@farebox/platform';
import { LineSyncService } from '../lines/editor/line-sync.service.js';
import { HttpSupplierInventory } from '../supplier-api/http-supplier-inventory.js';
import { SupplierInventory } from '../supplier-api/supplier-inventory.port.js';
import { LINE_SYNC_SCHEDULE, SupplierSyncScheduler } from '../supplier-api/supplier-sync-scheduler.service.js';
import { SupplierSyncService } from '../supplier-api/supplier-sync.service.js';
import { InventoryProcessor } from './inventory.processor.js';
import { TRIP_WINDOW_SCHEDULE, TripWindowService } from './trip-window.service.js';

/** Schedules the daily trip-window extension and the syncs of the mapped lines when the worker starts (a fixed scheduler id: one schedule however many starts). */
@Injectable()
export class InventoryJobScheduler implements OnApplicationBootstrap {
  private readonly logger = new Logger(InventoryJobScheduler.name);

  constructor(private readonly moduleRef: ModuleRef) {}

  async onApplicationBootstrap(): Promise<void> {
    const queue = this.moduleRef.get<Queue>(getQueueToken(QueueName.Inventory), { strict: false });
    await queue.upsertJobScheduler(JobSchedulerId.TripWindowDaily, { ...TRIP_WINDOW_SCHEDULE }, { name: InventoryJob.ExtendTripWindow, data: {} });
    this.logger.log({ schedule: TRIP_WINDOW_SCHEDULE }, 'Trip window extension scheduled');
    await queue.upsertJobScheduler(JobSchedulerId.LineSyncs, { ...LINE_SYNC_SCHEDULE }, { name: InventoryJob.ScheduleLineSyncs, data: {} });
    this.logger.log({ schedule: LINE_SYNC_SCHEDULE }, 'Syncs of the mapped lines scheduled');
  }
}

/** The inventory queue's processor (Sync Line, with the supplier import of mapped lines; the trip window) and its schedules. */
@Module({
  providers: [
    TripWindowService,
    LineSyncService,
    SupplierSyncService,
    SupplierSyncScheduler,
    { provide: SupplierInventory, useClass: HttpSupplierInventory },
    InventoryProcessor,
    InventoryJobScheduler,
  ],
})
export class InventoryWorkerModule {}
