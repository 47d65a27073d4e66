import { randomUUID } from 'node:crypto';
import { Decimal } from 'decimal.js';
import { Role, Scope } from '@farebox/domain';
import { BookingPostingService } from '@farebox/bookings';
import { SupplierLedgerService, type BookingPostingFacts, type PostingCause } from '@farebox/finance';
import {
  bookingBody,
  bookingFixture,
  createBookingThroughApi,
  createLine,
  createPaymentBooking,
  createSupplier,
  createTrip,
  createUser,
  insertBooking,
  newIdempotencyKey,
  paymentAdmin,
  startTestApp,
  tokenFor,
  type BookingFixture,
  type TestApp,
} from '@farebox/testing';
import { day, derivedTotalMismatches, setSupplierRefund, syncPosting } from './ledger-fixtures.js';

interface PostingRow {
  kind: string;
  company_id: string;
  amount: string;
  currency: string;
  amount_usd: string;
  effective_date: string;
  booking_status: string;
  booking_reference: string;
  tickets: number;
  passenger_name: string | null;
  route: string | null;
}

describe('supplier ledger: postings of bookings, currency rates, append-only', () => {
  let t: TestApp;
  let admin: { id: string; token: string };
  let finops: { id: string; token: string };
  let postings: BookingPostingService;
  const auth = (token = admin.token) => ({ Authorization: `Bearer ${token}` });

  const postingsOf = (bookingId: string): Promise<PostingRow[]> =>
    t.dataSource.query(
      `SELECT kind, company_id, amount::text, currency, amount_usd::text, to_char(effective_date, 'YYYY-MM-DD') AS effective_date, booking_status,
              booking_reference, tickets, passenger_name, route
         FROM supplier_transaction WHERE booking_id = $1 ORDER BY seq`,
      [bookingId],
    );
  /** The derived totals of a supplier against its ledgers. */
  const derivedAgrees = async (companyId: string) => expect(await derivedTotalMismatches(t, companyId)).toEqual([]);
  const approve = (id: string, version: number) => t.http.post(`/api/bookings/${id}/approve`).set(auth()).send({ version }).expect(200);
  /** A booking made through the API (cost 720.00 THB for one Adult) and approved by a full admin. */
  const approvedBooking = async (fx: BookingFixture) => {
    const created = await createBookingThroughApi(t, admin.token, bookingBody(fx.line, fx.trip));
    await approve(created.id, created.version);
    return created;
  };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await paymentAdmin(t);
    finops = await paymentAdmin(t, [Scope.FinanceOps]);
    postings = t.app.get(BookingPostingService);
    await t.dataSource.query(
      `INSERT INTO currency_rate (currency, rate_date, rate) VALUES ('THB', '2020-01-01', 40.0000), ('THB', $1, 36.0000), ('EUR', $1, 0.9000)`,
      [day(-30)],
    );
  });
  afterAll(() => t.close());

  describe('append-only ledgers', () => {
    it('the database refuses UPDATE, DELETE and TRUNCATE of supplier transactions, top-up entries and receipts', async () => {
      const fx = await bookingFixture(t);
      const b = await approvedBooking(fx);
      const [entry] = await t.dataSource.query(
        `INSERT INTO topup_entry (company_id, type, amount, currency, amount_usd, entry_date) VALUES ($1, 'deposit', 100, 'THB', 2.78, now()) RETURNING id`,
        [fx.company.id],
      );
      await t.dataSource.query(`INSERT INTO topup_receipt (topup_entry_id, url) VALUES ($1, 'https://receipts.example.com/1.pdf')`, [entry.id]);
      for (const sql of [
        `UPDATE supplier_transaction SET amount = 0 WHERE booking_id = '${b.id}'`,
        `DELETE FROM supplier_transaction WHERE booking_id = '${b.id}'`,
        `TRUNCATE supplier_transaction`,
        `UPDATE topup_entry SET amount = 0`,
        `DELETE FROM topup_receipt`,
        `TRUNCATE topup_entry CASCADE`,
      ]) {
        await expect(t.dataSource.query(sql)).rejects.toThrow(/append-only/);
      }
      expect(await postingsOf(b.id)).toHaveLength(1);
    });
  });

  describe('postings from the booking workflows', () => {
    it('posts the supplier cost on approve, in the supplier currency, dated by the booking date, with the snapshot for reports', async () => {
      const fx = await bookingFixture(t);
      const created = await createBookingThroughApi(t, admin.token, bookingBody(fx.line, fx.trip));
      expect(await postingsOf(created.id)).toEqual([]);
      await approve(created.id, 1);
      const [posting] = await postingsOf(created.id);
      expect(posting).toMatchObject({
        kind: 'booking',
        company_id: fx.company.id,
        amount: '720.00',
        currency: 'THB',
        amount_usd: '20.00',
        effective_date: day(0),
        booking_status: 'approved',
        booking_reference: created.reference,
        tickets: 1,
        passenger_name: 'Maya Katz',
      });
      expect(posting.route).toContain('→');
      // Re-approve changes nothing the supplier is owed: nothing is posted.
      await t.http.post(`/api/bookings/${created.id}/reapprove`).set(auth()).send({ version: 2 }).expect(200);
      expect(await postingsOf(created.id)).toHaveLength(1);
      await derivedAgrees(fx.company.id);
    });

    it("dates the cost by the departure for a supplier calculating on departure_date, and converts at that day's rate", async () => {
      const company = await createSupplier(t, { calculationBasedOn: 'departure_date' });
      const line = await createLine(t, { companyId: company.id });
      const trip = await createTrip(t, line, { departureAt: new Date(`${day(5)}T03:00:00Z`) });
      const b = await approvedBooking({ company, line, trip });
      expect(await postingsOf(b.id)).toEqual([expect.objectContaining({ kind: 'booking', amount: '720.00', effective_date: day(5), amount_usd: '20.00' })]);
      const [cost] = await t.dataSource.query(
        `SELECT to_char(day, 'YYYY-MM-DD') AS day, amount::text, booked_amount::text FROM supplier_daily_cost WHERE company_id = $1 ORDER BY day`,
        [company.id],
      );
      expect(cost).toEqual({ day: day(0), amount: '0.00', booked_amount: '720.00' });
      await derivedAgrees(company.id);
    });

    it('posts a booking created already approved (a line with automatic approval), and nothing for a pending or declined one', async () => {
      const fx = await bookingFixture(t, { automaticApproval: true });
      const auto = await createBookingThroughApi(t, admin.token, bookingBody(fx.line, fx.trip));
      expect(auto.status).toBe('approved');
      expect(await postingsOf(auto.id)).toEqual([expect.objectContaining({ kind: 'booking', amount: '720.00' })]);

      const manual = await bookingFixture(t);
      const pending = await createBookingThroughApi(t, admin.token, bookingBody(manual.line, manual.trip));
      await t.http.post(`/api/bookings/${pending.id}/decline`).set(auth()).send({ version: 1, reason: 'fullyBooked' }).expect(200);
      expect(await postingsOf(pending.id)).toEqual([]);
    });

    it('reverses what the supplier gives back on cancel (partial), and all of it on a full refund', async () => {
      const fx = await bookingFixture(t);
      const cancel = (id: string, body: object) => t.http.post(`/api/bookings/${id}/cancel`).set(auth()).set('Idempotency-Key', newIdempotencyKey()).send(body);
      const partial = await approvedBooking(fx);
      await cancel(partial.id, { version: 2, refundType: 'partial', amount: '0', costRefundInSupplierCurrency: '200.00', sendMail: false }).expect(200);
      expect((await postingsOf(partial.id)).map((p) => [p.kind, p.amount, p.booking_status])).toEqual([
        ['booking', '720.00', 'approved'],
        ['cancellation', '-200.00', 'canceled'],
      ]);
      const full = await approvedBooking(fx);
      await cancel(full.id, { version: 2, refundType: 'full', sendMail: false }).expect(200);
      expect((await postingsOf(full.id)).map((p) => [p.kind, p.amount, p.effective_date])).toEqual([
        ['booking', '720.00', day(0)],
        ['cancellation', '-720.00', day(0)],
      ]);
      // A pending booking cancelled was never owed anything.
      const pending = await createBookingThroughApi(t, admin.token, bookingBody(fx.line, fx.trip));
      await cancel(pending.id, { version: 1, refundType: 'none', amount: '0', costRefundInSupplierCurrency: '0', sendMail: false }).expect(200);
      expect(await postingsOf(pending.id)).toEqual([]);
      await derivedAgrees(fx.company.id);
    });

    it('posts the difference of a supplier-cost price change, dated by the reconciliation date when one is given', async () => {
      const fx = await bookingFixture(t);
      const b = await approvedBooking(fx);
      const change = (body: object, token: string) =>
        t.http.post(`/api/bookings/${b.id}/change-price`).set(auth(token)).set('Idempotency-Key', newIdempotencyKey()).send(body);
      await change({ amount: '19.73', supplierAmount: '800.00', reasonType: 'other', reason: 'Supplier raised the fare' }, admin.token).expect(200);
      await change(
        { amount: '19.73', supplierAmount: '650.00', note: 'Reconciled with the supplier', reconciliation: { effectiveDate: day(-40) } },
        finops.token,
      ).expect(200);
      await change({ amount: '25.00', supplierAmount: '650.00', note: 'Customer price only' }, admin.token).expect(200);
      expect((await postingsOf(b.id)).map((p) => [p.kind, p.amount, p.effective_date, p.amount_usd])).toEqual([
        ['booking', '720.00', day(0), '20.00'],
        ['price_change', '80.00', day(0), '2.22'],
        // Before the THB rate of 30 days ago: the newest earlier one (40.0000).
        ['price_change', '-150.00', day(-40), '-3.75'],
      ]);
      await derivedAgrees(fx.company.id);
    });

    it('posts what the supplier gives back of a refund as a refund, once per Idempotency-Key', async () => {
      const { booking } = await createPaymentBooking(t, { price: '100.00', supplierCost: '2500.00' });
      await t.dataSource.transaction((m) => postings.post(m, booking.id, { kind: 'booking', key: `seed:${booking.id}` }));
      const key = newIdempotencyKey();
      const refund = () =>
        t.http
          .post(`/api/bookings/${booking.id}/refund`)
          .set(auth())
          .set('Idempotency-Key', key)
          .send({ transactionType: 'newTransaction', amount: '10.00', supplierAmount: '250.00', reason: 'Goodwill: delayed departure' });
      await refund().expect(200);
      await refund().expect(200);
      expect((await postingsOf(booking.id)).map((p) => [p.kind, p.amount])).toEqual([
        ['booking', '2500.00'],
        ['refund', '-250.00'],
      ]);
    });

    it('reverses the old booking of an exchange and posts the new one when it is approved', async () => {
      const fx = await bookingFixture(t);
      const old = await approvedBooking(fx);
      const trip = await createTrip(t, fx.line, { departureAt: new Date(Date.now() + 6 * 86_400_000) });
      const res = await t.http
        .post(`/api/bookings/${old.id}/exchange`)
        .set(auth())
        .send({ version: 2, booking: { ...bookingBody(fx.line, trip), status: 'approved' } })
        .expect(200);
      expect((await postingsOf(old.id)).map((p) => [p.kind, p.amount])).toEqual([
        ['booking', '720.00'],
        ['cancellation', '-720.00'],
      ]);
      expect((await postingsOf(res.body.id)).map((p) => [p.kind, p.amount, p.booking_status])).toEqual([['booking', '720.00', 'approved']]);
      await derivedAgrees(fx.company.id);
    });

    it('moves the cost to the new supplier when an edit moves the booking to another supplier (pending there)', async () => {
      const fx = await bookingFixture(t);
      const b = await approvedBooking(fx);
      const other = await bookingFixture(t);
      await t.http.put(`/api/bookings/${b.id}`).set(auth()).send({ version: 2, lineId: other.line.id, outboundTripId: other.trip.id }).expect(200);
      expect((await postingsOf(b.id)).map((p) => [p.company_id, p.amount])).toEqual([
        [fx.company.id, '720.00'],
        [fx.company.id, '-720.00'],
      ]);
      await derivedAgrees(fx.company.id);
    });
  });

  describe('posting a booking (bookings hands the facts to the ledger)', () => {
    it('is idempotent: the same cause posts once, and a new cause posts only a difference', async () => {
      const { booking } = await insertBooking(t, { status: 'approved', approvalDate: new Date(), supplierCost: '500.00' });
      const cause = { kind: 'booking' as const, key: `test:${booking.id}` };
      const first = await t.dataSource.transaction((m) => postings.post(m, booking.id, cause));
      const again = await t.dataSource.transaction((m) => postings.post(m, booking.id, cause));
      const other = await t.dataSource.transaction((m) => postings.post(m, booking.id, { kind: 'booking', key: `other:${booking.id}` }));
      expect(first).toEqual([expect.objectContaining({ amount: '500.00', kind: 'booking' })]);
      expect([again, other]).toEqual([[], []]);
      await t.dataSource.query(`UPDATE booking SET cost_in_supplier_currency = 450 WHERE id = $1`, [booking.id]);
      // A key already used posts nothing, even when there is a difference; the next cause reconciles it.
      expect(await t.dataSource.transaction((m) => postings.post(m, booking.id, cause))).toEqual([]);
      expect(await t.dataSource.transaction((m) => postings.post(m, booking.id, { kind: 'price_change', key: `fix:${booking.id}` }))).toEqual([
        expect.objectContaining({ amount: '-50.00', kind: 'price_change' }),
      ]);
      expect((await postingsOf(booking.id)).map((p) => p.amount)).toEqual(['500.00', '-50.00']);
    });

    it('posts from the facts bookings hands in, reading no bookings table', async () => {
      const company = await createSupplier(t);
      const facts: BookingPostingFacts = {
        id: randomUUID(),
        reference: 'FACTS-ONLY',
        status: 'approved',
        companyId: company.id,
        supplierCurrency: 'THB',
        cost: '300.00',
        costUsd: '8.40',
        supplierRefunded: '20.00',
        bookingDay: day(-2),
        departureDay: day(5),
        createdAt: new Date(`${day(-2)}T10:00:00Z`),
        departureAt: new Date(`${day(5)}T08:00:00Z`),
        approvalDate: new Date(`${day(-1)}T09:00:00Z`),
        exchangedToId: null,
        supplierBookingCode: null,
        bookingCode: 'BC-1',
        passengerName: 'Ada Lovelace',
        passengersCount: 2,
        route: 'Bangkok → Phuket',
        calculationBasedOn: null,
      };
      // No booking row has this id: everything posted comes from the facts.
      const posted = await t.dataSource.transaction((m) =>
        t.app.get(SupplierLedgerService).postBooking(m, facts, { kind: 'booking', key: `facts:${facts.id}` }),
      );
      expect(posted).toEqual([expect.objectContaining({ companyId: company.id, currency: 'THB', amount: '280.00', effectiveDate: day(-2) })]);
      expect(await postingsOf(facts.id)).toEqual([
        expect.objectContaining({
          kind: 'booking',
          amount: '280.00',
          booking_status: 'approved',
          booking_reference: 'FACTS-ONLY',
          tickets: 2,
          passenger_name: 'Ada Lovelace',
          route: 'Bangkok → Phuket',
        }),
      ]);
      await derivedAgrees(company.id);
    });

    it('rolls back with the caller: a failed booking change leaves no posting', async () => {
      const { booking } = await insertBooking(t, { status: 'approved', approvalDate: new Date() });
      await expect(
        t.dataSource.transaction(async (m) => {
          await postings.post(m, booking.id, { kind: 'booking', key: `rollback:${booking.id}` });
          throw new Error('the booking change failed');
        }),
      ).rejects.toThrow('the booking change failed');
      expect(await postingsOf(booking.id)).toEqual([]);
    });

    it('loses nothing when 50 postings of one supplier run at once (atomic daily-cost upserts)', async () => {
      const company = await createSupplier(t, { calculationBasedOn: 'departure_date' });
      const line = await createLine(t, { companyId: company.id });
      const trip = await createTrip(t, line);
      const bookings = await Promise.all(
        Array.from({ length: 50 }, (_, i) => insertBooking(t, { line, trip, status: 'approved', approvalDate: new Date(), supplierCost: `${100 + i}.25` })),
      );
      const results = await Promise.all(
        bookings.map(({ booking }) => t.dataSource.transaction((m) => postings.post(m, booking.id, { kind: 'booking', key: `race:${booking.id}` }))),
      );
      expect(results.flat()).toHaveLength(50);
      const expected = bookings.reduce((sum, _, i) => sum.plus(`${100 + i}.25`), new Decimal(0)).toFixed(2);
      const [totals] = await t.dataSource.query(
        `SELECT (SELECT sum(amount)::text FROM supplier_transaction WHERE company_id = $1) AS posted,
                (SELECT sum(amount)::text FROM supplier_daily_cost WHERE company_id = $1) AS by_effective,
                (SELECT sum(booked_amount)::text FROM supplier_daily_cost WHERE company_id = $1) AS by_booking`,
        [company.id],
      );
      expect(totals).toEqual({ posted: expected, by_effective: expected, by_booking: expected });
      await derivedAgrees(company.id);
    });

    it('dates a correction without a reconciliation date no earlier than the day it is posted: a past period never changes', async () => {
      const at = (d: string, hour: number) => new Date(`${d}T${String(hour).padStart(2, '0')}:00:00Z`);
      const { booking } = await insertBooking(t, {
        status: 'approved',
        approvalDate: at(day(-40), 11),
        createdAt: at(day(-40), 10),
        departureAt: at(day(-35), 3),
        supplierCost: '500.00',
      });
      const change = async (sql: string, cause: Omit<PostingCause, 'key'>) => {
        await t.dataSource.query(`UPDATE booking SET ${sql} WHERE id = $1`, [booking.id]);
        await syncPosting(t, booking.id, { ...cause, key: `${cause.kind}:${randomUUID()}` });
      };
      await syncPosting(t, booking.id, { kind: 'booking', key: `approve:${booking.id}` });
      await change('cost_in_supplier_currency = 450', { kind: 'price_change' });
      await change('cost_in_supplier_currency = 420', { kind: 'price_change', effectiveDate: day(-38) });
      // A later posting of the booking is a correction whatever its cause (here a re-approval at a new cost).
      await change('cost_in_supplier_currency = 400', { kind: 'booking' });
      await setSupplierRefund(t, booking, '100.00');
      await change('cost_in_supplier_currency = cost_in_supplier_currency', { kind: 'refund' });
      // Cancelled, the supplier keeps what it has not given back: nothing is posted until it gives the rest back.
      await change(`status = 'canceled'`, { kind: 'cancellation' });
      expect((await postingsOf(booking.id)).map((p) => [p.kind, p.amount, p.effective_date])).toEqual([
        ['booking', '500.00', day(-40)],
        ['price_change', '-50.00', day(0)],
        ['price_change', '-30.00', day(-38)],
        ['booking', '-20.00', day(0)],
        ['refund', '-100.00', day(0)],
      ]);
      await setSupplierRefund(t, booking, '400.00');
      await syncPosting(t, booking.id, { kind: 'cancellation', key: `cancel:${booking.id}` });
      expect((await postingsOf(booking.id)).at(-1)).toMatchObject({ kind: 'cancellation', amount: '-300.00', effective_date: day(0) });

      // A cost still ahead (by departure) keeps its own day: the later of the two.
      const company = await createSupplier(t, { calculationBasedOn: 'departure_date' });
      const line = await createLine(t, { companyId: company.id });
      const { booking: ahead } = await insertBooking(t, {
        line,
        status: 'approved',
        approvalDate: at(day(-5), 11),
        createdAt: at(day(-5), 10),
        departureAt: at(day(10), 3),
        supplierCost: '300.00',
      });
      await syncPosting(t, ahead.id, { kind: 'booking', key: `approve:${ahead.id}` });
      await setSupplierRefund(t, ahead, '300.00');
      await t.dataSource.query(`UPDATE booking SET status = 'canceled' WHERE id = $1`, [ahead.id]);
      await syncPosting(t, ahead.id, { kind: 'cancellation', key: `cancel:${ahead.id}` });
      expect((await postingsOf(ahead.id)).map((p) => [p.kind, p.amount, p.effective_date])).toEqual([
        ['booking', '300.00', day(10)],
        ['cancellation', '-300.00', day(10)],
      ]);
      await derivedAgrees(booking.companyId);
      await derivedAgrees(company.id);
    });

    it('reverses every posting of a booking whose supplier changed, and posts the new supplier once approved', async () => {
      const { booking } = await insertBooking(t, { status: 'approved', approvalDate: new Date(), supplierCost: '300.00' });
      await t.dataSource.transaction((m) => postings.post(m, booking.id, { kind: 'booking', key: `a:${booking.id}` }));
      const other = await createSupplier(t, { currency: 'EUR' });
      await t.dataSource.query(`UPDATE booking SET company_id = $2, supplier_currency = 'EUR' WHERE id = $1`, [booking.id, other.id]);
      await t.dataSource.transaction((m) => postings.post(m, booking.id, { kind: 'booking', key: `b:${booking.id}` }));
      expect((await postingsOf(booking.id)).map((p) => [p.company_id, p.currency, p.amount, p.amount_usd])).toEqual([
        [booking.companyId, 'THB', '300.00', '8.33'],
        [booking.companyId, 'THB', '-300.00', '-8.33'],
        [other.id, 'EUR', '300.00', '333.33'],
      ]);
    });
  });

  describe('currency rates', () => {
    it('lists the newest rate of every currency to staff, with 4 decimals', async () => {
      const readAdmin = await tokenFor(t, await createUser(t, { role: Role.ReadAdmin }));
      const res = await t.http.get('/api/finance/currency-rates').set(auth(readAdmin)).expect(200);
      expect(res.body.data).toEqual(
        expect.arrayContaining([
          { currency: 'EUR', rateDate: day(-30), rate: '0.9000' },
          { currency: 'THB', rateDate: day(-30), rate: '36.0000' },
        ]),
      );
      const agent = await tokenFor(t, await createUser(t, { role: Role.Agent, companyId: (await createSupplier(t)).id }));
      expect((await t.http.get('/api/finance/currency-rates').set(auth(agent))).status).toBe(403);
    });
  });
});
