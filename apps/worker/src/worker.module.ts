import { Module } from '@nestjs/common';
import { BookingMailWorkerModule, PaymentsExportModule, PurchaseTicketsWorkerModule } from '@farebox/bookings';
import { ArticlesWorkerModule } from '@farebox/content';
import { DiscountsWorkerModule } from '@farebox/discounts';
import { FinanceWorkerModule, TopupLedgerExportModule, TransactionsReportExportModule } from '@farebox/finance';
import { IdentityWorkerModule } from '@farebox/identity';
import { ImagesWorkerModule } from '@farebox/images';
import { InventoryWorkerModule } from '@farebox/inventory';
import { WorkerOpsModule } from '@farebox/ops';
import { MonitoringWorkerModule } from '@farebox/ops';
import { ProspectsWorkerModule } from '@farebox/ops';
import { FileJobsWorkerModule, OutboxReconciler, OutboxRelay, PlatformModule } from '@farebox/platform';

/** The background process: relays the outbox into BullMQ and runs every area's processors (each area's worker module). */
@Module({
  imports: [
    PlatformModule,
    WorkerOpsModule,
    IdentityWorkerModule,
    BookingMailWorkerModule,
    FinanceWorkerModule,
    ArticlesWorkerModule,
    ImagesWorkerModule,
    InventoryWorkerModule,
    PurchaseTicketsWorkerModule,
    DiscountsWorkerModule,
    MonitoringWorkerModule,
    ProspectsWorkerModule,
    FileJobsWorkerModule,
    TransactionsReportExportModule,
    TopupLedgerExportModule,
    PaymentsExportModule,
  ],
  providers: [OutboxRelay, OutboxReconciler],
})
export class WorkerModule {}
