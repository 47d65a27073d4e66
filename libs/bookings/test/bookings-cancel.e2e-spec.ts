import { BookingEmailLog, BookingPayment } from '@farebox/bookings';
import {
  bookingCallers,
  createLine,
  createPaymentBooking,
  createSupplier,
  insertBooking,
  newIdempotencyKey,
  simulatorCall,
  startTestApp,
  type BookingCallers,
  type TestApp,
} from '@farebox/testing';

/** Refund type none with its amounts (required unless the refund is full): nothing back, from anyone. */
const noRefund = { refundType: 'none', amount: '0', costRefundInSupplierCurrency: '0' };

describe('cancel (spec 4 and 5): refunds, supplier-API bookings, idempotency', () => {
  let t: TestApp;
  let as: BookingCallers;
  const cancel = (id: string, body: object, token = as.fullAdmin, key: string | null = newIdempotencyKey()) => {
    const req = t.http.post(`/api/bookings/${id}/cancel`).set('Authorization', `Bearer ${token}`);
    if (key) req.set('Idempotency-Key', key);
    return req.send(body);
  };
  const bookingRow = (id: string) =>
    t.dataSource.query(`SELECT status, customer_status, payment_status, version FROM booking WHERE id = $1`, [id]).then((r) => r[0]);
  const paymentRow = (bookingId: string) => t.dataSource.getRepository(BookingPayment).findOneByOrFail({ bookingId });

  beforeAll(async () => {
    t = await startTestApp();
    as = await bookingCallers(t, await createSupplier(t));
  });
  afterAll(() => t.close());

  it('validates the refund fields and needs an Idempotency-Key', async () => {
    const { booking } = await createPaymentBooking(t);
    expect((await cancel(booking.id, { version: 1, sendMail: false }).expect(400)).body.details).toEqual([
      { field: 'refundType', message: 'This field is required.' },
    ]);
    expect(
      (await cancel(booking.id, { version: 1, refundType: 'partial', sendMail: false }).expect(400)).body.details.map((d: { field: string }) => d.field),
    ).toEqual(['amount', 'costRefundInSupplierCurrency']);
    const full = await cancel(booking.id, { version: 1, refundType: 'full', amount: '5.00', includeFees: true, sendMail: false }).expect(400);
    expect(full.body.details).toEqual([{ field: 'amount', message: 'A full refund takes the amounts from the payment; leave them empty.' }]);
    // Spec 5: the amounts are disabled for a full refund only, so with no refund they are required too.
    expect((await cancel(booking.id, { version: 1, refundType: 'none', sendMail: false }).expect(400)).body.details).toEqual([
      { field: 'amount', message: 'This field is required.' },
      { field: 'costRefundInSupplierCurrency', message: 'This field is required.' },
    ]);
    expect((await cancel(booking.id, { version: 1, ...noRefund, includeFees: true, sendMail: false }).expect(400)).body.details[0].field).toBe('includeFees');
    expect((await cancel(booking.id, { version: 1, ...noRefund, sendMail: false }, as.fullAdmin, null).expect(400)).body.code).toBe('IdempotencyKeyRequired');
    expect((await cancel(booking.id, { version: 1, ...noRefund, sendMail: false }, as.support)).status).toBe(403);
    expect(await bookingRow(booking.id)).toMatchObject({ status: 'approved', version: 1 });
  });

  it('refunds what was paid on a full refund, once for the same key, and then refuses another cancel', async () => {
    const { booking } = await createPaymentBooking(t, { price: '100.00' });
    const key = newIdempotencyKey();
    const body = { version: 1, refundType: 'full', includeFees: true, sendMail: false, reason: 'Customer request' };
    const first = await cancel(booking.id, body, as.fullAdmin, key).expect(200);
    expect(first.body).toMatchObject({
      status: 'canceled',
      customerStatus: 'canceled',
      paymentStatus: 'refund',
      refunded: '100.00',
      supplierRefunded: '2500.00',
      version: 2,
    });
    const replay = await cancel(booking.id, body, as.fullAdmin, key).expect(200);
    expect(replay.body).toEqual(first.body);
    expect((await paymentRow(booking.id)).refundedAmount.toFixed(2)).toBe('100.00');
    const again = await cancel(booking.id, { ...body, version: 2 }).expect(409);
    expect(again.body.message).toBe('The booking is already canceled.');
    const detail = (await t.http.get(`/api/bookings/${booking.id}`).set('Authorization', `Bearer ${as.fullAdmin}`).expect(200)).body;
    expect(detail.history.map((h: { action: string }) => h.action)).toEqual(['canceled']);
    expect(detail.cancellation).toMatchObject({ refundType: 'full', amount: '100.00', reason: 'Customer request' });
    expect(detail.allowedActions).not.toContain('cancel');
  });

  it.each([
    [false, '92.25'],
    [true, '100.00'],
  ])(
    'a full refund with includeFees %s of 100.00 paid with 7.75 in additional fees gives back %s (the fees only when included)',
    async (includeFees, refunded) => {
      const additionalFees = [
        { description: 'Booking fee', price: '5.00' },
        { description: 'Card fee', price: '2.75' },
      ];
      const { booking } = await createPaymentBooking(t, { price: '100.00', additionalFees });
      const res = await cancel(booking.id, { version: 1, refundType: 'full', includeFees, sendMail: false }).expect(200);
      expect(res.body).toMatchObject({ refunded, supplierRefunded: '2500.00' });
      expect((await paymentRow(booking.id)).refundedAmount.toFixed(2)).toBe(refunded);
      const refunds = await t.dataSource.query(`SELECT amount FROM payment_transaction WHERE booking_id = $1 AND type = 'refund'`, [booking.id]);
      expect(refunds).toEqual([{ amount: refunded }]);
      const detail = (await t.http.get(`/api/bookings/${booking.id}`).set('Authorization', `Bearer ${as.fullAdmin}`).expect(200)).body;
      expect(detail.cancellation).toMatchObject({ refundType: 'full', amount: refunded, includeFees });
    },
  );

  it('leaves the booking and its payment untouched when a partial refund is above what was paid', async () => {
    const { booking } = await createPaymentBooking(t, { price: '100.00', paid: '40.00' });
    const res = await cancel(booking.id, { version: 1, refundType: 'partial', amount: '60.00', costRefundInSupplierCurrency: '0', sendMail: false }).expect(
      409,
    );
    expect(res.body.code).toBe('RefundAboveCaptured');
    expect(await bookingRow(booking.id)).toMatchObject({ status: 'approved', payment_status: 'paid', version: 1 });
    expect((await paymentRow(booking.id)).refundedAmount.toFixed(2)).toBe('0.00');
    const ok = await cancel(booking.id, {
      version: 1,
      refundType: 'partial',
      amount: '25.50',
      costRefundInSupplierCurrency: '300',
      feePercent: '10',
      sendMail: false,
    }).expect(200);
    expect(ok.body).toMatchObject({ refunded: '25.50', supplierRefunded: '300.00' });
  });

  it('with no refund, still records what the supplier gives back, and leaves the customer payment paid', async () => {
    const { booking } = await createPaymentBooking(t, { price: '100.00' });
    const res = await cancel(booking.id, { version: 1, ...noRefund, costRefundInSupplierCurrency: '400', sendMail: false }).expect(200);
    expect(res.body).toMatchObject({ paymentStatus: 'paid', refunded: '0.00', supplierRefunded: '400.00' });
    const payment = await paymentRow(booking.id);
    expect([payment.refundedAmount.toFixed(2), payment.refundedSupplierAmount.toFixed(2)]).toEqual(['0.00', '400.00']);
  });

  it('voids an authorisation never captured: the gateway releases it and the booking payment becomes unpaid, once per key', async () => {
    const { booking } = await createPaymentBooking(t, { price: '80.00', authorized: '80.00' });
    const key = newIdempotencyKey();
    const body = { version: 1, ...noRefund, sendMail: false };
    const first = await cancel(booking.id, body, as.fullAdmin, key).expect(200);
    expect(first.body).toMatchObject({ status: 'canceled', paymentStatus: 'unpaid', refunded: '0.00' });
    expect((await cancel(booking.id, body, as.fullAdmin, key).expect(200)).body).toEqual(first.body);
    const rows = await t.dataSource.query(`SELECT type, amount, provider_payment_id FROM payment_transaction WHERE booking_id = $1 ORDER BY created_at, id`, [
      booking.id,
    ]);
    expect(rows.map((r: { type: string; amount: string }) => [r.type, r.amount])).toEqual([
      ['authorize', '80.00'],
      ['void', '80.00'],
    ]);
    const atGateway = await simulatorCall<{ status: string }>(t.simulators.gatewayUrl, 'GET', `/v1/payments/${rows[0].provider_payment_id}`);
    expect(atGateway.body.status).toBe('voided');
    expect(await bookingRow(booking.id)).toMatchObject({ status: 'canceled', payment_status: 'unpaid' });
    const [log] = await t.dataSource.query(`SELECT payment_status FROM booking_history WHERE booking_id = $1 AND action = 'canceled'`, [booking.id]);
    expect(log.payment_status).toBe('authorized');
  });

  it('e-mails the customer when asked', async () => {
    const { booking } = await createPaymentBooking(t);
    await cancel(booking.id, { version: 1, ...noRefund, sendMail: true }).expect(200);
    const mails = await t.dataSource.getRepository(BookingEmailLog).findBy({ bookingId: booking.id });
    expect(mails.map((m) => [m.email, m.subject, m.kind])).toEqual([[booking.email, `Booking ${booking.reference} is cancelled`, 'custom']]);
    expect(mails[0].body).toContain('No refund applies to this cancellation.');
  });

  describe('supplier-API bookings', () => {
    const apiBooking = async (supplierBookingCode: string) => {
      const line = await createLine(t, { isSupplierApi: true, supplierIntegration: 'simulated' });
      return (await insertBooking(t, { line, status: 'approved', customerStatus: 'approved', supplierBookingCode })).booking;
    };

    it('asks where to cancel, and cancels at the supplier', async () => {
      const booking = await apiBooking('APIOK-1');
      expect((await cancel(booking.id, { version: 1, ...noRefund, sendMail: false }).expect(400)).body.details).toEqual([
        { field: 'cancellationType', message: 'This field is required.' },
      ]);
      await cancel(booking.id, { version: 1, ...noRefund, sendMail: false, cancellationType: 'supplier' }).expect(200);
      const supplier = await simulatorCall<{ status: string }>(t.simulators.supplierUrl, 'GET', '/v1/bookings/APIOK-1');
      expect(supplier.body.status).toBe('cancelled');
    });

    it('answers 502 "The cancellation failed at the supplier\'s end." with the supplier\'s message, changes nothing, and cancels in admin only', async () => {
      const booking = await apiBooking('FAIL-7');
      const res = await cancel(booking.id, { version: 1, ...noRefund, sendMail: false, cancellationType: 'supplier' }).expect(502);
      expect(res.body).toMatchObject({
        code: 'SupplierCancelFailed',
        message: "The cancellation failed at the supplier's end.",
        details: { supplierMessage: expect.any(String) },
      });
      expect(await bookingRow(booking.id)).toMatchObject({ status: 'approved', version: 1 });
      const adminOnly = await cancel(booking.id, { version: 1, ...noRefund, sendMail: false, cancellationType: 'adminOnly' }).expect(200);
      expect(adminOnly.body.status).toBe('canceled');
    });

    it('does not call the supplier when the cancel would be refused: a refund above what was paid, a disputed payment, a stale version, an authorisation gone', async () => {
      const supplierStatus = async (code: string) =>
        (await simulatorCall<{ status: string }>(t.simulators.supplierUrl, 'GET', `/v1/bookings/${code}`)).body.status;
      const apiPayment = (code: string, input: Parameters<typeof createPaymentBooking>[1] = {}) =>
        createPaymentBooking(t, { isSupplierApi: true, supplierIntegration: 'simulated', supplierBookingCode: code, ...input });
      const atSupplier = { sendMail: false, cancellationType: 'supplier' };

      const above = (await apiPayment('APIREF-1', { price: '100.00', paid: '40.00' })).booking;
      const refused = await cancel(above.id, { version: 1, refundType: 'partial', amount: '60.00', costRefundInSupplierCurrency: '0', ...atSupplier }).expect(
        409,
      );
      expect(refused.body.code).toBe('RefundAboveCaptured');

      const disputed = (await apiPayment('APIREF-2', { isDisputed: true })).booking;
      const inDispute = await cancel(disputed.id, { version: 1, refundType: 'full', ...atSupplier }).expect(409);
      expect(inDispute.body.message).toBe('The payment is disputed: refunds wait until the dispute is resolved.');

      const stale = (await apiPayment('APIREF-3')).booking;
      expect((await cancel(stale.id, { version: 2, ...noRefund, ...atSupplier }).expect(409)).body.code).toBe('EditConflict');

      // An authorisation the gateway no longer holds (voided there directly) cannot be voided by the cancel.
      const held = (await apiPayment('APIREF-4', { authorized: '70.00' })).booking;
      const [{ provider_payment_id: heldId }] = await t.dataSource.query(`SELECT provider_payment_id FROM payment_transaction WHERE booking_id = $1`, [
        held.id,
      ]);
      await fetch(new URL(`/v1/payments/${heldId}/void`, t.simulators.gatewayUrl), { method: 'POST', headers: { 'Idempotency-Key': 'voided-elsewhere' } });
      const notHeld = await cancel(held.id, { version: 1, ...noRefund, ...atSupplier }).expect(409);
      expect(notHeld.body).toMatchObject({
        code: 'NotVoidable',
        message: `The card authorisation ${heldId} cannot be voided: the payment gateway has it voided.`,
      });

      for (const [booking, code] of [
        [above, 'APIREF-1'],
        [disputed, 'APIREF-2'],
        [stale, 'APIREF-3'],
        [held, 'APIREF-4'],
      ] as const) {
        expect(await supplierStatus(code)).toBe('confirmed');
        expect(await bookingRow(booking.id)).toMatchObject({ status: 'approved', version: 1 });
      }
      // The same request, now acceptable, cancels at the supplier.
      await cancel(above.id, { version: 1, refundType: 'partial', amount: '40.00', costRefundInSupplierCurrency: '0', ...atSupplier }).expect(200);
      expect(await supplierStatus('APIREF-1')).toBe('cancelled');
    });
  });
});
