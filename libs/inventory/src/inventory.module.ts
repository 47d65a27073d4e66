import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { INVENTORY_ENTITIES } from './inventory.entities.js';
import { TripWindowService } from './jobs/trip-window.service.js';
import { ProductSearchService } from './products/product-search.service.js';
import { TripsService } from './trips/trips.service.js';
import { LineAccessService } from './lines/line-access.service.js';
import { SchedulesController } from './schedules/schedules.controller.js';
import { SchedulesService } from './schedules/schedules.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([...INVENTORY_ENTITIES])],
  controllers: [SchedulesController],
  providers: [ProductSearchService, TripsService, LineAccessService, SchedulesService, TripWindowService],
  exports: [ProductSearchService, TripsService, LineAccessService, TripWindowService, TypeOrmModule],
})
export class InventoryModule {}
