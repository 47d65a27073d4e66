import { Injectable } from '@nestjs/common';
import { Decimal } from 'decimal.js';
import {
  canChooseReconciliation,
  cycleById,
  ErrorCode,
  formatCents,
  normalizeAmount,
  PaymentMessage,
  resolveTransaction,
  validateChangePrice,
  type MoneyDirection,
} from '@farebox/domain';
import { IdempotencyService, type AuthenticatedUser } from '@farebox/platform';
import { BookingItem } from '../bookings/booking-item.entity.js';
import { BookingPostingService } from '../bookings/booking-posting.service.js';
import { BookingPriceChange } from './booking-price-change.entity.js';
import type { PaymentDetailDto } from './dto/payment.dto.js';
import type { ChangePriceDto, MoneyTransactionDto } from './dto/payment-write.dto.js';
import { invalidPaymentForm, paymentForbidden, paymentRefused } from './payment.errors.js';
import { PaymentLedger, updateCount } from './payment-ledger.service.js';
import { actorOf, amountText, authorOf, centsOf, totalsOf } from './payment-money.js';
import { PaymentsQueryService } from './payments-query.service.js';

/** Charge, refund and change price of one booking: each an idempotent request that runs in one transaction. */
@Injectable()
export class BookingMoneyService {
  constructor(
    private readonly idempotency: IdempotencyService,
    private readonly ledger: PaymentLedger,
    private readonly query: PaymentsQueryService,
    private readonly postings: BookingPostingService,
  ) {}

  charge(bookingId: string, dto: MoneyTransactionDto, key: string | undefined, user: AuthenticatedUser): Promise<PaymentDetailDto> {
    return this.moveMoney('charge', bookingId, dto, key, user);
  }

  refund(bookingId: string, dto: MoneyTransactionDto, key: string | undefined, user: AuthenticatedUser): Promise<PaymentDetailDto> {
    return this.moveMoney('refund', bookingId, dto, key, user);
  }

  private moveMoney(direction: MoneyDirection, bookingId: string, dto: MoneyTransactionDto, key: string | undefined, user: AuthenticatedUser) {
    const scope = `payments.${direction}:${user.id}`;
    return this.idempotency.run({ scope, key, request: { bookingId, dto }, callsOut: true }, async (manager) => {
      const locked = await this.ledger.lock(manager, bookingId, dto.version);
      const { booking, payment } = locked;
      const resolution = resolveTransaction(direction, dto, { price: centsOf(booking.priceAmount), totals: totalsOf(payment), currency: booking.currency });
      if (!resolution.ok) {
        if ('errors' in resolution) throw invalidPaymentForm(resolution.errors);
        throw paymentRefused(resolution.refusal, resolution.reason === 'refundAboveCaptured' ? ErrorCode.RefundAboveCaptured : ErrorCode.TransitionRefused);
      }
      const actor = actorOf(user);
      const move = { ...resolution.transaction, source: dto.transactionType, actor, key: `${scope}:${key}` };
      const status = direction === 'charge' ? await this.ledger.charge(manager, locked, move) : await this.ledger.refund(manager, locked, move);
      await this.ledger.setPaymentStatus(manager, booking, status, true);
      const totalField = direction === 'charge' ? 'chargedAmount' : 'refundedAmount';
      await this.ledger.logBookingChange(manager, booking, authorOf(user), [
        ...(status === booking.paymentStatus ? [] : [{ field: 'paymentStatus', from: booking.paymentStatus, to: status }]),
        { field: totalField, from: amountText(payment[totalField]), to: amountText(new Decimal(payment[totalField]).plus(formatCents(move.amount))) },
      ]);
      // What the supplier gives back of a refund lowers what it is owed.
      if (direction === 'refund' && move.supplierAmount !== 0n) {
        await this.postings.post(manager, bookingId, { kind: 'refund', key: move.key, reason: move.reason, actorId: actor.id });
      }
      await this.ledger.history(manager, [bookingId], direction, actor, {
        transactionType: dto.transactionType,
        amount: formatCents(move.amount),
        currency: booking.currency,
        reason: move.reason,
      });
      return this.query.detailOfBooking(bookingId, user, manager);
    });
  }

  changePrice(bookingId: string, dto: ChangePriceDto, key: string | undefined, user: AuthenticatedUser): Promise<PaymentDetailDto> {
    return this.idempotency.run({ scope: `payments.changePrice:${user.id}`, key, request: { bookingId, dto } }, async (manager) => {
      if (dto.reconciliation && !canChooseReconciliation(user)) throw paymentForbidden(PaymentMessage.ReconciliationPermission);
      const { booking } = await this.ledger.lock(manager, bookingId, dto.version);
      const items = await manager.find(BookingItem, { where: { bookingId }, order: { position: 'ASC' } });
      const errors = validateChangePrice(
        dto,
        items.map((i) => i.reference),
      );
      if (errors.length > 0) throw invalidPaymentForm(errors);
      const amount = normalizeAmount(dto.amount)!;
      const supplierAmount = normalizeAmount(dto.supplierAmount)!;
      const costPerItem = Object.fromEntries(Object.entries(dto.supplierCostPerItem ?? {}).map(([ref, cost]) => [ref, normalizeAmount(cost)!]));

      // USD amounts follow the new totals at the booking's own rate; the first change keeps the initial price.
      const updated = await updateCount(
        manager,
        `UPDATE booking SET
            initial_price = COALESCE(initial_price, price_amount),
            price_amount_usd = CASE WHEN price_amount > 0 THEN round(price_amount_usd * $2::numeric / price_amount, 2) ELSE price_amount_usd END,
            cost_amount_usd = CASE WHEN cost_in_supplier_currency > 0 THEN round(cost_amount_usd * $3::numeric / cost_in_supplier_currency, 2) ELSE cost_amount_usd END,
            price_amount = $2, cost_in_supplier_currency = $3, updated_at = now(), version = version + 1
          WHERE id = $1 AND version = $4`,
        [bookingId, amount, supplierAmount, booking.version],
      );
      if (updated !== 1) throw await this.ledger.conflict(manager, booking);
      await this.ledger.logBookingChange(
        manager,
        booking,
        authorOf(user),
        [
          { field: 'priceAmount', from: amountText(booking.priceAmount), to: amount },
          { field: 'costInSupplierCurrency', from: amountText(booking.costInSupplierCurrency), to: supplierAmount },
        ].filter((c) => c.from !== c.to),
      );
      for (const [reference, cost] of Object.entries(costPerItem)) {
        await manager.query(`UPDATE booking_item SET cost_in_supplier_currency = $3 WHERE booking_id = $1 AND reference = $2`, [bookingId, reference, cost]);
      }
      const actor = actorOf(user);
      const text = (value: string | undefined) => value?.trim() || null;
      const reasonType = text(dto.reasonType);
      const reason = reasonType ? text(dto.reason) : null;
      const note = text(dto.note);
      const reconciliation = dto.reconciliation
        ? dto.reconciliation.effectiveDate
          ? { effectiveDate: dto.reconciliation.effectiveDate }
          : { cycle: dto.reconciliation.cycle! }
        : null;
      // The new supplier cost is posted now; a reconciliation date (or the start of its cycle) is its effective date.
      await this.postings.post(manager, bookingId, {
        kind: 'price_change',
        key: `changePrice:${bookingId}:v${booking.version + 1}`,
        reason: [reasonType, reason, note].filter(Boolean).join(': ') || null,
        effectiveDate: reconciliation
          ? 'effectiveDate' in reconciliation
            ? reconciliation.effectiveDate
            : (cycleById(reconciliation.cycle)?.start ?? null)
          : null,
        actorId: actor.id,
      });
      await manager.insert(BookingPriceChange, {
        bookingId,
        currency: booking.currency,
        supplierCurrency: booking.supplierCurrency,
        amountFrom: booking.priceAmount,
        amountTo: new Decimal(amount),
        supplierAmountFrom: booking.costInSupplierCurrency,
        supplierAmountTo: new Decimal(supplierAmount),
        supplierCostPerItem: costPerItem,
        reasonType,
        reason,
        note,
        reconciliation,
        createdBy: actor.id,
        createdByName: actor.name,
      });
      await this.ledger.history(manager, [bookingId], 'changePrice', actor, {
        from: amountText(booking.priceAmount),
        to: amount,
        currency: booking.currency,
        supplierFrom: amountText(booking.costInSupplierCurrency),
        supplierTo: supplierAmount,
        supplierCurrency: booking.supplierCurrency,
        reasonType,
        reason,
        note,
      });
      return this.query.detailOfBooking(bookingId, user, manager);
    });
  }
}
