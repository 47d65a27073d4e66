import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InventoryModule } from '@farebox/inventory';
import { IdempotencyModule } from '@farebox/platform';
import { ChannelsController } from './channels/channels.controller.js';
import { ChannelsService } from './channels/channels.service.js';
import { SalesChannel } from './channels/sales-channel.entity.js';
import { PartnerCreditLineService } from './credit-line/credit-line.service.js';
import { PartnerCreditEntry } from './credit-line/partner-credit-entry.entity.js';
import { PartnerTabsController } from './credit-line/partner-tabs.controller.js';
import { PartnerInventoryService } from './inventory-rules/inventory-rules.service.js';
import { PartnersController } from './partners/partners.controller.js';
import { PartnersService } from './partners/partners.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([SalesChannel, PartnerCreditEntry]), IdempotencyModule, InventoryModule],
  controllers: [ChannelsController, PartnersController, PartnerTabsController],
  providers: [ChannelsService, PartnersService, PartnerCreditLineService, PartnerInventoryService],
  exports: [ChannelsService, PartnerCreditLineService, PartnerInventoryService, TypeOrmModule],
})
export class PartnersModule {}
