import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { INVENTORY_ENTITIES } from './inventory.entities.js';
import { ProductSearchService } from './products/product-search.service.js';
import { TripsService } from './trips/trips.service.js';
import { SupplierLedgerModule } from '@farebox/finance';
import { LineAccessService } from './lines/line-access.service.js';
import { PriceRulesReader } from './prices/price-rules.reader.js';
import { PricesController } from './prices/prices.controller.js';
import { PricesService } from './prices/prices.service.js';
import { LineListController } from './lines/list/line-list.controller.js';
import { LineListService } from './lines/list/line-list.service.js';
import { RideRulesController } from './ride-rules/ride-rules.controller.js';
import { RideRulesService } from './ride-rules/ride-rules.service.js';
import { TransportsController } from './transports/transports.controller.js';
import { TransportsEnabledGuard } from './transports/transports-enabled.guard.js';
import { TransportsService } from './transports/transports.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([...INVENTORY_ENTITIES]), SupplierLedgerModule],
  controllers: [PricesController, LineListController, RideRulesController, TransportsController],
  providers: [
    ProductSearchService,
    TripsService,
    LineAccessService,
    PriceRulesReader,
    PricesService,
    LineListService,
    RideRulesService,
    TransportsService,
    TransportsEnabledGuard,
  ],
  exports: [ProductSearchService, TripsService, LineAccessService, RideRulesService, TypeOrmModule],
})
export class InventoryModule {}
