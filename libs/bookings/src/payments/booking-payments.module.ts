import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdempotencyModule } from '@farebox/platform';
import { BookingPostingModule } from '../bookings/booking-posting.module.js';
import { BOOKING_ENTITIES } from '../bookings/booking.entities.js';
import { IntegrationsModule } from '../integrations/integrations.module.js';
import { BookingMoneyController } from './booking-money.controller.js';
import { BookingMoneyService } from './booking-money.service.js';
import { BookingPayment } from './booking-payment.entity.js';
import { BookingPaymentsService } from './booking-payments.service.js';
import { BookingPriceChange } from './booking-price-change.entity.js';
import { PaymentLedger } from './payment-ledger.service.js';
import { PaymentSettlementService } from './payment-settlement.service.js';
import { PaymentTransaction } from './payment-transaction.entity.js';
import { PaymentsController } from './payments.controller.js';
import { PaymentsExportModule } from './payments.export.js';
import { UploadPaymentsController } from './upload-payments.controller.js';

export const PAYMENT_ENTITIES = [BookingPayment, PaymentTransaction, BookingPriceChange];

/**
 * Booking payments: the payments list, Mark as Paid, charge, refund and change price. Exports
 * BookingPaymentsService (cancel, exchange and booking detail use it) and the gateway and supplier API ports.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([...PAYMENT_ENTITIES, ...BOOKING_ENTITIES]),
    IdempotencyModule,
    IntegrationsModule,
    BookingPostingModule,
    PaymentsExportModule,
  ],
  controllers: [PaymentsController, BookingMoneyController, UploadPaymentsController],
  providers: [PaymentLedger, PaymentSettlementService, BookingMoneyService, BookingPaymentsService],
  exports: [BookingPaymentsService, IntegrationsModule, IdempotencyModule],
})
export class BookingPaymentsModule {}
