import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** What an e-mail of a booking (or a company's sales report) is about; the worker builds its content from this. */
export const BookingEmailKind = {
  Voucher: 'voucher',
  /** A free-text e-mail from the bulk e-mail modal. */
  Custom: 'custom',
  /** The new-booking request asking the supplier to confirm (resend, or the new supplier after a change). */
  BookingRequest: 'booking-request',
  /** A booking was created: the support team is told (the supplier gets a booking request). */
  BookingCreated: 'booking-created',
  /** The booking was edited (support team or supplier). */
  BookingUpdated: 'booking-updated',
  /** The booking moved to another supplier: the previous one is told it is cancelled for them. */
  BookingCancellation: 'booking-cancellation',
  SalesReport: 'sales-report',
} as const;
export type BookingEmailKind = (typeof BookingEmailKind)[keyof typeof BookingEmailKind];
export const BOOKING_EMAIL_KINDS: readonly BookingEmailKind[] = Object.values(BookingEmailKind);

export const BookingEmailStatus = { Queued: 'queued', Sent: 'sent', Failed: 'failed' } as const;
export type BookingEmailStatus = (typeof BookingEmailStatus)[keyof typeof BookingEmailStatus];

/**
 * One e-mail to one address, written (queued) in the same transaction as its outbox row and updated by the
 * worker. Booking e-mails carry the booking; a sales report carries only the company.
 */
@Entity('booking_email_log')
@Index('booking_email_log_booking_idx', ['bookingId', 'createdAt'], { where: 'booking_id IS NOT NULL' })
@Index('booking_email_log_company_idx', ['companyId', 'createdAt'], { where: 'company_id IS NOT NULL' })
export class BookingEmailLog {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'booking_id', type: 'uuid', nullable: true }) bookingId: string | null;
  @Column({ name: 'company_id', type: 'uuid', nullable: true }) companyId: string | null;
  @Column({ type: 'text' }) email: string;
  @Column({ type: 'text' }) subject: string;
  /** The text of a custom e-mail; other kinds are built from the booking when sent. */
  @Column({ type: 'text', nullable: true }) body: string | null;
  @Column({ type: 'text' }) kind: BookingEmailKind;
  @Column({ type: 'text', default: BookingEmailStatus.Queued }) status: BookingEmailStatus;
  @Column({ type: 'text', nullable: true }) error: string | null;
  @Column({ name: 'delivered_at', type: 'timestamptz', nullable: true }) deliveredAt: Date | null;
  @Column({ type: 'int', default: 0 }) opens: number;
  @Column({ type: 'int', default: 0 }) clicks: number;
  @Column({ name: 'requested_by', type: 'uuid', nullable: true }) requestedBy: string | null;
  /** When the requester was notified that the e-mail finally failed (sales reports): set once. */
  @Column({ name: 'failure_notified_at', type: 'timestamptz', nullable: true }) failureNotifiedAt: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
