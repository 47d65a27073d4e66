import { Injectable } from '@nestjs/common';
import type { Decimal } from 'decimal.js';
import type { EntityManager } from 'typeorm';
import { formatCents, PaymentMessage, type Actor, type PaymentStatus } from '@farebox/domain';
import { validationFailed, type AuthenticatedUser } from '@farebox/platform';
import type { Booking } from '../bookings/entities/booking.entity.js';
import type { BookingPaymentSummaryDto } from './dto/payment.dto.js';
import { PaymentLedger } from './payment-ledger.service.js';
import { actorOf, centsOf } from './payment-money.js';
import { PaymentsQueryService } from './payments-query.service.js';

export interface CancellationRefund {
  /** In the booking currency; 0 refunds nothing to the customer. Never more than captured and not yet refunded (409). */
  amount: Decimal | string;
  /** What the supplier gives back, in the supplier currency. */
  supplierAmount: Decimal | string;
  reason: string;
  actor: Pick<AuthenticatedUser, 'id' | 'displayName' | 'username'>;
  /** The cancel request's Idempotency-Key; defaults to one derived from the booking's id and version. */
  idempotencyKey?: string;
}

/** What the booking workflows (cancel, exchange, booking detail) use of payments. */
@Injectable()
export class BookingPaymentsService {
  constructor(
    private readonly ledger: PaymentLedger,
    private readonly query: PaymentsQueryService,
  ) {}

  /** Creates the payment row of a new booking; call it in the transaction that creates the booking. */
  open(manager: EntityManager, booking: Booking): Promise<void> {
    return this.ledger.ensure(manager, booking);
  }

  /**
   * Refunds a cancelled booking through the gateway inside the caller's transaction (which must also write the
   * booking; the gateway key derives from the booking version, so a rolled-back cancel retried refunds once).
   * Writes the booking's payment_status without touching its version, and answers it.
   */
  async refundForCancellation(manager: EntityManager, booking: Booking, refund: CancellationRefund): Promise<{ paymentStatus: PaymentStatus; refunded: string; supplierRefunded: string }> {
    const amount = centsOf(refund.amount);
    const supplierAmount = centsOf(refund.supplierAmount);
    const negative = [['amount', amount] as const, ['supplierAmount', supplierAmount] as const].filter(([, v]) => v < 0n);
    if (negative.length > 0) throw validationFailed(negative.map(([field]) => ({ field, message: PaymentMessage.ValueMin })), PaymentMessage.ValueMin);
    const locked = await this.ledger.lock(manager, booking.id);
    const paymentStatus = await this.ledger.refund(manager, locked, {
      amount,
      supplierAmount,
      reason: refund.reason,
      source: 'cancellation',
      actor: actorOf(refund.actor),
      key: refund.idempotencyKey ?? `cancel:${booking.id}:v${booking.version}`,
    });
    await this.ledger.setPaymentStatus(manager, locked.booking, paymentStatus, false);
    return { paymentStatus, refunded: formatCents(amount), supplierRefunded: formatCents(supplierAmount) };
  }

  /**
   * Exchange: moves the transactions and captured totals of one booking's payment to the new booking's, and gives
   * the new booking the old one's payment status and provider. The old booking's payment status is the caller's.
   */
  movePayment(manager: EntityManager, fromBookingId: string, toBookingId: string): Promise<void> {
    return this.ledger.move(manager, fromBookingId, toBookingId);
  }

  /** The booking detail's `payment` field for this user (agents: no customer-side amounts). */
  paymentSummary(bookingId: string, actor: Actor, manager?: EntityManager): Promise<BookingPaymentSummaryDto> {
    return this.query.summary(bookingId, actor, manager);
  }
}
