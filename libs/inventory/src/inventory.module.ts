import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { INVENTORY_ENTITIES } from './inventory.entities.js';
import { ProductSearchService } from './products/product-search.service.js';
import { TripsService } from './trips/trips.service.js';
import { LineAccessService } from './lines/line-access.service.js';
import { LineListController } from './lines/list/line-list.controller.js';
import { LineListService } from './lines/list/line-list.service.js';
import { RideRulesController } from './ride-rules/ride-rules.controller.js';
import { RideRulesService } from './ride-rules/ride-rules.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([...INVENTORY_ENTITIES])],
  controllers: [LineListController, RideRulesController],
  providers: [ProductSearchService, TripsService, LineAccessService, LineListService, RideRulesService],
  exports: [ProductSearchService, TripsService, LineAccessService, RideRulesService, TypeOrmModule],
})
export class InventoryModule {}
