import { BookingEmailLog, BookingPayment } from '@farebox/bookings';
import {
  bookingCallers,
  createLine,
  createPaymentBooking,
  createSupplier,
  createTrip,
  insertBooking,
  newIdempotencyKey,
  startTestApp,
  type BookingCallers,
  type TestApp,
} from '@farebox/testing';

describe('cancel (spec 4 and 5): refunds, supplier-API bookings, idempotency', () => {
  let t: TestApp;
  let as: BookingCallers;
  const cancel = (id: string, body: object, token = as.fullAdmin, key: string | null = newIdempotencyKey()) => {
    const req = t.http.post(`/api/bookings/${id}/cancel`).set('Authorization', `Bearer ${token}`);
    if (key) req.set('Idempotency-Key', key);
    return req.send(body);
  };
  const bookingRow = (id: string) => t.dataSource.query(`SELECT status, customer_status, payment_status, version FROM booking WHERE id = $1`, [id]).then((r) => r[0]);
  const paymentRow = (bookingId: string) => t.dataSource.getRepository(BookingPayment).findOneByOrFail({ bookingId });

  beforeAll(async () => {
    t = await startTestApp();
    as = await bookingCallers(t, await createSupplier(t));
  });
  afterAll(() => t.close());

  it('validates the refund fields and needs an Idempotency-Key', async () => {
    const { booking } = await createPaymentBooking(t);
    expect((await cancel(booking.id, { version: 1, sendMail: false }).expect(400)).body.details).toEqual([{ field: 'refundType', message: 'This field is required.' }]);
    expect((await cancel(booking.id, { version: 1, refundType: 'partial', sendMail: false }).expect(400)).body.details.map((d: { field: string }) => d.field)).toEqual([
      'amount',
      'costRefundInSupplierCurrency',
    ]);
    const full = await cancel(booking.id, { version: 1, refundType: 'full', amount: '5.00', includeFees: true, sendMail: false }).expect(400);
    expect(full.body.details).toEqual([{ field: 'amount', message: 'A full refund takes the amounts from the payment; leave them empty.' }]);
    expect((await cancel(booking.id, { version: 1, refundType: 'none', includeFees: true, sendMail: false }).expect(400)).body.details[0].field).toBe('includeFees');
    expect((await cancel(booking.id, { version: 1, refundType: 'none', sendMail: false }, as.fullAdmin, null).expect(400)).body.code).toBe('IdempotencyKeyRequired');
    expect((await cancel(booking.id, { version: 1, refundType: 'none', sendMail: false }, as.support)).status).toBe(403);
    expect(await bookingRow(booking.id)).toMatchObject({ status: 'approved', version: 1 });
  });

  it('refunds what was paid on a full refund, once for the same key, and then refuses another cancel', async () => {
    const { booking } = await createPaymentBooking(t, { price: '100.00' });
    const key = newIdempotencyKey();
    const body = { version: 1, refundType: 'full', includeFees: true, sendMail: false, reason: 'Customer request' };
    const first = await cancel(booking.id, body, as.fullAdmin, key).expect(200);
    expect(first.body).toMatchObject({ status: 'canceled', customerStatus: 'canceled', paymentStatus: 'refund', refunded: '100.00', supplierRefunded: '2500.00', version: 2 });
    const replay = await cancel(booking.id, body, as.fullAdmin, key).expect(200);
    expect(replay.body).toEqual(first.body);
    expect((await paymentRow(booking.id)).refundedAmount.toFixed(2)).toBe('100.00');
    const again = await cancel(booking.id, { ...body, version: 2 }).expect(409);
    expect(again.body.message).toBe('The booking is already canceled.');
    const detail = (await t.http.get(`/api/bookings/${booking.id}`).set('Authorization', `Bearer ${as.fullAdmin}`).expect(200)).body;
    expect(detail.history.map((h: { action: string }) => h.action)).toEqual(['canceled']);
    expect(detail.cancellation).toMatchObject({ refundType: 'full', amount: '100.00', reason: 'Customer request' });
    expect(detail.allowedActions).toEqual(['edit', 'addNote']);
  });

  it('leaves the booking and its payment untouched when a partial refund is above what was paid', async () => {
    const { booking } = await createPaymentBooking(t, { price: '100.00', paid: '40.00' });
    const res = await cancel(booking.id, { version: 1, refundType: 'partial', amount: '60.00', costRefundInSupplierCurrency: '0', sendMail: false }).expect(409);
    expect(res.body.code).toBe('RefundAboveCaptured');
    expect(await bookingRow(booking.id)).toMatchObject({ status: 'approved', payment_status: 'paid', version: 1 });
    expect((await paymentRow(booking.id)).refundedAmount.toFixed(2)).toBe('0.00');
    const ok = await cancel(booking.id, { version: 1, refundType: 'partial', amount: '25.50', costRefundInSupplierCurrency: '300', feePercent: '10', sendMail: false }).expect(200);
    expect(ok.body).toMatchObject({ refunded: '25.50', supplierRefunded: '300.00' });
  });

  it('e-mails the customer when asked', async () => {
    const { booking } = await createPaymentBooking(t);
    await cancel(booking.id, { version: 1, refundType: 'none', sendMail: true }).expect(200);
    const mails = await t.dataSource.getRepository(BookingEmailLog).findBy({ bookingId: booking.id });
    expect(mails.map((m) => [m.email, m.subject, m.kind])).toEqual([[booking.email, `Booking ${booking.reference} is cancelled`, 'custom']]);
    expect(mails[0]!.body).toContain('No refund applies to this cancellation.');
  });

  describe('supplier-API bookings', () => {
    const apiBooking = async (supplierBookingCode: string) => {
      const line = await createLine(t, { isSupplierApi: true, supplierIntegration: 'simulated' });
      return (await insertBooking(t, line, await createTrip(t, line), { status: 'approved', customerStatus: 'approved', supplierBookingCode })).booking;
    };

    it('asks where to cancel, and cancels at the supplier', async () => {
      const booking = await apiBooking('APIOK-1');
      expect((await cancel(booking.id, { version: 1, refundType: 'none', sendMail: false }).expect(400)).body.details).toEqual([
        { field: 'cancellationType', message: 'This field is required.' },
      ]);
      await cancel(booking.id, { version: 1, refundType: 'none', sendMail: false, cancellationType: 'supplier' }).expect(200);
      const supplier = await fetch(new URL('/v1/bookings/APIOK-1', t.simulators.supplierUrl)).then((r) => r.json());
      expect(supplier.status).toBe('cancelled');
    });

    it("answers 502 \"The cancellation failed at the supplier's end.\" with the supplier's message, changes nothing, and cancels in admin only", async () => {
      const booking = await apiBooking('FAIL-7');
      const res = await cancel(booking.id, { version: 1, refundType: 'none', sendMail: false, cancellationType: 'supplier' }).expect(502);
      expect(res.body).toMatchObject({ code: 'SupplierCancelFailed', message: "The cancellation failed at the supplier's end.", details: { supplierMessage: expect.any(String) } });
      expect(await bookingRow(booking.id)).toMatchObject({ status: 'approved', version: 1 });
      const adminOnly = await cancel(booking.id, { version: 1, refundType: 'none', sendMail: false, cancellationType: 'adminOnly' }).expect(200);
      expect(adminOnly.body.status).toBe('canceled');
    });
  });
});
