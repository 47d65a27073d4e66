import { randomBytes } from 'node:crypto';
import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import {
  allocateRefund,
  appendCouponEntry,
  canCancelCoupon,
  cancelRefundAmount,
  couponBalance,
  entryRefusal,
  ErrorCode,
  formatCents,
  RefundCouponEntryKind,
  RefundCouponStatus,
  toCents,
  type RefundCouponEntry,
} from '@farebox/domain';
import { PaymentGateway } from '@farebox/bookings';
import { AppException, Clock, IdempotencyService, notFound, takeOf, type AuthenticatedUser, type Page, escapeLike } from '@farebox/platform';
import { RefundCoupon, RefundCouponEntryRow, type CouponGatewayRefund, type CouponSourcePayment } from './refund-coupon.entities.js';
import { couponRows } from './refund-coupon-rows.js';
import type { CancelledRefundCouponDto, ListRefundCouponsQueryDto, RefundCouponDto } from './refund-coupon.dto.js';

/** What a booking cancellation that refunds as a coupon passes (amounts are decimal strings). */
export interface IssueRefundCoupon {
  email: string;
  currency: string;
  /** The coupon's value: its first balance. */
  amount: string;
  /** The gateway fee part of the card payment, kept out of the balance. */
  processingFee: string;
  bookingReferences: string[];
  /** The card payments a cancel refunds to; together at least amount + processingFee. */
  sourcePayments: CouponSourcePayment[];
  expireAt: Date | null;
  /** A code of its own (demo data); otherwise one is generated. */
  code?: string;
}

export interface CouponActor {
  id: string | null;
  name: string;
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCode = () => `RC${[...randomBytes(8)].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('')}`;

const notCancellable = () =>
  new AppException(
    HttpStatus.CONFLICT,
    ErrorCode.RefundCouponNotCancellable,
    'This coupon cannot be cancelled: only an active coupon with a balance above 0 can be (it may just have been cancelled by someone else).',
  );

/**
 * Refund coupons (spec part 3, sections 2 to 4). A cancel refunds the balance (and, when asked, the processing fee)
 * to the coupon's source card payments through the gateway and closes the coupon, in one transaction that holds the
 * coupon's row lock: of two racing cancels one refunds and the other gets 409; a gateway failure rolls everything
 * back, so the coupon stays active with its balance. The gateway keys derive from the coupon and the payment, so a
 * re-run after a failure midway replays the refunds already made instead of making them twice.
 */
@Injectable()
export class RefundCouponsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly idempotency: IdempotencyService,
    private readonly gateway: PaymentGateway,
    private readonly clock: Clock,
  ) {}

  async list(query: ListRefundCouponsQueryDto, user: AuthenticatedUser): Promise<Page<RefundCouponDto>> {
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (sql: (p: string) => string, value: unknown) => {
      params.push(value);
      where.push(sql(`$${params.length}`));
    };
    if (query.code) add((p) => `upper(c.code) LIKE upper(${p}) || '%' ESCAPE '\\'`, escapeLike(query.code));
    if (query.email) add((p) => `lower(c.email) LIKE lower(${p}) || '%' ESCAPE '\\'`, escapeLike(query.email));
    if (query.bookingReference) {
      add(
        (p) =>
          `(c.booking_references @> ARRAY[${p}::text] OR EXISTS (SELECT 1 FROM refund_coupon_entry r WHERE r.coupon_id = c.id AND r.booking_references @> ARRAY[${p}::text]))`,
        query.bookingReference,
      );
    }
    if (query.status) add((p) => `c.activated = ${p}`, query.status === RefundCouponStatus.Active);
    if (query.currency) add((p) => `c.currency = ${p}`, query.currency);
    const whereSql = where.length > 0 ? where.join(' AND ') : 'true';
    const limit = takeOf(query);
    const [data, [{ total }]] = await Promise.all([
      couponRows(this.db.manager, user, whereSql, params, { limit, offset: query.offset }),
      this.db.query<{ total: number }[]>(`SELECT count(*)::int AS total FROM refund_coupon c WHERE ${whereSql}`, params),
    ]);
    return { data, meta: { limit: query.limit, offset: query.offset, total } };
  }

  /** Issues a coupon in the caller's transaction (a booking cancellation refunding as a coupon, or the demo data). */
  async issue(manager: EntityManager, input: IssueRefundCoupon, actor: CouponActor): Promise<RefundCoupon> {
    const amount = toCents(input.amount);
    const fee = toCents(input.processingFee);
    const covered = input.sourcePayments.reduce((sum, p) => sum + (toCents(p.amount) ?? 0n), 0n);
    if (amount === null || fee === null || fee < 0n || covered < amount + fee) {
      throw new AppException(
        HttpStatus.CONFLICT,
        ErrorCode.RefundCouponNotRefundable,
        `A coupon of ${input.amount} ${input.currency} with a processing fee of ${input.processingFee} needs card payments covering both.`,
      );
    }
    const [issueEntry] = appendCouponEntry([], { kind: RefundCouponEntryKind.Issue, amount });
    const now = this.clock.now();
    const coupon = await manager.save(
      manager.create(RefundCoupon, {
        code: input.code ?? newCode(),
        currency: input.currency,
        email: input.email,
        bookingReferences: input.bookingReferences,
        processingFee: formatCents(fee),
        sourcePayments: input.sourcePayments,
        activated: true,
        createdAt: now,
        expireAt: input.expireAt,
        version: 1,
      }),
    );
    await this.append(manager, coupon.id, { kind: issueEntry.kind, amount: formatCents(issueEntry.amount) }, actor);
    return coupon;
  }

  /**
   * Takes `amount` (decimal string) off an active coupon's balance for the bookings paying with it, in the caller's
   * transaction; 409 RefundCouponUnusable when the coupon is inactive or its balance does not cover the amount.
   */
  async consume(manager: EntityManager, couponId: string, amount: string, bookingReferences: string[], actor: CouponActor): Promise<void> {
    const coupon = await manager.findOne(RefundCoupon, { where: { id: couponId }, lock: { mode: 'pessimistic_write' } });
    if (!coupon) throw notFound('Refund coupon');
    const cents = toCents(amount);
    const refusal = !coupon.activated
      ? `Coupon ${coupon.code} is inactive: it cannot pay for a booking.`
      : cents === null
        ? `${amount} is not an amount.`
        : entryRefusal(couponBalance(await this.ledgerOf(manager, couponId)), { kind: RefundCouponEntryKind.Consumption, amount: -cents }, false);
    if (refusal) throw new AppException(HttpStatus.CONFLICT, ErrorCode.RefundCouponUnusable, refusal);
    await this.append(manager, couponId, { kind: RefundCouponEntryKind.Consumption, amount: formatCents(-cents!), bookingReferences }, actor);
  }

  /** Cancel including processing fees: once per Idempotency-Key (a retry answers the first result again). */
  cancel(id: string, includeProcessingFees: boolean, key: string | undefined, user: AuthenticatedUser): Promise<CancelledRefundCouponDto> {
    return this.idempotency.run({ scope: `refundCoupons.cancel:${user.id}`, key, request: { id, includeProcessingFees }, callsOut: true }, async (manager) => {
      const coupon = await manager.findOne(RefundCoupon, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!coupon) throw notFound('Refund coupon');
      const ledger = await this.ledgerOf(manager, id);
      const balance = couponBalance(ledger);
      if (!canCancelCoupon({ activated: coupon.activated, balance })) throw notCancellable();
      const fee = includeProcessingFees ? toCents(coupon.processingFee)! : 0n;
      const refund = cancelRefundAmount(balance, fee, includeProcessingFees);
      const parts = allocateRefund(
        refund,
        coupon.sourcePayments.map((p) => ({ paymentId: p.paymentId, amount: toCents(p.amount)! })),
      );
      if (!parts) {
        throw new AppException(
          HttpStatus.CONFLICT,
          ErrorCode.RefundCouponNotRefundable,
          `The coupon's card payments do not cover a refund of ${formatCents(refund)} ${coupon.currency}.`,
        );
      }
      const refundEntry = appendCouponEntry(ledger, { kind: RefundCouponEntryKind.Refund, amount: -balance }).at(-1)!;
      const gatewayRefunds: CouponGatewayRefund[] = [];
      for (const part of parts) {
        const made = await this.gateway.refund(
          part.paymentId,
          formatCents(part.amount),
          `Refund coupon ${coupon.code} cancelled`,
          `refund-coupon:${id}:${part.paymentId}`,
        );
        gatewayRefunds.push({ refundId: made.id, paymentId: part.paymentId, amount: made.amount });
      }
      await this.append(
        manager,
        id,
        { kind: refundEntry.kind, amount: formatCents(refundEntry.amount), feeRefunded: formatCents(fee), gatewayRefunds },
        { id: user.id, name: user.displayName || user.username },
      );
      await manager.update(RefundCoupon, { id, version: coupon.version }, { activated: false, version: coupon.version + 1 });
      const [row] = await couponRows(manager, user, 'c.id = $1', [id]);
      return { coupon: row, refunded: formatCents(refund) };
    });
  }

  /** The coupon's ledger, its issue first. */
  private async ledgerOf(manager: EntityManager, couponId: string): Promise<RefundCouponEntry[]> {
    const entries = await manager.find(RefundCouponEntryRow, { where: { couponId }, order: { createdAt: 'ASC', id: 'ASC' } });
    return entries
      .map((e) => ({ kind: e.kind, amount: toCents(e.amount)! }))
      .sort((a, b) => Number(b.kind === RefundCouponEntryKind.Issue) - Number(a.kind === RefundCouponEntryKind.Issue));
  }

  private append(
    manager: EntityManager,
    couponId: string,
    entry: Pick<RefundCouponEntryRow, 'kind' | 'amount'> & Partial<Pick<RefundCouponEntryRow, 'feeRefunded' | 'gatewayRefunds' | 'bookingReferences'>>,
    actor: CouponActor,
  ): Promise<RefundCouponEntryRow> {
    return manager.save(
      manager.create(RefundCouponEntryRow, {
        bookingReferences: [],
        feeRefunded: '0.00',
        gatewayRefunds: [],
        ...entry,
        couponId,
        createdById: actor.id,
        createdByName: actor.name,
        createdAt: this.clock.now(),
      }),
    );
  }
}
