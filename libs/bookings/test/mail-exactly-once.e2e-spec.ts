import { jest } from '@jest/globals';
import type { INestApplicationContext } from '@nestjs/common';
import { Queue, Worker, type Job } from 'bullmq';
import { Role } from '@farebox/domain';
import { QueueName } from '@farebox/platform';
import { createUser, type TestApp, TestInbox, tokenFor } from '@farebox/testing';
import { BookingEmailLog, BookingMailSender, type BookingMailJobData } from '../src/index.js';
import { BookingMailProcessor } from '../src/booking-documents/booking-mail.processor.js';
import { bullOptions, createMailBooking, mailTestApp, until, type MailTestApp } from './mail-fixtures.js';

jest.setTimeout(120_000);

/**
 * A voucher job must send its e-mail exactly once however the worker fails: after an SMTP refusal it retries
 * and sends once; re-run after it already sent (a worker that died before acknowledging the job, its job
 * recovered by BullMQ's stalled-job check) it sends nothing more.
 */
describe('booking e-mails are sent exactly once', () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  let close: MailTestApp['close'];
  const inbox = new TestInbox();
  let admin: string;

  beforeAll(async () => {
    ({ t, worker, close } = await mailTestApp(inbox));
    admin = await tokenFor(t, await createUser(t, { role: Role.Admin, isFullAdmin: true }));
  });

  afterAll(() => close?.());

  const rowsOf = (bookingId: string) => t.dataSource.getRepository(BookingEmailLog).findBy({ bookingId });
  const mailLogOf = (rowId: string) =>
    t.dataSource.query<{ status: string; delivered_at: Date }[]>(`SELECT status, delivered_at FROM mail_log WHERE dedupe_key = $1`, [`booking-email:${rowId}`]);

  async function queueVoucher(): Promise<{ bookingId: string; email: string }> {
    const { booking } = await createMailBooking(t);
    await t.http.post(`/api/bookings/${booking.id}/send-voucher`).set('Authorization', `Bearer ${admin}`).send({}).expect(202);
    return { bookingId: booking.id, email: booking.email };
  }

  it('logs a refused delivery as failed, retries, and sends once', async () => {
    inbox.failNext(1);
    const { bookingId, email } = await queueVoucher();
    const [failed] = await until(
      () => rowsOf(bookingId),
      (rows) => rows[0]?.status === 'failed',
      'the failed attempt',
    );
    expect(failed.error).toMatch(/451/);
    expect(inbox.to(email)).toHaveLength(0);

    const [sent] = await until(
      () => rowsOf(bookingId),
      (rows) => rows[0]?.status === 'sent',
      'the retry',
    );
    expect(sent.error).toBeNull();
    expect(await inbox.waitFor(email)).toHaveLength(1);
  });

  it('sends nothing more when the job runs again, even if the log row was not yet marked sent', async () => {
    const { bookingId, email } = await queueVoucher();
    await inbox.waitFor(email);
    const [row] = await until(
      () => rowsOf(bookingId),
      (rows) => rows[0]?.status === 'sent',
      'the delivery',
    );
    const [mailLog] = await mailLogOf(row.id);
    const sender = worker.get(BookingMailSender);

    expect(await sender.handle({ emailLogId: row.id })).toBe('already-sent');
    // A worker that died between the SMTP hand-over and updating the booking's log leaves the row queued.
    await t.dataSource.getRepository(BookingEmailLog).update({ id: row.id }, { status: 'queued', deliveredAt: null });
    expect(await sender.handle({ emailLogId: row.id })).toBe('already-sent');

    const [after] = await rowsOf(bookingId);
    expect(after).toMatchObject({ status: 'sent', deliveredAt: mailLog.delivered_at });
    expect(inbox.to(email)).toHaveLength(1);
  });

  it('sends once when the worker is killed after sending but before acknowledging the job', async () => {
    // Stop the Nest worker's own consumer: the job is taken by a worker that will "die" instead.
    await worker.get(BookingMailProcessor).worker.close();
    const { bookingId, email } = await queueVoucher();
    const [row] = await rowsOf(bookingId);

    const doomed = new Worker<BookingMailJobData>(QueueName.BookingMail, null, { ...bullOptions(), autorun: false, lockDuration: 1_000 });
    const token = 'doomed-worker';
    let job: Job<BookingMailJobData> | undefined;
    await until(
      async () => (job = (await doomed.getNextJob(token, { block: false })) ?? undefined),
      (j) => j !== undefined,
      'the outbox relay to hand the job to BullMQ',
    );
    expect(job!.data).toEqual({ emailLogId: row.id });
    expect(await worker.get(BookingMailSender).handle(job!.data)).toBe('sent');
    expect(await inbox.waitFor(email)).toHaveLength(1);
    // Killed: no completion is reported, the lock is no longer renewed and expires.
    await doomed.close(true);

    // BullMQ runs the stalled-job check at most once per stalledInterval across all workers of the queue; the
    // Nest worker's ran at start with the default 30 s, so the recovery below takes up to that long.
    const processor = worker.get(BookingMailProcessor);
    const survivor = new Worker<BookingMailJobData>(QueueName.BookingMail, (j) => processor.process(j), { ...bullOptions(), stalledInterval: 300 });
    const queue = new Queue(QueueName.BookingMail, bullOptions());
    try {
      const state = await until(
        () => queue.getJobState(job!.id!),
        (s) => s === 'completed' || s === 'failed',
        'the recovered job',
        60_000,
      );
      expect(state).toBe('completed');
      const recovered = (await queue.getJob(job!.id!))!;
      expect(recovered.returnvalue).toBe('already-sent');
      expect(recovered.stalledCounter).toBe(1);
    } finally {
      await survivor.close();
      await queue.close();
    }
    expect(inbox.to(email)).toHaveLength(1);
    expect((await rowsOf(bookingId))[0].status).toBe('sent');
  });
});
