import { createPaymentBooking, newIdempotencyKey, paymentsTestApp, simulatorCall, type PaymentsCall, type TestApp } from '@farebox/testing';

/** The API waits this long for one gateway answer here; a slow or lost call takes FAULT_DELAY_MS, well past it. */
const GATEWAY_TIMEOUT_MS = 400;
const FAULT_DELAY_MS = 1500;

describe('a payment-gateway timeout on charge leaves one charge or none, never two', () => {
  let t: TestApp;
  let post: PaymentsCall;

  beforeAll(async () => {
    ({ t, post } = await paymentsTestApp({ PAYMENT_GATEWAY_TIMEOUT_MS: String(GATEWAY_TIMEOUT_MS) }));
  });
  afterAll(() => t.close());

  const fault = async (route: 'authorize' | 'capture', mode: 'slow' | 'lost') =>
    expect((await simulatorCall(t.simulators.gatewayUrl, 'POST', '/_simulator/faults', { route, mode, delayMs: FAULT_DELAY_MS })).status).toBe(200);
  /** What the gateway captured for the booking apart from its checkout payment. */
  const gatewayCharges = async (reference: string) => {
    const res = await simulatorCall<{ data: { status: string; captured: string; authorizationCode: string }[] }>(
      t.simulators.gatewayUrl,
      'GET',
      `/v1/payments?reference=${reference}`,
    );
    return res.body.data.filter((p) => p.authorizationCode !== 'PRELOAD' && p.status === 'captured').map((p) => p.captured);
  };
  const bookingMoney = async (bookingId: string) => {
    const [row] = await t.dataSource.query(
      `SELECT b.payment_status, b.version, p.charged_amount,
              (SELECT count(*)::int FROM payment_transaction x WHERE x.booking_id = b.id AND x.type = 'charge') AS charges
         FROM booking b JOIN booking_payment p ON p.booking_id = b.id WHERE b.id = $1`,
      [bookingId],
    );
    return row as { payment_status: string; version: number; charged_amount: string; charges: number };
  };
  const unpaidBooking = () => createPaymentBooking(t, { price: '40.00', paid: '0', paymentStatus: 'unpaid' });
  const charge = { transactionType: 'recoverTransaction' };

  it('records the charge once when the capture was made but its answer came too late', async () => {
    const { booking } = await unpaidBooking();
    await fault('capture', 'slow');
    const res = await post(`/api/bookings/${booking.id}/charge`, charge);
    expect(res.status).toBe(200);
    expect(res.body.summary).toMatchObject({ paidAmount: '40.00' });
    expect(await gatewayCharges(booking.reference)).toEqual(['40.00']);
    expect(await bookingMoney(booking.id)).toMatchObject({ payment_status: 'paid', charged_amount: '40.00', charges: 1 });
  });

  it('records the charge once when the authorisation was made but its answer came too late', async () => {
    const { booking } = await unpaidBooking();
    await fault('authorize', 'slow');
    const res = await post(`/api/bookings/${booking.id}/charge`, charge);
    expect(res.status).toBe(200);
    expect(await gatewayCharges(booking.reference)).toEqual(['40.00']);
    expect(await bookingMoney(booking.id)).toMatchObject({ payment_status: 'paid', charged_amount: '40.00', charges: 1 });
  });

  it('charges nothing and leaves the booking unchanged when the call never reached the gateway', async () => {
    for (const route of ['authorize', 'capture'] as const) {
      const { booking } = await unpaidBooking();
      await fault(route, 'lost');
      const res = await post(`/api/bookings/${booking.id}/charge`, charge);
      expect(res.status).toBe(502);
      expect(res.body.code).toBe('PaymentGatewayUnavailable');
      expect(res.body.message).toMatch(/it has no record of the call\); nothing was charged/);
      expect(await gatewayCharges(booking.reference)).toEqual([]);
      expect(await bookingMoney(booking.id)).toEqual({ payment_status: 'unpaid', version: booking.version, charged_amount: '0.00', charges: 0 });
    }
  });

  it('charges once when the client retries with the same Idempotency-Key after a timeout', async () => {
    const { booking } = await unpaidBooking();
    const key = newIdempotencyKey();
    await fault('capture', 'lost');
    const first = await post(`/api/bookings/${booking.id}/charge`, charge, { key });
    expect(first.status).toBe(502);
    const retry = await post(`/api/bookings/${booking.id}/charge`, charge, { key });
    // The lost capture was settled by a void, so the retry's replayed authorisation can no longer be captured.
    expect(retry.status).toBe(409);
    expect(await gatewayCharges(booking.reference)).toEqual([]);

    const other = await unpaidBooking();
    const otherKey = newIdempotencyKey();
    await fault('authorize', 'slow');
    await fault('capture', 'slow');
    const slow = await post(`/api/bookings/${other.booking.id}/charge`, charge, { key: otherKey });
    const again = await post(`/api/bookings/${other.booking.id}/charge`, charge, { key: otherKey });
    expect([slow.status, again.status]).toEqual([200, 200]);
    expect(again.body).toEqual(slow.body);
    expect(await gatewayCharges(other.booking.reference)).toEqual(['40.00']);
    expect(await bookingMoney(other.booking.id)).toMatchObject({ charged_amount: '40.00', charges: 1 });
  });

  it('lets one of two racing charges through and refuses the other (409)', async () => {
    const { booking } = await unpaidBooking();
    await fault('capture', 'slow');
    const answers = await Promise.all([post(`/api/bookings/${booking.id}/charge`, charge), post(`/api/bookings/${booking.id}/charge`, charge)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await gatewayCharges(booking.reference)).toEqual(['40.00']);
    expect(await bookingMoney(booking.id)).toMatchObject({ payment_status: 'paid', charged_amount: '40.00', charges: 1 });
  });
});
