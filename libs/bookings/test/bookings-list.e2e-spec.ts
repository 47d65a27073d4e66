import type { Booking } from '@farebox/bookings';
import type { Line, Trip } from '@farebox/inventory';
import {
  bookingCallers,
  createAgent,
  createLine,
  createSupplier,
  createTrip,
  createUser,
  insertBooking,
  startTestApp,
  tokenFor,
  type BookingCallers,
  type TestApp,
} from '@farebox/testing';
import { Role } from '@farebox/domain';

describe('booking list (spec 2.1): filters, paging without a count, visibility', () => {
  let t: TestApp;
  let as: BookingCallers;
  let lineA: Line;
  let lineB: Line;
  let tripA1: Trip;
  let tripA2: Trip;
  let tripB: Trip;
  let tripBack: Trip;
  let supportId: string;
  let support2: string;
  const refs: Record<string, Booking> = {};
  const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);

  const list = async (query: Record<string, string | number | boolean>, token = as.fullAdmin) => {
    const res = await t.http.get('/api/bookings').query(query).set('Authorization', `Bearer ${token}`);
    if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
    return res.body as { data: ({ reference: string } & Record<string, unknown>)[]; meta: { limit: number; offset: number; hasNext: boolean } };
  };
  const names = (body: { data: { reference: string }[] }) => body.data.map((b) => Object.keys(refs).find((k) => refs[k].reference === b.reference));

  beforeAll(async () => {
    t = await startTestApp();
    const companyA = await createSupplier(t);
    const heat = await createSupplier(t, { isHeat: true });
    as = await bookingCallers(t, companyA);
    const supportUser = await createUser(t, { role: Role.Support, isFullAdmin: true });
    supportId = supportUser.id;
    support2 = await tokenFor(t, supportUser);
    lineA = await createLine(t, { companyId: companyA.id });
    lineB = await createLine(t, { companyId: heat.id, supplierId: companyA.id });
    tripA1 = await createTrip(t, lineA);
    tripA2 = await createTrip(t, lineA, { departureAt: new Date(Date.now() + 10 * 86_400_000) });
    tripB = await createTrip(t, lineB, { departureAt: new Date(Date.now() + 5 * 86_400_000) });
    tripBack = await createTrip(t, lineB, { direction: 'bToA', departureAt: new Date(Date.now() + 8 * 86_400_000) });
    const add = async (key: string, line: Line, trip: Trip, overrides: Partial<Booking>) => {
      refs[key] = (await insertBooking(t, { line, trip, reference: `FBLIST${key}`, ...overrides })).booking;
    };
    await add('A1', lineA, tripA1, {
      status: 'approved',
      customerStatus: 'approved',
      createdAt: hoursAgo(1),
      email: 'Case.Sensitive@Example.com',
      firstName: 'Zelda',
      approveMethod: 'manual',
    });
    await add('A2', lineA, tripA1, {
      paymentStatus: 'authorized',
      createdAt: hoursAgo(2),
      isHandled: true,
      cartReference: 'CART123',
      domain: 'agoda',
      lastName: 'Oakley',
    });
    await add('A3', lineA, tripA2, { status: 'canceled', customerStatus: 'canceled', paymentStatus: 'refund', createdAt: hoursAgo(3) });
    await add('A4', lineA, tripA2, {
      paymentStatus: 'unpaid',
      createdAt: hoursAgo(4),
      amendStatus: 'pending',
      isManual: true,
      inProgressBy: supportId,
      isFraudulent: true,
    });
    await add('B1', lineB, tripB, { status: 'declined', createdAt: hoursAgo(5), isManual: true, supplierBookingCode: 'SUPX-1', supplierId: companyA.id });
    await add('B2', lineB, tripB, {
      createdAt: hoursAgo(6),
      returnTripId: tripBack.id,
      region: 'emea',
      countryCode: 'IL',
      isManual: true,
      supplierId: companyA.id,
    });
  });
  afterAll(() => t.close());

  it('defaults to paid and authorized payments, newest booking first, 20 a page, with hasNext and no total', async () => {
    const body = await list({});
    expect(names(body)).toEqual(['A1', 'A2', 'B1', 'B2']);
    expect(body.meta).toEqual({ limit: 20, offset: 0, hasNext: false });
    const first = await list({ limit: 2 });
    expect(names(first)).toEqual(['A1', 'A2']);
    expect(first.meta).toEqual({ limit: 2, offset: 0, hasNext: true });
    const last = await list({ limit: 2, offset: 2 });
    expect(names(last)).toEqual(['B1', 'B2']);
    expect(last.meta.hasNext).toBe(false);
  });

  it('filters the payment status (";"-separated, "all" for every one) and refuses an unknown one', async () => {
    expect(names(await list({ payment: 'refund;unpaid' }))).toEqual(['A3', 'A4']);
    expect(names(await list({ payment: 'all' }))).toEqual(['A1', 'A2', 'A3', 'A4', 'B1', 'B2']);
    const bad = await t.http.get('/api/bookings').query({ payment: 'paid;lost' }).set('Authorization', `Bearer ${as.fullAdmin}`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Unknown payment: lost');
  });

  it('sorts by booking date or departure, both directions', async () => {
    expect(names(await list({ payment: 'all', sort: 'bookedAt' }))).toEqual(['B2', 'B1', 'A4', 'A3', 'A2', 'A1']);
    expect(
      names(await list({ payment: 'all', sort: 'departure' }))
        .slice(0, 2)
        .sort(),
    ).toEqual(['A1', 'A2']);
    expect(
      names(await list({ payment: 'all', sort: '-departure' }))
        .slice(0, 2)
        .sort(),
    ).toEqual(['A3', 'A4']);
  });

  it.each([
    [{ status: 'approved;declined' }, ['A1', 'B1']],
    [{ customerStatus: 'canceled' }, ['A3']],
    [{ amendStatus: 'pending' }, ['A4']],
    [{ references: 'fblista1, FBLISTB2\nFBLISTA3' }, ['A1', 'A3', 'B2']],
    [{ booking: 'fblista2' }, ['A2']],
    [{ cartReference: 'cart123' }, ['A2']],
    [{ supplierBookingCode: 'SUPX-1' }, ['B1']],
    [{ email: 'case.sensitive@example.COM' }, ['A1']],
    [{ firstName: 'zel' }, ['A1']],
    [{ lastName: 'OAK' }, ['A2']],
    [{ domain: 'agoda' }, ['A2']],
    [{ domain: 'all' }, ['A1', 'A2', 'A3', 'A4', 'B1', 'B2']],
    [{ region: 'EMEA' }, ['B2']],
    [{ country: 'il' }, ['B2']],
    [{ isHandled: true }, ['A2']],
    [{ isHandled: false }, ['A1', 'A3', 'A4', 'B1', 'B2']],
    [{ manual: 'manual' }, ['A4', 'B1', 'B2']],
    [{ manual: 'nonManual' }, ['A1', 'A2', 'A3']],
    [{ manual: 'manualOnlyHeat' }, ['B1', 'B2']],
    [{ manual: 'manualNoHeat' }, ['A4']],
    [{ approveMethod: 'manual' }, ['A1']],
  ])('filters %j', async (query, expected) => {
    expect(names(await list({ payment: 'all', ...query }))).toEqual(expected);
  });

  it('filters by ids: company, supplier, cities, stations, product, trip (outbound or return) and dates', async () => {
    const all = { payment: 'all' };
    expect(names(await list({ ...all, company: lineB.companyId }))).toEqual(['B1', 'B2']);
    expect(names(await list({ ...all, supplier: lineB.supplierId! }))).toEqual(['B1', 'B2']);
    expect(names(await list({ ...all, productId: lineA.id }))).toEqual(['A1', 'A2', 'A3', 'A4']);
    expect(names(await list({ ...all, from: tripB.fromCityId, to: tripB.toCityId }))).toEqual(['B1', 'B2']);
    expect(names(await list({ ...all, departure: tripA1.fromStationId, arrival: tripA1.toStationId }))).toEqual(['A1', 'A2', 'A3', 'A4']);
    expect(names(await list({ ...all, tripId: tripA2.id }))).toEqual(['A3', 'A4']);
    expect(names(await list({ ...all, tripId: tripBack.id }))).toEqual(['B2']);
    const day = (d: Date) => d.toISOString().slice(0, 10);
    expect(names(await list({ ...all, departureFrom: day(tripB.departureAt), departureTo: day(tripB.departureAt) }))).toEqual(['B1', 'B2']);
    expect(names(await list({ ...all, createdFromExplicit: hoursAgo(3.5).toISOString(), createdToExplicit: hoursAgo(1.5).toISOString() }))).toEqual([
      'A2',
      'A3',
    ]);
  });

  it('keeps myManual to the bookings the caller has in progress', async () => {
    expect(names(await list({ payment: 'all', manual: 'myManual' }, support2))).toEqual(['A4']);
    expect(names(await list({ payment: 'all', manual: 'myManual' }))).toEqual([]);
  });

  it('gives an agent only its company, in supplier currency, whatever company it asks for', async () => {
    const body = await list({ payment: 'all' }, as.agent);
    // Paid, authorized and refunded (A3, cancelled) bookings; never the unpaid A4, whatever payment filter it asks for.
    expect(names(body)).toEqual(['A1', 'A2', 'A3']);
    expect(names(await list({ company: lineB.companyId, payment: 'unpaid' }, as.agent))).toEqual(['A1', 'A2', 'A3']);
    expect(body.data[2]).toMatchObject({ reference: 'FBLISTA3', payment: { status: 'refund' } });
    expect(body.data[0]).toMatchObject({
      price: null,
      supplierPrice: { amount: '720.00', currency: 'THB' },
      customerStatus: null,
      domain: null,
      payment: { status: null },
    });
    const other = await createAgent(t, await createSupplier(t));
    expect(names(await list({}, await tokenFor(t, other)))).toEqual([]);
  });

  it('ignores the full-admin-only filters for other staff and hides prices, customer contact and channel', async () => {
    const body = await list({ payment: 'all', company: lineB.companyId, manual: 'manual' }, as.support);
    expect(names(body)).toEqual(['A1', 'A2', 'A3', 'B1', 'B2']);
    const row = body.data[0];
    expect(row).toMatchObject({
      price: null,
      supplierPrice: null,
      customerStatus: null,
      domain: null,
      customer: { firstName: 'Zelda', email: null, phone: null },
    });
    const refund = (await list({ payment: 'refund' })).data[0];
    expect(refund).toMatchObject({ reference: 'FBLISTA3', payment: { status: 'refund' } });
  });

  it('shows a full admin every column and the row labels', async () => {
    const [a4] = (await list({ booking: 'FBLISTA4', payment: 'all' })).data;
    expect(a4).toMatchObject({
      reference: 'FBLISTA4',
      status: 'pending',
      customerStatus: 'pending',
      amendStatus: 'pending',
      payment: { status: 'unpaid', isDisputed: false },
      isManual: true,
      isFraudulent: true,
      price: { amount: '19.73', currency: 'USD', amountUsd: '19.73' },
      supplierPrice: { amount: '720.00', currency: 'THB' },
      lineName: lineA.denomination,
      lineType: 'bus',
      company: { id: lineA.companyId },
      customer: { firstName: 'Ari', lastName: 'Ben', email: 'ari.fblista4@example.test' },
      labels: ['Change request pending', 'fraudulent'],
      inProgressBy: { id: supportId },
      passengersCount: 1,
    });
    expect(a4.fromCity).toEqual(expect.any(String));
    expect(a4.fromStation).toEqual(expect.any(String));
  });

  it("sends the rows PostgreSQL writes as JSON in the API's formats, the same row the booking view starts from", async () => {
    const res = await t.http.get('/api/bookings').query({ booking: 'FBLISTA2' }).set('Authorization', `Bearer ${as.fullAdmin}`);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const [a2] = (res.body as { data: Record<string, unknown>[] }).data;
    // Instants as Date.toISOString() writes them (UTC, milliseconds), whatever the database session's time zone.
    expect(a2.createdAt).toBe(refs.A2.createdAt.toISOString());
    expect(a2.departureAt).toBe(tripA1.departureAt.toISOString());
    expect(a2).toMatchObject({ cartReference: 'CART123', domain: 'agoda', isHandled: true, inProgressBy: null, labels: [] });
    const view = (await t.http.get(`/api/bookings/${refs.A2.id}`).set('Authorization', `Bearer ${as.fullAdmin}`)).body as Record<string, unknown>;
    const { payment, ...row } = a2;
    expect(view).toMatchObject({ ...row, payment });
    const [from, to] = await t.dataSource.query<{ address: string }[]>(`SELECT address FROM station WHERE id IN ($1, $2) ORDER BY id = $2`, [
      tripA1.fromStationId,
      tripA1.toStationId,
    ]);
    expect((view.items as { trip: object }[])[0].trip).toMatchObject({
      from: { stationId: tripA1.fromStationId, station: a2.fromStation, address: from.address, city: a2.fromCity },
      to: { stationId: tripA1.toStationId, station: a2.toStation, address: to.address, city: a2.toCity },
    });
  });

  it('refuses malformed filters with 400', async () => {
    for (const query of [{ company: 'nope' }, { sort: 'price' }, { manual: 'mine' }, { departureFrom: 'yesterday' }, { limit: 5000 }]) {
      expect((await t.http.get('/api/bookings').query(query).set('Authorization', `Bearer ${as.fullAdmin}`)).status).toBe(400);
    }
  });
});
