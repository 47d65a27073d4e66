import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InventoryModule } from '@farebox/inventory';
import { PartnersModule } from '@farebox/partners';
import { BookingPaymentsModule } from '../payments/booking-payments.module.js';
import { BookingMailModule } from '../booking-documents/booking-mail.module.js';
import { BookingAttachmentsService } from './booking-attachments.service.js';
import { BookingCancelService } from './booking-cancel.service.js';
import { BookingCommandsService } from './booking-commands.service.js';
import { BookingEditService } from './booking-edit.service.js';
import { BookingJourneys } from './booking-journeys.service.js';
import { BookingPostingModule } from './booking-posting.module.js';
import { BookingProductsController } from './booking-products.controller.js';
import { BookingReadService } from './booking-read.service.js';
import { BookingSupplierService } from './booking-supplier.service.js';
import { BookingTransitions } from './booking-transitions.service.js';
import { BookingWriterService } from './booking-writer.service.js';
import { BookingsController } from './bookings.controller.js';
import { BOOKING_ENTITIES } from './booking.entities.js';

@Module({
  imports: [TypeOrmModule.forFeature(BOOKING_ENTITIES), InventoryModule, PartnersModule, BookingPaymentsModule, BookingMailModule, BookingPostingModule],
  controllers: [BookingProductsController, BookingsController],
  providers: [
    BookingTransitions,
    BookingJourneys,
    BookingReadService,
    BookingCommandsService,
    BookingWriterService,
    BookingEditService,
    BookingCancelService,
    BookingSupplierService,
    BookingAttachmentsService,
  ],
  exports: [TypeOrmModule],
})
export class BookingsModule {}
