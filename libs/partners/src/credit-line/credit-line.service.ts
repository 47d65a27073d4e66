import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { ErrorCode, hasCreditLine, validateTopUp } from '@farebox/domain';
import { AppException, Clock, IdempotencyService, notFound, validationFailed, type AuthenticatedUser } from '@farebox/platform';
import type { CreditHistoryDto, TopUpAnswerDto, TopUpDto } from './credit-line.dto.js';
import { PartnerCreditEntry } from './partner-credit-entry.entity.js';

/** The derived balance of channel `alias`: the sum of its ledger entries (the list, its filters and the detail read it). */
export const balanceSqlOf = (alias: string) =>
  `CASE WHEN ${alias}.type = 'bookingAgent' AND ${alias}.payment_flow = 'creditline'
     THEN COALESCE((SELECT sum(e.amount) FROM partner_credit_entry e WHERE e.channel_id = ${alias}.id), 0)::numeric(14, 2) END`;

interface CreditLineRow {
  id: string;
  type: string;
  payment_flow: string | null;
  currency: string | null;
}

/** A booking charged to its channel's credit line. */
export interface CreditLineCharge {
  bookingId: string;
  /** The booking's `domain`: the channel slug. */
  domain: string;
  /** The booking's price, decimal string. */
  amount: string;
  currency: string;
}

const noCreditLine = () =>
  new AppException(HttpStatus.CONFLICT, ErrorCode.NoCreditLine, 'This partner has no credit line: only booking agents paying by credit line have one');

const authorName = (user: AuthenticatedUser) => user.displayName || user.username;

/**
 * A booking agent's credit line (spec part 2, 2.7 Credit History, 3.3): an append-only ledger of top-ups and booking
 * charges whose sum is the balance. Every write locks the partner row first, so two bookings check the balance one
 * after the other and the balance never goes below zero.
 */
@Injectable()
export class PartnerCreditLineService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly idempotency: IdempotencyService,
    private readonly clock: Clock,
  ) {}

  async history(channelId: string): Promise<CreditHistoryDto> {
    const partner = await this.creditLineOf(this.db.manager, channelId, false);
    const rows = await this.db.query<{ id: string; created_at: Date; amount: string; added_by_name: string; note: string | null }[]>(
      `SELECT id, created_at, amount::text AS amount, added_by_name, note FROM partner_credit_entry
        WHERE channel_id = $1 AND kind = 'topUp' ORDER BY created_at DESC, id DESC`,
      [channelId],
    );
    return {
      currency: partner.currency!,
      balance: await this.balanceOf(this.db.manager, channelId),
      total: rows.length,
      data: rows.map((r) => ({
        id: r.id,
        date: r.created_at.toISOString(),
        amount: r.amount,
        currency: partner.currency!,
        addedBy: r.added_by_name,
        note: r.note,
      })),
    };
  }

  /** Adds a top-up once per Idempotency-Key (a retry answers the first top-up again and adds nothing). */
  topUp(channelId: string, dto: TopUpDto, key: string | undefined, user: AuthenticatedUser): Promise<TopUpAnswerDto> {
    return this.idempotency.run({ scope: `partners.topUp:${user.id}`, key, request: { channelId, dto } }, async (manager) => {
      const partner = await this.creditLineOf(manager, channelId, true);
      const problems = validateTopUp({ amount: String(dto.amount ?? '') });
      if (problems.length > 0) throw validationFailed(problems, problems[0].message);
      const entry = await this.append(manager, {
        channelId,
        kind: 'topUp',
        amount: dto.amount.trim(),
        currency: partner.currency!,
        bookingId: null,
        note: dto.note?.trim() || null,
        addedById: user.id,
        addedByName: authorName(user),
      });
      return { id: entry.id, balance: await this.balanceOf(manager, channelId) };
    });
  }

  /**
   * Charges a booking to its channel's credit line in the booking's transaction, when the channel is a booking agent
   * paying by credit line (any other channel: nothing). 409 CreditLineCurrencyMismatch when the booking is in another
   * currency than the credit line, 409 CreditLineInsufficientBalance when the balance would go below zero.
   */
  async chargeBooking(manager: EntityManager, charge: CreditLineCharge, user: AuthenticatedUser): Promise<void> {
    // Only a credit-line partner's row is locked: bookings of the other channels never wait on each other here.
    const [partner] = await manager.query<CreditLineRow[]>(
      `SELECT id, type, payment_flow, currency FROM sales_channel
        WHERE slug = $1 AND type = 'bookingAgent' AND payment_flow = 'creditline' FOR UPDATE`,
      [charge.domain],
    );
    if (!partner) return;
    if (partner.currency !== charge.currency) {
      throw new AppException(
        HttpStatus.CONFLICT,
        ErrorCode.CreditLineCurrencyMismatch,
        `The booking is in ${charge.currency} but this partner's credit line is in ${partner.currency}: it cannot be charged to it`,
        { bookingCurrency: charge.currency, creditLineCurrency: partner.currency },
      );
    }
    const [check] = await manager.query<{ balance: string; short: boolean }[]>(
      `SELECT (${balanceSqlOf('c')})::text AS balance, (${balanceSqlOf('c')}) - $2::numeric < 0 AS short FROM sales_channel c WHERE c.id = $1`,
      [partner.id, charge.amount],
    );
    if (check.short) {
      throw new AppException(
        HttpStatus.CONFLICT,
        ErrorCode.CreditLineInsufficientBalance,
        `The partner's credit line balance (${check.balance} ${partner.currency}) does not cover this booking (${charge.amount} ${charge.currency})`,
        { balance: check.balance, amount: charge.amount, currency: partner.currency },
      );
    }
    if (/^0+(\.0+)?$/.test(charge.amount)) return;
    await this.append(manager, {
      channelId: partner.id,
      kind: 'charge',
      amount: `-${charge.amount}`,
      currency: partner.currency,
      bookingId: charge.bookingId,
      note: null,
      addedById: user.id,
      addedByName: authorName(user),
    });
  }

  /**
   * Gives a cancelled or exchanged booking's charge back to its channel's credit line, in the booking's transaction:
   * `amount` (the cancellation's refund, decimal string) up to what was charged, or all of it (null); at most once a booking.
   * A booking that was not charged to a credit line: nothing.
   */
  async refundBooking(manager: EntityManager, bookingId: string, amount: string | null, user: AuthenticatedUser): Promise<void> {
    const [charge] = await manager.query<{ channel_id: string; currency: string; refund: string }[]>(
      `SELECT e.channel_id, e.currency, r.refund::text AS refund
         FROM partner_credit_entry e JOIN sales_channel c ON c.id = e.channel_id
        CROSS JOIN LATERAL (SELECT LEAST(-e.amount, COALESCE($2::numeric, -e.amount))::numeric(14, 2) AS refund) r
        WHERE e.booking_id = $1 AND e.kind = 'charge'
          AND r.refund > 0 AND NOT EXISTS (SELECT 1 FROM partner_credit_entry x WHERE x.booking_id = $1 AND x.kind = 'refund')
          FOR UPDATE OF c`,
      [bookingId, amount],
    );
    if (!charge) return;
    await this.append(manager, {
      channelId: charge.channel_id,
      kind: 'refund',
      amount: charge.refund,
      currency: charge.currency,
      bookingId,
      note: null,
      addedById: user.id,
      addedByName: authorName(user),
    });
  }

  private append(manager: EntityManager, entry: Omit<PartnerCreditEntry, 'id' | 'createdAt'>): Promise<PartnerCreditEntry> {
    return manager.save(manager.create(PartnerCreditEntry, { ...entry, createdAt: this.clock.now() }));
  }

  private async balanceOf(manager: EntityManager, channelId: string): Promise<string> {
    const [row] = await manager.query<{ balance: string }[]>(`SELECT (${balanceSqlOf('c')})::text AS balance FROM sales_channel c WHERE c.id = $1`, [
      channelId,
    ]);
    return row.balance;
  }

  /** The partner with its credit line (locked for a write): 404 unknown, 409 NoCreditLine without one. */
  private async creditLineOf(manager: EntityManager, channelId: string, lock: boolean): Promise<CreditLineRow> {
    const [partner] = await manager.query<CreditLineRow[]>(
      `SELECT id, type, payment_flow, currency FROM sales_channel WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
      [channelId],
    );
    if (!partner) throw notFound('Partner');
    if (!hasCreditLine({ type: partner.type, paymentFlow: partner.payment_flow }) || !partner.currency) throw noCreditLine();
    return partner;
  }
}
