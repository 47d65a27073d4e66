import { BookingPostingService, type Booking } from '@farebox/bookings';
import type { Company } from '@farebox/companies';
import { Role } from '@farebox/domain';
import type { PostingCause } from '@farebox/finance';
import type { Line } from '@farebox/inventory';
import { createAgent, createLine, createUser, insertBooking, newIdempotencyKey, tokenFor, type TestApp } from '@farebox/testing';

/** A UTC day relative to today, YYYY-MM-DD. */
export const day = (offset = 0): string => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** THB at 40.0000 since 2020 and 36.0000 from 30 days ago; EUR at 0.9000 from 30 days ago. */
export async function insertRates(t: TestApp): Promise<void> {
  await t.dataSource.query(
    `INSERT INTO currency_rate (currency, rate_date, rate) VALUES ('THB', '2020-01-01', 40.0000), ('THB', $1, 36.0000), ('EUR', $1, 0.9000)
     ON CONFLICT DO NOTHING`,
    [day(-30)],
  );
}

/** Bearer tokens of the callers the finance rules tell apart (the agent works for `company`). */
export interface FinanceCallers {
  /** admin role, full admin: reads and writes. */
  admin: string;
  /** support role, full admin: reads and writes too. */
  support: string;
  /** read-admin, full admin: reads only. */
  readAdmin: string;
  /** support role without the full-admin flag. */
  plainSupport: string;
  agent: string;
}

export async function financeCallers(t: TestApp, company: Pick<Company, 'id'>): Promise<FinanceCallers> {
  const users = await Promise.all([
    createUser(t, { role: Role.Admin, isFullAdmin: true }),
    createUser(t, { role: Role.Support, isFullAdmin: true }),
    createUser(t, { role: Role.ReadAdmin, isFullAdmin: true }),
    createUser(t, { role: Role.Support }),
    createAgent(t, company),
  ]);
  const [admin, support, readAdmin, plainSupport, agent] = await Promise.all(users.map((u) => tokenFor(t, u)));
  return { admin: admin, support: support, readAdmin: readAdmin, plainSupport: plainSupport, agent: agent };
}

export interface FinanceApi {
  get(path: string, token: string): ReturnType<TestApp['http']['get']>;
  /** A POST with a new Idempotency-Key unless one is given (null: none). */
  post(path: string, body: object, token: string, key?: string | null): ReturnType<TestApp['http']['post']>;
}

export function financeApi(t: TestApp): FinanceApi {
  return {
    get: (path, token) => t.http.get(path).set('Authorization', `Bearer ${token}`),
    post: (path, body, token, key = newIdempotencyKey()) => {
      const req = t.http.post(path).set('Authorization', `Bearer ${token}`);
      if (key) req.set('Idempotency-Key', key);
      return req.send(body);
    },
  };
}

/**
 * An approved booking of the line's supplier with the given cost, booked and departing on the given days (10:00 and
 * 03:00 UTC), posted to the supplier ledger as the booking workflows do.
 */
export async function postedBooking(t: TestApp, line: Line, cost: string, bookedOn: string, departsOn: string = bookedOn) {
  const { booking } = await insertBooking(t, {
    line,
    status: 'approved',
    customerStatus: 'approved',
    approvalDate: new Date(`${bookedOn}T11:00:00Z`),
    createdAt: new Date(`${bookedOn}T10:00:00Z`),
    departureAt: new Date(`${departsOn}T03:00:00Z`),
    supplierCost: cost,
  });
  await syncPosting(t, booking.id, { kind: 'booking', key: `test:${booking.id}` });
  return booking;
}

/** A bus line of the supplier (its bookings' costs are in the line's supplier currency, THB unless given). */
export const supplierLine = (t: TestApp, company: Pick<Company, 'id'>, supplierCurrency = 'THB') => createLine(t, { companyId: company.id, supplierCurrency });

/** One supplier-ledger posting of the booking as it is now, in its own transaction, as the booking workflows post. */
export const syncPosting = (t: TestApp, bookingId: string, cause: PostingCause) =>
  t.dataSource.transaction((m) => t.app.get(BookingPostingService).post(m, bookingId, cause));

/** What the supplier gives back of a booking: its settlement row's refunded supplier amount, as a cancel or a refund writes it. */
export async function setSupplierRefund(t: TestApp, booking: Pick<Booking, 'id' | 'companyId' | 'supplierCurrency'>, amount: string): Promise<void> {
  await t.dataSource.query(
    `INSERT INTO booking_payment (booking_id, company_id, currency, supplier_currency, refunded_supplier_amount) VALUES ($1, $2, 'USD', $3, $4)
     ON CONFLICT (booking_id) DO UPDATE SET refunded_supplier_amount = EXCLUDED.refunded_supplier_amount`,
    [booking.id, booking.companyId, booking.supplierCurrency, amount],
  );
}

/**
 * Where the derived totals of a supplier differ from its ledgers (none: []): supplier_daily_cost (`amount` by effective
 * date, `booked_amount` by the booking's UTC day, every day and currency) against supplier_transaction, and
 * supplier_topup_total (the sum, and last_adjustment_at = when the newest adjustment was made) against topup_entry.
 */
export function derivedTotalMismatches(t: TestApp, companyId: string): Promise<unknown[]> {
  return t.dataSource.query(
    `WITH by_effective AS (SELECT effective_date AS day, currency, sum(amount) AS amount FROM supplier_transaction WHERE company_id = $1 GROUP BY 1, 2),
          by_booking AS (SELECT (booking_date AT TIME ZONE 'UTC')::date AS day, currency, sum(amount) AS amount FROM supplier_transaction WHERE company_id = $1 GROUP BY 1, 2),
          expected AS (
            SELECT COALESCE(e.day, b.day) AS day, COALESCE(e.currency, b.currency) AS currency, COALESCE(e.amount, 0) AS amount, COALESCE(b.amount, 0) AS booked
              FROM by_effective e FULL JOIN by_booking b ON b.day = e.day AND b.currency = e.currency),
          entries AS (
            SELECT currency, sum(amount) AS amount, max(created_at) FILTER (WHERE type = 'adjustment') AS last_adjustment_at
              FROM topup_entry WHERE company_id = $1 GROUP BY currency)
     SELECT 'daily' AS what, x.day, x.currency, x.amount::text AS expected, d.amount::text AS derived, x.booked::text AS expected_booked, d.booked_amount::text AS derived_booked
       FROM expected x FULL JOIN (SELECT * FROM supplier_daily_cost WHERE company_id = $1) d ON d.day = x.day AND d.currency = x.currency
      WHERE x.amount IS DISTINCT FROM d.amount OR x.booked IS DISTINCT FROM d.booked_amount
     UNION ALL
     SELECT 'topup', NULL, COALESCE(e.currency, s.currency), e.amount::text, s.amount::text, e.last_adjustment_at::text, s.last_adjustment_at::text
       FROM entries e FULL JOIN (SELECT * FROM supplier_topup_total WHERE company_id = $1) s ON s.currency = e.currency
      WHERE e.amount IS DISTINCT FROM s.amount OR e.last_adjustment_at IS DISTINCT FROM s.last_adjustment_at`,
    [companyId],
  );
}
