import { Clock } from '@farebox/platform';
import { Injectable } from '@nestjs/common';
import { Decimal } from 'decimal.js';
import type { EntityManager } from 'typeorm';
import { BookingStatus, effectiveDateOf } from '@farebox/domain';
import { CurrencyRatesService, BASE_CURRENCY } from './currency-rates.service.js';
import type { SupplierTransactionKind } from './supplier-transaction.entity.js';

/** Why a booking is posted: the business event, unique per event, so that a retry of it posts nothing twice. */
export interface PostingCause {
  kind: SupplierTransactionKind;
  /** e.g. `approve:<booking id>:v4`; the posting key is this plus the supplier and currency. */
  key: string;
  reason?: string | null;
  /**
   * YYYY-MM-DD: a price change's reconciliation date; otherwise the supplier's calculationBasedOn decides, and a
   * correction is dated no earlier than the day it is posted (UTC), see effectiveDateOf.
   */
  effectiveDate?: string | null;
  actorId?: string | null;
}

export interface Posting {
  id: string;
  companyId: string;
  currency: string;
  kind: SupplierTransactionKind;
  amount: string;
  amountUsd: string;
  effectiveDate: string;
}

/**
 * A booking as the ledger posts it, handed in by the bookings area: read in the caller's transaction after its
 * writes, with the booking row locked (so two postings of one booking run one after the other and the second sees
 * the first). Finance never reads the bookings tables: these facts are everything a posting needs. Amounts are
 * decimal strings in the supplier currency; days are UTC (YYYY-MM-DD).
 */
export interface BookingPostingFacts {
  id: string;
  reference: string;
  status: string;
  /** The supplier company the cost is owed to. */
  companyId: string;
  supplierCurrency: string;
  cost: string;
  costUsd: string;
  /** What the supplier gave back of refunds so far. */
  supplierRefunded: string;
  bookingDay: string;
  departureDay: string;
  createdAt: Date;
  departureAt: Date;
  approvalDate: Date | null;
  exchangedToId: string | null;
  supplierBookingCode: string | null;
  bookingCode: string | null;
  passengerName: string | null;
  passengersCount: number;
  route: string | null;
  /** The supplier company's calculationBasedOn (null: by booking date). */
  calculationBasedOn: string | null;
}

/**
 * What the supplier is owed for the booking now, in its supplier currency: the cost less what the supplier gave
 * back, for a booking the supplier approved (still approved, or pending again on a change request, or cancelled
 * after approval); nothing for one never approved, declined, or replaced by an exchange (the new booking carries it).
 */
function owedOf(b: BookingPostingFacts): Decimal {
  const approvedOnce = b.approvalDate !== null || b.status === BookingStatus.Approved;
  const counts =
    b.status === BookingStatus.Approved ||
    (b.status === BookingStatus.Pending && approvedOnce) ||
    (b.status === BookingStatus.Canceled && approvedOnce && !b.exchangedToId);
  return counts ? new Decimal(b.cost).minus(b.supplierRefunded) : new Decimal(0);
}

/**
 * One posting and its share of the derived daily costs, in one statement: the daily-cost rows are only touched
 * when the posting was new (a retried key inserts nothing), with atomic upserts taken in day order so concurrent
 * postings of one supplier neither lose an amount nor deadlock.
 */
const POST_SQL = `
WITH posted AS (
  INSERT INTO supplier_transaction (company_id, posting_key, kind, booking_id, booking_reference, supplier_booking_id, booking_code, amount,
    currency, amount_usd, booking_date, departure_date, effective_date, approval_date, route, passenger_name, tickets, booking_status, reason, created_by)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)
  ON CONFLICT (posting_key) DO NOTHING
  RETURNING id, company_id, currency, amount, effective_date
),
costs AS (
  INSERT INTO supplier_daily_cost AS t (company_id, day, currency, amount, booked_amount)
  SELECT p.company_id, v.day, p.currency, sum(v.amount), sum(v.booked)
    FROM posted p CROSS JOIN LATERAL (VALUES (p.effective_date, p.amount, 0::numeric), ($21::date, 0::numeric, p.amount)) AS v(day, amount, booked)
   GROUP BY p.company_id, v.day, p.currency
   ORDER BY v.day
  ON CONFLICT (company_id, day, currency) DO UPDATE SET amount = t.amount + EXCLUDED.amount, booked_amount = t.booked_amount + EXCLUDED.booked_amount
)
SELECT id FROM posted`;

/**
 * The supplier ledger: postings of bookings' supplier cost (append-only supplier_transaction) and the derived
 * supplier_daily_cost, always inside the caller's transaction (the booking change and its posting commit together).
 */
@Injectable()
export class SupplierLedgerService {
  constructor(
    private readonly rates: CurrencyRatesService,
    private readonly clock: Clock,
  ) {}

  /**
   * A reconciling posting: what the supplier is owed for the booking now, less what was posted for it already, is
   * posted (per supplier and currency; a booking moved to another supplier or currency reverses the old one's).
   * Nothing is posted when the difference is 0, and a cause key already posted posts nothing again. Answers the
   * postings made.
   */
  async postBooking(manager: EntityManager, booking: BookingPostingFacts, cause: PostingCause): Promise<Posting[]> {
    const currency = booking.supplierCurrency.trim();
    const rows: { company_id: string; currency: string; total: string }[] = await manager.query(
      `SELECT company_id, currency, sum(amount)::text AS total FROM supplier_transaction WHERE booking_id = $1 GROUP BY company_id, currency`,
      [booking.id],
    );
    const targets = new Map<string, { companyId: string; currency: string; owed: Decimal; posted: Decimal | null }>();
    const target = (companyId: string, cur: string) => {
      const key = `${companyId}:${cur}`;
      if (!targets.has(key)) targets.set(key, { companyId, currency: cur, owed: new Decimal(0), posted: null });
      return targets.get(key)!;
    };
    // What was posted first, so a move to another supplier or currency reverses the old before posting the new.
    for (const row of rows) target(row.company_id, row.currency.trim()).posted = new Decimal(row.total);
    target(booking.companyId, currency).owed = owedOf(booking);

    const postedOn = this.clock.today();
    const postings: Posting[] = [];
    for (const t of targets.values()) {
      const amount = t.owed.minus(t.posted ?? 0);
      if (amount.isZero()) continue;
      // A correction: the cause says so, or the supplier already has postings of this booking.
      const isCorrection = cause.kind !== 'booking' || t.posted !== null;
      const effectiveDate = effectiveDateOf({
        bookingDate: booking.bookingDay,
        departureDate: booking.departureDay,
        calculationBasedOn: booking.calculationBasedOn ?? 'booking_date',
        reconciliationDate: cause.effectiveDate,
        correctionPostedOn: isCorrection ? postedOn : null,
      });
      const amountUsd = await this.usdOf(manager, booking, amount, t.currency, effectiveDate);
      const [inserted] = await manager.query<{ id: string }[]>(POST_SQL, [
        t.companyId,
        `${cause.key}:${t.companyId}:${t.currency}`,
        cause.kind,
        booking.id,
        booking.reference,
        booking.supplierBookingCode,
        booking.bookingCode,
        amount.toFixed(2),
        t.currency,
        amountUsd.toFixed(2),
        booking.createdAt,
        booking.departureAt,
        effectiveDate,
        booking.approvalDate,
        booking.route,
        booking.passengerName || null,
        booking.passengersCount,
        booking.status,
        cause.reason ?? null,
        cause.actorId ?? null,
        booking.bookingDay,
      ]);
      if (inserted) {
        postings.push({
          id: inserted.id,
          companyId: t.companyId,
          currency: t.currency,
          kind: cause.kind,
          amount: amount.toFixed(2),
          amountUsd: amountUsd.toFixed(2),
          effectiveDate,
        });
      }
    }
    return postings;
  }

  /**
   * USD at the effective date's rate; without any rate for the currency, at the booking's own rate (its USD cost
   * over its supplier cost), so a missing rate never blocks a booking workflow.
   */
  private async usdOf(manager: EntityManager, booking: BookingPostingFacts, amount: Decimal, currency: string, date: string): Promise<Decimal> {
    const usd = await this.rates.toUsdOrNull(manager, amount, currency, date);
    if (usd) return usd;
    if (currency === BASE_CURRENCY) return amount;
    const cost = new Decimal(booking.cost);
    if (cost.isZero()) return new Decimal(0);
    return amount.times(booking.costUsd).div(cost).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  }
}
