import { Role } from '@farebox/domain';
import { createPaymentBooking, createUser, newIdempotencyKey, paymentsTestApp, tokenFor, type PaymentsCall, type TestApp } from '@farebox/testing';

describe('Mark as Paid and Mark as Unpaid', () => {
  let t: TestApp;
  let post: PaymentsCall;
  let put: PaymentsCall;

  beforeAll(async () => {
    ({ t, post, put } = await paymentsTestApp());
  });
  afterAll(() => t.close());

  const statusOf = async (paymentId: string) => (await t.dataSource.query(`SELECT status FROM booking_payment WHERE id = $1`, [paymentId]))[0].status;

  it('marks a payment paid, then unpaid, writing the booking log', async () => {
    const { payment, booking } = await createPaymentBooking(t);
    const paid = await put(`/api/payments/${payment.id}/status`, { status: 'paid' });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 'paid', allowedActions: expect.arrayContaining(['markUnpaid']) });
    expect(paid.body.markedPaidAt).toEqual(expect.any(String));
    const unpaid = await put(`/api/payments/${payment.id}/status`, { status: 'unpaid' });
    expect(unpaid.status).toBe(200);
    expect(unpaid.body).toMatchObject({ status: 'unpaid', markedPaidAt: null });
    const log = await t.dataSource.query(`SELECT action, by_name FROM booking_history WHERE booking_id = $1 ORDER BY at`, [booking.id]);
    expect(log.map((l: { action: string }) => l.action)).toEqual(['markPaid', 'markUnpaid']);
  });

  it('refuses to mark twice (409 with the reason)', async () => {
    const { payment } = await createPaymentBooking(t);
    await put(`/api/payments/${payment.id}/status`, { status: 'paid' }).expect(200);
    const again = await put(`/api/payments/${payment.id}/status`, { status: 'paid' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('The payment is already marked as paid.');
  });

  it('lets one of two concurrent Mark as Paid win; the other gets 409', async () => {
    const { payment } = await createPaymentBooking(t);
    const results = await Promise.all([
      put(`/api/payments/${payment.id}/status`, { status: 'paid' }),
      put(`/api/payments/${payment.id}/status`, { status: 'paid' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const marks = await t.dataSource.query(`SELECT count(*)::int AS n FROM booking_history WHERE booking_id = $1 AND action = 'markPaid'`, [payment.bookingId]);
    expect(marks[0].n).toBe(1);
  });

  it('gives Mark as Paid and Unpaid to any full admin, support or admin role, never to read-admin or other support users', async () => {
    const { payment } = await createPaymentBooking(t);
    const token = async (role: Role, isFullAdmin: boolean) => tokenFor(t, await createUser(t, { role, isFullAdmin }));
    const fullSupport = await token(Role.Support, true);
    await put(`/api/payments/${payment.id}/status`, { status: 'paid' }, { as: fullSupport }).expect(200);
    for (const refused of [await token(Role.ReadAdmin, true), await token(Role.Support, false), await token(Role.Admin, false)]) {
      expect((await put(`/api/payments/${payment.id}/status`, { status: 'unpaid' }, { as: refused })).status).toBe(403);
    }
    const unpaid = await put(`/api/payments/${payment.id}/status`, { status: 'unpaid' }, { as: fullSupport });
    expect(unpaid.status).toBe(200);
    expect(await statusOf(payment.id)).toBe('unpaid');
  });

  it('replays a Mark as Paid or Unpaid retried with the same Idempotency-Key: the same answer, one change, one log line', async () => {
    const { payment, booking } = await createPaymentBooking(t);
    for (const status of ['paid', 'unpaid']) {
      const key = newIdempotencyKey();
      const first = await put(`/api/payments/${payment.id}/status`, { status }, { key });
      const retry = await put(`/api/payments/${payment.id}/status`, { status }, { key });
      expect([first.status, retry.status]).toEqual([200, 200]);
      expect(retry.body).toEqual(first.body);
      expect(await statusOf(payment.id)).toBe(status);
    }
    const log = await t.dataSource.query(`SELECT action FROM booking_history WHERE booking_id = $1 ORDER BY at`, [booking.id]);
    expect(log.map((l: { action: string }) => l.action)).toEqual(['markPaid', 'markUnpaid']);
  });

  it('pays all selected: counts only the ones that were unpaid', async () => {
    const a = await createPaymentBooking(t);
    const b = await createPaymentBooking(t);
    await put(`/api/payments/${b.payment.id}/status`, { status: 'paid' }).expect(200);
    const res = await put('/api/payments', {
      payments: [
        { id: a.payment.id, status: 'paid' },
        { id: b.payment.id, status: 'paid' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ nModified: 1 });
    expect(await statusOf(a.payment.id)).toBe('paid');
    const none = await put('/api/payments', { payments: [] });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('You need to provide at least one payment');
  });

  it('marks pasted booking references paid, all or nothing', async () => {
    const a = await createPaymentBooking(t);
    const b = await createPaymentBooking(t);
    const refused = await post('/api/payments/mark-paid-by-references', {
      references: [a.booking.reference, 'FB-UNKNOWN', b.booking.reference],
      expectedCount: 3,
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'NotAllMarkedPaid',
      message: 'One or more payments have not been marked as paid',
      details: { notMarked: ['FB-UNKNOWN'] },
    });
    expect(await statusOf(a.payment.id)).toBe('unpaid');

    const ok = await post('/api/payments/mark-paid-by-references', {
      references: [` ${a.booking.reference}`, b.booking.reference, b.booking.reference],
      expectedCount: 2,
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ nModified: 2 });
    expect([await statusOf(a.payment.id), await statusOf(b.payment.id)]).toEqual(['paid', 'paid']);

    const empty = await post('/api/payments/mark-paid-by-references', { references: [' ', ''], expectedCount: 0 });
    expect(empty.status).toBe(400);
    expect(empty.body.details).toEqual([{ field: 'references', message: 'You need to provide at least one payment' }]);
  });

  it('replays a bulk upload retried with the same key instead of refusing the already paid ones', async () => {
    const { booking } = await createPaymentBooking(t);
    const key = newIdempotencyKey();
    const body = { references: [booking.reference], expectedCount: 1 };
    const first = await post('/api/payments/mark-paid-by-references', body, { key });
    const retry = await post('/api/payments/mark-paid-by-references', body, { key });
    expect([first.status, retry.status]).toEqual([200, 200]);
    expect(retry.body).toEqual({ nModified: 1 });
  });
});
