import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type Repository } from 'typeorm';
import { Company } from '@farebox/companies';
import { NotificationsService } from '@farebox/notifications';
import { Clock, APP_CONFIG, MailService, type AppConfig, type OutgoingMail } from '@farebox/platform';
import { BookingDocumentLoader } from './booking-document.loader.js';
import { BookingEmailKind, BookingEmailLog, BookingEmailStatus } from './booking-email-log.entity.js';
import { bookingMail, customMail, escapeHtml } from './booking-mail-content.js';
import { SALES_REPORT_FAILED_MESSAGE } from './booking-mail.errors.js';
import { MailTracking } from './mail-tracking.js';
import type { BookingMailJobData } from './booking-mail.jobs.js';
import { salesReportMail } from './sales-report.js';
import { SalesReportQuery } from './sales-report.query.js';
import { VoucherPdfService } from './voucher-pdf.service.js';

export type BookingMailOutcome = 'sent' | 'already-sent' | 'skipped';

/** mail_log reference of a booking e-mail; its dedupe key is derived from the log row id, stable across retries. */
export const BOOKING_EMAIL_REF = 'booking-email';
export const bookingEmailDedupeKey = (emailLogId: string) => `${BOOKING_EMAIL_REF}:${emailLogId}`;

/**
 * Sends the e-mail of one booking_email_log row and records the outcome on it. Exactly once per row: the
 * platform's sendOnce skips a row whose mail_log entry is already sent, so a job retried after a crash (or
 * re-run after its worker died before acknowledging it) does not send again; the Message-ID is stable too.
 */
@Injectable()
export class BookingMailSender {
  constructor(
    @InjectRepository(BookingEmailLog) private readonly logs: Repository<BookingEmailLog>,
    @InjectRepository(Company) private readonly companies: Repository<Company>,
    private readonly loader: BookingDocumentLoader,
    private readonly vouchers: VoucherPdfService,
    private readonly salesReports: SalesReportQuery,
    private readonly mail: MailService,
    private readonly notifications: NotificationsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly tracking: MailTracking,
  ) {}

  /** `lastAttempt`: no retry follows a failure of this run, so a failed sales report is reported to its requester. */
  async handle(job: BookingMailJobData, { lastAttempt = false }: { lastAttempt?: boolean } = {}): Promise<BookingMailOutcome> {
    const row = await this.logs.findOneBy({ id: job.emailLogId });
    // The booking (and with it the row) was deleted after the e-mail was queued.
    if (!row) return 'skipped';
    if (row.status === BookingEmailStatus.Sent) return 'already-sent';
    try {
      const mail = {
        ...this.tracked(row, await this.compose(row, job)),
        messageId: `<${row.id}@${BOOKING_EMAIL_REF}.${new URL(this.config.appUrl).hostname}>`,
      };
      const outcome = await this.mail.sendOnce(mail, { dedupeKey: bookingEmailDedupeKey(row.id), refType: BOOKING_EMAIL_REF, refId: row.id });
      const [sent] = await this.mail.listFor(BOOKING_EMAIL_REF, row.id);
      await this.logs.update({ id: row.id }, { status: BookingEmailStatus.Sent, deliveredAt: sent?.deliveredAt ?? this.clock.now(), error: null });
      return outcome;
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      await this.logs.update({ id: row.id }, { status: BookingEmailStatus.Failed, error });
      if (lastAttempt && row.kind === BookingEmailKind.SalesReport) await this.notifySalesReportFailed(row, job, error);
      throw err;
    }
  }

  /**
   * Tells who asked for the sales report that it finally failed (the API answered 202 long before). Once per row:
   * the notice and its marker commit together, so a job run again after a crash does not notify twice.
   */
  private async notifySalesReportFailed(row: BookingEmailLog, job: BookingMailJobData, error: string): Promise<void> {
    const requester = row.requestedBy;
    if (!requester) return;
    const company = row.companyId ? await this.companies.findOneBy({ id: row.companyId }) : null;
    await this.logs.manager.transaction(async (manager) => {
      const marked = await manager.update(BookingEmailLog, { id: row.id, failureNotifiedAt: IsNull() }, { failureNotifiedAt: this.clock.now() });
      if (!marked.affected) return;
      await this.notifications.notify(manager, requester, {
        title: SALES_REPORT_FAILED_MESSAGE,
        text: `The sales report${company ? ` of ${company.name}` : ''}${job.reportDay ? ` for ${job.reportDay}` : ''} could not be sent to ${row.email}: ${error}`,
        link: company ? `/companies/${company.id}` : null,
      });
    });
  }

  /** The HTML part with the open pixel (its links already go through the click route). */
  private tracked(row: BookingEmailLog, mail: OutgoingMail): OutgoingMail {
    return { ...mail, html: `${mail.html ?? ''}\n<img src="${escapeHtml(this.tracking.openUrl(row.id))}" width="1" height="1" alt="">` };
  }

  private async compose(row: BookingEmailLog, job: BookingMailJobData): Promise<OutgoingMail> {
    const href = (url: string) => this.tracking.clickUrl(row.id, url);
    if (row.kind === BookingEmailKind.Custom) return customMail(row.email, row.subject, row.body ?? '', href);
    if (row.kind === BookingEmailKind.SalesReport) {
      if (!row.companyId || !job.reportDay) throw new Error(`Sales report e-mail ${row.id} has no company or day`);
      const company = await this.companies.findOneByOrFail({ id: row.companyId });
      return salesReportMail(row.email, row.subject, company.name, job.reportDay, await this.salesReports.rows(company.id, job.reportDay));
    }
    if (!row.bookingId) throw new Error(`Booking e-mail ${row.id} has no booking`);
    const doc = await this.loader.load(row.bookingId);
    const bookingUrl = `${this.config.appUrl}/bookings?booking=${encodeURIComponent(doc.booking.reference)}`;
    const mail = bookingMail(row.kind, row.email, row.subject, doc.source, bookingUrl, href);
    if (row.kind !== BookingEmailKind.Voucher) return mail;
    const voucher = await this.vouchers.forDocument(doc);
    return { ...mail, attachments: [{ filename: voucher.filename, content: voucher.content, contentType: voucher.contentType }] };
  }
}
