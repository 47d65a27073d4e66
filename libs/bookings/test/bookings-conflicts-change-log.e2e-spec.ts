import { Role } from '@farebox/domain';
import {
  bookingCallers,
  createPaymentBooking,
  createUser,
  paymentsTestApp,
  tokenFor,
  type BookingCallers,
  type PaymentsCall,
  type TestApp,
} from '@farebox/testing';

/** Issue 8: an edit conflict names the other person's change; the booking's change log is readable by full admins. */
describe('booking edit conflicts and change log', () => {
  let t: TestApp;
  let post: PaymentsCall;
  let as: BookingCallers;
  let otherAdmin: { token: string; name: string };
  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
  const changeLog = (id: string, token = as.fullAdmin) => t.http.get(`/api/bookings/${id}/change-log`).set(auth(token));

  beforeAll(async () => {
    ({ t, post } = await paymentsTestApp());
    const { booking } = await createPaymentBooking(t);
    as = await bookingCallers(t, { id: booking.companyId });
    const user = await createUser(t, { role: Role.Admin, isFullAdmin: true, displayName: 'Olga Other' });
    otherAdmin = { token: await tokenFor(t, user), name: 'Olga Other' };
  });
  afterAll(() => t.close());

  it("answers a stale edit with the other person's changes: who, when, field, from and to", async () => {
    const { booking } = await createPaymentBooking(t, { phone: '+66 1 000 0000' });
    await t.http.put(`/api/bookings/${booking.id}`).set(auth(otherAdmin.token)).send({ version: 1, phone: '+66 2 222 2222' }).expect(200);
    const stale = await t.http.put(`/api/bookings/${booking.id}`).set(auth(as.fullAdmin)).send({ version: 1, isFraudulent: true }).expect(409);
    expect(stale.body).toMatchObject({
      code: 'EditConflict',
      message: 'Someone else changed this booking after you opened it. Reload it and try again.',
      details: {
        currentVersion: 2,
        changes: [{ field: 'phone', from: '+66 1 000 0000', to: '+66 2 222 2222', user: 'Olga Other', timestamp: expect.any(String) }],
      },
    });
  });

  it('names a money move that happened meanwhile when a stale form saves, and refuses a money call made from an older version', async () => {
    const { booking } = await createPaymentBooking(t, { price: '100.00', paid: '80.00' });
    expect((await post(`/api/bookings/${booking.id}/charge`, { transactionType: 'recoverTransaction', version: 1 }, { as: otherAdmin.token })).status).toBe(
      200,
    );
    const stale = await t.http.put(`/api/bookings/${booking.id}`).set(auth(as.fullAdmin)).send({ version: 1, isFraudulent: true }).expect(409);
    expect(stale.body.details).toEqual({
      currentVersion: 2,
      changes: [{ field: 'chargedAmount', from: '80.00', to: '100.00', user: 'Olga Other', timestamp: expect.any(String) }],
    });

    const price = await post(
      `/api/bookings/${booking.id}/change-price`,
      { version: 2, amount: '90', supplierAmount: '2500', note: 'Goodwill' },
      { as: otherAdmin.token },
    );
    expect(price.status).toBe(200);
    const refund = await post(`/api/bookings/${booking.id}/refund`, { version: 2, transactionType: 'recoverTransaction' });
    expect(refund.status).toBe(409);
    expect(refund.body).toMatchObject({
      code: 'EditConflict',
      details: { currentVersion: 3, changes: [{ field: 'priceAmount', from: '100.00', to: '90.00', user: 'Olga Other' }] },
    });
    expect((await post(`/api/bookings/${booking.id}/refund`, { version: 3, transactionType: 'recoverTransaction' })).status).toBe(200);
  });

  it('serves the change log newest first to full admins only (the booking log is hidden from others)', async () => {
    const { booking } = await createPaymentBooking(t, { phone: '+66 1 000 0000' });
    await t.http.put(`/api/bookings/${booking.id}`).set(auth(otherAdmin.token)).send({ version: 1, phone: '+66 3 333 3333' }).expect(200);
    await t.http.put(`/api/bookings/${booking.id}`).set(auth(otherAdmin.token)).send({ version: 2, isFraudulent: true }).expect(200);
    const log = await changeLog(booking.id).expect(200);
    expect(log.body).toEqual([
      { user: { name: 'Olga Other', email: expect.any(String) }, changes: [{ field: 'isFraudulent', from: false, to: true }], timestamp: expect.any(String) },
      {
        user: { name: 'Olga Other', email: expect.any(String) },
        changes: [{ field: 'phone', from: '+66 1 000 0000', to: '+66 3 333 3333' }],
        timestamp: expect.any(String),
      },
    ]);
    expect((await changeLog(booking.id, as.readAdmin)).status).toBe(200);
    for (const token of [as.support, as.agent]) expect((await changeLog(booking.id, token)).status).toBe(403);
    expect((await changeLog('00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});
