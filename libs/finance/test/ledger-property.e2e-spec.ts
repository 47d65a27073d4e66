import { randomUUID } from 'node:crypto';
import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import type { Booking } from '@farebox/bookings';
import type { Company } from '@farebox/companies';
import type { Line } from '@farebox/inventory';
import { createSupplier, startTestApp, type TestApp } from '@farebox/testing';
import {
  day,
  derivedTotalMismatches,
  financeApi,
  financeCallers,
  insertRates,
  postedBooking,
  setSupplierRefund,
  supplierLine,
  syncPosting,
  type FinanceApi,
  type FinanceCallers,
} from './ledger-fixtures.js';

/** One thing that happens to a top-up supplier; `booking` picks one of the bookings made so far (none yet: skipped). */
type Step =
  | { op: 'book'; cost: string; bookedDaysAgo: number; departsAfter: number }
  | { op: 'priceChange'; booking: number; cost: string; reconciliationDay: number | null }
  | { op: 'refund' | 'cancel'; booking: number; givenBackPercent: number }
  | { op: 'deposit'; amount: string }
  | { op: 'depositRequest'; amount: string }
  | { op: 'adjustment'; adjustmentType: 'cash' | 'cost'; amount: string; daysAgo: number };

const cents = (min: number, max: number) => fc.integer({ min, max }).map((c) => new Decimal(c).div(100).toFixed(2));
const pick = fc.nat(50);
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    arbitrary: fc.record({
      op: fc.constant('book' as const),
      cost: cents(100, 300_000),
      bookedDaysAgo: fc.integer({ min: 0, max: 20 }),
      departsAfter: fc.integer({ min: 0, max: 10 }),
    }),
    weight: 3,
  },
  fc.record({
    op: fc.constant('priceChange' as const),
    booking: pick,
    cost: cents(0, 300_000),
    reconciliationDay: fc.option(fc.integer({ min: -20, max: 5 }), { nil: null }),
  }),
  fc.record({ op: fc.constantFrom('refund' as const, 'cancel' as const), booking: pick, givenBackPercent: fc.integer({ min: 0, max: 100 }) }),
  { arbitrary: fc.record({ op: fc.constant('deposit' as const), amount: cents(1, 1_000_000) }), weight: 2 },
  fc.record({ op: fc.constant('depositRequest' as const), amount: cents(1, 1_000_000) }),
  fc.record({
    op: fc.constant('adjustment' as const),
    adjustmentType: fc.constantFrom('cash' as const, 'cost' as const),
    amount: fc
      .integer({ min: -200_000, max: 200_000 })
      .filter((c) => c !== 0)
      .map((c) => new Decimal(c).div(100).toFixed(2)),
    daysAgo: fc.integer({ min: 0, max: 20 }),
  }),
);

interface Sums {
  entries: string;
  cost_effective: string;
  cost_booked: string;
  cost_window: string;
  cost_all: string;
  last_adjustment: Date | null;
}

/** The definitions (common brief, "Top-up balance definitions") straight from the ledgers, not the derived tables. */
const SUMS_SQL = `
SELECT (SELECT COALESCE(sum(amount), 0)::text FROM topup_entry WHERE company_id = $1) AS entries,
       (SELECT COALESCE(sum(amount), 0)::text FROM supplier_transaction WHERE company_id = $1 AND effective_date <= $2::date) AS cost_effective,
       (SELECT COALESCE(sum(amount), 0)::text FROM supplier_transaction WHERE company_id = $1 AND (booking_date AT TIME ZONE 'UTC')::date <= $2::date) AS cost_booked,
       (SELECT COALESCE(sum(amount), 0)::text FROM supplier_transaction WHERE company_id = $1 AND effective_date BETWEEN $3::date AND $4::date) AS cost_window,
       (SELECT COALESCE(sum(amount), 0)::text FROM supplier_transaction WHERE company_id = $1) AS cost_all,
       (SELECT max(created_at) FROM topup_entry WHERE company_id = $1 AND type = 'adjustment') AS last_adjustment`;

describe('supplier ledger property: any sequence of postings, deposits and adjustments keeps the balances true', () => {
  let t: TestApp;
  let api: FinanceApi;
  let as: FinanceCallers;

  beforeAll(async () => {
    t = await startTestApp();
    api = financeApi(t);
    await insertRates(t);
    as = await financeCallers(t, await createSupplier(t));
  });
  afterAll(() => t.close());

  /** Applies one step through the ledger service (bookings) or the API (top-ups). */
  async function apply(supplier: Company, line: Line, bookings: Booking[], s: Step): Promise<void> {
    const topup = (body: object) => api.post(`/api/v2/supplier/${supplier.id}/topup`, { currency: 'THB', ...body }, as.admin).expect(200);
    if (s.op === 'book') {
      bookings.push(await postedBooking(t, line, s.cost, day(-s.bookedDaysAgo), day(s.departsAfter - s.bookedDaysAgo)));
      return;
    }
    if (s.op === 'deposit') return void (await topup({ type: 'deposit', amount: s.amount }));
    if (s.op === 'depositRequest') return void (await topup({ type: 'deposit_request', amount: s.amount, dueDate: 'immediate' }));
    if (s.op === 'adjustment')
      return void (await topup({ type: 'adjustment', adjustmentType: s.adjustmentType, amount: s.amount, note: 'Property', adjustmentDate: day(-s.daysAgo) }));
    const booking = bookings[s.booking % Math.max(bookings.length, 1)];
    if (!booking) return;
    if (s.op === 'priceChange') {
      await t.dataSource.query(`UPDATE booking SET cost_in_supplier_currency = $2 WHERE id = $1`, [booking.id, s.cost]);
      await syncPosting(t, booking.id, {
        kind: 'price_change',
        key: randomUUID(),
        effectiveDate: s.reconciliationDay === null ? null : day(s.reconciliationDay),
      });
      return;
    }
    const [{ cost }] = await t.dataSource.query<[{ cost: string }]>(`SELECT cost_in_supplier_currency::text AS cost FROM booking WHERE id = $1`, [booking.id]);
    await setSupplierRefund(t, booking, new Decimal(cost).times(s.givenBackPercent).div(100).toFixed(2));
    if (s.op === 'cancel') await t.dataSource.query(`UPDATE booking SET status = 'canceled' WHERE id = $1`, [booking.id]);
    await syncPosting(t, booking.id, { kind: s.op === 'cancel' ? 'cancellation' : 'refund', key: randomUUID() });
  }

  async function expectBalancesTrue(supplier: Company): Promise<void> {
    const [sums] = await t.dataSource.query<[Sums]>(SUMS_SQL, [supplier.id, day(0), day(-14), day(-1)]);
    const entries = new Decimal(sums.entries);
    const balance = entries.minus(sums.cost_effective);
    const avg = new Decimal(sums.cost_window).div(14).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    const daysLeft = avg.lte(0) ? null : balance.lte(0) ? 0 : balance.div(avg).floor().toNumber();
    const { topup } = (await api.get(`/api/v2/supplier/${supplier.id}/summary`, as.admin).expect(200)).body;
    expect(topup).toMatchObject({
      balance: balance.toFixed(2),
      balanceByBookingDate: entries.minus(sums.cost_booked).toFixed(2),
      avgDailyCost: avg.toFixed(2),
      daysLeft,
      lastTopupAdjustment: sums.last_adjustment?.toISOString() ?? null,
    });
    expect(await derivedTotalMismatches(t, supplier.id)).toEqual([]);
    // The ledger's newest row carries the running balance of every row: all entries less all cost.
    const [newest] = (await api.get(`/api/v2/supplier/${supplier.id}/topup-ledger?basis=effective_date&limit=1`, as.admin).expect(200)).body.data;
    if (newest) expect(newest.balance).toBe(entries.minus(sums.cost_all).toFixed(2));
  }

  it('balance = Σ entries − Σ cost, derived tables = the ledgers, days left by its definition', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('booking_date', 'departure_date'),
        fc.array(step, { minLength: 1, maxLength: 10 }),
        async (calculationBasedOn, steps) => {
          const supplier = await createSupplier(t, { calculationBasedOn });
          const line = await supplierLine(t, supplier);
          const bookings: Booking[] = [];
          for (const s of steps) await apply(supplier, line, bookings, s);
          await expectBalancesTrue(supplier);
        },
      ),
      { numRuns: 15 },
    );
  }, 180_000);
});
