import { randomUUID } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { PurchaseTicketsMessage, Role } from '@farebox/domain';
import { PurchaseTicketsRunner } from '@farebox/bookings';
import type { Line, Trip } from '@farebox/inventory';
import { createCompany, createLine, createSupplier, createTrip, createUser, startTestApp, tokenFor, type TestApp } from '@farebox/testing';
import { WorkerModule } from '../../../apps/worker/src/worker.module.js';

const PURCHASE_COMPANY = '00000000-0000-4000-8000-00000000c0de';

interface Batch {
  id: string;
  state: string;
  createdCount: number;
  tickets: number;
  error: string | null;
  cartReference: string;
}

/** Purchase Tickets (spec part 2, 2.15): the pickers, Create Bookings through the job, seats never oversold, retries. */
describe('purchase tickets', () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  let buyer: string;
  let otherBuyer: string;
  let outsider: string;
  let line: Line;

  const post = (token: string, body: object, key: string | null = randomUUID()) => {
    const req = t.http.post('/api/purchase-tickets').set('Authorization', `Bearer ${token}`);
    return (key ? req.set('Idempotency-Key', key) : req).send(body);
  };
  const get = (token: string, path: string) => t.http.get(`/api/purchase-tickets${path}`).set('Authorization', `Bearer ${token}`);
  const finished = async (id: string): Promise<Batch> => {
    for (let n = 0; n < 200; n += 1) {
      const batch = (await get(buyer, `/${id}`).expect(200)).body as Batch;
      if (batch.state === 'done' || batch.state === 'failed') return batch;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`purchase ${id} did not finish`);
  };
  const seatsLeft = async (trip: Trip) => (await t.dataSource.query(`SELECT seats_left FROM trip WHERE id = $1`, [trip.id]))[0].seats_left as number;
  const bookingsOf = (cartReference: string) =>
    t.dataSource.query<{ status: string; email: string; passengers: number }[]>(
      `SELECT b.status, b.email, (SELECT count(*)::int FROM booking_passenger p WHERE p.booking_id = b.id) AS passengers FROM booking b WHERE b.cart_reference = $1`,
      [cartReference],
    );

  beforeAll(async () => {
    t = await startTestApp();
    worker = await NestFactory.createApplicationContext(WorkerModule, { logger: false });
    await worker.init();
    await createCompany(t, { id: PURCHASE_COMPANY, name: 'Purchase Desk' });
    const [a, b, c] = await Promise.all([
      createUser(t, { role: Role.Support, companyId: PURCHASE_COMPANY }),
      createUser(t, { role: Role.Agent, companyId: PURCHASE_COMPANY }),
      createUser(t, { role: Role.Admin, isFullAdmin: true }),
    ]);
    [buyer, otherBuyer, outsider] = await Promise.all([a, b, c].map((u) => tokenFor(t, u)));
    line = await createLine(t, { companyId: (await createSupplier(t)).id });
  });
  afterAll(async () => {
    await worker.close();
    await t.close();
  });

  it('admits only users of the purchase company (403 for everyone else, a full admin too)', async () => {
    const trip = await createTrip(t, line);
    for (const res of [
      await get(outsider, '/lines'),
      await get(outsider, `/trips?lineId=${line.id}&direction=aToB`),
      await post(outsider, { lineId: line.id, tripId: trip.id, email: 'x@example.test', tickets: 1 }),
      await get(outsider, `/${randomUUID()}`),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(PurchaseTicketsMessage.NotOfCompany);
    }
    expect(await seatsLeft(trip)).toBe(40);
  });

  it("offers published lines by name or city, and a line's upcoming departures per direction with free seats", async () => {
    const unpublished = await createLine(t, { published: false, denomination: `${line.denomination} draft` });
    const lines = (await get(buyer, `/lines?q=${encodeURIComponent(line.denomination)}`).expect(200)).body as { id: string; cityA: string }[];
    expect(lines.map((l) => l.id)).toEqual([line.id]);
    expect(lines.map((l) => l.id)).not.toContain(unpublished.id);
    const soon = await createTrip(t, line, { departureAt: new Date(Date.now() + 3 * 86_400_000) });
    await createTrip(t, line, { departureAt: new Date(Date.now() - 3_600_000) });
    await createTrip(t, line, { departureAt: new Date(Date.now() + 4 * 86_400_000), seatsLeft: 0 });
    await createTrip(t, line, { departureAt: new Date(Date.now() + 4 * 86_400_000), blocked: true });
    const back = await createTrip(t, line, { direction: 'bToA', departureAt: new Date(Date.now() + 3 * 86_400_000) });
    const aToB = (await get(buyer, `/trips?lineId=${line.id}&direction=aToB`).expect(200)).body as { id: string; seatsLeft: number }[];
    expect(aToB.map((x) => x.id)).toContain(soon.id);
    expect(aToB.every((x) => x.seatsLeft > 0)).toBe(true);
    expect(aToB.map((x) => x.id)).not.toContain(back.id);
    expect((await get(buyer, `/trips?lineId=${line.id}&direction=bToA`).expect(200)).body.map((x: { id: string }) => x.id)).toEqual([back.id]);
    await get(buyer, `/trips?lineId=${line.id}&direction=up`).expect(400);
  });

  it('validates the form: e-mail required and valid, 1 to 100 tickets, a departure of the line; the Idempotency-Key is required', async () => {
    const trip = await createTrip(t, line);
    const other = await createTrip(t, await createLine(t));
    const problems = async (body: object) => (await post(buyer, { lineId: line.id, tripId: trip.id, ...body }).expect(400)).body.details;
    expect(await problems({ email: '', tickets: 1 })).toEqual([{ field: 'email', message: PurchaseTicketsMessage.Required }]);
    expect(await problems({ email: 'not-an-email', tickets: 1 })).toEqual([{ field: 'email', message: PurchaseTicketsMessage.InvalidEmail }]);
    for (const tickets of [0, 101, 2.5])
      expect(await problems({ email: 'a@example.test', tickets })).toEqual([{ field: 'tickets', message: PurchaseTicketsMessage.Tickets }]);
    expect(await problems({ email: 'a@example.test' })).toEqual([{ field: 'tickets', message: PurchaseTicketsMessage.Required }]);
    expect((await post(buyer, { lineId: line.id, tripId: other.id, email: 'a@example.test', tickets: 1 }).expect(400)).body.details).toEqual([
      { field: 'tripId', message: PurchaseTicketsMessage.TripOfOtherLine },
    ]);
    expect((await post(buyer, { lineId: line.id, tripId: trip.id, email: 'a@example.test', tickets: 1 }, null).expect(400)).body.code).toBe(
      'IdempotencyKeyRequired',
    );
    expect(await seatsLeft(trip)).toBe(40);
  });

  it('creates one booking per ticket through the job, with progress, sharing one cart; a retry with the same key creates nothing more', async () => {
    const trip = await createTrip(t, line);
    const key = randomUUID();
    const body = { lineId: line.id, tripId: trip.id, email: ' group@example.test ', tickets: 23 };
    const queued = (await post(buyer, body, key).expect(201)).body as Batch;
    expect(queued).toMatchObject({ state: 'queued', createdCount: 0, tickets: 23, email: 'group@example.test', cartReference: expect.stringMatching(/^CT/) });
    // The seats are held at once.
    expect(await seatsLeft(trip)).toBe(17);
    const done = await finished(queued.id);
    expect(done).toMatchObject({ state: 'done', createdCount: 23, error: null });
    const bookings = await bookingsOf(done.cartReference);
    expect(bookings).toHaveLength(23);
    expect(bookings.every((b) => b.email === 'group@example.test' && b.passengers === 1 && b.status === 'pending')).toBe(true);
    expect(await seatsLeft(trip)).toBe(17);
    // The retry answers the same purchase; another key with another body is a new purchase.
    expect((await post(buyer, body, key).expect(201)).body.id).toBe(queued.id);
    await post(buyer, { ...body, tickets: 2 }, key).expect(422);
    expect(await bookingsOf(done.cartReference)).toHaveLength(23);
    expect(await seatsLeft(trip)).toBe(17);
    // The job again leaves the finished purchase alone.
    expect(await worker.get(PurchaseTicketsRunner).run(queued.id)).toBe('already-finished');
  });

  it('never oversells: concurrent purchases on a trip with few seats; the losers get 409 NotEnoughSeats', async () => {
    const trip = await createTrip(t, line, { seatsTotal: 7 });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => post(i % 2 ? buyer : otherBuyer, { lineId: line.id, tripId: trip.id, email: `c${i}@example.test`, tickets: 3 })),
    );
    const won = answers.filter((r) => r.status === 201);
    const lost = answers.filter((r) => r.status !== 201);
    expect(won).toHaveLength(2);
    for (const res of lost) expect(res.body).toMatchObject({ status: 409, code: 'NotEnoughSeats' });
    const batches = await Promise.all(won.map((r) => finished(r.body.id)));
    const booked = (await Promise.all(batches.map((b) => bookingsOf(b.cartReference)))).flat();
    expect(booked).toHaveLength(6);
    expect(await seatsLeft(trip)).toBe(1);
  });

  it('a booking the rules refuse stops the purchase: failed with the message, the held seats given back', async () => {
    // Extra info the purchase cannot answer: every booking of this line is refused by the booking rules.
    const strict = await createLine(t, { minPassengers: 2 });
    const trip = await createTrip(t, strict);
    const queued = (await post(buyer, { lineId: strict.id, tripId: trip.id, email: 'x@example.test', tickets: 4 }).expect(201)).body as Batch;
    const failed = await finished(queued.id);
    expect(failed).toMatchObject({ state: 'failed', createdCount: 0 });
    expect(failed.error).toBeTruthy();
    expect(await seatsLeft(trip)).toBe(40);
  });
});
