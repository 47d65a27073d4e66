import { Role } from '@farebox/domain';
import {
  createPaymentBooking,
  createUser,
  newIdempotencyKey,
  paymentsTestApp,
  simulatorCall,
  tokenFor,
  type PaymentsCall,
  type TestApp,
} from '@farebox/testing';

describe('charge and refund through the payment gateway', () => {
  let t: TestApp;
  let post: PaymentsCall;

  beforeAll(async () => {
    ({ t, post } = await paymentsTestApp());
  });
  afterAll(() => t.close());

  const transactionsOf = async (bookingId: string) =>
    await t.dataSource.query<
      {
        type: string;
        amount: string;
        provider_payment_id: string;
      }[]
    >(`SELECT type, amount, provider_payment_id FROM payment_transaction WHERE booking_id = $1 ORDER BY created_at, id`, [bookingId]);

  it('charges the stored card: authorises and captures at the gateway and records one transaction', async () => {
    const { booking } = await createPaymentBooking(t, { price: '100.00', paid: '80.00' });
    const res = await post(`/api/bookings/${booking.id}/charge`, { transactionType: 'recoverTransaction' });
    expect(res.status).toBe(200);
    expect(res.body.summary).toMatchObject({ charges: { amount: '100.00' }, paidAmount: '100.00', amount: '100.00' });
    expect(res.body.recover).toEqual({ charge: null, refund: null });
    const charge = res.body.transactions.at(-1);
    expect(charge).toMatchObject({ type: 'charge', source: 'recoverTransaction', amount: '20.00', provider: 'card-gateway' });
    const atGateway = await simulatorCall<{ status: string; captured: string }>(t.simulators.gatewayUrl, 'GET', `/v1/payments/${charge.providerTransactionId}`);
    expect(atGateway.body).toMatchObject({ status: 'captured', captured: '20.00' });
    const history = await t.dataSource.query(`SELECT action, payment_status, details FROM booking_history WHERE booking_id = $1`, [booking.id]);
    expect(history).toEqual([expect.objectContaining({ action: 'charge', payment_status: 'paid' })]);
  });

  it('answers a retry with the same key with the same answer and charges once', async () => {
    const { booking } = await createPaymentBooking(t, { price: '100.00', paid: '0', paymentStatus: 'unpaid' });
    const key = newIdempotencyKey();
    const body = { transactionType: 'newTransaction', amount: '35.50', supplierAmount: '900', reason: 'Upgrade to a window seat' };
    const first = await post(`/api/bookings/${booking.id}/charge`, body, { key });
    const second = await post(`/api/bookings/${booking.id}/charge`, body, { key });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(await transactionsOf(booking.id)).toEqual([expect.objectContaining({ type: 'charge', amount: '35.50' })]);
    const [row] = await t.dataSource.query(`SELECT payment_status FROM booking WHERE id = $1`, [booking.id]);
    expect(row.payment_status).toBe('paid');

    const reused = await post(`/api/bookings/${booking.id}/charge`, { ...body, amount: '36.00' }, { key });
    expect(reused.status).toBe(422);
    expect(reused.body.code).toBe('IdempotencyKeyReused');
  });

  it('charges once when the same key arrives twice at the same time', async () => {
    const { booking } = await createPaymentBooking(t, { price: '50.00', paid: '0', paymentStatus: 'unpaid' });
    const key = newIdempotencyKey();
    const body = { transactionType: 'recoverTransaction' };
    const [a, b] = await Promise.all([post(`/api/bookings/${booking.id}/charge`, body, { key }), post(`/api/bookings/${booking.id}/charge`, body, { key })]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body).toEqual(b.body);
    expect(await transactionsOf(booking.id)).toHaveLength(1);
  });

  it('refuses a money move without an Idempotency-Key', async () => {
    const { booking } = await createPaymentBooking(t);
    const res = await post(
      `/api/bookings/${booking.id}/refund`,
      { transactionType: 'newTransaction', amount: '1', supplierAmount: '0', reason: 'x' },
      { key: null },
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('IdempotencyKeyRequired');
  });

  it('refunds up to what was captured and refuses one cent more, at the API and at the gateway', async () => {
    const { booking } = await createPaymentBooking(t, { price: '100.00', paid: '100.00' });
    const partial = await post(`/api/bookings/${booking.id}/refund`, {
      transactionType: 'newTransaction',
      amount: '40.00',
      supplierAmount: '1000',
      reason: 'Goodwill',
    });
    expect(partial.status).toBe(200);
    expect(partial.body.summary).toMatchObject({ refunds: { amount: '40.00', supplierAmount: '1000.00' }, paidAmount: '60.00' });
    expect(partial.body.booking.paymentStatus).toBe('paid');

    const above = await post(`/api/bookings/${booking.id}/refund`, {
      transactionType: 'newTransaction',
      amount: '60.01',
      supplierAmount: '0',
      reason: 'Too much',
    });
    expect(above.status).toBe(409);
    expect(above.body).toMatchObject({
      code: 'RefundAboveCaptured',
      message: 'The refund of 60.01 USD is more than the 60.00 USD captured and not yet refunded.',
    });

    const rest = await post(`/api/bookings/${booking.id}/refund`, { transactionType: 'newTransaction', amount: '60.00', supplierAmount: '0', reason: 'Rest' });
    expect(rest.status).toBe(200);
    expect(rest.body.booking.paymentStatus).toBe('refund');
    const refunds = (await transactionsOf(booking.id)).filter((r) => r.type === 'refund');
    expect(refunds.map((r) => r.amount)).toEqual(['40.00', '60.00']);
    const atGateway = await simulatorCall<{ refunded: string; status: string }>(
      t.simulators.gatewayUrl,
      'GET',
      `/v1/payments/${refunds[0].provider_payment_id}`,
    );
    expect(atGateway.body).toMatchObject({ refunded: '100.00', status: 'refunded' });
  });

  it('lets only one of two racing refunds of the whole amount through', async () => {
    const { booking } = await createPaymentBooking(t, { price: '30.00', paid: '30.00' });
    const body = { transactionType: 'newTransaction', amount: '30.00', supplierAmount: '0', reason: 'Cancelled trip' };
    const results = await Promise.all([post(`/api/bookings/${booking.id}/refund`, body), post(`/api/bookings/${booking.id}/refund`, body)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await transactionsOf(booking.id)).filter((r) => r.type === 'refund')).toHaveLength(1);
  });

  it('recovers the overpaid part with a recover refund, and refuses a recover charge when nothing is owed', async () => {
    const { booking } = await createPaymentBooking(t, { price: '90.00', paid: '100.00' });
    const charge = await post(`/api/bookings/${booking.id}/charge`, { transactionType: 'recoverTransaction' });
    expect(charge.status).toBe(409);
    expect(charge.body.message).toBe('There is nothing to recover: the customer paid 100.00 USD and the price is 90.00 USD.');
    const refund = await post(`/api/bookings/${booking.id}/refund`, { transactionType: 'recoverTransaction' });
    expect(refund.status).toBe(200);
    expect(refund.body.summary.paidAmount).toBe('90.00');
  });

  it('records nothing when the gateway declines the card (402 with its message)', async () => {
    const { booking } = await createPaymentBooking(t, { price: '100.00', paid: '50.00', paymentMethod: 'pm_card_declined' });
    const declined = await post(`/api/bookings/${booking.id}/charge`, { transactionType: 'recoverTransaction' });
    expect(declined.status).toBe(402);
    expect(declined.body).toMatchObject({
      code: 'PaymentDeclined',
      message: 'The payment was declined: The card was declined.',
      details: { gatewayCode: 'card_declined' },
    });
    const poor = await createPaymentBooking(t, { price: '666.66', paid: '0', paymentStatus: 'unpaid' });
    const insufficient = await post(`/api/bookings/${poor.booking.id}/charge`, { transactionType: 'recoverTransaction' });
    expect(insufficient.status).toBe(402);
    expect(insufficient.body.details).toEqual({ gatewayCode: 'insufficient_funds' });
    expect(await transactionsOf(booking.id)).toHaveLength(1);
    expect(await transactionsOf(poor.booking.id)).toHaveLength(0);
  });

  it('refuses new transactions with missing or negative amounts, with the spec message', async () => {
    const { booking } = await createPaymentBooking(t);
    const res = await post(`/api/bookings/${booking.id}/charge`, { transactionType: 'newTransaction', amount: '-5', supplierAmount: '' });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([
      { field: 'amount', message: 'Value should be greater or equal 0' },
      { field: 'supplierAmount', message: 'This field is required.' },
      { field: 'reason', message: 'This field is required.' },
    ]);
  });

  it('lets any full admin move money, with the support role too (spec 6), and never read-admin', async () => {
    const { booking } = await createPaymentBooking(t, { price: '100.00', paid: '100.00' });
    const tokenOf = async (role: Role) => tokenFor(t, await createUser(t, { role, isFullAdmin: true }));
    const as = (token: string, path: string, body: object) => post(`/api/bookings/${booking.id}/${path}`, body, { as: token });
    const refund = { transactionType: 'newTransaction', amount: '10.00', supplierAmount: '0', reason: 'Goodwill' };
    const readAdmin = await tokenOf(Role.ReadAdmin);
    expect((await as(readAdmin, 'refund', refund)).status).toBe(403);
    const support = await tokenOf(Role.Support);
    const refunded = await as(support, 'refund', refund);
    expect(refunded.status).toBe(200);
    expect(refunded.body.allowedActions).toEqual(expect.arrayContaining(['charge', 'refund', 'changePrice', 'markPaid']));
    expect((await as(support, 'charge', { transactionType: 'recoverTransaction' })).status).toBe(200);
    expect((await as(support, 'change-price', { amount: '90', supplierAmount: '2400', note: 'Agreed on the phone' })).status).toBe(200);
  });

  it('refuses to charge a fraudulent booking and to refund a disputed one (409 with the reason)', async () => {
    const fraud = await createPaymentBooking(t, { paid: '50.00', isFraudulent: true });
    const charge = await post(`/api/bookings/${fraud.booking.id}/charge`, { transactionType: 'recoverTransaction' });
    expect(charge.status).toBe(409);
    expect(charge.body.message).toBe('The booking is marked as fraudulent: no money can be taken for it.');
    const disputed = await createPaymentBooking(t, { isDisputed: true });
    const refund = await post(`/api/bookings/${disputed.booking.id}/refund`, {
      transactionType: 'newTransaction',
      amount: '10',
      supplierAmount: '0',
      reason: 'x',
    });
    expect(refund.status).toBe(409);
    expect(refund.body.message).toBe('The payment is disputed: refunds wait until the dispute is resolved.');
  });
});

describe('an unconfigured payment gateway', () => {
  let t: TestApp;
  let post: PaymentsCall;

  beforeAll(async () => {
    ({ t, post } = await paymentsTestApp({ PAYMENT_GATEWAY_URL: '' }));
  });
  afterAll(() => t.close());

  it('answers 503 with a clear message and records nothing', async () => {
    const { booking } = await createPaymentBooking(t, { price: '100.00', paid: '0', paymentStatus: 'unpaid' });
    const res = await post(`/api/bookings/${booking.id}/charge`, { transactionType: 'recoverTransaction' });
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({
      code: 'PaymentGatewayNotConfigured',
      message: 'The payment gateway is not configured (PAYMENT_GATEWAY_URL is not set): no charge or refund can be made.',
    });
    expect(await t.dataSource.query(`SELECT 1 FROM payment_transaction WHERE booking_id = $1`, [booking.id])).toEqual([]);
  });
});
