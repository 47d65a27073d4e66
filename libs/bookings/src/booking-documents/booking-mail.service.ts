import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, type EntityManager } from 'typeorm';
import { BookingAction, bookingActionRefusal, Role } from '@farebox/domain';
import { Company } from '@farebox/companies';
import { User } from '@farebox/identity';
import { Line } from '@farebox/inventory';
import { BookingMailJob, notFound, OutboxService, QueueName, type AuthenticatedUser } from '@farebox/platform';
import { factsOf } from '../bookings/booking-loader.js';
import { Booking } from '../bookings/booking.entity.js';
import { BookingItem } from '../bookings/booking-item.entity.js';
import { BookingEmailKind, BookingEmailLog } from './booking-email-log.entity.js';
import { bookingMailSubject, type BookingDocumentKind } from './booking-mail-content.js';
import { mailRefused } from './booking-mail.errors.js';
import type { BookingMailJobData } from './booking-mail.jobs.js';
import type { BookingEmailDto, BulkEmailDto, QueuedDto, ResendRequestDto, SendVoucherDto, SkippedBookingDto } from './dto/send-mail.dto.js';

export interface QueuedEmail {
  bookingId: string | null;
  /** The company the recipient belongs to (supplier e-mails, sales reports). */
  companyId: string | null;
  email: string;
  subject: string;
  body?: string | null;
  kind: BookingEmailKind;
  requestedBy: string | null;
}

/** What to tell after a booking was created or edited (the notify modal of spec 2.3). */
export interface BookingNotifyRequest {
  bookingId: string;
  change: 'created' | 'updated';
  /** Who saved the booking: the support team address is their team e-mail. */
  by: Pick<AuthenticatedUser, 'id'>;
  supportTeam?: boolean;
  /** The booking's supplier: a booking request when created, an update notice when edited. */
  supplier?: boolean;
  /** The edit moved the booking from this supplier company to the booking's current one. */
  supplierChange?: { previousCompanyId: string; cancellationToPrevious: boolean; newBookingToCurrent: boolean };
}

const toEmailDto = (row: BookingEmailLog): BookingEmailDto => ({
  id: row.id,
  email: row.email,
  subject: row.subject,
  kind: row.kind,
  status: row.status,
  deliveredAt: row.deliveredAt?.toISOString() ?? null,
  opens: row.opens,
  clicks: row.clicks,
  error: row.error,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Queues booking e-mails: each is a booking_email_log row (queued) plus an outbox row written in the same
 * transaction, so a rollback sends nothing and the worker finds everything it needs by the row id.
 */
@Injectable()
export class BookingMailService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

  /** Writes the log rows and their jobs inside the caller's transaction. */
  async enqueue(manager: EntityManager, emails: readonly QueuedEmail[], job: Omit<BookingMailJobData, 'emailLogId'> = {}): Promise<BookingEmailLog[]> {
    const rows: BookingEmailLog[] = [];
    for (const email of emails) {
      const row = await manager.save(manager.create(BookingEmailLog, { ...email, body: email.body ?? null }));
      await this.outbox.add(manager, QueueName.BookingMail, BookingMailJob.Send, { ...job, emailLogId: row.id } satisfies BookingMailJobData);
      rows.push(row);
    }
    return rows;
  }

  /**
   * For the bookings area: queue the notify e-mails of a saved booking in the transaction that saved it.
   * Supplier e-mails go to the company's active agents, and only when the company takes booking e-mails.
   */
  async queueNotify(manager: EntityManager, request: BookingNotifyRequest): Promise<number> {
    const booking = await manager.findOneByOrFail(Booking, { id: request.bookingId });
    const emails: QueuedEmail[] = [];
    const add = (kind: BookingDocumentKind, companyId: string | null, addresses: string[]) =>
      emails.push(
        ...addresses.map((email) => ({
          bookingId: booking.id,
          companyId,
          email,
          kind,
          subject: bookingMailSubject(kind, booking.reference),
          requestedBy: request.by.id,
        })),
      );
    if (request.supportTeam) {
      const team = (await manager.findOneBy(User, { id: request.by.id }))?.teamEmail;
      const kind = request.change === 'created' ? BookingEmailKind.BookingCreated : BookingEmailKind.BookingUpdated;
      if (team) add(kind, null, [team]);
    }
    const change = request.supplierChange;
    if (change?.cancellationToPrevious) {
      add(BookingEmailKind.BookingCancellation, change.previousCompanyId, await this.supplierAddresses(manager, change.previousCompanyId));
    }
    // A supplier new to the booking gets the booking request; one that already had it, an update notice.
    const newToSupplier = request.change === 'created' || !!change?.newBookingToCurrent;
    if (request.supplier || change?.newBookingToCurrent) {
      const kind = newToSupplier ? BookingEmailKind.BookingRequest : BookingEmailKind.BookingUpdated;
      add(kind, booking.companyId, await this.supplierAddresses(manager, booking.companyId));
    }
    await this.enqueue(manager, emails);
    return emails.length;
  }

  async sendVoucher(bookingId: string, dto: SendVoucherDto, user: AuthenticatedUser): Promise<QueuedDto> {
    return this.dataSource.transaction(async (manager) => {
      const [{ booking, refusal }] = await this.voucherCandidates(manager, [bookingId], user);
      if (refusal) throw mailRefused(refusal);
      await this.enqueue(manager, [this.voucherEmail(booking, dto.email ?? booking.email, user)]);
      return { queued: 1 };
    });
  }

  /** Queues a voucher to the customer of every booking that may get one; the others are reported as skipped. */
  async sendVouchers(bookingIds: string[], user: AuthenticatedUser): Promise<QueuedDto> {
    return this.dataSource.transaction(async (manager) => {
      const candidates = await this.voucherCandidates(manager, bookingIds, user);
      const skipped: SkippedBookingDto[] = candidates
        .filter((c) => c.refusal)
        .map((c) => ({ id: c.booking.id, reference: c.booking.reference, reason: c.refusal! }));
      const sendable = candidates.filter((c) => !c.refusal);
      await this.enqueue(
        manager,
        sendable.map((c) => this.voucherEmail(c.booking, c.booking.email, user)),
      );
      return { queued: sendable.length, skipped };
    });
  }

  async sendBulkEmail(dto: BulkEmailDto, user: AuthenticatedUser): Promise<QueuedDto> {
    return this.dataSource.transaction(async (manager) => {
      const bookings = await this.findAll(manager, dto.bookingIds);
      await this.enqueue(
        manager,
        bookings.map((b) => ({
          bookingId: b.id,
          companyId: null,
          email: b.email,
          subject: dto.subject,
          body: dto.body,
          kind: BookingEmailKind.Custom,
          requestedBy: user.id,
        })),
      );
      return { queued: bookings.length };
    });
  }

  async resendRequest(bookingId: string, dto: ResendRequestDto, user: AuthenticatedUser): Promise<QueuedDto> {
    return this.dataSource.transaction(async (manager) => {
      const [booking] = await this.findAll(manager, [bookingId]);
      const addresses = [...new Set(dto.emails.map((e) => e.toLowerCase()))];
      const subject = bookingMailSubject(BookingEmailKind.BookingRequest, booking.reference);
      await this.enqueue(
        manager,
        addresses.map((email) => ({ bookingId, companyId: booking.companyId, email, subject, kind: BookingEmailKind.BookingRequest, requestedBy: user.id })),
      );
      return { queued: addresses.length };
    });
  }

  async emailsOf(bookingId: string): Promise<BookingEmailDto[]> {
    await this.findAll(this.dataSource.manager, [bookingId]);
    const rows = await this.dataSource.manager.find(BookingEmailLog, { where: { bookingId }, order: { createdAt: 'DESC', id: 'DESC' } });
    return rows.map(toEmailDto);
  }

  private voucherEmail(booking: Booking, email: string, user: AuthenticatedUser): QueuedEmail {
    const subject = bookingMailSubject(BookingEmailKind.Voucher, booking.reference);
    return { bookingId: booking.id, companyId: null, email, subject, kind: BookingEmailKind.Voucher, requestedBy: user.id };
  }

  /** Every named booking, in the order named; 404 when one does not exist. */
  private async findAll(manager: EntityManager, ids: readonly string[]): Promise<Booking[]> {
    const unique = [...new Set(ids)];
    const found = await manager.findBy(Booking, { id: In(unique) });
    if (found.length !== unique.length) throw notFound('Booking');
    const byId = new Map(found.map((b) => [b.id, b]));
    return unique.map((id) => byId.get(id)!);
  }

  private async voucherCandidates(manager: EntityManager, ids: readonly string[], user: AuthenticatedUser) {
    const bookings = await this.findAll(manager, ids);
    const bookingIds = bookings.map((b) => b.id);
    // One after the other: the manager is the transaction's (a single connection).
    const items = await manager.findBy(BookingItem, { bookingId: In(bookingIds) });
    const lines = await manager.findBy(Line, { id: In([...new Set(bookings.map((b) => b.lineId))]) });
    return bookings.map((booking) => ({
      booking,
      refusal: bookingActionRefusal(
        BookingAction.SendVoucher,
        user,
        factsOf(
          booking,
          items.filter((i) => i.bookingId === booking.id),
          lines.find((l) => l.id === booking.lineId)!,
        ),
      ),
    }));
  }

  private async supplierAddresses(manager: EntityManager, companyId: string): Promise<string[]> {
    const company = await manager.findOneBy(Company, { id: companyId });
    if (!company?.isSendBookingsEmails) return [];
    const agents = await manager.find(User, { where: { companyId, role: Role.Agent, isActive: true }, order: { username: 'ASC' } });
    return [...new Set(agents.map((a) => a.email.toLowerCase()))];
  }
}
