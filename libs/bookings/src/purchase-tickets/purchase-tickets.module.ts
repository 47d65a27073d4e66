import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InventoryModule } from '@farebox/inventory';
import { IdempotencyModule } from '@farebox/platform';
import { PurchaseCompanyGuard } from './purchase-company.guard.js';
import { PurchaseTicketBatch } from './purchase-ticket-batch.entity.js';
import { PurchaseTicketsController } from './purchase-tickets.controller.js';
import { PurchaseTicketsService } from './purchase-tickets.service.js';

/** /purchase-tickets: the line and departure pickers, Create Bookings and its progress. */
@Module({
  imports: [TypeOrmModule.forFeature([PurchaseTicketBatch]), InventoryModule, IdempotencyModule],
  controllers: [PurchaseTicketsController],
  providers: [PurchaseTicketsService, PurchaseCompanyGuard],
})
export class PurchaseTicketsModule {}
