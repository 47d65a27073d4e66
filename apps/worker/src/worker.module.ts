import { Module } from '@nestjs/common';
import { BookingMailWorkerModule } from '@farebox/bookings';
import { WorkerOpsModule } from '@farebox/ops';
import { OutboxRelay, PlatformModule } from '@farebox/platform';
import { FinanceWorkerModule } from './finance/finance-worker.module.js';
import { MailWorkerModule } from './mail/mail-worker.module.js';

/** The background process: relays the outbox into BullMQ and runs every processor. */
@Module({
  imports: [PlatformModule, WorkerOpsModule, MailWorkerModule, BookingMailWorkerModule, FinanceWorkerModule],
  providers: [OutboxRelay],
})
export class WorkerModule {}
