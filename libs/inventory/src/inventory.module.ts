import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { INVENTORY_ENTITIES } from './inventory.entities.js';
import { ProductSearchService } from './products/product-search.service.js';
import { TripsService } from './trips/trips.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([...INVENTORY_ENTITIES])],
  providers: [ProductSearchService, TripsService],
  exports: [ProductSearchService, TripsService, TypeOrmModule],
})
export class InventoryModule {}
