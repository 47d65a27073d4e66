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

/** The booking as the ledger reads it (a row of BOOKING_SQL). */
interface BookingRow {
  id: string;
  reference: string;
  status: string;
  company_id: string;
  supplier_currency: string;
  cost: string;
  cost_usd: string;
  supplier_refunded: string;
  booking_day: string;
  departure_day: string;
  created_at: Date;
  departure_at: Date;
  approval_date: Date | null;
  exchanged_to_id: string | null;
  supplier_booking_code: string | null;
  booking_code: string | null;
  passenger_name: string;
  passengers_count: number;
  route: string | null;
  calculation_based_on: string | null;
}

/*
 * The booking is read from the `booking` table with SQL rather than handed in by the caller: bookings imports
 * finance (never the reverse), and reading the row inside the caller's transaction, after its writes, means the
 * posting always reflects the booking exactly as it is being committed (no stale snapshot a caller could pass).
 * The row is locked, so two postings of one booking run one after the other and the second sees the first.
 */
const BOOKING_SQL = `
SELECT b.id, b.reference, b.status, b.company_id, b.supplier_currency, b.cost_in_supplier_currency AS cost, b.cost_amount_usd AS cost_usd,
       COALESCE(p.refunded_supplier_amount, 0) AS supplier_refunded,
       to_char(b.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS booking_day,
       to_char(b.departure_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS departure_day,
       b.created_at, b.departure_at, b.approval_date, b.exchanged_to_id, b.supplier_booking_code,
       b.approval_inputs ->> 'bookingCode' AS booking_code, trim(b.first_name || ' ' || b.last_name) AS passenger_name, b.passengers_count,
       CASE WHEN fc.name IS NOT NULL OR tc.name IS NOT NULL THEN concat_ws(' → ', fc.name, tc.name) END AS route,
       co.calculation_based_on
  FROM booking b
  JOIN company co ON co.id = b.company_id
  LEFT JOIN booking_payment p ON p.booking_id = b.id
  LEFT JOIN city fc ON fc.id = b.from_city_id
  LEFT JOIN city tc ON tc.id = b.to_city_id
 WHERE b.id = $1
 FOR UPDATE OF b`;

/**
 * What the supplier is owed for the booking now, in its supplier currency: the cost less what the supplier gave
 * back, for a booking the supplier approved (still approved, or pending again on a change request, or cancelled
 * after approval); nothing for one never approved, declined, or replaced by an exchange (the new booking carries it).
 */
function owedOf(b: BookingRow): Decimal {
  const approvedOnce = b.approval_date !== null || b.status === BookingStatus.Approved;
  const counts =
    b.status === BookingStatus.Approved ||
    (b.status === BookingStatus.Pending && approvedOnce) ||
    (b.status === BookingStatus.Canceled && approvedOnce && !b.exchanged_to_id);
  return counts ? new Decimal(b.cost).minus(b.supplier_refunded) : new Decimal(0);
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
  async syncBooking(manager: EntityManager, bookingId: string, cause: PostingCause): Promise<Posting[]> {
    const [booking] = (await manager.query<BookingRow[]>(BOOKING_SQL, [bookingId]));
    if (!booking) return [];
    const currency = booking.supplier_currency.trim();
    const rows: { company_id: string; currency: string; total: string }[] = await manager.query(
      `SELECT company_id, currency, sum(amount)::text AS total FROM supplier_transaction WHERE booking_id = $1 GROUP BY company_id, currency`,
      [bookingId],
    );
    const targets = new Map<string, { companyId: string; currency: string; owed: Decimal; posted: Decimal | null }>();
    const target = (companyId: string, cur: string) => {
      const key = `${companyId}:${cur}`;
      if (!targets.has(key)) targets.set(key, { companyId, currency: cur, owed: new Decimal(0), posted: null });
      return targets.get(key)!;
    };
    // What was posted first, so a move to another supplier or currency reverses the old before posting the new.
    for (const row of rows) target(row.company_id, row.currency.trim()).posted = new Decimal(row.total);
    target(booking.company_id, currency).owed = owedOf(booking);

    const postedOn = this.clock.today();
    const postings: Posting[] = [];
    for (const t of targets.values()) {
      const amount = t.owed.minus(t.posted ?? 0);
      if (amount.isZero()) continue;
      // A correction: the cause says so, or the supplier already has postings of this booking.
      const isCorrection = cause.kind !== 'booking' || t.posted !== null;
      const effectiveDate = effectiveDateOf({
        bookingDate: booking.booking_day,
        departureDate: booking.departure_day,
        calculationBasedOn: booking.calculation_based_on ?? 'booking_date',
        reconciliationDate: cause.effectiveDate,
        correctionPostedOn: isCorrection ? postedOn : null,
      });
      const amountUsd = await this.usdOf(manager, booking, amount, t.currency, effectiveDate);
      const [inserted] = (await manager.query<{ id: string }[]>(POST_SQL, [
        t.companyId,
        `${cause.key}:${t.companyId}:${t.currency}`,
        cause.kind,
        booking.id,
        booking.reference,
        booking.supplier_booking_code,
        booking.booking_code,
        amount.toFixed(2),
        t.currency,
        amountUsd.toFixed(2),
        booking.created_at,
        booking.departure_at,
        effectiveDate,
        booking.approval_date,
        booking.route,
        booking.passenger_name || null,
        booking.passengers_count,
        booking.status,
        cause.reason ?? null,
        cause.actorId ?? null,
        booking.booking_day,
      ]));
      if (inserted) {
        postings.push({ id: inserted.id, companyId: t.companyId, currency: t.currency, kind: cause.kind, amount: amount.toFixed(2), amountUsd: amountUsd.toFixed(2), effectiveDate });
      }
    }
    return postings;
  }

  /**
   * USD at the effective date's rate; without any rate for the currency, at the booking's own rate (its USD cost
   * over its supplier cost), so a missing rate never blocks a booking workflow.
   */
  private async usdOf(manager: EntityManager, booking: BookingRow, amount: Decimal, currency: string, date: string): Promise<Decimal> {
    const usd = await this.rates.toUsdOrNull(manager, amount, currency, date);
    if (usd) return usd;
    if (currency === BASE_CURRENCY) return amount;
    const cost = new Decimal(booking.cost);
    if (cost.isZero()) return new Decimal(0);
    return amount.times(booking.cost_usd).div(cost).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  }
}
