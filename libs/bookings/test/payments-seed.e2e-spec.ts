import { preloadGateway } from '../../../apps/simulators/gateway-preload.mjs';
import { paymentsTestApp, seedDemo, type PaymentsCall, type TestApp } from '@farebox/testing';

describe('demo payments', () => {
  let t: TestApp;
  let post: PaymentsCall;

  beforeAll(async () => {
    ({ t, post } = await paymentsTestApp());
  }, 120_000);
  afterAll(() => t.close());

  it('gives every demo booking one payment, with totals that match its transactions, once', async () => {
    const first = await seedDemo(t);
    expect(first.payments).toBeGreaterThan(first.bookings > 0 ? 300 : 0);
    const [counts] = await t.dataSource.query(
      `SELECT (SELECT count(*) FROM booking)::int AS bookings, (SELECT count(*) FROM booking_payment)::int AS payments`,
    );
    expect(counts.payments).toBe(counts.bookings);
    const mismatches = await t.dataSource.query(`
      SELECT p.id FROM booking_payment p
        LEFT JOIN LATERAL (SELECT coalesce(sum(amount) FILTER (WHERE type = 'charge'), 0) AS charged,
                                  coalesce(sum(amount) FILTER (WHERE type = 'refund'), 0) AS refunded
                             FROM payment_transaction t WHERE t.booking_payment_id = p.id) t ON true
       WHERE t.charged <> p.charged_amount OR t.refunded <> p.refunded_amount`);
    expect(mismatches).toEqual([]);
    const variety = await t.dataSource.query(`
      SELECT count(*) FILTER (WHERE p.status = 'paid')::int AS settled,
             count(*) FILTER (WHERE b.price_amount > p.charged_amount - p.refunded_amount AND b.payment_status = 'paid')::int AS underpaid,
             count(*) FILTER (WHERE b.price_amount < p.charged_amount - p.refunded_amount)::int AS overpaid
        FROM booking_payment p JOIN booking b ON b.id = p.booking_id`);
    expect(variety[0]).toEqual({ settled: expect.any(Number), underpaid: expect.any(Number), overpaid: expect.any(Number) });
    expect(Math.min(variety[0].settled, variety[0].underpaid, variety[0].overpaid)).toBeGreaterThan(0);

    const second = await seedDemo(t);
    expect(second.payments).toBe(0);
  });

  it('lets a demo payment be refunded once the gateway simulator is told about the checkout payments', async () => {
    expect(await preloadGateway(process.env.DATABASE_URL!, t.simulators.gatewayUrl)).toBeGreaterThan(0);
    const [overpaid] = await t.dataSource.query(`
      SELECT b.id FROM booking b JOIN booking_payment p ON p.booking_id = b.id
       WHERE b.price_amount < p.charged_amount - p.refunded_amount AND NOT b.is_disputed ORDER BY b.id LIMIT 1`);
    const res = await post(`/api/bookings/${overpaid.id}/refund`, { transactionType: 'recoverTransaction' });
    expect(res.status).toBe(200);
    expect(res.body.recover).toEqual({ charge: null, refund: null });
  });

  it("voids a demo booking's checkout authorisation when it is cancelled (the preload loads open authorisations too)", async () => {
    const [authorized] = await t.dataSource.query(`
      SELECT b.id, b.version FROM booking b
       WHERE b.payment_status = 'authorized' AND b.status <> 'canceled' AND b.customer_status <> 'canceled' AND NOT b.tickets_issued AND NOT b.is_supplier_api
         AND EXISTS (SELECT 1 FROM payment_transaction a WHERE a.booking_id = b.id AND a.type = 'authorize') ORDER BY b.id LIMIT 1`);
    const res = await post(`/api/bookings/${authorized.id}/cancel`, {
      version: authorized.version,
      refundType: 'none',
      amount: '0',
      costRefundInSupplierCurrency: '0',
      sendMail: false,
    });
    expect(res.status).toBe(200);
    expect(res.body.paymentStatus).toBe('unpaid');
    const [voided] = await t.dataSource.query(`SELECT count(*)::int AS n FROM payment_transaction WHERE booking_id = $1 AND type = 'void'`, [authorized.id]);
    expect(voided.n).toBe(1);
  });
});
