import { BookingPaymentsService, HttpPaymentGateway, PaymentGateway, SupplierApi } from '@farebox/bookings';
import { loadAppConfig } from '@farebox/platform';
import { Role } from '@farebox/domain';
import { createPaymentBooking, simulatorCall, startTestApp, type TestApp } from '@farebox/testing';

const actor = { id: null as unknown as string, displayName: 'Cancel flow', username: 'system' };

describe('payments for the booking workflows (BookingPaymentsService) and the supplier API port', () => {
  let t: TestApp;
  let payments: BookingPaymentsService;
  let supplier: SupplierApi;

  beforeAll(async () => {
    t = await startTestApp();
    payments = t.app.get(BookingPaymentsService);
    supplier = t.app.get(SupplierApi);
  });
  afterAll(() => t.close());

  const totals = async (bookingId: string) =>
    (await t.dataSource.query(`SELECT charged_amount, refunded_amount FROM booking_payment WHERE booking_id = $1`, [bookingId]))[0];

  it('refunds a cancellation through the gateway inside the caller transaction, and rolls back with it', async () => {
    const { booking } = await createPaymentBooking(t, { price: '100.00', paid: '100.00' });
    await expect(
      t.dataSource.transaction(async (manager) => {
        await payments.settleCancellation(manager, booking, { amount: '100.00', supplierAmount: '2500', reason: 'Cancelled', actor });
        throw new Error('the cancel failed later');
      }),
    ).rejects.toThrow('the cancel failed later');
    expect(await totals(booking.id)).toEqual({ charged_amount: '100.00', refunded_amount: '0.00' });

    // The retry derives the same gateway key from the booking version: the gateway replays, it does not refund twice.
    const result = await t.dataSource.transaction((manager) =>
      payments.settleCancellation(manager, booking, { amount: '100.00', supplierAmount: '2500', reason: 'Cancelled', actor }),
    );
    expect(result).toEqual({ paymentStatus: 'refund', refunded: '100.00', supplierRefunded: '2500.00' });
    expect(await totals(booking.id)).toEqual({ charged_amount: '100.00', refunded_amount: '100.00' });
    const [refund] = await t.dataSource.query(`SELECT provider_payment_id, source FROM payment_transaction WHERE booking_id = $1 AND type = 'refund'`, [
      booking.id,
    ]);
    expect(refund.source).toBe('cancellation');
    const atGateway = await simulatorCall<{ refunded: string; refunds: unknown[] }>(
      t.simulators.gatewayUrl,
      'GET',
      `/v1/payments/${refund.provider_payment_id}`,
    );
    expect(atGateway.body.refunded).toBe('100.00');
    expect(atGateway.body.refunds).toHaveLength(1);
    const [row] = await t.dataSource.query(`SELECT payment_status, version FROM booking WHERE id = $1`, [booking.id]);
    expect(row).toEqual({ payment_status: 'refund', version: booking.version });
  });

  it('refuses a cancellation refund above what was paid', async () => {
    const { booking } = await createPaymentBooking(t, { price: '100.00', paid: '60.00' });
    await expect(
      t.dataSource.transaction((manager) =>
        payments.settleCancellation(manager, booking, { amount: '100.00', supplierAmount: '0', reason: 'Cancelled', actor }),
      ),
    ).rejects.toMatchObject({
      status: 409,
      code: 'RefundAboveCaptured',
      message: 'The refund of 100.00 USD is more than the 60.00 USD captured and not yet refunded.',
    });
  });

  it('moves the payment to the new booking of an exchange, or leaves both untouched when the exchange fails', async () => {
    const from = await createPaymentBooking(t, { price: '100.00', paid: '100.00' });
    const to = await createPaymentBooking(t, { price: '100.00', paid: '0', paymentStatus: 'unpaid', paymentMethod: null });
    await expect(
      t.dataSource.transaction(async (manager) => {
        await payments.movePayment(manager, from.booking.id, to.booking.id, actor);
        throw new Error('exchange failed midway');
      }),
    ).rejects.toThrow('exchange failed midway');
    expect(await totals(from.booking.id)).toEqual({ charged_amount: '100.00', refunded_amount: '0.00' });

    await t.dataSource.transaction((manager) => payments.movePayment(manager, from.booking.id, to.booking.id, actor));
    expect(await totals(from.booking.id)).toEqual({ charged_amount: '0.00', refunded_amount: '0.00' });
    expect(await totals(to.booking.id)).toEqual({ charged_amount: '100.00', refunded_amount: '0.00' });
    const [moved] = await t.dataSource.query(
      `SELECT booking_id, moved_from_booking_id FROM payment_transaction WHERE provider = 'card-gateway' AND booking_id = $1`,
      [to.booking.id],
    );
    expect(moved).toEqual({ booking_id: to.booking.id, moved_from_booking_id: from.booking.id });
    const statuses = await t.dataSource.query(`SELECT id, payment_status FROM booking WHERE id = ANY($1::uuid[])`, [[from.booking.id, to.booking.id]]);
    expect(Object.fromEntries(statuses.map((r: { id: string; payment_status: string }) => [r.id, r.payment_status]))).toEqual({
      [from.booking.id]: 'unpaid',
      [to.booking.id]: 'paid',
    });
    const summary = await payments.paymentSummary(to.booking.id, { id: 'x', role: Role.Admin, isFullAdmin: true, scopes: [], companyId: null });
    expect(summary).toMatchObject({
      status: 'paid',
      paidAmount: '100.00',
      price: '100.00',
      recover: { charge: null, refund: null },
      allowedActions: ['markPaid', 'charge', 'refund', 'changePrice'],
    });
  });

  it('summarises a booking payment for an agent without customer-side amounts', async () => {
    const { booking } = await createPaymentBooking(t);
    const summary = await payments.paymentSummary(booking.id, { id: 'a', role: Role.Agent, isFullAdmin: false, scopes: [], companyId: booking.companyId });
    expect(summary).toMatchObject({ paidAmount: null, price: null, chargedAmount: null, recover: null, allowedActions: [], supplierCurrency: 'THB' });
  });

  it('talks to the gateway through the port: captures never above authorised, refunds never above captured, keys replayed', async () => {
    const gateway = t.app.get(PaymentGateway);
    const authorized = await gateway.authorize(
      { amount: '10.00', currency: 'EUR', paymentMethod: 'pm_card_visa', reference: 'FB-PORT', description: 'Port test' },
      'port-test-auth',
    );
    await expect(gateway.capture(authorized.id, '10.01', 'port-test-capture-1')).rejects.toMatchObject({ status: 409, code: 'PaymentGatewayRefused' });
    await expect(gateway.capture(authorized.id, '10.00', 'port-test-capture-2')).resolves.toMatchObject({ status: 'captured', captured: '10.00' });
    const refund = await gateway.refund(authorized.id, '4.00', 'Part', 'port-test-refund-1');
    await expect(gateway.refund(authorized.id, '4.00', 'Part', 'port-test-refund-1')).resolves.toEqual(refund);
    await expect(gateway.refund(authorized.id, '6.01', 'Rest', 'port-test-refund-2')).rejects.toMatchObject({
      status: 409,
      code: 'PaymentGatewayRefused',
      message: 'The payment gateway refused: Refund of 6.01 exceeds the 6.00 captured and not refunded.',
    });
  });

  it('voids only an authorisation never captured, once per key', async () => {
    const gateway = t.app.get(PaymentGateway);
    const held = await gateway.authorize(
      { amount: '25.00', currency: 'USD', paymentMethod: 'pm_card_visa', reference: 'FB-VOID', description: 'Void test' },
      'port-void-auth-1',
    );
    const voided = await gateway.void(held.id, 'port-void-1');
    expect(voided).toMatchObject({ id: held.id, status: 'voided', captured: '0.00' });
    await expect(gateway.void(held.id, 'port-void-1')).resolves.toEqual(voided);
    await expect(gateway.void(held.id, 'port-void-2')).rejects.toMatchObject({ status: 409, code: 'PaymentGatewayRefused' });
    await expect(gateway.capture(held.id, '25.00', 'port-void-capture')).rejects.toMatchObject({ status: 409, code: 'PaymentGatewayRefused' });
    const captured = await gateway.authorize(
      { amount: '5.00', currency: 'USD', paymentMethod: 'pm_card_visa', reference: 'FB-VOID', description: 'Void test' },
      'port-void-auth-2',
    );
    await gateway.capture(captured.id, '5.00', 'port-void-capture-2');
    await expect(gateway.void(captured.id, 'port-void-3')).rejects.toMatchObject({
      status: 409,
      message: `The payment gateway refused: Payment ${captured.id} is captured: only an uncaptured authorization can be voided.`,
    });
  });

  it('reports a gateway that does not answer as 502, never as a success', async () => {
    const unreachable = new HttpPaymentGateway({ ...loadAppConfig(), paymentGatewayUrl: 'http://127.0.0.1:9' });
    await expect(unreachable.refund('pay_x', '1.00', 'x', 'port-test-unreachable')).rejects.toMatchObject({ status: 502, code: 'PaymentGatewayUnavailable' });
  });

  it('reads supplier booking data, and null when the supplier has none', async () => {
    await expect(supplier.getBooking({ integration: 'demo', reference: 'SUP-123' })).resolves.toMatchObject({
      supplierBookingReference: 'SUP-123',
      status: 'confirmed',
    });
    await expect(supplier.getBooking({ integration: 'demo', reference: 'NODATA-9' })).resolves.toBeNull();
  });

  it("cancels at the supplier, and reports the supplier's failure as SupplierCancelFailed with its message", async () => {
    await expect(supplier.cancel({ integration: null, reference: 'SUP-OK-1' }, 'Customer request')).resolves.toMatchObject({ status: 'cancelled' });
    await expect(supplier.cancel({ integration: null, reference: 'FAIL-7' }, null)).rejects.toMatchObject({
      status: 502,
      code: 'SupplierCancelFailed',
      message: "The cancellation failed at the supplier's end.",
      details: { supplierMessage: 'Cancellation refused by the operator: the departure is within the cancellation cutoff.' },
    });
    await simulatorCall(t.simulators.supplierUrl, 'POST', '/_simulator/cancel-failures', { enabled: true, message: 'Supplier system down' });
    await expect(supplier.cancel({ integration: null, reference: 'SUP-OK-2' }, null)).rejects.toMatchObject({
      details: { supplierMessage: 'Supplier system down' },
    });
    await simulatorCall(t.simulators.supplierUrl, 'POST', '/_simulator/cancel-failures', { enabled: false });
    await expect(supplier.cancel({ integration: null, reference: 'SUP-OK-2' }, null)).resolves.toMatchObject({ status: 'cancelled' });
  });
});

describe('an unconfigured supplier API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ SUPPLIER_API_URL: '' });
  });
  afterAll(() => t.close());

  it('says so (503) instead of pretending', async () => {
    await expect(t.app.get(SupplierApi).getBooking({ integration: null, reference: 'SUP-1' })).rejects.toMatchObject({
      status: 503,
      code: 'SupplierApiNotConfigured',
      message: 'The supplier API is not configured (SUPPLIER_API_URL is not set).',
    });
  });
});
