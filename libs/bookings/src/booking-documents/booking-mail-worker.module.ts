import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationsModule } from '@farebox/notifications';
import { BookingDocumentLoader } from './booking-document.loader.js';
import { BOOKING_MAIL_ENTITIES } from './booking-mail.entities.js';
import { BookingMailProcessor } from './booking-mail.processor.js';
import { BookingMailSender } from './booking-mail.sender.js';
import { MailTracking } from './mail-tracking.js';
import { SalesReportQuery } from './sales-report.query.js';
import { VoucherPdfService } from './voucher-pdf.service.js';

/** Worker side: sends queued booking e-mails (vouchers with their PDF, notices, sales reports). */
@Module({
  imports: [TypeOrmModule.forFeature(BOOKING_MAIL_ENTITIES), NotificationsModule],
  providers: [MailTracking, BookingMailProcessor, BookingMailSender, BookingDocumentLoader, VoucherPdfService, SalesReportQuery],
})
export class BookingMailWorkerModule {}
