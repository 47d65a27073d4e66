import { Injectable } from '@nestjs/common';
import type { Decimal } from 'decimal.js';
import type { EntityManager } from 'typeorm';
import { formatCents, PaymentMessage, PaymentStatus, type Actor, type Cents } from '@farebox/domain';
import { validationFailed, type AuthenticatedUser } from '@farebox/platform';
import type { Booking } from '../bookings/booking.entity.js';
import type { BookingPaymentSummaryDto } from './dto/payment.dto.js';
import { PaymentLedger, type MoneyMove } from './payment-ledger.service.js';
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

/** The refund's amounts in cents; 400 'Value should be greater or equal 0' when one is negative. */
function amountsOf(refund: Pick<CancellationRefund, 'amount' | 'supplierAmount'>): { amount: Cents; supplierAmount: Cents } {
  const amount = centsOf(refund.amount);
  const supplierAmount = centsOf(refund.supplierAmount);
  const negative = [['amount', amount] as const, ['supplierAmount', supplierAmount] as const].filter(([, v]) => v < 0n);
  if (negative.length > 0)
    throw validationFailed(
      negative.map(([field]) => ({ field, message: PaymentMessage.ValueMin })),
      PaymentMessage.ValueMin,
    );
  return { amount, supplierAmount };
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
   * Locks the booking, then its payment row, for the rest of the caller's transaction (the ledger's lock order), so
   * that a workflow's checks and its writes see the same booking and payment.
   */
  async lock(manager: EntityManager, bookingId: string): Promise<void> {
    await this.ledger.lock(manager, bookingId);
  }

  /**
   * Refuses now (400, 409) what `settleCancellation` would refuse for this refund (and the void of an authorisation),
   * moving nothing: the cancel checks it before it tells the supplier, which no rollback undoes.
   */
  async checkCancellation(manager: EntityManager, bookingId: string, refund: Pick<CancellationRefund, 'amount' | 'supplierAmount'>): Promise<void> {
    const { amount } = amountsOf(refund);
    const locked = await this.ledger.lock(manager, bookingId);
    const { status } = await this.ledger.planRefund(manager, locked, amount);
    if (status === PaymentStatus.Authorized) await this.ledger.planVoid(manager, locked);
  }

  /**
   * Settles the money of a cancelled booking inside the caller's transaction (which must also write the booking;
   * the gateway keys derive from the cancel's key, so a rolled-back cancel retried moves money once): refunds
   * through the gateway, and voids a card authorisation never captured (authorized becomes unpaid). Writes the
   * booking's payment_status without touching its version, and answers it.
   */
  async settleCancellation(
    manager: EntityManager,
    booking: Booking,
    refund: CancellationRefund,
  ): Promise<{ paymentStatus: PaymentStatus; refunded: string; supplierRefunded: string }> {
    const { amount, supplierAmount } = amountsOf(refund);
    const locked = await this.ledger.lock(manager, booking.id);
    const move: MoneyMove = {
      amount,
      supplierAmount,
      reason: refund.reason,
      source: 'cancellation',
      actor: actorOf(refund.actor),
      key: refund.idempotencyKey ?? `cancel:${booking.id}:v${booking.version}`,
    };
    let paymentStatus = amount > 0n || supplierAmount > 0n ? await this.ledger.refund(manager, locked, move) : locked.booking.paymentStatus;
    if (paymentStatus === PaymentStatus.Authorized) paymentStatus = await this.ledger.voidAuthorizations(manager, locked, move);
    await this.ledger.setPaymentStatus(manager, locked.booking, paymentStatus, false);
    return { paymentStatus, refunded: formatCents(amount), supplierRefunded: formatCents(supplierAmount) };
  }

  /**
   * Exchange: moves the transactions, captured totals and supplier settlement of one booking's payment to the new
   * booking's, which takes the old one's payment status and provider; the old booking's payment becomes unpaid.
   */
  movePayment(manager: EntityManager, fromBookingId: string, toBookingId: string, actor: CancellationRefund['actor']): Promise<void> {
    return this.ledger.move(manager, fromBookingId, toBookingId, actorOf(actor));
  }

  /** The booking detail's `payment` field for this user (agents: no customer-side amounts). */
  paymentSummary(bookingId: string, actor: Actor, manager?: EntityManager): Promise<BookingPaymentSummaryDto> {
    return this.query.summary(bookingId, actor, manager);
  }
}
