import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BookingDocumentLoader } from './booking-document.loader.js';
import { BOOKING_MAIL_ENTITIES } from './booking-mail.entities.js';
import { BookingMailController } from './booking-mail.controller.js';
import { BookingMailService } from './booking-mail.service.js';
import { CompanyMailController } from './company-mail.controller.js';
import { MailTracking } from './mail-tracking.js';
import { MailTrackingController } from './mail-tracking.controller.js';
import { PassengerListService } from './passenger-list.service.js';
import { SalesReportService } from './sales-report.service.js';
import { VoucherPdfService } from './voucher-pdf.service.js';

/** API side of vouchers and booking e-mails: routes, queueing (exported for the bookings area), CSVs. */
@Module({
  imports: [TypeOrmModule.forFeature(BOOKING_MAIL_ENTITIES)],
  controllers: [BookingMailController, CompanyMailController, MailTrackingController],
  providers: [MailTracking, BookingMailService, BookingDocumentLoader, VoucherPdfService, PassengerListService, SalesReportService],
  exports: [BookingMailService],
})
export class BookingMailModule {}
