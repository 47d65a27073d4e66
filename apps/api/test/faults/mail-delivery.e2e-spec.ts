import { jest } from '@jest/globals';
import { In } from 'typeorm';
import { Role } from '@farebox/domain';
import { BookingEmailKind, BookingEmailLog, BookingMailService } from '@farebox/bookings';
import { createUser, startTestApp, tokenFor, type TestApp } from '@farebox/testing';
import { createMailBooking, until } from '../../../../libs/bookings/test/mail-fixtures.js';
import { CountingInbox, TestRedis, TestWorker } from '../fault-processes.js';

// Each case takes 15 to 30 s on an idle machine; the margin is for a loaded one (a worker's start compiles its sources).
jest.setTimeout(240_000);

/**
 * Delivery under faults (issue 13, section 2) with a real redis-server and real worker processes: a Redis crash in
 * the middle of 100 sends, with production persistence and with Redis coming back empty, loses no e-mail and sends
 * none twice; a worker SIGKILLed while delivering a voucher leaves it to the next worker, which sends it once.
 */
describe('e-mail delivery under faults', () => {
  let t: TestApp;
  const inbox = new CountingInbox(20);
  let smtpUrl: string;
  const started: { stop: () => unknown }[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    smtpUrl = await inbox.start();
  });
  afterAll(async () => {
    for (const process of started.reverse()) await process.stop();
    await inbox.stop();
    await t?.close();
  });

  const run = (redis: TestRedis) => {
    const worker = new TestWorker({ REDIS_URL: redis.url, SMTP_URL: smtpUrl });
    started.push(redis, { stop: () => worker.kill() });
    return worker;
  };
  const statusesOf = async (ids: string[]) =>
    (await t.dataSource.getRepository(BookingEmailLog).findBy({ id: In(ids) })).reduce<Record<string, number>>(
      (n, r) => ({ ...n, [r.status]: (n[r.status] ?? 0) + 1 }),
      {},
    );

  it.each([
    ['AOF, fsync every second (production)', 6391, true],
    ['no persistence: Redis comes back empty', 6392, false],
  ])('a Redis crash in the middle of 100 sends (%s): each recipient gets exactly one e-mail', async (_case, port, persistent) => {
    const redis = new TestRedis(port, persistent);
    await redis.start();
    const worker = run(redis);
    worker.start();
    const { booking } = await createMailBooking(t);
    const addresses = Array.from({ length: 100 }, (_, i) => `fault-${port}-${i}@example.test`);
    const rows = await t.dataSource.transaction((manager) =>
      t.app.get(BookingMailService).enqueue(
        manager,
        addresses.map((email) => ({
          bookingId: booking.id,
          companyId: null,
          email,
          subject: 'Fault drill',
          body: 'Hello',
          kind: BookingEmailKind.Custom,
          requestedBy: null,
        })),
      ),
    );
    const sentTo = () => addresses.filter((a) => inbox.received.has(a)).length;
    await until(
      () => Promise.resolve(sentTo()),
      (n) => n >= 20,
      'the first sends',
      120_000,
    );
    await redis.kill();
    expect(sentTo()).toBeLessThan(100);
    await new Promise((r) => setTimeout(r, 500));
    await redis.start();

    await until(
      () => Promise.resolve(sentTo()),
      (n) => n === 100,
      'every e-mail after the restart',
      45_000,
    );
    await until(
      () => statusesOf(rows.map((r) => r.id)),
      (s) => s.sent === 100,
      'every log row marked sent',
    );
    // Give a duplicate the time to arrive: a few reconciler rounds.
    await new Promise((r) => setTimeout(r, 4_000));
    expect(addresses.filter((a) => inbox.received.get(a)!.length !== 1)).toEqual([]);
    const outboxOpen = await t.dataSource.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM outbox_message WHERE payload->>'emailLogId' = ANY($1) AND finished_at IS NULL`,
      [rows.map((r) => r.id)],
    );
    expect(outboxOpen[0].n).toBe(0);
    worker.kill();
    await redis.stop();
  });

  it('a worker SIGKILLed while delivering a voucher: the next worker sends it, exactly once', async () => {
    const redis = new TestRedis(6393, true);
    await redis.start();
    const first = run(redis);
    first.start();
    const admin = await tokenFor(t, await createUser(t, { role: Role.Admin, isFullAdmin: true }));
    const { booking } = await createMailBooking(t);
    const held = inbox.hold(booking.email);
    await t.http.post(`/api/bookings/${booking.id}/send-voucher`).set('Authorization', `Bearer ${admin}`).send({}).expect(202);
    // The PDF is rendered and the message handed over; the SMTP server has not yet answered when the worker dies.
    await Promise.race([held, new Promise((_r, reject) => setTimeout(() => reject(new Error('the voucher never reached the SMTP server')), 120_000))]);
    first.kill();
    expect(inbox.received.get(booking.email)).toBeUndefined();

    const second = run(redis);
    second.start();
    const [mail] = await until(
      () => Promise.resolve(inbox.received.get(booking.email) ?? []),
      (m) => m.length > 0,
      'the voucher from the next worker',
      200_000,
    );
    expect(mail.raw).toMatch(/application\/pdf/);
    const [row] = await until(
      () => t.dataSource.getRepository(BookingEmailLog).findBy({ bookingId: booking.id }),
      (r) => r[0]?.status === 'sent',
      'the row sent',
    );
    await new Promise((r) => setTimeout(r, 3_000));
    expect(inbox.received.get(booking.email)).toHaveLength(1);
    expect(mail.messageId).toContain(row.id);
    second.kill();
    await redis.stop();
  });
});
