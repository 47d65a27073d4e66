import { jest } from '@jest/globals';
import type { INestApplicationContext } from '@nestjs/common';
import { Queue } from 'bullmq';
import { Role } from '@farebox/domain';
import { QueueName } from '@farebox/platform';
import { createAgent, createSupplier, createUser, type TestApp, TestInbox, tokenFor } from '@farebox/testing';
import { BookingEmailLog, BookingMailSender } from '../src/index.js';
import { bullOptions, createMailBooking, mailTestApp, until, type MailTestApp } from './mail-fixtures.js';

jest.setTimeout(120_000);

/** Yesterday's date in Jerusalem, computed independently of the code under test. */
function jerusalemYesterday(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jerusalem' }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

describe('Send Sales Report', () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  let close: MailTestApp['close'];
  const inbox = new TestInbox();
  let staff: string;

  beforeAll(async () => {
    ({ t, worker, close } = await mailTestApp(inbox));
    staff = await tokenFor(t, await createUser(t, { role: Role.Support }));
  });

  afterAll(() => close?.());

  const send = (companyId: string, body: object, token = staff) =>
    t.http.post(`/api/companies/${companyId}/sales-report`).set('Authorization', `Bearer ${token}`).send(body);

  it('reports the bookings sold between midnight and midnight in Jerusalem to the report e-mails', async () => {
    const company = await createSupplier(t, { name: 'Sea Tran', reportAgents: ['reports@seatran.test'] });
    const sold = (createdAt: string, extra: Parameters<typeof createMailBooking>[1] = {}) =>
      createMailBooking(t, { company, createdAt: new Date(createdAt), ...extra });
    // Israel is UTC+2 in January: the 15th runs from 14 Jan 22:00 UTC to 15 Jan 22:00 UTC.
    const before = await sold('2031-01-14T21:59:59Z');
    const first = await sold('2031-01-14T22:00:00Z', {
      passengers: [
        { firstName: 'A', lastName: 'B' },
        { firstName: 'C', lastName: 'D' },
      ],
    });
    const last = await sold('2031-01-15T21:59:59Z', { status: 'pending', customerStatus: 'pending', paymentStatus: 'authorized' });
    const after = await sold('2031-01-15T22:00:00Z');
    const unpaid = await sold('2031-01-15T10:00:00Z', { paymentStatus: 'unpaid' });
    const elsewhere = await createMailBooking(t, { createdAt: new Date('2031-01-15T10:00:00Z') });

    const res = await send(company.id, { date: '2031-01-15' });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ queued: 1 });

    const [mail] = await inbox.waitFor('reports@seatran.test');
    expect(mail.subject).toBe('Farebox sales report of Sea Tran for 2031-01-15');
    expect(mail.text).toContain('2 bookings, 3 passengers, cost 2160.00 THB');
    const [csv] = mail.attachments;
    expect(csv).toMatchObject({ filename: 'sales-report-2031-01-15.csv', contentType: 'text/csv' });
    const lines = csv.content.toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Booking reference,Booked at (Asia/Jerusalem),Departure (local),Line,Passengers,Status,Customer status,Cost,Currency');
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 2))).toEqual([
      [first.booking.reference, '2031-01-15 00:00'],
      [last.booking.reference, '2031-01-15 23:59'],
    ]);
    for (const absent of [before, after, unpaid, elsewhere]) expect(csv.content.toString()).not.toContain(absent.booking.reference);

    const log = await t.dataSource.getRepository(BookingEmailLog).findBy({ companyId: company.id, kind: 'sales-report' });
    expect(log.map((r) => [r.email, r.bookingId])).toEqual([['reports@seatran.test', null]]);
  });

  it("reports yesterday (Jerusalem) to the address typed in the modal, and an agent only its own company's", async () => {
    const company = await createSupplier(t, { name: 'Bus Co' });
    const agent = await tokenFor(t, await createAgent(t, company));
    expect((await send(company.id, { toEmail: 'finance@busco.test' }, agent)).status).toBe(202);
    const [mail] = await inbox.waitFor('finance@busco.test');
    expect(mail.subject).toBe(`Farebox sales report of Bus Co for ${jerusalemYesterday()}`);
    expect(mail.text).toContain('No bookings were sold on that day.');

    const stranger = await tokenFor(t, await createAgent(t, await createSupplier(t)));
    expect((await send(company.id, { toEmail: 'finance@busco.test' }, stranger)).status).toBe(403);
  });

  it("fails with the spec's message when there is nobody to send to, and checks the address", async () => {
    const company = await createSupplier(t, { reportAgents: [] });
    const res = await send(company.id, {});
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'SalesReportFailed', message: 'Sales reports sending failed.' });
    const bad = await send(company.id, { toEmail: 'finance' });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual([{ field: 'toEmail', message: 'Enter a valid e-mail address.' }]);
    expect((await send('00000000-0000-4000-8000-000000000000', { toEmail: 'a@b.test' })).status).toBe(404);
  });

  it("tells the requester 'Sales reports sending failed.' once, when the worker gives up on the SMTP server, and logs the e-mail failed", async () => {
    const company = await createSupplier(t, { name: 'Down Mail Co', reportAgents: ['reports@downmail.test'] });
    const logOf = async () => (await t.dataSource.getRepository(BookingEmailLog).findBy({ companyId: company.id, kind: 'sales-report' }))[0];
    const queue = new Queue(QueueName.BookingMail, bullOptions());
    inbox.failNext(Number.MAX_SAFE_INTEGER);
    try {
      expect((await send(company.id, { date: '2031-02-01' })).status).toBe(202);
      // A retry waits out an exponential backoff (2 s, 4 s, ... over six attempts): promote it instead of waiting.
      const row = await until(
        async () => (await queue.promoteJobs(), await logOf()),
        (r) => !!r?.failureNotifiedAt,
        'the last attempt',
        60_000,
      );
      expect(row).toMatchObject({ status: 'failed', error: expect.stringMatching(/451/) });
      const failedJob = async () => (await queue.getJobs(['failed'])).find((j) => j.data.emailLogId === row.id);
      const job = (await until(failedJob, (j) => j !== undefined, 'BullMQ to give up'))!;
      expect(job.attemptsMade).toBe(6);
      // Run once more as a last attempt (a worker that died before BullMQ recorded the failure): no second notice.
      await expect(worker.get(BookingMailSender).handle(job.data, { lastAttempt: true })).rejects.toThrow(/451/);
    } finally {
      inbox.failNext(0);
      await queue.close();
    }
    expect(inbox.to('reports@downmail.test')).toHaveLength(0);

    const notices = (await t.http.get('/api/notifications').set('Authorization', `Bearer ${staff}`).expect(200)).body.filter(
      (n: { title: string }) => n.title === 'Sales reports sending failed.',
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ link: `/companies/${company.id}`, seen: false });
    expect(notices[0].text).toMatch(/^The sales report of Down Mail Co for 2031-02-01 could not be sent to reports@downmail\.test: .*451/);
  });
});
