import { Role, TripTermsMessage, addDays } from '@farebox/domain';
import type { Company } from '@farebox/companies';
import { Decimal } from 'decimal.js';
import { LinePriceRule, ProductSearchService, Trip, TripsService, TripWindowService, type Line } from '@farebox/inventory';
import {
  createAgent,
  createCity,
  createLine,
  createStation,
  createSupplier,
  createUser,
  insertBooking,
  startTestApp,
  tokenFor,
  type TestApp,
} from '@farebox/testing';

/** Local date in Asia/Bangkok (UTC+7, no DST) `days` from today. */
const bangkokDate = (days: number) => addDays(new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10), days);

describe('Edit trip and the single-occurrence edit of a recurring event', () => {
  let t: TestApp;
  let admin: string;
  let readAdmin: string;
  let otherAgent: string;
  let company: Company;
  let line: Line;
  let otherLine: Line;

  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
  const createEvent = (overrides: Record<string, unknown> = {}) =>
    t.http
      .post(`/api/lines/${line.id}/events`)
      .set(auth(admin))
      .send({
        direction: 'aToB',
        title: 'Daily boat',
        color: '#3b82f6',
        startTime: '08:30',
        durationMinutes: 120,
        daysOfWeek: [0, 1, 2, 3, 4, 5, 6],
        dateRanges: [{ startDate: bangkokDate(1), endDate: bangkokDate(10) }],
        seats: 10,
        allocations: [{ startDate: bangkokDate(1), endDate: bangkokDate(10), allocatedSeats: 5, invoiceNumber: 'PP-1' }],
        ...overrides,
      })
      .expect(201);
  const tripsOf = (eventId: string) =>
    t.dataSource.query<{ id: string; local_date: string; price_source: string; prepaid_source: string; prepaid_seats: number | null }[]>(
      `SELECT id, to_char(departure_at AT TIME ZONE timezone, 'YYYY-MM-DD') AS local_date, price_source, prepaid_source, prepaid_seats
         FROM trip WHERE event_id = $1 ORDER BY departure_at`,
      [eventId],
    );
  const terms = (token: string, tripId: string, body: Record<string, unknown>) =>
    t.http
      .put(`/api/lines/${line.id}/trips/${tripId}/terms`)
      .set(auth(token))
      .send({ version: 1, priceSource: 'event', multiStationsSource: 'event', prepaidSource: 'event', ...body });
  /** A rule whose dates match no trip: it prices a trip only when the event or the trip chooses it. */
  const rule = async (l: Line, price: string) =>
    (
      await t.dataSource.getRepository(LinePriceRule).save({
        lineId: l.id,
        startDate: '2099-01-01',
        endDate: '2099-12-31',
        price: new Decimal(price),
        priceUsd: new Decimal(price).div(36.5).toDecimalPlaces(2),
        currency: l.supplierCurrency,
        effectiveFrom: new Date(Date.now() - 86_400_000),
      })
    ).id;
  const adultPrice = async (tripId: string) => (await t.app.get(TripsService).findForBooking(tripId)).prices[0].amount.toFixed(2);
  const scheduleTrip = async (tripId: string, date: string) =>
    ((await t.http.get(`/api/lines/${line.id}/schedule`).query({ from: date, to: date }).set(auth(admin)).expect(200)).body.trips as { id: string }[]).find(
      (x) => x.id === tripId,
    );

  beforeAll(async () => {
    t = await startTestApp();
    company = await createSupplier(t);
    const a = await createStation(t, { cityId: (await createCity(t, { timezone: 'Asia/Bangkok' })).id });
    const b = await createStation(t, { cityId: (await createCity(t, { timezone: 'Asia/Bangkok' })).id });
    line = await createLine(t, { companyId: company.id, stationAId: a.id, stationBId: b.id, prepaidTickets: 1 });
    otherLine = await createLine(t, { companyId: company.id });
    admin = await tokenFor(t, await createUser(t, { role: Role.Admin, isFullAdmin: true }));
    readAdmin = await tokenFor(t, await createUser(t, { role: Role.ReadAdmin, isFullAdmin: true }));
    otherAgent = await tokenFor(t, await createAgent(t, await createSupplier(t)));
  });

  afterAll(() => t.close());

  it("changes one date's price, stops and prepaid allocation only, previewed first, and the event keeps the rest", async () => {
    const ruleId = await rule(line, '500');
    const event = await createEvent();
    const [first, second] = await tripsOf(event.body.event.id);
    const body = { priceSource: 'trip', priceRuleId: ruleId, multiStationsSource: 'line', prepaidSource: 'trip', prepaidSeats: 8 };

    const preview = await terms(admin, second.id, { ...body, dryRun: true }).expect(200);
    expect(preview.body).toMatchObject({
      dryRun: true,
      trip: { id: second.id, priceSource: 'trip', effectivePriceRuleId: ruleId, multiStationsSource: 'line', prepaidSource: 'trip', allocatedSeats: 8 },
      impact: { edited: 1, created: 0, moved: 0, removed: 0, refusal: null, changes: [{ change: 'edited', tripId: second.id, sold: 0 }] },
    });
    expect((await tripsOf(event.body.event.id))[1]).toMatchObject({ price_source: 'event', prepaid_source: 'event' });

    const saved = await terms(admin, second.id, body).expect(200);
    expect(saved.body).toMatchObject({ dryRun: false, trip: { version: 2, prepaidSeats: 8, allocatedSeats: 8, stationsEventId: null } });
    expect(await adultPrice(second.id)).toBe('500.00');
    expect(await adultPrice(first.id)).toBe('720.00');
    const product = await t.app.get(ProductSearchService).getProduct(line.id, second.local_date);
    expect(product.departures.find((d) => d.tripId === second.id)!.prices[0].amount).toBe('500.00');
    expect((await t.app.get(TripsService).findForBooking(second.id)).prepaidSeats).toBe(8);
    expect(await scheduleTrip(first.id, first.local_date)).toMatchObject({ priceSource: 'event', effectivePriceRuleId: null, allocatedSeats: 5 });

    // Stale version: 409 with what changed since.
    const stale = await terms(admin, second.id, { ...body, prepaidSeats: 9 }).expect(409);
    expect(stale.body.code).toBe('EditConflict');
    expect(stale.body.details.changes.map((c: { field: string }) => c.field)).toEqual(
      expect.arrayContaining(['priceSource', 'priceRuleId', 'multiStationsSource', 'prepaidSource', 'prepaidSeats']),
    );
  });

  it('survives event edits and the rolling window: regenerating trips never overwrites the occurrence', async () => {
    const ruleId = await rule(line, '480');
    const event = await createEvent({ title: 'Regenerated', startTime: '10:00' });
    const eventId = event.body.event.id as string;
    const [, second] = await tripsOf(eventId);
    await terms(admin, second.id, { priceSource: 'trip', priceRuleId: ruleId, prepaidSource: 'trip', prepaidSeats: 7 }).expect(200);

    // An event edit that moves every trip, changes the seats and the allocations, and adds dates.
    await t.http
      .put(`/api/lines/${line.id}/events/${eventId}`)
      .set(auth(admin))
      .send({
        version: 1,
        title: 'Regenerated',
        color: '#3b82f6',
        startTime: '11:00',
        durationMinutes: 90,
        daysOfWeek: [0, 1, 2, 3, 4, 5, 6],
        dateRanges: [{ startDate: bangkokDate(1), endDate: bangkokDate(12) }],
        seats: 12,
        allocations: [{ startDate: bangkokDate(1), endDate: bangkokDate(12), allocatedSeats: 3, invoiceNumber: 'PP-2' }],
      })
      .expect(200);
    await t.dataSource.query(`DELETE FROM trip WHERE event_id = $1 AND id <> $2 AND departure_at > now() + interval '5 days'`, [eventId, second.id]);
    await t.app.get(TripWindowService).extend();
    const trips = await tripsOf(eventId);
    expect(trips).toHaveLength(12);
    expect(trips.find((x) => x.id === second.id)).toMatchObject({ price_source: 'trip', prepaid_source: 'trip', prepaid_seats: 7 });
    expect(await adultPrice(second.id)).toBe('480.00');
    expect(await scheduleTrip(second.id, second.local_date)).toMatchObject({ localDeparture: `${second.local_date}T11:00`, allocatedSeats: 7, seatsTotal: 12 });
    // The other dates take the event's new allocation.
    expect(await scheduleTrip(trips[0].id, trips[0].local_date)).toMatchObject({ allocatedSeats: 3, prepaidSource: 'event' });
  });

  it('takes the price from the event, the line or the trip, and the stops from the event or the line', async () => {
    const eventRule = await rule(line, '400');
    const event = await createEvent({ title: 'Event priced', startTime: '13:00', priceRuleId: eventRule, multiStationsSource: 'event' });
    const [first, second] = await tripsOf(event.body.event.id);
    expect(await adultPrice(first.id)).toBe('400.00');
    expect(await scheduleTrip(first.id, first.local_date)).toMatchObject({ effectivePriceRuleId: eventRule, stationsEventId: event.body.event.id });
    const saved = await terms(admin, second.id, { priceSource: 'line', multiStationsSource: 'line' }).expect(200);
    expect(saved.body.trip).toMatchObject({ effectivePriceRuleId: null, stationsEventId: null });
    // The line's price: its own, no rule matching the date.
    expect(await adultPrice(second.id)).toBe('720.00');
    await terms(admin, second.id, { version: 2, priceSource: 'trip', priceRuleId: null }).expect(400);

    // A trip's own rule deleted on the Prices tab: the trip is priced like the line again.
    const [third] = (await tripsOf(event.body.event.id)).slice(2);
    const own = await rule(line, '390');
    await terms(admin, third.id, { priceSource: 'trip', priceRuleId: own }).expect(200);
    expect(await adultPrice(third.id)).toBe('390.00');
    await t.http.delete(`/api/lines/${line.id}/price-rules/${own}`).query({ version: 1 }).set(auth(admin)).expect(200);
    expect(await adultPrice(third.id)).toBe('720.00');
    expect(await scheduleTrip(third.id, third.local_date)).toMatchObject({ priceSource: 'trip', priceRuleId: null, effectivePriceRuleId: null });
  });

  it("gives one trip its own stops: a copy of the list it took, edited without touching the line's or the other dates'", async () => {
    const stop = await createStation(t);
    const body = (stationId: string, timeOffsetMinutes: number) => ({
      direction: 'aToB',
      kind: 'stop',
      stationId,
      isBoarding: true,
      isDropoff: true,
      timeOffsetMinutes,
      price: '',
    });
    await t.http.post(`/api/lines/${line.id}/multi-stations`).set(auth(admin)).send(body(stop.id, 30)).expect(201);
    const event = await createEvent({ title: 'Own stops', startTime: '14:00' });
    const [first, second] = await tripsOf(event.body.event.id);
    const list = async (query: Record<string, string>) =>
      (
        await t.http
          .get(`/api/lines/${line.id}/multi-stations`)
          .query({ direction: 'aToB', ...query })
          .set(auth(admin))
          .expect(200)
      ).body as {
        id: string;
        stationId: string;
        tripId: string | null;
        timeOffsetMinutes: number;
        version: number;
        isPrimary: boolean;
      }[];
    const lineList = (await list({})).map((r) => r.stationId);

    // A preview creates nothing; the save copies the list the trip took.
    await terms(admin, second.id, { multiStationsSource: 'trip', dryRun: true }).expect(200);
    expect(await list({ tripId: second.id })).toEqual([]);
    const saved = await terms(admin, second.id, { multiStationsSource: 'trip' }).expect(200);
    expect(saved.body.trip).toMatchObject({ multiStationsSource: 'trip', stationsEventId: null });
    const copy = await list({ tripId: second.id });
    expect(copy.map((r) => r.stationId)).toEqual(lineList);
    expect(copy.every((r) => r.tripId === second.id)).toBe(true);

    // Add, edit (from its version) and delete entries of the trip's list only.
    const extra = await createStation(t);
    const added = await t.http
      .post(`/api/lines/${line.id}/multi-stations`)
      .set(auth(admin))
      .send({ ...body(extra.id, 45), tripId: second.id })
      .expect(201);
    expect(added.body).toMatchObject({ tripId: second.id, eventId: null, stationId: extra.id, timeOffsetMinutes: 45, version: 1 });
    const copied = copy.find((r) => r.stationId === stop.id)!;
    const put = (version: number) =>
      t.http
        .put(`/api/lines/${line.id}/multi-stations/${copied.id}`)
        .set(auth(admin))
        .send({ ...body(stop.id, 50), direction: undefined, version });
    expect((await put(1).expect(200)).body).toMatchObject({ timeOffsetMinutes: 50, version: 2, tripId: second.id });
    expect((await put(1).expect(409)).body.code).toBe('EditConflict');
    await t.http
      .delete(`/api/lines/${line.id}/multi-stations/${copy.find((r) => r.isPrimary)!.id}`)
      .set(auth(admin))
      .expect(409);
    await t.http.delete(`/api/lines/${line.id}/multi-stations/${added.body.id}`).set(auth(admin)).expect(204);
    expect((await list({ tripId: second.id })).map((r) => [r.stationId, r.timeOffsetMinutes])).toContainEqual([stop.id, 50]);
    expect((await list({})).map((r) => r.stationId)).toEqual(lineList);
    expect((await list({})).find((r) => r.stationId === stop.id)!.timeOffsetMinutes).toBe(30);
    expect(await list({ tripId: first.id })).toEqual([]);
    expect(await scheduleTrip(first.id, first.local_date)).toMatchObject({ multiStationsSource: 'event', stationsEventId: null });
  });

  it('never leaves a prepaid allocation below the tickets sold, naming the bookings; a preview shows the refusal', async () => {
    const event = await createEvent({ title: 'Sold', startTime: '15:00' });
    const [first] = await tripsOf(event.body.event.id);
    const trip = await t.dataSource.getRepository(Trip).findOneByOrFail({ id: first.id });
    const { booking } = await insertBooking(t, { line, trip });
    await t.dataSource.query(`UPDATE trip SET seats_left = seats_left - 3 WHERE id = $1`, [first.id]);
    const message = `The prepaid allocation (2) cannot go below the 3 tickets sold: ${booking.reference}.`;

    const preview = await terms(admin, first.id, { prepaidSource: 'trip', prepaidSeats: 2, dryRun: true }).expect(200);
    expect(preview.body.impact).toMatchObject({ refusal: message, bookings: [booking.reference] });
    const refused = await terms(admin, first.id, { prepaidSource: 'trip', prepaidSeats: 2 }).expect(409);
    expect(refused.body).toMatchObject({ message, details: { bookings: [booking.reference] } });
    // The line has 1 prepaid ticket: too few as well. The event's 5 are enough.
    expect((await terms(admin, first.id, { prepaidSource: 'line' }).expect(409)).body.message).toBe(
      `The prepaid allocation (1) cannot go below the 3 tickets sold: ${booking.reference}.`,
    );
    await terms(admin, first.id, { prepaidSource: 'trip', prepaidSeats: 3 }).expect(200);
    expect((await tripsOf(event.body.event.id))[0]).toMatchObject({ prepaid_source: 'trip', prepaid_seats: 3 });
    const log = await t.dataSource.query(`SELECT version, changes FROM change_log_entry WHERE entity_type = 'trip' AND entity_id = $1`, [first.id]);
    expect(log).toEqual([
      {
        version: 2,
        changes: [
          { field: 'prepaidSource', from: 'event', to: 'trip' },
          { field: 'prepaidSeats', from: null, to: 3 },
        ],
      },
    ]);
  });

  it("refuses an event edit that leaves a date taking the event's allocation with fewer prepaid seats than sold", async () => {
    const event = await createEvent({ title: 'Allocation cut', startTime: '16:00' });
    const eventId = event.body.event.id as string;
    const [first, second] = await tripsOf(eventId);
    const { booking } = await insertBooking(t, { line, trip: await t.dataSource.getRepository(Trip).findOneByOrFail({ id: first.id }) });
    await t.dataSource.query(`UPDATE trip SET seats_left = seats_left - 4 WHERE id = ANY($1::uuid[])`, [[first.id, second.id]]);
    // The second date has its own number: the event's allocation no longer applies to it.
    await terms(admin, second.id, { prepaidSource: 'trip', prepaidSeats: 4 }).expect(200);
    const put = (allocatedSeats: number, dryRun = false) =>
      t.http
        .put(`/api/lines/${line.id}/events/${eventId}`)
        .set(auth(admin))
        .send({
          version: 1,
          title: 'Allocation cut',
          color: '#3b82f6',
          startTime: '16:00',
          durationMinutes: 120,
          daysOfWeek: [0, 1, 2, 3, 4, 5, 6],
          dateRanges: [{ startDate: bangkokDate(1), endDate: bangkokDate(10) }],
          seats: 10,
          allocations: [{ startDate: bangkokDate(1), endDate: bangkokDate(10), allocatedSeats, invoiceNumber: 'PP-1' }],
          dryRun,
        });
    const message = `The prepaid allocation cannot go below the tickets sold (4 sold, 3 allocated on ${first.local_date}): ${booking.reference}.`;
    expect((await put(3, true).expect(200)).body.impact).toMatchObject({ refusal: message, bookings: [booking.reference] });
    const refused = await put(3).expect(409);
    expect(refused.body).toMatchObject({ message, details: { bookings: [booking.reference] } });
    await put(4).expect(200);
  });

  it('answers every invalid field, and only schedule editors of the line may edit', async () => {
    const event = await createEvent({ title: 'Rules', startTime: '17:00' });
    const [first] = await tripsOf(event.body.event.id);
    expect((await terms(admin, first.id, { priceSource: 'trip' }).expect(400)).body.details).toEqual([
      { field: 'priceRuleId', message: TripTermsMessage.PriceRule },
    ]);
    expect((await terms(admin, first.id, { prepaidSource: 'trip', prepaidSeats: -1 }).expect(400)).body.details).toEqual([
      { field: 'prepaidSeats', message: TripTermsMessage.Prepaid },
    ]);
    const foreign = await rule(otherLine, '1');
    expect((await terms(admin, first.id, { priceSource: 'trip', priceRuleId: foreign }).expect(400)).body.details).toEqual([
      { field: 'priceRuleId', message: TripTermsMessage.UnknownPriceRule },
    ]);
    await terms(readAdmin, first.id, { multiStationsSource: 'line' }).expect(403);
    await terms(otherAgent, first.id, { multiStationsSource: 'line' }).expect(404);
    await t.http
      .put(`/api/lines/${otherLine.id}/trips/${first.id}/terms`)
      .set(auth(admin))
      .send({ version: 1, priceSource: 'event', multiStationsSource: 'event', prepaidSource: 'event' })
      .expect(404);
  });
});
