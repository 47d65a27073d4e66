import { Module } from '@nestjs/common';
import { SupplierLedgerModule } from '@farebox/finance';
import { BookingPostingService } from './booking-posting.service.js';

/** The bookings side of the supplier ledger, shared by the booking workflows and the money moves. */
@Module({
  imports: [SupplierLedgerModule],
  providers: [BookingPostingService],
  exports: [BookingPostingService],
})
export class BookingPostingModule {}
