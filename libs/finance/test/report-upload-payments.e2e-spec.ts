import { randomUUID } from 'node:crypto';
import { Role } from '@farebox/domain';
import { createAgent, createUser, newIdempotencyKey, startTestApp, tokenFor, type TestApp } from '@farebox/testing';
import type { Line } from '@farebox/inventory';
import { createFinanceSupplier, insertBookingWithPayment, insertSupplierTransaction } from './finance-fixtures.js';

/** Upload of payments by CSV (overview): the bookings' mark-paid-by-references, all the references or none. */
describe('payments report: upload payments by CSV', () => {
  let t: TestApp;
  let admin: string;
  let supplierId: string;
  let line: Line | undefined;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await tokenFor(t, await createUser(t, { role: Role.Admin, isFullAdmin: true }));
    supplierId = (await createFinanceSupplier(t, { paymentType: 'invoice' })).id;
  });
  afterAll(() => t.close());

  const unpaidBooking = async () => {
    const booking = await insertBookingWithPayment(t, { companyId: supplierId, status: 'unpaid', line });
    line = booking.line;
    return booking;
  };
  const statusOf = async (bookingId: string) =>
    (await t.dataSource.query<{ status: string }[]>(`SELECT status FROM booking_payment WHERE booking_id = $1`, [bookingId]))[0].status;
  const upload = (
    body: string,
    { token = admin, key = newIdempotencyKey(), type = 'text/csv' }: { token?: string; key?: string | null; type?: string } = {},
  ) => {
    const req = t.http.post('/api/payments-report/upload-payments').set('Authorization', `Bearer ${token}`).set('Content-Type', type);
    if (key) req.set('Idempotency-Key', key);
    return req.send(body);
  };

  it('marks paid the references of a CSV with a bookingReference column; a retry with the same key replays', async () => {
    const [a, b] = [await unpaidBooking(), await unpaidBooking()];
    const key = newIdempotencyKey();
    const csv = `\uFEFFbookingReference,amount\r\n${a.reference},10.00\r\n"${b.reference}",20.00\r\n${a.reference},10.00\r\n`;
    const res = await upload(csv, { key });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ nModified: 2, expectedCount: 2 });
    expect([await statusOf(a.bookingId), await statusOf(b.bookingId)]).toEqual(['paid', 'paid']);
    const retry = await upload(csv, { key });
    expect([retry.status, retry.body]).toEqual([200, { nModified: 2, expectedCount: 2 }]);
  });

  it('takes one reference per line, as text or as a multipart file, and shows the payment status in the Reports tab', async () => {
    const [a, b] = [await unpaidBooking(), await unpaidBooking()];
    await insertSupplierTransaction(t, {
      companyId: supplierId,
      bookingId: a.bookingId,
      bookingReference: a.reference,
      amount: '10.00',
      bookingDate: '2021-05-05',
    });
    expect((await upload(`${a.reference}\n`, { type: 'text/plain' })).body).toEqual({ nModified: 1, expectedCount: 1 });
    const file = await t.http
      .post('/api/payments-report/upload-payments')
      .set('Authorization', `Bearer ${admin}`)
      .set('Idempotency-Key', newIdempotencyKey())
      .attach('file', Buffer.from(`${b.reference}\r\n`), { filename: 'payments.csv', contentType: 'text/csv' });
    expect([file.status, file.body]).toEqual([200, { nModified: 1, expectedCount: 1 }]);
    const report = await t.http.get('/api/payments-report/reports').query({ bookingReference: a.reference }).set('Authorization', `Bearer ${admin}`);
    expect(report.body.data[0].paymentStatus).toBe('paid');
  });

  it('changes nothing when one reference cannot be marked, and names it', async () => {
    const a = await unpaidBooking();
    const unknown = `FBNONE${randomUUID().slice(0, 6)}`;
    const res = await upload(`bookingReference\r\n${a.reference}\r\n${unknown}\r\n`);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'NotAllMarkedPaid',
      message: 'One or more payments have not been marked as paid',
      details: { notMarked: [unknown] },
    });
    expect(await statusOf(a.bookingId)).toBe('unpaid');
  });

  it('refuses an empty file, a missing Idempotency-Key and a file too large', async () => {
    const empty = await upload('bookingReference\r\n');
    expect(empty.status).toBe(400);
    expect(empty.body.details).toEqual([{ field: 'file', message: 'You need to provide at least one payment' }]);
    const a = await unpaidBooking();
    expect((await upload(a.reference, { key: null })).body.code).toBe('IdempotencyKeyRequired');
    expect(await statusOf(a.bookingId)).toBe('unpaid');
    const tooLarge = { status: 413, code: 'PayloadTooLarge', message: 'The file must be at most 1 MB.' };
    expect((await upload('FB0000001\n'.repeat(120_000))).body).toMatchObject(tooLarge);
    const largeFile = await t.http
      .post('/api/payments-report/upload-payments')
      .set('Authorization', `Bearer ${admin}`)
      .set('Idempotency-Key', newIdempotencyKey())
      .attach('file', Buffer.from('FB0000001\n'.repeat(120_000)), { filename: 'payments.csv', contentType: 'text/csv' });
    expect(largeFile.body).toMatchObject(tooLarge);
    const json = await t.http
      .post('/api/payments-report/upload-payments')
      .set('Authorization', `Bearer ${admin}`)
      .set('Idempotency-Key', newIdempotencyKey())
      .send({ references: [a.reference] });
    expect(json.status).toBe(400);
  });

  it('is for full admins who may write: not read-admin, not other staff, not agents', async () => {
    const a = await unpaidBooking();
    const refused = [
      await tokenFor(t, await createUser(t, { role: Role.ReadAdmin, isFullAdmin: true })),
      await tokenFor(t, await createUser(t, { role: Role.Support })),
      await tokenFor(t, await createAgent(t, { id: supplierId })),
    ];
    for (const token of refused) expect((await upload(a.reference, { token })).status).toBe(403);
    expect(await statusOf(a.bookingId)).toBe('unpaid');
    const fullSupport = await tokenFor(t, await createUser(t, { role: Role.Support, isFullAdmin: true }));
    expect((await upload(a.reference, { token: fullSupport })).body).toEqual({ nModified: 1, expectedCount: 1 });
  });
});
