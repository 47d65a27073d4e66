import { jest } from '@jest/globals';
import { Decimal } from 'decimal.js';
import { CutoffSaleMessage, ExtraInfoMessage, LineCutoffMessage, Role } from '@farebox/domain';
import { Clock, FixedClock } from '@farebox/platform';
import { bookingBody, createCountry, createLine, createSupplier, createTrip, createUser, startTestApp, tokenFor, type TestApp } from '@farebox/testing';
import { ProductSearchService, type Line, type Trip } from '@farebox/inventory';

/**
 * What a booking is charged beside its fares and what it must answer (spec part 2, 2.11, 3.1, 3.5): the booking fee
 * (a ride rule booking-fee overrides it), round-trip discounts, the offline price, passenger extra info, the reverse
 * cutoff and the allocation cutoff. THB is 36 to the USD, so 36.00 THB is 1.00 USD.
 */
describe('bookings: booking fee, round-trip discounts, offline price, extra info and cutoffs', () => {
  let t: TestApp;
  let admin: string;
  let start: FixedClock;
  let pinned: ReturnType<typeof jest.spyOn>;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await tokenFor(t, await createUser(t, { role: Role.Admin, isFullAdmin: true }));
    await t.dataSource.query(`INSERT INTO currency_rate (currency, rate_date, rate) VALUES ('THB', '2000-01-01', 36.0000)`);
    // "Now" is pinned at the start (sessions stay valid); every departure is relative to it.
    start = new FixedClock(new Date());
    pinned = jest.spyOn(t.app.get(Clock), 'now').mockImplementation(() => start.now());
  });
  afterAll(async () => {
    pinned.mockRestore();
    await t.close();
  });

  const inHours = (h: number) => new Date(start.now().getTime() + h * 3_600_000);
  const post = (body: object) =>
    t.http
      .post('/api/bookings')
      .set({ Authorization: `Bearer ${admin}` })
      .send(body);
  const adult = (firstName: string, extra: object = {}) => ({
    firstName,
    lastName: 'Katz',
    email: `${firstName}@example.test`,
    passengerType: 'Adult',
    ...extra,
  });
  /** A line whose Adult fare is 720.00 THB (20.00 USD) for a cost of 600.00 THB (16.67 USD). */
  const line = (overrides: Partial<Line> = {}) =>
    createLine(t, { prices: [{ passengerType: 'Adult', amount: '720.00', cost: '600.00', amountUsd: '20.00', costUsd: '16.67' }], ...overrides });
  /** The local day (the lines' cities are in Asia/Bangkok) of an instant. */
  const localDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
  const searchOn = async (l: Line, trip: Trip) => {
    const date = localDay(trip.departureAt);
    const [fromCityId, toCityId] = trip.direction === 'aToB' ? [l.fromCityId, l.toCityId] : [l.toCityId, l.fromCityId];
    const res = await t.http.get('/api/bookings/products').set(auth()).query({ from: fromCityId, to: toCityId, date }).expect(200);
    return res.body as { id: string; charges: Record<string, unknown>; departures: { tripId: string; seatsLeft: number }[] }[];
  };
  function auth() {
    return { Authorization: `Bearer ${admin}` };
  }

  it("charges the line's per-booking fee on a one-way booking and shows it in product search and the price breakdown", async () => {
    const l = await line({ bookingFeeActive: true, bookingFeePerPassenger: false, bookingFeePrice: new Decimal('72.00') });
    const trip = await createTrip(t, l, { departureAt: inHours(48) });
    const [product] = await searchOn(l, trip);
    expect(product.charges).toEqual({
      currency: 'THB',
      bookingFee: { amount: '72.00', amountUsd: '2.00', isPerPassenger: false, source: 'line' },
      returnDiscount: { amount: '0.00', amountUsd: '0.00' },
      returnCostDiscount: { amount: '0.00', amountUsd: '0.00' },
      offlinePrice: null,
    });
    const res = await post(bookingBody(l, trip, { passengers: [adult('maya'), adult('dan')] })).expect(201);
    expect(res.body.prices).toMatchObject({
      priceUsd: '42.00',
      basePrice: '40.00',
      returnDiscount: null,
      additionalFees: [{ description: 'Booking fee', price: '2.00' }],
      costInSupplierCurrency: { amount: '1200.00', currency: 'THB' },
    });
  });

  it('prices a round trip with both round-trip discounts and a per-passenger fee', async () => {
    const l = await line({
      bookingFeeActive: true,
      bookingFeePerPassenger: true,
      bookingFeePrice: new Decimal('18.00'),
      returnDiscount: new Decimal('36.00'),
      returnCostDiscount: new Decimal('72.00'),
    });
    const out = await createTrip(t, l, { departureAt: inHours(48) });
    const back = await createTrip(t, l, { direction: 'bToA', departureAt: inHours(96) });
    const res = await post(bookingBody(l, out, { returnTripId: back.id, passengers: [adult('maya'), adult('dan')] })).expect(201);
    // Fares 4 x 20.00; discount 2 x 1.00 off the return; fee 2 x 0.50.
    expect(res.body.prices).toMatchObject({
      priceUsd: '79.00',
      basePrice: '80.00',
      initialPrice: '79.00',
      returnDiscount: '2.00',
      additionalFees: [{ description: 'Booking fee', price: '1.00' }],
      // Cost 4 x 600.00 less 2 x 72.00 THB; in USD 4 x 16.67 less 2 x 2.00.
      costInSupplierCurrency: { amount: '2256.00', currency: 'THB' },
      costUsd: '62.68',
    });
    const [returnItem] = await t.dataSource.query(`SELECT price_amount, cost_in_supplier_currency FROM booking_item WHERE booking_id = $1 AND position = 1`, [
      res.body.id,
    ]);
    expect(returnItem).toEqual({ price_amount: '38.00', cost_in_supplier_currency: '1056.00' });
  });

  it('never discounts more than the return fares; a one-way booking gets no discount', async () => {
    const l = await line({ returnDiscount: new Decimal('1000.00'), returnCostDiscount: new Decimal('1000.00') });
    const out = await createTrip(t, l, { departureAt: inHours(48) });
    const back = await createTrip(t, l, { direction: 'bToA', departureAt: inHours(96) });
    const round = await post(bookingBody(l, out, { returnTripId: back.id })).expect(201);
    expect(round.body.prices).toMatchObject({ priceUsd: '20.00', returnDiscount: '20.00', costInSupplierCurrency: { amount: '600.00' }, additionalFees: [] });
    const oneWay = await post(bookingBody(l, out)).expect(201);
    expect(oneWay.body.prices).toMatchObject({ priceUsd: '20.00', returnDiscount: null });
  });

  it("lets a ride rule booking-fee override the line's fee", async () => {
    const company = await createSupplier(t);
    const l = await line({ companyId: company.id, bookingFeeActive: true, bookingFeePerPassenger: false, bookingFeePrice: new Decimal('72.00') });
    const trip = await createTrip(t, l, { departureAt: inHours(48) });
    await t.http
      .post('/api/ride-rules')
      .set(auth())
      .send({
        level: 'operator',
        attribute: 'booking-fee',
        attributeType: 'override',
        companyIds: [company.id],
        value: { price: '108.00', isPerPassenger: true },
      })
      .expect(201);
    const [product] = await searchOn(l, trip);
    expect(product.charges.bookingFee).toEqual({ amount: '108.00', amountUsd: '3.00', isPerPassenger: true, source: 'rideRule' });
    const res = await post(bookingBody(l, trip, { passengers: [adult('maya'), adult('dan')] })).expect(201);
    expect(res.body.prices).toMatchObject({ priceUsd: '46.00', additionalFees: [{ description: 'Booking fee', price: '6.00' }] });
  });

  it("prices an offline sale at the line's offline price; a line without one refuses it", async () => {
    const l = await line({ offlinePrice: new Decimal('540.00') });
    const trip = await createTrip(t, l, { departureAt: inHours(48) });
    expect((await searchOn(l, trip))[0].charges.offlinePrice).toEqual({ amount: '540.00', amountUsd: '15.00' });
    const res = await post(bookingBody(l, trip, { offlineSale: true, passengers: [adult('maya'), adult('dan')] })).expect(201);
    expect(res.body.prices).toMatchObject({ priceUsd: '30.00', basePrice: '30.00', costInSupplierCurrency: { amount: '1200.00' }, offlineSale: true });
    const [row] = await t.dataSource.query(`SELECT is_offline_sale FROM booking WHERE id = $1`, [res.body.id]);
    expect(row.is_offline_sale).toBe(true);

    const plain = await line();
    const plainTrip = await createTrip(t, plain, { departureAt: inHours(48) });
    expect((await post(bookingBody(plain, plainTrip)).expect(201)).body.prices.offlineSale).toBe(false);
    const refused = await post(bookingBody(plain, plainTrip, { offlineSale: true })).expect(400);
    expect(refused.body.details).toEqual([{ field: 'offlineSale', message: 'This product has no offline price.' }]);
  });

  describe('passenger extra info', () => {
    let l: Line;
    let trip: Trip;
    let country: { code: string; name: string };

    beforeAll(async () => {
      l = await line();
      trip = await createTrip(t, l, { departureAt: inHours(48) });
      country = await createCountry(t);
      const infos = [
        ['Passport number', 'text', [], 'passport-number'],
        ['Date of birth', 'dateBefore', [], 'date-of-birth'],
        ['Passport expiry', 'dateAfter', [], 'passport-expiry'],
        ['Country of residence', 'country', [], 'country-of-residence'],
        ['Meal', 'list', ['Veggie', 'Regular'], 'meal'],
      ] as const;
      for (const [position, [label, type, data, slug]] of infos.entries()) {
        await t.dataSource.query(`INSERT INTO line_passenger_extra_info (line_id, label, type, data, slug, position) VALUES ($1, $2, $3, $4::jsonb, $5, $6)`, [
          l.id,
          label,
          type,
          JSON.stringify(data),
          slug,
          position,
        ]);
      }
    });

    const day = (h: number) => localDay(inHours(h));
    const answers = (overrides: Record<string, string> = {}, withCountry = true) =>
      Object.entries({
        'passport-number': 'AB1234567',
        'date-of-birth': '1990-01-31',
        'passport-expiry': day(24 * 400),
        ...(withCountry ? { 'country-of-residence': country.code } : {}),
        meal: 'Veggie',
        ...overrides,
      }).map(([slug, value]) => ({ slug, value }));

    it('lists the definitions with their choices on the product', async () => {
      const res = await t.http
        .get(`/api/bookings/products/${l.id}`)
        .set(auth())
        .query({ date: day(48) })
        .expect(200);
      const defs = res.body.passengerExtraInfo as { slug: string; type: string; choices: { value: string; label: string }[] }[];
      expect(defs.map((d) => [d.slug, d.type])).toEqual([
        ['passport-number', 'text'],
        ['date-of-birth', 'dateBefore'],
        ['passport-expiry', 'dateAfter'],
        ['country-of-residence', 'country'],
        ['meal', 'list'],
      ]);
      expect(defs[3].choices).toContainEqual({ value: country.code, label: country.name });
      expect(defs[4].choices).toEqual([
        { value: 'Veggie', label: 'Veggie' },
        { value: 'Regular', label: 'Regular' },
      ]);
    });

    it('refuses a booking whose passengers leave an extra info out', async () => {
      const res = await post(bookingBody(l, trip, { passengers: [adult('maya'), adult('dan')] })).expect(400);
      expect(res.body.details).toEqual([
        ...['passport-number', 'date-of-birth', 'passport-expiry', 'country-of-residence', 'meal'].map((slug) => ({
          field: `passengers.0.extraInfos.${slug}`,
          message: ExtraInfoMessage.Required,
        })),
        // Country of residence is asked of the first passenger only.
        ...['passport-number', 'date-of-birth', 'passport-expiry', 'meal'].map((slug) => ({
          field: `passengers.1.extraInfos.${slug}`,
          message: ExtraInfoMessage.Required,
        })),
      ]);
    });

    it('checks each answer by its type, with a clear message', async () => {
      const bad = answers({
        'date-of-birth': day(72),
        'passport-expiry': day(24),
        'country-of-residence': 'ZZ',
        meal: 'Fish',
        'passport-number': 'x'.repeat(201),
      });
      const res = await post(bookingBody(l, trip, { passengers: [adult('maya', { extraInfos: [...bad, { slug: 'shoe-size', value: '42' }] })] })).expect(400);
      expect(res.body.details).toEqual([
        { field: 'passengers.0.extraInfos.passport-number', message: ExtraInfoMessage.TooLong },
        { field: 'passengers.0.extraInfos.date-of-birth', message: ExtraInfoMessage.DateBefore(day(48)) },
        { field: 'passengers.0.extraInfos.passport-expiry', message: ExtraInfoMessage.DateAfter(day(48)) },
        { field: 'passengers.0.extraInfos.country-of-residence', message: ExtraInfoMessage.Country },
        { field: 'passengers.0.extraInfos.meal', message: ExtraInfoMessage.Choice },
        { field: 'passengers.0.extraInfos.shoe-size', message: ExtraInfoMessage.NotAsked },
      ]);
      const notADate = await post(bookingBody(l, trip, { passengers: [adult('maya', { extraInfos: answers({ 'date-of-birth': '31/01/1990' }) })] })).expect(
        400,
      );
      expect(notADate.body.details).toEqual([{ field: 'passengers.0.extraInfos.date-of-birth', message: ExtraInfoMessage.Date }]);
    });

    it('stores the answers on each passenger (slug, value)', async () => {
      const res = await post(
        bookingBody(l, trip, { passengers: [adult('maya', { extraInfos: answers() }), adult('dan', { extraInfos: answers({ meal: 'Regular' }, false) })] }),
      ).expect(201);
      const [lead, second] = res.body.passengers as { extraInfos: { slug: string; value: string }[] }[];
      expect(lead.extraInfos).toEqual(answers());
      expect(second.extraInfos).toEqual(answers({ meal: 'Regular' }, false));
    });

    it('an edit neither asks again nor drops the answers', async () => {
      const created = await post(bookingBody(l, trip, { passengers: [adult('maya', { extraInfos: answers() })] })).expect(201);
      const edited = await t.http
        .put(`/api/bookings/${created.body.id}`)
        .set(auth())
        .send({ version: created.body.version, passengers: [adult('maya', { phone: '+66 2 123 4567' }), adult('dan')] })
        .expect(200);
      const [lead, added] = edited.body.passengers as { firstName: string; extraInfos: unknown[] }[];
      expect(lead.extraInfos).toEqual(answers());
      expect(added).toMatchObject({ firstName: 'dan', extraInfos: [] });
    });
  });

  it('the reverse cutoff closes sales of the reverse direction earlier than bookBefore', async () => {
    const l = await line({ bookBeforeMinutes: 60, reverseCutoffMinutes: 360 });
    const out = await createTrip(t, l, { departureAt: inHours(3) });
    const back = await createTrip(t, l, { direction: 'bToA', departureAt: inHours(5) });
    const backLater = await createTrip(t, l, { direction: 'bToA', departureAt: inHours(7) });
    // Outbound 3 h ahead is outside the 1 h bookBefore; the return 5 h ahead is inside the 6 h reverse cutoff.
    const tripsOf = async (trip: Trip) => (await searchOn(l, trip)).flatMap((p) => p.departures.map((d) => d.tripId));
    expect(await tripsOf(out)).toContain(out.id);
    expect(await tripsOf(back)).not.toContain(back.id);
    expect(await tripsOf(backLater)).toContain(backLater.id);
    const refused = await post(bookingBody(l, out, { returnTripId: back.id })).expect(400);
    expect(refused.body.details).toEqual([{ field: 'returnTripId', message: LineCutoffMessage.InsideCutoff }]);
    await post(bookingBody(l, out, { returnTripId: backLater.id })).expect(201);
    // A bToA departure 2 h ahead would pass bookBefore alone; the reverse cutoff refuses it on its own too.
    const backSoon = await createTrip(t, l, { direction: 'bToA', departureAt: inHours(2) });
    expect((await post(bookingBody(l, backSoon)).expect(400)).body.details).toEqual([{ field: 'outboundTripId', message: LineCutoffMessage.InsideCutoff }]);
  });

  it("releases a departure's unsold prepaid allocation at the allocation cutoff, in product search and seat reservation", async () => {
    const l = await line({ allocationCutoffMinutes: 24 * 60 });
    // 10 seats, 6 of them a prepaid allocation; one departure inside the 24 h cutoff, one outside.
    const inside = await createTrip(t, l, { departureAt: inHours(12), seatsTotal: 10, prepaidSeats: 6 });
    const outside = await createTrip(t, l, { departureAt: inHours(36), seatsTotal: 10, prepaidSeats: 6 });
    const seatsOf = async (trip: Trip) => (await searchOn(l, trip)).flatMap((p) => p.departures).find((d) => d.tripId === trip.id)?.seatsLeft;
    expect(await seatsOf(inside)).toBe(4);
    expect(await seatsOf(outside)).toBe(10);

    const five = [1, 2, 3, 4, 5].map((n) => adult(`p${n}`));
    const refused = await post(bookingBody(l, inside, { passengers: five })).expect(409);
    expect(refused.body).toMatchObject({ code: 'NotEnoughSeats', message: CutoffSaleMessage.AllocationReleased(4) });
    await post(bookingBody(l, inside, { passengers: five.slice(0, 4) })).expect(201);
    // The 6 seats left are the released prepaid ones: the departure is no longer offered, nor booked.
    expect(await seatsOf(inside)).toBeUndefined();
    expect((await post(bookingBody(l, inside)).expect(409)).body.message).toBe(CutoffSaleMessage.AllocationReleased(0));
    const [row] = await t.dataSource.query(`SELECT seats_left, released_prepaid_seats FROM trip WHERE id = $1`, [inside.id]);
    expect(row).toEqual({ seats_left: 6, released_prepaid_seats: 6 });

    // Outside the cutoff all 10 seats sell, the allocation first: when the cutoff comes, 1 prepaid seat is released.
    await post(bookingBody(l, outside, { passengers: five })).expect(201);
    const products = t.app.get(ProductSearchService);
    const realStart = start.now();
    start.set(inHours(24));
    try {
      const found = await products.searchProducts({ fromCityId: l.fromCityId, toCityId: l.toCityId, date: localDay(outside.departureAt) });
      expect(found.flatMap((p) => p.departures).find((d) => d.tripId === outside.id)?.seatsLeft).toBe(4);
    } finally {
      start.set(realStart);
    }
  });

  it("takes the event's allocation on the departure's day when the trip has no prepaid number of its own", async () => {
    const l = await line({ allocationCutoffMinutes: 24 * 60 });
    const departureAt = inHours(12);
    const day = localDay(departureAt);
    const [event] = await t.dataSource.query<{ id: string }[]>(
      `INSERT INTO line_event (line_id, direction, from_station_id, to_station_id, days_of_week, departure_time, duration_minutes, start_date, seats, date_ranges, allocations)
       VALUES ($1, 'aToB', $2, $3, '{0,1,2,3,4,5,6}', '08:00', 120, $4, 10, '[]', $5::jsonb) RETURNING id`,
      [
        l.id,
        l.stationAId,
        l.stationBId,
        day,
        JSON.stringify([
          { startDate: day, endDate: day, allocatedSeats: 3, invoiceNumber: 'PP-1' },
          { startDate: day, endDate: day, allocatedSeats: 4, invoiceNumber: 'PP-2' },
          { startDate: '2000-01-01', endDate: '2000-01-02', allocatedSeats: 9, invoiceNumber: 'PP-0' },
        ]),
      ],
    );
    const trip = await createTrip(t, l, { departureAt, seatsTotal: 10, eventId: event.id });
    const found = (await searchOn(l, trip)).flatMap((p) => p.departures).find((d) => d.tripId === trip.id);
    // 10 seats less the 7 prepaid ones of that day's two allocations.
    expect(found?.seatsLeft).toBe(3);
  });

  it('two bookings racing for the last sellable seats inside the cutoff: one wins, the other is told what is left', async () => {
    const l = await line({ allocationCutoffMinutes: 24 * 60 });
    const trip = await createTrip(t, l, { departureAt: inHours(12), seatsTotal: 10, prepaidSeats: 6 });
    const three = [1, 2, 3].map((n) => adult(`r${n}`));
    const results = await Promise.all([post(bookingBody(l, trip, { passengers: three })), post(bookingBody(l, trip, { passengers: three }))]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)!.body.message).toBe(CutoffSaleMessage.AllocationReleased(1));
    const [row] = await t.dataSource.query(`SELECT seats_left, released_prepaid_seats FROM trip WHERE id = $1`, [trip.id]);
    expect(row).toEqual({ seats_left: 7, released_prepaid_seats: 6 });
  });

  describe('once the prepaid allocation is sold (the full allocation policy)', () => {
    const statusOf = async (id: string) => (await t.dataSource.query(`SELECT status, approve_method FROM booking WHERE id = $1`, [id]))[0];
    const departureSeats = async (l: Line, trip: Trip) => (await searchOn(l, trip)).flatMap((p) => p.departures).find((d) => d.tripId === trip.id)?.seatsLeft;
    const two = [adult('a1'), adult('a2')];

    it("'pending': the other seats still sell, but a booking beyond the allocation waits for the supplier", async () => {
      const l = await line({ automaticApproval: true, fullAllocationPolicy: 'pending' });
      const trip = await createTrip(t, l, { departureAt: inHours(72), seatsTotal: 10, prepaidSeats: 3 });
      expect(await departureSeats(l, trip)).toBe(10);
      const within = await post(bookingBody(l, trip, { passengers: two })).expect(201);
      expect(await statusOf(within.body.id)).toEqual({ status: 'approved', approve_method: 'automatic' });
      const beyond = await post(bookingBody(l, trip, { passengers: two })).expect(201);
      expect(await statusOf(beyond.body.id)).toEqual({ status: 'pending', approve_method: 'pendingApproval' });
      expect(await departureSeats(l, trip)).toBe(6);
    });

    it("'full': only the prepaid seats sell; two bookings racing for the last of them, one wins", async () => {
      const l = await line({ automaticApproval: true, fullAllocationPolicy: 'full' });
      const trip = await createTrip(t, l, { departureAt: inHours(72), seatsTotal: 10, prepaidSeats: 3 });
      expect(await departureSeats(l, trip)).toBe(3);
      await post(bookingBody(l, trip)).expect(201);
      const results = await Promise.all([post(bookingBody(l, trip, { passengers: two })), post(bookingBody(l, trip, { passengers: two }))]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(results.find((r) => r.status === 409)!.body).toMatchObject({ code: 'NotEnoughSeats', message: CutoffSaleMessage.AllocationSoldOut(0) });
      // Fully booked with 7 seats left: no longer offered, nor booked.
      expect(await departureSeats(l, trip)).toBeUndefined();
      expect((await post(bookingBody(l, trip)).expect(409)).body.message).toBe(CutoffSaleMessage.AllocationSoldOut(0));
      const [row] = await t.dataSource.query(`SELECT seats_left FROM trip WHERE id = $1`, [trip.id]);
      expect(row.seats_left).toBe(7);
    });

    it("'full' without a prepaid allocation sells every seat", async () => {
      const l = await line({ fullAllocationPolicy: 'full' });
      const trip = await createTrip(t, l, { departureAt: inHours(72), seatsTotal: 4 });
      expect(await departureSeats(l, trip)).toBe(4);
      await post(bookingBody(l, trip, { passengers: [...two, adult('a3'), adult('a4')] })).expect(201);
    });
  });
});
