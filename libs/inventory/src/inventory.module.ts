import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { INVENTORY_ENTITIES } from './inventory.entities.js';
import { TripWindowService } from './jobs/trip-window.service.js';
import { ProductSearchService } from './products/product-search.service.js';
import { TripsService } from './trips/trips.service.js';
import { LineAccessService } from './lines/line-access.service.js';
import { MultiStationsController } from './schedules/multi-stations.controller.js';
import { MultiStationsService } from './schedules/multi-stations.service.js';
import { SchedulesController } from './schedules/schedules.controller.js';
import { SchedulesService } from './schedules/schedules.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([...INVENTORY_ENTITIES])],
  controllers: [SchedulesController, MultiStationsController],
  providers: [ProductSearchService, TripsService, LineAccessService, SchedulesService, MultiStationsService, TripWindowService],
  exports: [ProductSearchService, TripsService, LineAccessService, TripWindowService, TypeOrmModule],
})
export class InventoryModule {}
