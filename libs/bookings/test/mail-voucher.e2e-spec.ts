import { jest } from '@jest/globals';
import { Role } from '@farebox/domain';
import { createAgent, createSupplier, createUser, type TestApp, TestInbox, tokenFor } from '@farebox/testing';
import { BookingEmailLog, BookingMailService } from '../src/index.js';
import { createMailBooking, mailTestApp, until, type MailTestApp } from './mail-fixtures.js';
import { pdfText } from './mail-pdf-text.js';

jest.setTimeout(120_000);

describe('vouchers and booking e-mails through the outbox, BullMQ, the worker and SMTP', () => {
  let t: TestApp;
  let close: MailTestApp['close'];
  const inbox = new TestInbox();
  let admin: string;

  beforeAll(async () => {
    ({ t, close } = await mailTestApp(inbox, { APP_URL: 'http://backoffice.test' }));
    admin = await tokenFor(t, await createUser(t, { role: Role.Admin, isFullAdmin: true }));
  });

  afterAll(() => close?.());

  const post = (path: string, body: object, token = admin) => t.http.post(path).set('Authorization', `Bearer ${token}`).send(body);
  const get = (path: string, token = admin) => t.http.get(path).set('Authorization', `Bearer ${token}`);
  const logOf = (bookingId: string) => t.dataSource.getRepository(BookingEmailLog).find({ where: { bookingId }, order: { createdAt: 'ASC' } });

  const sentLog = (bookingId: string, count = 1) =>
    until(
      () => logOf(bookingId),
      (rows) => rows.length >= count && rows.every((r) => r.status === 'sent'),
      `${count} sent log rows`,
    );

  it('e-mails the voucher PDF of the booking and logs it as sent with its delivery time', async () => {
    const { booking } = await createMailBooking(t, {
      departureAt: new Date('2031-03-04T01:30:00Z'),
      passengers: [{ firstName: 'Noa', lastName: 'Levi', seats: { departure: '12A' } }],
      approvalInputs: { bookingCode: 'PIER-55' },
    });
    const res = await post(`/api/bookings/${booking.id}/send-voucher`, { email: 'traveller@example.test' });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ queued: 1 });

    const [mail] = await inbox.waitFor('traveller@example.test');
    expect(mail.subject).toBe(`Your Farebox voucher for booking ${booking.reference}`);
    expect(mail.text).toContain(`Your voucher for booking ${booking.reference} is attached`);
    expect(mail.attachments).toHaveLength(1);
    const pdf = mail.attachments[0];
    expect(pdf).toMatchObject({ filename: `voucher-${booking.reference}.pdf`, contentType: 'application/pdf' });
    expect(pdf.content.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf.content);
    expect(text).toContain(`Booking reference: ${booking.reference}`);
    expect(text).toContain('Booking code: PIER-55');
    // 01:30 UTC is 08:30 in Bangkok, the departure station's zone.
    expect(text).toContain('Tue, 4 Mar 2031, 08:30 (Asia/Bangkok)');
    expect(text).toContain('12A');

    const [row] = await sentLog(booking.id);
    expect(row).toMatchObject({ email: 'traveller@example.test', kind: 'voucher', status: 'sent', error: null });
    expect(row.deliveredAt).toBeInstanceOf(Date);
    expect(mail.messageId).toBe(`<${row.id}@booking-email.backoffice.test>`);

    const log = await get(`/api/bookings/${booking.id}/emails`).expect(200);
    expect(log.body).toEqual([
      {
        id: row.id,
        email: 'traveller@example.test',
        subject: mail.subject,
        kind: 'voucher',
        status: 'sent',
        deliveredAt: row.deliveredAt!.toISOString(),
        opens: 0,
        clicks: 0,
        error: null,
        createdAt: row.createdAt.toISOString(),
      },
    ]);
  });

  it("sends to the booking's e-mail by default and refuses a voucher the booking workflow does not allow", async () => {
    const { booking } = await createMailBooking(t);
    expect((await post(`/api/bookings/${booking.id}/send-voucher`, {})).status).toBe(202);
    await inbox.waitFor(booking.email);

    const pending = (await createMailBooking(t, { status: 'pending', customerStatus: 'pending' })).booking;
    const refused = await post(`/api/bookings/${pending.id}/send-voucher`, {});
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'TransitionRefused',
      message: 'A voucher is sent only for a booking approved by the supplier and the customer.',
    });
    const oldExtras = await createMailBooking(t);
    await t.dataSource.query(`UPDATE line SET new_extras = false WHERE id = $1`, [oldExtras.line.id]);
    expect((await post(`/api/bookings/${oldExtras.booking.id}/send-voucher`, {})).body.message).toBe(
      'Vouchers are sent only for products with the new extras.',
    );
    expect(await logOf(pending.id)).toEqual([]);
  });

  it('validates the address and answers 404 for an unknown booking', async () => {
    const { booking } = await createMailBooking(t);
    const bad = await post(`/api/bookings/${booking.id}/send-voucher`, { email: 'not-an-address' });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual([{ field: 'email', message: 'Enter a valid e-mail address.' }]);
    expect((await post('/api/bookings/00000000-0000-4000-8000-000000000000/send-voucher', {})).status).toBe(404);
    expect((await get('/api/bookings/00000000-0000-4000-8000-000000000000/voucher.pdf')).status).toBe(404);
  });

  it('serves the voucher PDF with the amounts the supplier chose to show', async () => {
    const company = await createSupplier(t, { showCostInSupplierCurrencyOnVoucher: true, voucherRemark: 'Be at the pier 30 minutes early.' });
    const { booking } = await createMailBooking(t, { company });
    const res = await get(`/api/bookings/${booking.id}/voucher.pdf`)
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="voucher-${booking.reference}.pdf"`);
    const body = res.body as Buffer;
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(body);
    expect(text).toContain(booking.reference);
    expect(text).toContain('1080.00 THB');
    expect(text).not.toContain('39.46 USD');
    expect(text).toContain('Be at the pier 30 minutes early.');
  });

  it('sends bulk vouchers to each customer and reports the bookings that may not get one', async () => {
    const a = (await createMailBooking(t)).booking;
    const b = (await createMailBooking(t)).booking;
    const declined = (await createMailBooking(t, { status: 'declined', customerStatus: 'canceled' })).booking;
    const res = await post('/api/bookings/vouchers', { bookingIds: [a.id, declined.id, b.id] });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({
      queued: 2,
      skipped: [{ id: declined.id, reference: declined.reference, reason: 'A voucher is sent only for a booking approved by the supplier and the customer.' }],
    });
    for (const booking of [a, b]) {
      const [mail] = await inbox.waitFor(booking.email);
      expect(mail.attachments[0].filename).toBe(`voucher-${booking.reference}.pdf`);
    }
    expect((await post('/api/bookings/vouchers', { bookingIds: [] })).body.details).toEqual([{ field: 'bookingIds', message: 'This field is required.' }]);
  });

  it("sends a bulk e-mail with the given subject and body to each booking's customer", async () => {
    const a = (await createMailBooking(t, { status: 'pending' })).booking;
    const b = (await createMailBooking(t, { status: 'canceled', customerStatus: 'canceled' })).booking;
    const res = await post('/api/bookings/emails', {
      bookingIds: [a.id, b.id],
      subject: 'Ferry schedule change',
      body: 'Dear traveller,\n\nThe ferry leaves at 9:00.',
    });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ queued: 2 });
    for (const booking of [a, b]) {
      const [mail] = await inbox.waitFor(booking.email);
      expect(mail.subject).toBe('Ferry schedule change');
      expect(mail.text).toContain('The ferry leaves at 9:00.');
      expect((await sentLog(booking.id))[0]).toMatchObject({ kind: 'custom', subject: 'Ferry schedule change' });
    }
    const empty = await post('/api/bookings/emails', { bookingIds: [a.id], subject: ' ', body: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.details).toEqual([
      { field: 'subject', message: 'This field is required.' },
      { field: 'body', message: 'This field is required.' },
    ]);
  });

  it('resends the booking request to the given agent e-mails, once per address', async () => {
    const company = await createSupplier(t);
    const { booking, line } = await createMailBooking(t, { company, status: 'pending', customerStatus: 'pending' });
    const res = await post(`/api/bookings/${booking.id}/resend-request`, { emails: ['ops@supplier.test', 'OPS@supplier.test', 'desk@supplier.test'] });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ queued: 2 });
    const [mail] = await inbox.waitFor('desk@supplier.test');
    expect(mail.subject).toBe(`New booking ${booking.reference}: please confirm`);
    expect(mail.text).toContain(line.denomination);
    expect(mail.text).toContain('Cost: 1080.00 THB');
    expect(mail.text).toContain(`http://backoffice.test/bookings?booking=${booking.reference}`);
    await inbox.waitFor('ops@supplier.test');
    const rows = await sentLog(booking.id, 2);
    expect(rows.map((r) => [r.email, r.kind])).toEqual(
      expect.arrayContaining([
        ['ops@supplier.test', 'booking-request'],
        ['desk@supplier.test', 'booking-request'],
      ]),
    );
    expect((await post(`/api/bookings/${booking.id}/resend-request`, { emails: ['nope'] })).body.details).toEqual([
      { field: 'emails', message: 'Enter a valid e-mail address.' },
    ]);
  });

  it('queues the notify e-mails in the caller transaction: support team, cancellation to the old supplier, request to the new one', async () => {
    const oldSupplier = await createSupplier(t);
    const newSupplier = await createSupplier(t);
    const oldAgent = await createAgent(t, oldSupplier);
    const newAgent = await createAgent(t, newSupplier);
    await createAgent(t, newSupplier, { isActive: false });
    const editor = await createUser(t, { role: Role.Admin, isFullAdmin: true, teamEmail: 'support-team@farebox.test' });
    const { booking } = await createMailBooking(t, { company: newSupplier });
    const service = t.app.get(BookingMailService);

    // A rolled-back save sends nothing.
    await expect(
      t.dataSource.transaction(async (manager) => {
        await service.queueNotify(manager, { bookingId: booking.id, change: 'updated', by: editor, supportTeam: true });
        throw new Error('save failed');
      }),
    ).rejects.toThrow('save failed');
    expect(await logOf(booking.id)).toEqual([]);

    const queued = await t.dataSource.transaction((manager) =>
      service.queueNotify(manager, {
        bookingId: booking.id,
        change: 'updated',
        by: editor,
        supportTeam: true,
        supplierChange: { previousCompanyId: oldSupplier.id, cancellationToPrevious: true, newBookingToCurrent: true },
      }),
    );
    expect(queued).toBe(3);
    expect((await inbox.waitFor('support-team@farebox.test'))[0].subject).toBe(`Booking ${booking.reference} was updated`);
    expect((await inbox.waitFor(oldAgent.email))[0].subject).toBe(`Booking ${booking.reference} is cancelled`);
    expect((await inbox.waitFor(newAgent.email))[0].subject).toBe(`New booking ${booking.reference}: please confirm`);
    const rows = await sentLog(booking.id, 3);
    expect(rows.map((r) => [r.kind, r.companyId]).sort()).toEqual(
      [
        ['booking-cancellation', oldSupplier.id],
        ['booking-request', newSupplier.id],
        ['booking-updated', null],
      ].sort(),
    );
  });

  it('on creation tells the support team and sends the booking request to the supplier, unless it takes no booking e-mails', async () => {
    const editor = await createUser(t, { role: Role.Support, teamEmail: 'desk-team@farebox.test' });
    const supplier = await createSupplier(t);
    const agent = await createAgent(t, supplier);
    const created = (await createMailBooking(t, { company: supplier })).booking;
    const service = t.app.get(BookingMailService);
    const notify = (bookingId: string) =>
      t.dataSource.transaction((manager) => service.queueNotify(manager, { bookingId, change: 'created', by: editor, supportTeam: true, supplier: true }));
    expect(await notify(created.id)).toBe(2);
    expect((await inbox.waitFor('desk-team@farebox.test'))[0].subject).toBe(`New booking ${created.reference} was created`);
    expect((await inbox.waitFor(agent.email))[0].subject).toBe(`New booking ${created.reference}: please confirm`);

    const quiet = await createSupplier(t, { isSendBookingsEmails: false });
    await createAgent(t, quiet);
    const unnoticed = (await createMailBooking(t, { company: quiet })).booking;
    expect(await notify(unnoticed.id)).toBe(1);
    expect((await sentLog(unnoticed.id)).map((r) => r.kind)).toEqual(['booking-created']);
  });

  it('keeps vouchers, bulk e-mails and the e-mail log to full admins', async () => {
    const { booking } = await createMailBooking(t);
    const support = await tokenFor(t, await createUser(t, { role: Role.Support }));
    expect((await post(`/api/bookings/${booking.id}/send-voucher`, {}, support)).status).toBe(403);
    expect((await post('/api/bookings/emails', { bookingIds: [booking.id], subject: 's', body: 'b' }, support)).status).toBe(403);
    expect((await get(`/api/bookings/${booking.id}/emails`, support)).status).toBe(403);
    expect((await get(`/api/bookings/${booking.id}/voucher.pdf`, support)).status).toBe(403);
  });
});
