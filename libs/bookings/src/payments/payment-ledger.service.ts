import { Injectable } from '@nestjs/common';
import { Decimal } from 'decimal.js';
import type { EntityManager } from 'typeorm';
import { decideBookingPayment, ErrorCode, formatCents, refundableOf, refundRefusal, type Cents, type PaymentStatus } from '@farebox/domain';
import { AppException, ChangeLogService, notFound, type FieldChange } from '@farebox/platform';
import { Booking } from '../bookings/booking.entity.js';
import { GatewayOutcomeUnknown, paymentGatewayUnavailable } from '../integrations/integration.errors.js';
import { PaymentGateway, type GatewayPayment } from '../integrations/payment-gateway.port.js';
import { BookingPayment } from './booking-payment.entity.js';
import { BOOKING_ENTITY_TYPE, staleBooking } from '../bookings/booking.errors.js';
import { noPaymentMethod, paymentRefused } from './payment.errors.js';
import { amountText, centsOf, flagsOf, totalsOf, type MoneyActor } from './payment-money.js';
import { PaymentTransaction, type TransactionSource } from './payment-transaction.entity.js';

/** A booking with its payment row, locked for one money move. */
export interface LockedPayment {
  booking: Booking;
  payment: BookingPayment;
}

export interface MoneyMove {
  amount: Cents;
  supplierAmount: Cents;
  reason: string;
  source: TransactionSource;
  actor: MoneyActor;
  /** The caller's idempotency key; each gateway call gets a key derived from it, so a re-run moves no money twice. */
  key: string;
}

/** The part of a refund given back on one captured gateway payment. */
export interface GatewayRefundPart {
  paymentId: string;
  amount: Cents;
}

/** A card authorisation of the booking that was neither captured nor voided. */
export interface OpenAuthorization {
  paymentId: string;
  amount: string;
  authorizationId: string | null;
}

/** The provider of refunds the supplier owes us, which never touch the customer's card. */
const SUPPLIER_LEDGER_PROVIDER = 'supplier';

/**
 * A gateway call whose outcome, when it goes unanswered, is looked up: what the lookup finds is taken as the call's
 * answer; when it finds nothing the call did nothing (502, nothing moved); when the lookup fails too, the first
 * error stands (outcome unknown: a retry with the same key converges, since the gateway acts on a key once).
 */
async function whenUnanswered(call: () => Promise<GatewayPayment>, lookup: () => Promise<GatewayPayment | null>): Promise<GatewayPayment> {
  try {
    return await call();
  } catch (err) {
    if (!(err instanceof GatewayOutcomeUnknown)) throw err;
    const found = await lookup().catch(() => {
      throw err;
    });
    if (!found) throw paymentGatewayUnavailable(`${err.detail}; it has no record of the call`);
    return found;
  }
}

/** Runs an UPDATE and answers how many rows it changed. */
export async function updateCount(manager: EntityManager, sql: string, params: unknown[]): Promise<number> {
  const [, count] = await manager.query<[unknown[], number]>(sql, params);
  return count;
}

/**
 * The money moves on one booking's payment, inside the caller's transaction: the booking and its payment row are
 * locked first, so two moves on one booking run one after the other and each sees the other's totals.
 */
@Injectable()
export class PaymentLedger {
  constructor(
    private readonly gateway: PaymentGateway,
    private readonly changeLog: ChangeLogService,
  ) {}

  /** Creates the booking's payment row when missing (one per booking). */
  async ensure(manager: EntityManager, booking: Booking): Promise<void> {
    await manager
      .createQueryBuilder()
      .insert()
      .into(BookingPayment)
      .values({
        bookingId: booking.id,
        companyId: booking.companyId,
        currency: booking.currency,
        supplierCurrency: booking.supplierCurrency,
        createdAt: booking.createdAt,
      })
      .orIgnore()
      .execute();
  }

  /**
   * Locks the booking, then its payment row (always in this order, also when a booking workflow calls in with the
   * booking already locked), so that no edit or other money move slips in between reading and writing them,
   * even while the gateway is being called.
   */
  async lock(manager: EntityManager, bookingId: string, actedOnVersion?: number): Promise<LockedPayment> {
    const booking = await manager.createQueryBuilder(Booking, 'b').setLock('pessimistic_write').where('b.id = :id', { id: bookingId }).getOne();
    if (!booking) throw notFound('Booking');
    if (actedOnVersion !== undefined && actedOnVersion !== booking.version)
      throw await staleBooking(this.changeLog, manager, bookingId, actedOnVersion, booking.version);
    await this.ensure(manager, booking);
    const payment = await manager
      .createQueryBuilder(BookingPayment, 'p')
      .setLock('pessimistic_write')
      .where('p.booking_id = :id', { id: bookingId })
      .getOneOrFail();
    return { booking, payment };
  }

  /** Authorises and captures at the gateway with the stored payment method; answers the booking's new payment status. */
  async charge(manager: EntityManager, { booking, payment }: LockedPayment, move: MoneyMove): Promise<PaymentStatus> {
    const decision = decideBookingPayment(booking.paymentStatus, flagsOf(booking), { type: 'CAPTURE' });
    if (!decision.ok) throw paymentRefused(decision.reason);
    if (!payment.paymentMethod) throw noPaymentMethod();
    const amount = formatCents(move.amount);
    const authorizeKey = `${move.key}:authorize`;
    const authorized = await whenUnanswered(
      () =>
        this.gateway.authorize(
          { amount, currency: booking.currency, paymentMethod: payment.paymentMethod!, reference: booking.reference, description: move.reason },
          authorizeKey,
        ),
      () => this.gateway.paymentByKey(authorizeKey),
    );
    const captured = await this.capture(authorized, amount, move.key);
    await this.record(manager, { booking, payment }, move, {
      type: 'charge',
      amount: move.amount,
      supplierAmount: move.supplierAmount,
      provider: this.gateway.provider,
      providerTransactionId: captured.id,
      providerPaymentId: captured.id,
      authorizationId: authorized.authorizationCode,
      description: `Charge of ${amount} ${booking.currency}`,
    });
    await manager.query(
      `UPDATE booking_payment SET charged_amount = charged_amount + $2, charged_supplier_amount = charged_supplier_amount + $3,
              updated_at = now(), version = version + 1 WHERE id = $1`,
      [payment.id, amount, formatCents(move.supplierAmount)],
    );
    return decision.status;
  }

  /**
   * Captures an authorisation. When the capture goes unanswered, the void settles what happened: a void the gateway
   * accepts means the capture never took place (and now never will), a refused void means it did.
   */
  private async capture(authorized: GatewayPayment, amount: string, key: string): Promise<GatewayPayment> {
    if (authorized.status === 'captured') return authorized;
    return whenUnanswered(
      () => this.gateway.capture(authorized.id, amount, `${key}:capture`),
      async () => {
        const voided = await this.gateway.void(authorized.id, `${key}:void-unanswered-capture`).catch((err: unknown) => {
          if (err instanceof AppException && err.code === ErrorCode.PaymentGatewayRefused) return null;
          throw err;
        });
        if (voided) return null;
        const atGateway = await this.gateway.payment(authorized.id);
        return atGateway.status === 'captured' || atGateway.status === 'refunded' ? atGateway : null;
      },
    );
  }

  /**
   * Every check a refund of `amount` makes before money moves (the refund rules, the payment machine with its
   * disputed flag, what went through the gateway), moving nothing: 409 when it would be refused. Answers the
   * gateway payments to refund from (latest first) and the booking's payment status after the refund.
   */
  async planRefund(manager: EntityManager, locked: LockedPayment, amount: Cents): Promise<{ status: PaymentStatus; parts: GatewayRefundPart[] }> {
    const { booking, payment } = locked;
    if (amount === 0n) return { status: booking.paymentStatus, parts: [] };
    const totals = totalsOf(payment);
    const refusal = refundRefusal(totals, amount, booking.currency);
    if (refusal) throw paymentRefused(refusal, ErrorCode.RefundAboveCaptured);
    const decision = decideBookingPayment(booking.paymentStatus, flagsOf(booking), { type: 'REFUND', fullyRefunded: amount === refundableOf(totals) });
    if (!decision.ok) throw paymentRefused(decision.reason);
    return { status: decision.status, parts: await this.planGatewayRefund(manager, locked, amount) };
  }

  /**
   * Gives money back through the gateway, spread over the booking's captured gateway payments (latest first);
   * never more than was captured and not yet refunded. A supplier amount alone is recorded without the gateway.
   * Answers the booking's new payment status.
   */
  async refund(manager: EntityManager, locked: LockedPayment, move: MoneyMove): Promise<PaymentStatus> {
    const { booking, payment } = locked;
    const totals = totalsOf(payment);
    const { status, parts } = await this.planRefund(manager, locked, move.amount);
    for (const [i, part] of parts.entries()) {
      const refund = await this.gateway.refund(part.paymentId, formatCents(part.amount), move.reason, `${move.key}:refund:${part.paymentId}`);
      await this.record(manager, locked, move, {
        type: 'refund',
        amount: part.amount,
        supplierAmount: i === 0 ? move.supplierAmount : 0n,
        provider: this.gateway.provider,
        providerTransactionId: refund.id,
        providerPaymentId: part.paymentId,
        authorizationId: null,
        description: `Refund of ${formatCents(part.amount)} ${booking.currency}`,
      });
    }
    if (parts.length === 0 && move.supplierAmount > 0n) {
      await this.record(manager, locked, move, {
        type: 'refund',
        amount: 0n,
        supplierAmount: move.supplierAmount,
        provider: SUPPLIER_LEDGER_PROVIDER,
        providerTransactionId: null,
        providerPaymentId: null,
        authorizationId: null,
        description: `Supplier refund of ${formatCents(move.supplierAmount)} ${booking.supplierCurrency}`,
      });
    }
    // Under the row lock this always holds; the condition (and the table's CHECK) keep it so regardless.
    const updated = await updateCount(
      manager,
      `UPDATE booking_payment SET refunded_amount = refunded_amount + $2, refunded_supplier_amount = refunded_supplier_amount + $3,
              updated_at = now(), version = version + 1
        WHERE id = $1 AND refunded_amount + $2 <= charged_amount`,
      [payment.id, formatCents(move.amount), formatCents(move.supplierAmount)],
    );
    if (updated !== 1)
      throw paymentRefused(refundRefusal(totals, move.amount, booking.currency) ?? 'The refund is more than was captured.', ErrorCode.RefundAboveCaptured);
    return status;
  }

  /**
   * Every check a void of the booking's open card authorisations (neither captured nor voided) makes before it
   * goes to the gateway, moving nothing: the payment machine, and the gateway still holding each authorisation
   * (409 otherwise). Answers them and the booking's payment status after the void.
   */
  async planVoid(manager: EntityManager, { booking, payment }: LockedPayment): Promise<{ status: PaymentStatus; open: OpenAuthorization[] }> {
    const decision = decideBookingPayment(booking.paymentStatus, flagsOf(booking), { type: 'VOID' });
    if (!decision.ok) throw paymentRefused(decision.reason);
    const open: OpenAuthorization[] = await manager.query(
      `SELECT a.provider_payment_id AS "paymentId", a.amount, a.authorization_id AS "authorizationId" FROM payment_transaction a
        WHERE a.booking_payment_id = $1 AND a.type = 'authorize' AND a.provider = $2 AND a.provider_payment_id IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM payment_transaction o
                           WHERE o.type IN ('charge', 'void') AND o.provider = a.provider AND o.provider_payment_id = a.provider_payment_id)
        ORDER BY a.created_at, a.id`,
      [payment.id, this.gateway.provider],
    );
    for (const { paymentId } of open) {
      const atGateway = await this.gateway.payment(paymentId);
      if (atGateway.status !== 'authorized') {
        throw paymentRefused(`The card authorisation ${paymentId} cannot be voided: the payment gateway has it ${atGateway.status}.`, ErrorCode.NotVoidable);
      }
    }
    return { status: decision.status, open };
  }

  /**
   * Voids the booking's open card authorisations at the gateway (the hold on the customer's card is released;
   * nothing was taken), recording a `void` transaction for each. Answers the booking's new payment status (the
   * machine's VOID: authorized becomes unpaid).
   */
  async voidAuthorizations(manager: EntityManager, locked: LockedPayment, move: MoneyMove): Promise<PaymentStatus> {
    const { status, open } = await this.planVoid(manager, locked);
    for (const authorization of open) {
      await this.gateway.void(authorization.paymentId, `${move.key}:void:${authorization.paymentId}`);
      await this.record(manager, locked, move, {
        type: 'void',
        amount: centsOf(authorization.amount),
        supplierAmount: 0n,
        provider: this.gateway.provider,
        providerTransactionId: null,
        providerPaymentId: authorization.paymentId,
        authorizationId: authorization.authorizationId,
        description: `Authorization of ${amountText(authorization.amount)} ${locked.booking.currency} voided`,
      });
    }
    return status;
  }

  /**
   * Moves every transaction, the captured totals and the supplier settlement of one booking's payment to another's
   * (an exchange): the new booking takes the old one's payment status and its Mark as Paid, so the supplier is not
   * paid twice; the old booking, left with nothing, becomes unpaid (the machine's MOVE_OUT) with a booking-log line.
   */
  async move(manager: EntityManager, fromBookingId: string, toBookingId: string, actor: MoneyActor): Promise<void> {
    const from = await this.lock(manager, fromBookingId);
    const to = await this.lock(manager, toBookingId);
    const left = decideBookingPayment(from.booking.paymentStatus, flagsOf(from.booking), { type: 'MOVE_OUT' });
    if (!left.ok) throw paymentRefused(left.reason);
    await manager.query(
      `UPDATE payment_transaction SET booking_id = $2, booking_payment_id = $3, moved_from_booking_id = COALESCE(moved_from_booking_id, $1)
        WHERE booking_id = $1`,
      [from.booking.id, to.booking.id, to.payment.id],
    );
    await manager.query(
      `UPDATE booking_payment t
          SET charged_amount = t.charged_amount + f.charged_amount, refunded_amount = t.refunded_amount + f.refunded_amount,
              charged_supplier_amount = t.charged_supplier_amount + f.charged_supplier_amount,
              refunded_supplier_amount = t.refunded_supplier_amount + f.refunded_supplier_amount,
              payment_method = COALESCE(t.payment_method, f.payment_method),
              status = f.status, marked_paid_at = f.marked_paid_at, marked_paid_by = f.marked_paid_by, updated_at = now(), version = t.version + 1
         FROM booking_payment f WHERE t.id = $2 AND f.id = $1`,
      [from.payment.id, to.payment.id],
    );
    // The old payment keeps its own Mark as Paid as a record of what happened to it; its amounts are gone.
    await manager.query(
      `UPDATE booking_payment SET charged_amount = 0, refunded_amount = 0, charged_supplier_amount = 0, refunded_supplier_amount = 0,
              updated_at = now(), version = version + 1 WHERE id = $1`,
      [from.payment.id],
    );
    await manager.query(`UPDATE booking SET payment_status = $2, payment_provider = COALESCE(payment_provider, $3) WHERE id = $1`, [
      to.booking.id,
      from.booking.paymentStatus,
      from.booking.paymentProvider,
    ]);
    await this.setPaymentStatus(manager, from.booking, left.status, false);
    await this.history(manager, [from.booking.id], 'paymentMoved', actor, { to: to.booking.reference });
  }

  /**
   * Writes the booking's new payment status. `versioned` for moves made on their own (charge, refund): the update
   * checks and bumps the booking's version, so a booking form opened before them is stale. A caller that
   * versions the booking in its own transaction (cancel, exchange) passes false.
   */
  async setPaymentStatus(manager: EntityManager, booking: Booking, status: PaymentStatus, versioned: boolean): Promise<void> {
    if (!versioned) {
      if (status !== booking.paymentStatus) await manager.query(`UPDATE booking SET payment_status = $2 WHERE id = $1`, [booking.id, status]);
      return;
    }
    const updated = await updateCount(
      manager,
      `UPDATE booking SET payment_status = $2, updated_at = now(), version = version + 1 WHERE id = $1 AND version = $3`,
      [booking.id, status, booking.version],
    );
    if (updated !== 1) throw await this.conflict(manager, booking);
  }

  /** Someone wrote the booking after it was read at `booking.version` (409 with what they changed). */
  conflict(manager: EntityManager, booking: Booking) {
    return staleBooking(this.changeLog, manager, booking.id, booking.version, booking.version + 1);
  }

  /** The change-log entry of a money move that bumped the locked booking's version, so an edit conflict can name it. */
  async logBookingChange(manager: EntityManager, booking: Booking, actor: MoneyActor & { email: string | null }, changes: FieldChange[]): Promise<void> {
    await this.changeLog.record(manager, BOOKING_ENTITY_TYPE, booking.id, booking.version + 1, actor, changes);
  }

  /** One booking-log line per booking, with the statuses after the change. */
  async history(manager: EntityManager, bookingIds: string[], action: string, actor: MoneyActor, details: Record<string, unknown> | null): Promise<void> {
    await manager.query(
      `INSERT INTO booking_history (booking_id, action, status, customer_status, amend_status, payment_status, by_user_id, by_name, details)
       SELECT b.id, $2, b.status, b.customer_status, b.amend_status, b.payment_status, $3, $4, $5 FROM booking b WHERE b.id = ANY($1::uuid[])`,
      [bookingIds, action, actor.id, actor.name, details === null ? null : JSON.stringify(details)],
    );
  }

  private async planGatewayRefund(manager: EntityManager, { booking, payment }: LockedPayment, amount: Cents): Promise<GatewayRefundPart[]> {
    const charges: { payment_id: string; charged: string; refunded: string }[] = await manager.query(
      `SELECT c.provider_payment_id AS payment_id, c.amount AS charged,
              COALESCE((SELECT sum(r.amount) FROM payment_transaction r
                         WHERE r.type = 'refund' AND r.provider = c.provider AND r.provider_payment_id = c.provider_payment_id), 0) AS refunded
         FROM payment_transaction c
        WHERE c.booking_payment_id = $1 AND c.type = 'charge' AND c.provider = $2 AND c.provider_payment_id IS NOT NULL
        ORDER BY c.created_at DESC, c.id DESC`,
      [payment.id, this.gateway.provider],
    );
    const parts: GatewayRefundPart[] = [];
    let left = amount;
    for (const charge of charges) {
      const free = centsOf(charge.charged) - centsOf(charge.refunded);
      if (free <= 0n || left === 0n) continue;
      const part = free < left ? free : left;
      parts.push({ paymentId: charge.payment_id, amount: part });
      left -= part;
    }
    if (left > 0n) {
      throw paymentRefused(
        `Only ${formatCents(amount - left)} ${booking.currency} of what was captured went through the payment gateway, so no more can be refunded there.`,
        ErrorCode.NotRefundableThroughGateway,
      );
    }
    return parts;
  }

  private async record(
    manager: EntityManager,
    { booking, payment }: LockedPayment,
    move: MoneyMove,
    row: Pick<PaymentTransaction, 'type' | 'provider' | 'providerTransactionId' | 'providerPaymentId' | 'authorizationId' | 'description'> & {
      amount: Cents;
      supplierAmount: Cents;
    },
  ): Promise<void> {
    await manager.insert(PaymentTransaction, {
      ...row,
      bookingId: booking.id,
      bookingPaymentId: payment.id,
      source: move.source,
      amount: new Decimal(formatCents(row.amount)),
      supplierAmount: new Decimal(formatCents(row.supplierAmount)),
      currency: booking.currency,
      supplierCurrency: booking.supplierCurrency,
      reason: move.reason,
      createdBy: move.actor.id,
      createdByName: move.actor.name,
    });
  }
}
