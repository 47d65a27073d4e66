import {
  bookingBody,
  bookingCallers,
  bookingFixture,
  createBookingThroughApi,
  createTrip,
  startTestApp,
  type BookingCallers,
  type BookingFixture,
  type TestApp,
} from '@farebox/testing';

describe('booking workflow: approve, decline, re-approve, change requests, markers', () => {
  let t: TestApp;
  let fx: BookingFixture;
  let as: BookingCallers;
  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
  const detail = async (id: string, token = as.fullAdmin) => (await t.http.get(`/api/bookings/${id}`).set(auth(token)).expect(200)).body;
  const newBooking = (body: object = {}) => createBookingThroughApi(t, as.fullAdmin, bookingBody(fx.line, fx.trip, body));

  beforeAll(async () => {
    t = await startTestApp();
    fx = await bookingFixture(t);
    as = await bookingCallers(t, fx.company);
  });
  afterAll(() => t.close());

  it('creates a pending booking priced from the line, with the actions the user may take', async () => {
    const b = await newBooking();
    expect(b).toMatchObject({ status: 'pending', customerStatus: 'pending', version: 1, passengersCount: 1 });
    expect(b.price).toEqual({ amount: '19.73', currency: 'USD', amountUsd: '19.73' });
    expect(b.allowedActions).toEqual(['approve', 'decline', 'cancel', 'exchange', 'edit', 'addNote']);
    expect((await detail(b.id, as.agent)).allowedActions).toEqual(['approve', 'decline', 'toggleHandled']);
    expect((await detail(b.id, as.readAdmin)).allowedActions).toEqual([]);
    expect((await t.http.get(`/api/bookings/${b.id}`).set(auth(as.otherAgent))).status).toBe(403);
  });

  it('approves for the supplier, writes the history, and refuses a second approval with 409 and the reason', async () => {
    const b = await newBooking();
    const res = await t.http.post(`/api/bookings/${b.id}/approve`).set(auth(as.agent)).send({ version: 1 }).expect(200);
    expect(res.body).toMatchObject({ status: 'approved', version: 2, approveMethod: 'manual' });
    const again = await t.http.post(`/api/bookings/${b.id}/approve`).set(auth(as.agent)).send({ version: 2 });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'TransitionRefused', message: 'Only pending bookings can be approved or declined (this one is approved).' });
    const stale = await t.http.post(`/api/bookings/${b.id}/reapprove`).set(auth(as.fullAdmin)).send({ version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('EditConflict');
    const history = (await detail(b.id)).history;
    expect(history.map((h: { action: string; status: string }) => [h.action, h.status])).toEqual([
      ['created', 'pending'],
      ['approved', 'approved'],
    ]);
  });

  it('gives one of two simultaneous approvals 200 and the other 409', async () => {
    const b = await newBooking();
    const [a, c] = await Promise.all([
      t.http.post(`/api/bookings/${b.id}/approve`).set(auth(as.agent)).send({ version: 1 }),
      t.http.post(`/api/bookings/${b.id}/approve`).set(auth(as.fullAdmin)).send({ version: 1 }),
    ]);
    expect([a.status, c.status].sort()).toEqual([200, 409]);
    expect((await detail(b.id)).history.filter((h: { action: string }) => h.action === 'approved')).toHaveLength(1);
  });

  it('keeps other companies out (403) and read-admin out of every write', async () => {
    const b = await newBooking();
    expect((await t.http.post(`/api/bookings/${b.id}/approve`).set(auth(as.otherAgent)).send({ version: 1 })).status).toBe(403);
    expect((await t.http.post(`/api/bookings/${b.id}/decline`).set(auth(as.readAdmin)).send({ version: 1, reason: 'fullyBooked' })).status).toBe(403);
    expect((await detail(b.id)).status).toBe('pending');
  });

  it('creates a second departure for later tests', async () => {
    expect((await createTrip(t, fx.line)).id).toBeDefined();
  });
});
