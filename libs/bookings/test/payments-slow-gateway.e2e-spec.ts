import { createPaymentBooking, paymentsTestApp, simulatorCall, type PaymentsCall, type TestApp } from '@farebox/testing';

/** Four connections: two for work that waits on the gateway (ExternalCallSlots), two that it can never take. */
const POOL_MAX = 4;
const ACQUIRE_TIMEOUT_MS = 3000;

describe('a slow payment gateway takes at most half of the database pool', () => {
  let t: TestApp;
  let post: PaymentsCall;
  let token: string;

  beforeAll(async () => {
    let admin: { token: string };
    ({ t, post, admin } = await paymentsTestApp({ DATABASE_POOL_MAX: String(POOL_MAX), DATABASE_ACQUIRE_TIMEOUT_MS: String(ACQUIRE_TIMEOUT_MS) }));
    token = admin.token;
  });
  afterAll(() => t.close());

  const unpaidBookings = (n: number) =>
    Promise.all(Array.from({ length: n }, () => createPaymentBooking(t, { price: '40.00', paid: '0', paymentStatus: 'unpaid' }).then((b) => b.booking)));
  /** The next `times` authorisations are made at once but answered after `delayMs`. */
  const slowAuthorizations = async (times: number, delayMs: number) =>
    expect((await simulatorCall(t.simulators.gatewayUrl, 'POST', '/_simulator/faults', { route: 'authorize', mode: 'slow', delayMs, times })).status).toBe(200);
  const gatewayPayments = async (reference: string) =>
    (
      await simulatorCall<{ data: { status: string; authorizationCode: string }[] }>(t.simulators.gatewayUrl, 'GET', `/v1/payments?reference=${reference}`)
    ).body.data.filter((p) => p.authorizationCode !== 'PRELOAD');
  /** Waits until the gateway holds `count` of these bookings' authorisations (their charges are then inside it). */
  const untilAuthorized = async (references: string[], count: number) => {
    for (let i = 0; i < 100; i++) {
      const made = (await Promise.all(references.map(gatewayPayments))).filter((p) => p.length > 0).length;
      if (made >= count) return made;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`the gateway never held ${count} authorisations`);
  };
  const charge = (bookingId: string) => Promise.resolve(post(`/api/bookings/${bookingId}/charge`, { transactionType: 'recoverTransaction' }));
  const chargesOf = async (bookingId: string) =>
    (await t.dataSource.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM payment_transaction WHERE booking_id = $1 AND type = 'charge'`, [bookingId]))[0]
      .n;

  it('keeps answering reads while charges wait on the gateway, and charges every booking once', async () => {
    const bookings = await unpaidBookings(POOL_MAX);
    await slowAuthorizations(POOL_MAX, 1500);
    const finished: string[] = [];
    const charges = bookings.map((b) => charge(b.id).then((res) => (finished.push('charge'), res)));
    // Two charges are inside the gateway, the other two wait for a slot without holding a connection.
    expect(
      await untilAuthorized(
        bookings.map((b) => b.reference),
        2,
      ),
    ).toBe(2);

    const list = await t.http.get('/api/bookings').set('Authorization', `Bearer ${token}`);
    finished.push('list');
    expect(list.status).toBe(200);
    expect(finished).toEqual(['list']);

    const answers = await Promise.all(charges);
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200]);
    expect(await Promise.all(bookings.map((b) => chargesOf(b.id)))).toEqual([1, 1, 1, 1]);
  });

  it('answers 503 DatabaseBusy to a charge that gets no slot within the pool wait, having charged nothing', async () => {
    const [first, second, late] = await unpaidBookings(3);
    await slowAuthorizations(2, ACQUIRE_TIMEOUT_MS + 1500);
    const inside = [charge(first.id), charge(second.id)];
    await untilAuthorized([first.reference, second.reference], 2);

    const refused = await charge(late.id);
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('2');
    expect(refused.body).toMatchObject({ code: 'DatabaseBusy', message: 'The database is busy. Try again in a moment.' });
    expect(await gatewayPayments(late.reference)).toEqual([]);
    expect(await chargesOf(late.id)).toBe(0);

    expect((await Promise.all(inside)).map((res) => res.status)).toEqual([200, 200]);
  });
});
