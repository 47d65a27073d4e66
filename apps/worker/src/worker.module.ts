import { Module } from '@nestjs/common';
import { BookingMailWorkerModule } from '@farebox/bookings';
import { FinanceWorkerModule } from '@farebox/finance';
import { MailWorkerModule } from '@farebox/identity';
import { WorkerOpsModule } from '@farebox/ops';
import { OutboxRelay, PlatformModule } from '@farebox/platform';

/** The background process: relays the outbox into BullMQ and runs every processor. */
@Module({
  imports: [PlatformModule, WorkerOpsModule, MailWorkerModule, BookingMailWorkerModule, FinanceWorkerModule],
  providers: [OutboxRelay],
})
export class WorkerModule {}
