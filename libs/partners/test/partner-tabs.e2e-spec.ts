import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { Role } from '@farebox/domain';
import { PartnerCreditLineService } from '@farebox/partners';
import type { SalesChannel } from '@farebox/partners';
import {
  bookingBody,
  createBookingThroughApi,
  createChannel,
  createCity,
  createLine,
  createStation,
  createSupplier,
  createTrip,
  createUser,
  newIdempotencyKey,
  startTestApp,
  tokenFor,
  type TestApp,
} from '@farebox/testing';

const auth = async (t: TestApp, overrides: Parameters<typeof createUser>[1]) => `Bearer ${await tokenFor(t, await createUser(t, overrides))}`;
const creditLinePartner = (t: TestApp, overrides: Partial<SalesChannel> = {}) =>
  createChannel(t, {
    slug: `agent-${randomUUID().slice(0, 8)}`,
    name: 'Travel Desk',
    type: 'bookingAgent',
    paymentFlow: 'creditline',
    currency: 'USD',
    ...overrides,
  });

describe('partners: Credit History and Top Up', () => {
  let t: TestApp;
  let fullAdmin: string;
  let support: string;

  beforeAll(async () => {
    t = await startTestApp();
    fullAdmin = await auth(t, { role: Role.Admin, isFullAdmin: true, displayName: 'Dana Admin' });
    support = await auth(t, { role: Role.Support });
  });
  afterAll(() => t.close());

  const topUp = (id: string, body: object, token = fullAdmin, key: string | null = newIdempotencyKey()) => {
    const req = t.http.post(`/api/partners/${id}/top-ups`).set('Authorization', token);
    return (key ? req.set('Idempotency-Key', key) : req).send(body);
  };
  const history = (id: string) => t.http.get(`/api/partners/${id}/credit-history`).set('Authorization', support);

  it('answers 404 for an unknown partner and 409 NoCreditLine for a partner without a credit line', async () => {
    expect((await history(randomUUID()).expect(404)).body.code).toBe('NotFound');
    const card = await createChannel(t, { type: 'bookingAgent', paymentFlow: 'creditCard', currency: 'USD' });
    const b2b = await createChannel(t, { type: 'b2b', paymentFlow: 'creditline', currency: 'USD' });
    for (const p of [card, b2b]) {
      expect((await history(p.id).expect(409)).body.code).toBe('NoCreditLine');
      expect((await topUp(p.id, { amount: '10' }).expect(409)).body.code).toBe('NoCreditLine');
    }
  });

  it("checks the amount with the spec's messages: required, above 0, step 0.01", async () => {
    const p = await creditLinePartner(t);
    const message = async (amount: string) => (await topUp(p.id, { amount }).expect(400)).body.details;
    expect(await message('')).toEqual([{ field: 'amount', message: 'Amount is required' }]);
    expect(await message('0')).toEqual([{ field: 'amount', message: 'Amount must be greater than 0' }]);
    expect(await message('-5')).toEqual([{ field: 'amount', message: 'Amount must be greater than 0' }]);
    expect(await message('0.00')).toEqual([{ field: 'amount', message: 'Amount must be greater than 0' }]);
    expect(await message('1.234')).toEqual([{ field: 'amount', message: 'Amount has at most 2 decimals' }]);
    expect((await history(p.id).expect(200)).body).toEqual({ currency: 'USD', balance: '0.00', total: 0, data: [] });
  });

  it('adds a top-up once per Idempotency-Key, lists it (newest first) and moves the balance on the list and the detail', async () => {
    const p = await creditLinePartner(t, { name: 'Credit Desk' });
    const key = newIdempotencyKey();
    const first = await topUp(p.id, { amount: '100.50', note: 'Opening deposit' }, fullAdmin, key).expect(200);
    expect(first.body).toEqual({ id: expect.any(String), balance: '100.50' });
    expect((await topUp(p.id, { amount: '100.50', note: 'Opening deposit' }, fullAdmin, key).expect(200)).body).toEqual(first.body);
    expect((await topUp(p.id, { amount: '5' }, fullAdmin, key).expect(422)).body.code).toBe('IdempotencyKeyReused');
    expect((await topUp(p.id, { amount: '5' }, fullAdmin, null).expect(400)).body.code).toBe('IdempotencyKeyRequired');
    await topUp(p.id, { amount: '20', note: '  ' }).expect(200);

    const h = (await history(p.id).expect(200)).body;
    expect(h).toMatchObject({ currency: 'USD', balance: '120.50', total: 2 });
    expect(h.data.map((r: { amount: string; note: string | null; addedBy: string }) => [r.amount, r.note, r.addedBy])).toEqual([
      ['20.00', null, 'Dana Admin'],
      ['100.50', 'Opening deposit', 'Dana Admin'],
    ]);
    const detail = await t.http.get(`/api/partners/${p.id}`).set('Authorization', support).expect(200);
    expect(detail.body.balance).toBe('120.50');
    const list = await t.http.get('/api/partners?name=Credit%20Desk&balanceFrom=120.50&balanceTo=120.50').set('Authorization', support).expect(200);
    expect(list.body.data.map((r: { id: string; balance: string }) => [r.id, r.balance])).toEqual([[p.id, '120.50']]);
    expect((await t.http.get('/api/partners?name=Credit%20Desk&balanceFrom=120.51').set('Authorization', support).expect(200)).body.meta.total).toBe(0);
  });

  it('is for full admins: support and read-admin get 403 on Top Up', async () => {
    const p = await creditLinePartner(t);
    expect((await topUp(p.id, { amount: '10' }, support).expect(403)).body.code).toBe('Forbidden');
    expect((await topUp(p.id, { amount: '10' }, await auth(t, { role: Role.ReadAdmin, isFullAdmin: true })).expect(403)).body.code).toBe('Forbidden');
  });
});

describe('partners: bookings charged to the credit line', () => {
  let t: TestApp;
  let admin: { id: string; token: string };

  beforeAll(async () => {
    t = await startTestApp();
    const user = await createUser(t, { role: Role.Admin, isFullAdmin: true });
    admin = { id: user.id, token: await tokenFor(t, user) };
  });
  afterAll(() => t.close());

  const fund = (id: string, amount: string) =>
    t.http
      .post(`/api/partners/${id}/top-ups`)
      .set('Authorization', `Bearer ${admin.token}`)
      .set('Idempotency-Key', newIdempotencyKey())
      .send({ amount })
      .expect(200);
  const balanceOf = async (id: string) =>
    (await t.http.get(`/api/partners/${id}/credit-history`).set('Authorization', `Bearer ${admin.token}`).expect(200)).body.balance;
  const book = (domain: string, trip: { id: string; lineId: string }) =>
    t.http
      .post('/api/bookings')
      .set('Authorization', `Bearer ${admin.token}`)
      .send(bookingBody({ id: trip.lineId }, trip, { domain }));

  it('charges the booking price (19.73 USD) in its transaction and refuses a booking the balance does not cover (409)', async () => {
    const p = await creditLinePartner(t);
    await fund(p.id, '30');
    const line = await createLine(t);
    const trip = await createTrip(t, line);
    const created = await createBookingThroughApi(t, admin.token, bookingBody(line, trip, { domain: p.slug }));
    expect(await balanceOf(p.id)).toBe('10.27');
    const [entry] = await t.dataSource.query(`SELECT kind, amount::text AS amount FROM partner_credit_entry WHERE booking_id = $1`, [created.id]);
    expect(entry).toEqual({ kind: 'charge', amount: '-19.73' });

    const refused = await book(p.slug, trip).expect(409);
    expect(refused.body).toMatchObject({ code: 'CreditLineInsufficientBalance', details: { balance: '10.27', amount: '19.73', currency: 'USD' } });
    // Nothing of the refused booking stays: its seats and its row rolled back with the charge.
    expect((await t.dataSource.query(`SELECT count(*)::int AS n FROM booking WHERE domain = $1`, [p.slug]))[0].n).toBe(1);
    expect(await balanceOf(p.id)).toBe('10.27');
  });

  it('refuses a booking in another currency than the credit line (409 CreditLineCurrencyMismatch) and leaves other channels alone', async () => {
    const eur = await creditLinePartner(t, { currency: 'EUR' });
    await fund(eur.id, '500');
    const line = await createLine(t);
    const trip = await createTrip(t, line);
    expect((await book(eur.slug, trip).expect(409)).body).toMatchObject({
      code: 'CreditLineCurrencyMismatch',
      details: { bookingCurrency: 'USD', creditLineCurrency: 'EUR' },
    });
    const card = await createChannel(t, { type: 'bookingAgent', paymentFlow: 'creditCard', currency: 'USD' });
    await createBookingThroughApi(t, admin.token, bookingBody(line, trip, { domain: card.slug }));
    expect(
      (await t.dataSource.query(`SELECT count(*)::int AS n FROM partner_credit_entry WHERE kind = 'charge' AND channel_id IN ($1, $2)`, [eur.id, card.id]))[0]
        .n,
    ).toBe(0);
  });

  it('lets only one of two concurrent bookings through when the balance covers one (the partner row is locked)', async () => {
    const p = await creditLinePartner(t);
    await fund(p.id, '30');
    const line = await createLine(t);
    const trip = await createTrip(t, line);
    const answers = await Promise.all([book(p.slug, trip), book(p.slug, trip), book(p.slug, trip)]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(answers.filter((r) => r.status === 409).every((r) => r.body.code === 'CreditLineInsufficientBalance')).toBe(true);
    expect(await balanceOf(p.id)).toBe('10.27');
  });

  it('gives the charge back on exchange (then charges the new booking) and a cancellation refund once, at most what was charged', async () => {
    const p = await creditLinePartner(t);
    await fund(p.id, '30');
    const line = await createLine(t);
    const trip = await createTrip(t, line);
    const old = await createBookingThroughApi(t, admin.token, bookingBody(line, trip, { domain: p.slug }));
    const later = await createTrip(t, line, { departureAt: new Date(Date.now() + 6 * 86_400_000) });
    const exchanged = await t.http
      .post(`/api/bookings/${old.id}/exchange`)
      .set('Authorization', `Bearer ${admin.token}`)
      .send({ version: old.version, booking: bookingBody(line, later) })
      .expect(200);
    const entries = await t.dataSource.query(
      `SELECT booking_id, kind, amount::text AS amount FROM partner_credit_entry WHERE channel_id = $1 AND kind <> 'topUp' ORDER BY created_at, kind`,
      [p.id],
    );
    expect(entries).toEqual(
      expect.arrayContaining([
        { booking_id: old.id, kind: 'charge', amount: '-19.73' },
        { booking_id: old.id, kind: 'refund', amount: '19.73' },
        { booking_id: exchanged.body.id, kind: 'charge', amount: '-19.73' },
      ]),
    );
    expect(entries).toHaveLength(3);
    expect(await balanceOf(p.id)).toBe('10.27');

    const credit = t.app.get(PartnerCreditLineService);
    const user = { id: admin.id, username: 'admin', displayName: 'Admin' } as Parameters<PartnerCreditLineService['refundBooking']>[3];
    await t.dataSource.transaction((m) => credit.refundBooking(m, exchanged.body.id, '50.00', user));
    await t.dataSource.transaction((m) => credit.refundBooking(m, exchanged.body.id, '5.00', user));
    expect(await balanceOf(p.id)).toBe('30.00');
    // A booking that was never charged (another channel) gives nothing back.
    await t.dataSource.transaction((m) => credit.refundBooking(m, randomUUID(), null, user));
    expect(await balanceOf(p.id)).toBe('30.00');
  });

  it('a cancellation without refund gives nothing back to the credit line', async () => {
    const p = await creditLinePartner(t);
    await fund(p.id, '20');
    const line = await createLine(t);
    const booking = await createBookingThroughApi(t, admin.token, bookingBody(line, await createTrip(t, line), { domain: p.slug }));
    await t.http
      .post(`/api/bookings/${booking.id}/cancel`)
      .set('Authorization', `Bearer ${admin.token}`)
      .set('Idempotency-Key', newIdempotencyKey())
      .send({ version: booking.version, refundType: 'none', amount: '0', costRefundInSupplierCurrency: '0', sendMail: false })
      .expect(200);
    expect(await balanceOf(p.id)).toBe('0.27');
  });

  it('keeps the balance equal to the sum of the entries and never below zero, whatever top-ups and charges come (property)', async () => {
    const credit = t.app.get(PartnerCreditLineService);
    const user = { id: admin.id, username: 'admin', displayName: 'Admin' } as Parameters<PartnerCreditLineService['chargeBooking']>[2];
    const cents = (n: number) => `${Math.floor(n / 100)}.${String(n % 100).padStart(2, '0')}`;
    const op = fc.oneof(
      fc.record({ kind: fc.constant('topUp' as const), cents: fc.integer({ min: 1, max: 50_000 }) }),
      fc.record({ kind: fc.constant('charge' as const), cents: fc.integer({ min: 1, max: 80_000 }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
        const p = await creditLinePartner(t);
        let expected = 0;
        for (const o of ops) {
          if (o.kind === 'topUp') {
            await fund(p.id, cents(o.cents));
            expected += o.cents;
          } else {
            const charge = { bookingId: randomUUID(), domain: p.slug, amount: cents(o.cents), currency: 'USD' };
            const outcome = await t.dataSource
              .transaction((m) => credit.chargeBooking(m, charge, user))
              .then(
                () => 'charged',
                (e: Error & { code?: string }) => e.code ?? e.message,
              );
            expect(outcome).toBe(o.cents <= expected ? 'charged' : 'CreditLineInsufficientBalance');
            if (outcome === 'charged') expected -= o.cents;
          }
          const [{ sum }] = await t.dataSource.query(
            `SELECT COALESCE(sum(amount), 0)::numeric(14, 2)::text AS sum FROM partner_credit_entry WHERE channel_id = $1`,
            [p.id],
          );
          const balance = await balanceOf(p.id);
          expect(balance).toBe(sum);
          expect(balance).toBe(cents(expected));
          expect(Number(balance)).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 15 },
    );
  });
});

describe('partners: Inventory management and Live Results', () => {
  let t: TestApp;
  let fullAdmin: string;
  let support: string;
  let date: string;
  let from: { id: string };
  let to: { id: string };
  let sea: { id: string; name: string };
  let bus: { id: string; name: string };

  beforeAll(async () => {
    t = await startTestApp();
    fullAdmin = await auth(t, { role: Role.Admin, isFullAdmin: true });
    support = await auth(t, { role: Role.Support });
    from = await createCity(t, { timezone: 'UTC' });
    to = await createCity(t, { timezone: 'UTC' });
    const pierA = await createStation(t, { cityId: from.id, name: 'Pier A' });
    const pierB = await createStation(t, { cityId: to.id, name: 'Pier B' });
    sea = await createSupplier(t, { name: 'Sea Star Ferries' });
    bus = await createSupplier(t, { name: 'Blue Bus Co' });
    date = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const ferry = await createLine(t, {
      companyId: sea.id,
      stationAId: pierA.id,
      stationBId: pierB.id,
      type: 'ferry',
      lineClass: 'Premium',
      supplierCurrency: 'THB',
    });
    await createTrip(t, ferry, { departureAt: new Date(`${date}T08:30:00Z`) });
    await createTrip(t, ferry, { departureAt: new Date(`${date}T14:05:00Z`) });
    const coach = await createLine(t, {
      companyId: bus.id,
      stationAId: pierA.id,
      stationBId: pierB.id,
      prices: [{ passengerType: 'Adult', amount: '300.00' }],
    });
    await createTrip(t, coach, { departureAt: new Date(`${date}T09:00:00Z`) });
  });
  afterAll(() => t.close());

  const rules = (id: string) => t.http.get(`/api/partners/${id}/inventory-rules`).set('Authorization', support);
  const save = (id: string, body: object, token = fullAdmin) => t.http.put(`/api/partners/${id}/inventory-rules`).set('Authorization', token).send(body);
  const live = (id: string) => t.http.get(`/api/partners/${id}/live-results?from=${from.id}&to=${to.id}&date=${date}`).set('Authorization', support);

  it('has no rule at first (every company), saves Allow or Block from the version opened, with the change log', async () => {
    const p = await createChannel(t, { type: 'whitelabel' });
    expect((await rules(p.id).expect(200)).body).toEqual({ action: null, companies: [], version: 1 });
    const saved = await save(p.id, { version: 1, action: 'allow', companyIds: [sea.id, sea.id] }).expect(200);
    expect(saved.body).toEqual({ action: 'allow', companies: [{ id: sea.id, name: 'Sea Star Ferries' }], version: 2 });
    expect((await save(p.id, { version: 1, action: 'block', companyIds: [] }).expect(409)).body.code).toBe('EditConflict');
    const log = await t.http.get(`/api/partners/${p.id}/change-log`).set('Authorization', support).expect(200);
    expect(log.body[0].changes.map((c: { field: string }) => c.field)).toEqual(['inventoryRules']);
  });

  it('refuses a bad action, an unknown company, an unknown partner, and callers who are not full admins', async () => {
    const p = await createChannel(t);
    expect((await save(p.id, { version: 1, action: 'hide', companyIds: [] }).expect(400)).body.details).toEqual([
      { field: 'action', message: 'Action is Allow or Block' },
    ]);
    const unknown = randomUUID();
    expect((await save(p.id, { version: 1, action: 'block', companyIds: [unknown] }).expect(400)).body.details).toEqual([
      { field: 'companyIds', message: `Unknown company: ${unknown}` },
    ]);
    expect((await save(randomUUID(), { version: 1, action: 'block', companyIds: [] }).expect(404)).body.code).toBe('NotFound');
    expect((await save(p.id, { version: 1, action: 'block', companyIds: [] }, support).expect(403)).body.code).toBe('Forbidden');
  });

  it('Live Results: one row per line and stations with its prices and HH:mm times; the rule applies (block, then allow)', async () => {
    const p = await createChannel(t, { type: 'whitelabel' });
    const all = (await live(p.id).expect(200)).body;
    expect(all).toEqual(
      expect.arrayContaining([
        {
          lineId: expect.any(String),
          companyId: sea.id,
          companyName: 'Sea Star Ferries',
          fromName: 'Pier A',
          toName: 'Pier B',
          type: 'ferry',
          lineClass: 'Premium',
          price: [{ amount: '720.00', currency: 'THB' }],
          departureTimes: ['08:30', '14:05'],
        },
        expect.objectContaining({ companyName: 'Blue Bus Co', type: 'bus', price: [{ amount: '300.00', currency: 'THB' }], departureTimes: ['09:00'] }),
      ]),
    );
    expect(all).toHaveLength(2);
    await save(p.id, { version: 1, action: 'block', companyIds: [sea.id] }).expect(200);
    expect((await live(p.id).expect(200)).body.map((r: { companyName: string }) => r.companyName)).toEqual(['Blue Bus Co']);
    await save(p.id, { version: 2, action: 'allow', companyIds: [sea.id] }).expect(200);
    expect((await live(p.id).expect(200)).body.map((r: { companyName: string }) => r.companyName)).toEqual(['Sea Star Ferries']);
    expect(
      (await t.http.get(`/api/partners/${p.id}/live-results?from=x&to=${to.id}&date=${date}`).set('Authorization', support).expect(400)).body.details,
    ).toEqual([{ field: 'from', message: 'Departure city is required' }]);
  });

  it('product search for a channel (GET /api/bookings/products?channel=) applies its rule', async () => {
    const p = await createChannel(t, { type: 'b2b' });
    await save(p.id, { version: 1, action: 'block', companyIds: [bus.id] }).expect(200);
    const search = (query: string) =>
      t.http.get(`/api/bookings/products?from=${from.id}&to=${to.id}&date=${date}${query}`).set('Authorization', support).expect(200);
    const companies = (body: { company: { name: string } }[]) => body.map((r) => r.company.name).sort();
    expect(companies((await search('')).body)).toEqual(['Blue Bus Co', 'Sea Star Ferries']);
    expect(companies((await search(`&channel=${p.slug}`)).body)).toEqual(['Sea Star Ferries']);
  });
});
