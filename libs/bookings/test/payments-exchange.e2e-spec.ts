import { Booking, BookingPayment } from '@farebox/bookings';
import {
  bookingBody,
  createPaymentBooking,
  createTrip,
  paymentsTestApp,
  type PaymentBooking,
  type PaymentsCall,
  type PaymentsTestApp,
  type TestApp,
} from '@farebox/testing';

describe('exchange: the payment moves to the new booking', () => {
  let t: TestApp;
  let admin: PaymentsTestApp['admin'];
  let put: PaymentsCall;

  beforeAll(async () => {
    ({ t, admin, put } = await paymentsTestApp());
  });
  afterAll(() => t.close());

  const auth = () => ({ Authorization: `Bearer ${admin.token}` });
  const exchange = async (fixture: PaymentBooking, version = 1) => {
    const trip = await createTrip(t, fixture.line, { departureAt: new Date(Date.now() + 6 * 86_400_000) });
    const res = await t.http
      .post(`/api/bookings/${fixture.booking.id}/exchange`)
      .set(auth())
      .send({ version, booking: bookingBody(fixture.line, trip) })
      .expect(200);
    return res.body.id as string;
  };
  const bookingOf = (id: string) => t.dataSource.getRepository(Booking).findOneByOrFail({ id });
  const paymentOf = (bookingId: string) => t.dataSource.getRepository(BookingPayment).findOneByOrFail({ bookingId });

  it('carries the customer payment status and the supplier Mark as Paid over; the old booking is left unpaid with nothing', async () => {
    const old = await createPaymentBooking(t, { price: '100.00' });
    await put(`/api/payments/${old.payment.id}/status`, { status: 'paid' }).expect(200);
    const markedAt = (await paymentOf(old.booking.id)).markedPaidAt;

    const newId = await exchange(old);

    expect(await bookingOf(newId)).toMatchObject({ paymentStatus: 'paid', paymentProvider: 'card-gateway' });
    const moved = await paymentOf(newId);
    expect(moved).toMatchObject({ status: 'paid', markedPaidAt: markedAt, markedPaidBy: admin.id });
    expect([moved.chargedAmount.toFixed(2), moved.chargedSupplierAmount.toFixed(2)]).toEqual(['100.00', '2500.00']);

    expect(await bookingOf(old.booking.id)).toMatchObject({ status: 'canceled', paymentStatus: 'unpaid', version: 2 });
    const left = await paymentOf(old.booking.id);
    expect([left.chargedAmount.toFixed(2), left.chargedSupplierAmount.toFixed(2)]).toEqual(['0.00', '0.00']);
    // One transaction writes 'exchanged' and 'paymentMoved' at the same `at`: compared by action.
    const log: { action: string; payment_status: string; details: unknown }[] = await t.dataSource.query(
      `SELECT action, payment_status, details FROM booking_history WHERE booking_id = $1 ORDER BY action`,
      [old.booking.id],
    );
    expect(log).toEqual([
      { action: 'exchanged', payment_status: 'paid', details: null },
      { action: 'markPaid', payment_status: 'paid', details: null },
      { action: 'paymentMoved', payment_status: 'unpaid', details: { to: (await bookingOf(newId)).reference } },
    ]);

    // The supplier was paid once, for the old booking: the new one is not offered for payment again.
    const listed = await t.http
      .get('/api/payments')
      .query({ status: 'unpaid', reference: (await bookingOf(newId)).reference })
      .set(auth())
      .expect(200);
    expect(listed.body.meta.total).toBe(0);
  });

  it('moves an authorisation as it is: the new booking is authorized and nothing is voided', async () => {
    const old = await createPaymentBooking(t, { price: '60.00', authorized: '60.00' });
    const newId = await exchange(old);
    expect(await bookingOf(newId)).toMatchObject({ paymentStatus: 'authorized' });
    expect(await paymentOf(newId)).toMatchObject({ status: 'unpaid' });
    expect(await bookingOf(old.booking.id)).toMatchObject({ paymentStatus: 'unpaid' });
    const types = await t.dataSource.query(`SELECT type FROM payment_transaction WHERE booking_id = $1`, [newId]);
    expect(types).toEqual([{ type: 'authorize' }]);
  });
});
