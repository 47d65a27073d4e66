import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SupplierLedgerModule } from '@farebox/finance';
import { PriceRulesReader, ProductSearchService, RideRulesService, SupplyConfigDefaults, TripsService } from '@farebox/inventory';
import { ChannelsService, PartnerCreditEntry, PartnerCreditLineService, SalesChannel } from '@farebox/partners';
import { IdempotencyModule } from '@farebox/platform';
import { BookingMailService } from '../booking-documents/booking-mail.service.js';
import { BOOKING_MAIL_ENTITIES } from '../booking-documents/booking-mail.entities.js';
import { BookingJourneys } from '../bookings/booking-journeys.service.js';
import { BookingPostingModule } from '../bookings/booking-posting.module.js';
import { BookingTransitions } from '../bookings/booking-transitions.service.js';
import { BookingWriterService } from '../bookings/booking-writer.service.js';
import { BOOKING_ENTITIES } from '../bookings/booking.entities.js';
import { IntegrationsModule } from '../integrations/integrations.module.js';
import { BookingPaymentsService } from '../payments/booking-payments.service.js';
import { PAYMENT_ENTITIES } from '../payments/booking-payments.module.js';
import { PaymentLedger } from '../payments/payment-ledger.service.js';
import { PaymentsQueryService } from '../payments/payments-query.service.js';
import { PurchaseTicketBatch } from './purchase-ticket-batch.entity.js';
import { PurchaseTicketsProcessor } from './purchase-tickets.processor.js';
import { PurchaseTicketsRunner } from './purchase-tickets.runner.js';

/**
 * The purchase job's processor (apps/worker). The worker has no HTTP modules, so this lists what the booking
 * form's create (BookingWriterService) needs, the same classes the API uses: no second way to create a booking.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([PurchaseTicketBatch, SalesChannel, PartnerCreditEntry, ...BOOKING_ENTITIES, ...PAYMENT_ENTITIES, ...BOOKING_MAIL_ENTITIES]),
    SupplierLedgerModule,
    BookingPostingModule,
    IntegrationsModule,
    IdempotencyModule,
  ],
  providers: [
    BookingWriterService,
    BookingTransitions,
    BookingJourneys,
    BookingMailService,
    BookingPaymentsService,
    PaymentLedger,
    PaymentsQueryService,
    TripsService,
    PriceRulesReader,
    ProductSearchService,
    RideRulesService,
    SupplyConfigDefaults,
    ChannelsService,
    PartnerCreditLineService,
    PurchaseTicketsRunner,
    PurchaseTicketsProcessor,
  ],
})
export class PurchaseTicketsWorkerModule {}
