import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SupplierLedgerModule } from '@farebox/finance';
import { INVENTORY_ENTITIES } from './inventory.entities.js';
import { TripWindowService } from './jobs/trip-window.service.js';
import { LineContentController } from './lines/content/line-content.controller.js';
import { LineInfoService } from './lines/content/line-info.service.js';
import { LinePicturesTicketService } from './lines/content/line-pictures-ticket.service.js';
import { LineAccessService } from './lines/line-access.service.js';
import { LineListController } from './lines/list/line-list.controller.js';
import { LineListService } from './lines/list/line-list.service.js';
import { LineOptionsController } from './lines/options/line-options.controller.js';
import { LineOptionsService } from './lines/options/line-options.service.js';
import { PriceRulesReader } from './prices/price-rules.reader.js';
import { PricesController } from './prices/prices.controller.js';
import { PricesService } from './prices/prices.service.js';
import { ProductSearchService } from './products/product-search.service.js';
import { RideRulesController } from './ride-rules/ride-rules.controller.js';
import { RideRulesService } from './ride-rules/ride-rules.service.js';
import { LineCutoffsController } from './schedules/cutoffs/line-cutoffs.controller.js';
import { LineCutoffsService } from './schedules/cutoffs/line-cutoffs.service.js';
import { MultiStationsController } from './schedules/multi-stations.controller.js';
import { MultiStationsService } from './schedules/multi-stations.service.js';
import { SchedulesController } from './schedules/schedules.controller.js';
import { SchedulesService } from './schedules/schedules.service.js';
import { TripTermsService } from './schedules/trip-terms.service.js';
import { TransportsController } from './transports/transports.controller.js';
import { TransportsEnabledGuard } from './transports/transports-enabled.guard.js';
import { TransportsService } from './transports/transports.service.js';
import { TripsService } from './trips/trips.service.js';
import { HttpSupplierInventory } from './supplier-api/http-supplier-inventory.js';
import { SupplierInventory } from './supplier-api/supplier-inventory.port.js';
import { SupplierLineController } from './supplier-api/supplier-line.controller.js';
import { SupplierLineService } from './supplier-api/supplier-line.service.js';
import { SupplierSyncController } from './supplier-api/supplier-sync.controller.js';
import { SupplierSyncRunsService } from './supplier-api/supplier-sync-runs.service.js';
import { SupplyConfigsController } from './supply-configs/supply-configs.controller.js';
import { SupplyConfigsService } from './supply-configs/supply-configs.service.js';
import { SupplyConfigDefaults } from './supply-configs/supply-config-defaults.js';

@Module({
  imports: [TypeOrmModule.forFeature([...INVENTORY_ENTITIES]), SupplierLedgerModule],
  controllers: [
    PricesController,
    LineListController,
    RideRulesController,
    LineOptionsController,
    LineContentController,
    SchedulesController,
    MultiStationsController,
    TransportsController,
    LineCutoffsController,
    SupplierLineController,
    SupplierSyncController,
    SupplyConfigsController,
  ],
  providers: [
    ProductSearchService,
    TripsService,
    LineAccessService,
    PriceRulesReader,
    PricesService,
    LineListService,
    RideRulesService,
    LineOptionsService,
    LineInfoService,
    LinePicturesTicketService,
    SchedulesService,
    TripTermsService,
    MultiStationsService,
    LineCutoffsService,
    TripWindowService,
    TransportsService,
    TransportsEnabledGuard,
    SupplierLineService,
    SupplierSyncRunsService,
    SupplyConfigsService,
    SupplyConfigDefaults,
    { provide: SupplierInventory, useClass: HttpSupplierInventory },
  ],
  exports: [ProductSearchService, TripsService, LineAccessService, RideRulesService, TripWindowService, TypeOrmModule, SupplyConfigDefaults],
})
export class InventoryModule {}
