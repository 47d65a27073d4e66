import { Module } from '@nestjs/common';
import { InventoryModule } from '../../inventory.module.js';
import { LineEditorModule } from '../../lines/editor/line-editor.module.js';
import { HttpSupplierInventory } from '../http-supplier-inventory.js';
import { SupplierInventory } from '../supplier-inventory.port.js';
import { SupplierLineService } from '../supplier-line.service.js';
import { SupplierApiScreenController } from './supplier-api-screen.controller.js';
import { SupplierApiScreenService } from './supplier-api-screen.service.js';

/** The /supplier-api screen's API (spec part 2, 2.14). */
@Module({
  imports: [InventoryModule, LineEditorModule],
  controllers: [SupplierApiScreenController],
  providers: [SupplierApiScreenService, SupplierLineService, { provide: SupplierInventory, useClass: HttpSupplierInventory }],
})
export class SupplierApiScreenModule {}
