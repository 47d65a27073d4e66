import { Role } from '@farebox/domain';
import { ProductSearchService, TripsService, type Line } from '@farebox/inventory';
import { ChangeLogService } from '@farebox/platform';
import {
  createAgent,
  createCity,
  createLine,
  createStation,
  createSupplier,
  createTrip,
  createUser,
  startTestApp,
  tokenFor,
  type TestApp,
} from '@farebox/testing';

/** YYYY-MM-DD of today plus `days` in the timezone. */
function localDate(timezone: string, days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
}

/** Bangkok has no DST: local = UTC + 7. */
const bangkok = (date: string, time: string) => new Date(new Date(`${date}T${time}:00Z`).getTime() - 7 * 3600_000);
const dowOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

/** XTS is the ISO code reserved for tests: no seeded rate can shadow the one this file enters. */
const CURRENCY = 'XTS';
const PASSENGER_TYPES = [
  { type: 'Adult', fromAge: 12, toAge: 120 },
  { type: 'Child', fromAge: 2, toAge: 11 },
];

describe('inventory: line prices and price rules', () => {
  let t: TestApp;
  let admin: string;
  let support: string;
  let supportFullAdmin: string;
  let readAdmin: string;
  let agent: string;
  let otherAgent: string;
  let operatorId: string;

  beforeAll(async () => {
    t = await startTestApp();
    // The finance area's rate table: 36.5 XTS per USD from long ago (test fixture, as the finance tests enter them).
    await t.dataSource.query(`INSERT INTO currency_rate (currency, rate_date, rate) VALUES ($1, '2000-01-01', 36.5)`, [CURRENCY]);
    const operator = await createSupplier(t, { currency: CURRENCY, passengerTypes: PASSENGER_TYPES } as never);
    operatorId = operator.id;
    const other = await createSupplier(t);
    admin = await tokenFor(t, await createUser(t, { role: Role.Admin, isFullAdmin: true }));
    support = await tokenFor(t, await createUser(t, { role: Role.Support }));
    supportFullAdmin = await tokenFor(t, await createUser(t, { role: Role.Support, isFullAdmin: true }));
    readAdmin = await tokenFor(t, await createUser(t, { role: Role.ReadAdmin, isFullAdmin: true }));
    agent = await tokenFor(t, await createAgent(t, operator));
    otherAgent = await tokenFor(t, await createAgent(t, other));
  });
  afterAll(() => t.close());

  const line = (overrides: Partial<Line> = {}) =>
    createLine(t, {
      companyId: operatorId,
      supplierCurrency: CURRENCY,
      prices: [{ passengerType: 'Adult', amount: '720.00', cost: '600.00', markup: '20', amountUsd: '19.73', costUsd: '16.44' }],
      ...overrides,
    });
  const get = (token: string, path: string) => t.http.get(`/api/lines/${path}`).set('Authorization', `Bearer ${token}`);
  const put = (token: string, path: string, body: object) => t.http.put(`/api/lines/${path}`).set('Authorization', `Bearer ${token}`).send(body);
  const post = (token: string, path: string, body: object) => t.http.post(`/api/lines/${path}`).set('Authorization', `Bearer ${token}`).send(body);
  const form = (version: number, over: object = {}) => ({
    version,
    prices: [
      { passengerType: 'Adult', cost: '600', markup: '12.5', isAmountByMarkup: true },
      { passengerType: 'Child', cost: '300', amount: '330', isAmountByMarkup: false },
    ],
    bookingFee: { isActive: true, isPerPassenger: true, price: '50' },
    returnDiscount: '100',
    returnCostDiscount: '80',
    offlinePrice: '900',
    ...over,
  });

  describe('prices', () => {
    it("answers the operator's passenger types with prices, the read-only supplier currency and its USD rate with 4 decimals", async () => {
      const l = await line();
      const res = await get(admin, `${l.id}/prices`).expect(200);
      expect(res.body).toEqual({
        lineId: l.id,
        version: 1,
        supplierCurrency: CURRENCY,
        usdRate: '36.5000',
        prices: [
          {
            passengerType: 'Adult',
            fromAge: 12,
            toAge: 120,
            priced: true,
            cost: '600.00',
            amount: '720.00',
            markup: '20.00',
            isAmountByMarkup: true,
            costUsd: '16.44',
            amountUsd: '19.73',
          },
          {
            passengerType: 'Child',
            fromAge: 2,
            toAge: 11,
            priced: false,
            cost: '0.00',
            amount: '0.00',
            markup: '0.00',
            isAmountByMarkup: true,
            costUsd: null,
            amountUsd: null,
          },
        ],
        bookingFee: { isActive: false, isPerPassenger: false, price: '0.00' },
        returnDiscount: '0.00',
        returnCostDiscount: '0.00',
        offlinePrice: null,
      });
    });

    it('saves by markup and by amount, with USD at the finance rate (2 decimals, half up), a new version and a change-log entry', async () => {
      const l = await line();
      const res = await put(admin, `${l.id}/prices`, form(1)).expect(200);
      expect(res.body.version).toBe(2);
      expect(res.body.prices).toEqual([
        expect.objectContaining({
          passengerType: 'Adult',
          cost: '600.00',
          amount: '675.00',
          markup: '12.50',
          isAmountByMarkup: true,
          costUsd: '16.44',
          amountUsd: '18.49',
        }),
        expect.objectContaining({
          passengerType: 'Child',
          cost: '300.00',
          amount: '330.00',
          markup: '10.00',
          isAmountByMarkup: false,
          costUsd: '8.22',
          amountUsd: '9.04',
        }),
      ]);
      expect(res.body).toMatchObject({
        bookingFee: { isActive: true, isPerPassenger: true, price: '50.00' },
        returnDiscount: '100.00',
        returnCostDiscount: '80.00',
        offlinePrice: '900.00',
      });
      const log = await t.app.get(ChangeLogService).entriesOf('line', l.id);
      expect(log).toHaveLength(1);
      expect(log[0].changes).toEqual(
        expect.arrayContaining([
          { field: 'prices.Adult.markup', from: '20.00', to: '12.50' },
          { field: 'prices.Adult.amount', from: '720.00', to: '675.00' },
          { field: 'prices.Child.amount', from: null, to: '330.00' },
          { field: 'bookingFee.price', from: '0.00', to: '50.00' },
          { field: 'offlinePrice', from: null, to: '900.00' },
        ]),
      );
      // The same form again changes nothing: no new version, no new entry.
      expect((await put(admin, `${l.id}/prices`, form(2)).expect(200)).body.version).toBe(2);
      expect(await t.app.get(ChangeLogService).entriesOf('line', l.id)).toHaveLength(1);
    });

    it('answers 409 EditConflict with what changed since on a stale version', async () => {
      const l = await line();
      await put(supportFullAdmin, `${l.id}/prices`, form(1)).expect(200);
      const res = await put(admin, `${l.id}/prices`, form(1, { offlinePrice: '' })).expect(409);
      expect(res.body.code).toBe('EditConflict');
      expect(res.body.details.currentVersion).toBe(2);
      expect(res.body.details.changes).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'offlinePrice', from: null, to: '900.00' })]));
    });

    it('names every invalid field with the spec messages (cost, discounts and offline price at least 0)', async () => {
      const l = await line();
      const res = await put(admin, `${l.id}/prices`, {
        version: 1,
        prices: [
          { passengerType: 'Adult', cost: '-1', markup: '', isAmountByMarkup: true },
          { passengerType: 'Child', cost: '10', amount: '-2', isAmountByMarkup: false },
          { passengerType: 'Infant', cost: '1', markup: '0' },
        ],
        bookingFee: { isActive: true, isPerPassenger: false, price: '' },
        returnDiscount: '-1',
        returnCostDiscount: '-1',
        offlinePrice: '-1',
      }).expect(400);
      expect(res.body.details).toEqual([
        { field: 'prices[0].cost', message: 'Value should be greater or equal 0' },
        { field: 'prices[0].markup', message: 'This field is required.' },
        { field: 'prices[1].amount', message: 'Value should be greater or equal 0' },
        { field: 'bookingFee.price', message: 'This field is required.' },
        { field: 'returnDiscount', message: 'Value should be greater or equal 0' },
        { field: 'returnCostDiscount', message: 'Value should be greater or equal 0' },
        { field: 'offlinePrice', message: 'Value should be greater or equal 0' },
      ]);
      const unknown = await put(admin, `${l.id}/prices`, form(1, { prices: [{ passengerType: 'Infant', cost: '1', markup: '0' }] })).expect(400);
      expect(unknown.body.details).toEqual([
        { field: 'prices[0].passengerType', message: "This passenger type is not one of the operator's passenger types." },
      ]);
      expect((await put(admin, `${l.id}/prices`, { prices: [], bookingFee: {} }).expect(400)).body.details).toEqual(
        expect.arrayContaining([{ field: 'version', message: 'This field is required.' }]),
      );
    });

    it('answers 409 NoCurrencyRate when the supplier currency has no USD rate', async () => {
      const l = await line({ supplierCurrency: 'XXX' });
      const res = await put(admin, `${l.id}/prices`, form(1)).expect(409);
      expect(res.body.code).toBe('NoCurrencyRate');
    });
  });

  describe('access', () => {
    it('support and read-admin read; only full admins who may write save', async () => {
      const l = await line();
      for (const token of [support, readAdmin, supportFullAdmin, admin]) await get(token, `${l.id}/prices`).expect(200);
      for (const token of [support, readAdmin]) expect((await put(token, `${l.id}/prices`, form(1)).expect(403)).body.code).toBe('Forbidden');
      await get(support, `${l.id}/price-rules`).expect(200);
      await post(support, `${l.id}/price-rules`, { price: '1' }).expect(403);
      await post(readAdmin, `${l.id}/price-rules`, { price: '1' }).expect(403);
    });

    it("an agent reads its own line's prices in the supplier currency only, never writes, and never sees another company's line", async () => {
      const l = await line();
      const own = await get(agent, `${l.id}/prices`).expect(200);
      expect(own.body.usdRate).toBeNull();
      expect(own.body.prices[0]).toMatchObject({ cost: '600.00', amount: '720.00', markup: null, costUsd: null, amountUsd: null });
      await put(agent, `${l.id}/prices`, form(1)).expect(403);
      const rules = await get(agent, `${l.id}/price-rules`).expect(200);
      expect(rules.body).toMatchObject({ canAdd: false, canEdit: false });
      await post(agent, `${l.id}/price-rules`, { price: '1' }).expect(403);
      expect((await get(otherAgent, `${l.id}/prices`).expect(404)).body.code).toBe('NotFound');
      await get(otherAgent, `${l.id}/price-rules`).expect(404);
    });
  });

  describe('price rules', () => {
    it('adds, edits (409 when stale) and deletes a rule with change-log entries', async () => {
      const l = await line();
      const list = await get(admin, `${l.id}/price-rules`).expect(200);
      expect(list.body).toMatchObject({ data: [], canAdd: true, canEdit: true, isPrivateTransfer: false, passengerTypes: ['Adult', 'Child'] });
      expect(list.body.stations.map((s: { id: string }) => s.id).sort()).toEqual([l.stationAId, l.stationBId].sort());

      const created = await post(admin, `${l.id}/price-rules`, {
        departureTimes: ['08:30'],
        startDate: '2026-01-01',
        endDate: '2099-12-31',
        dows: [6, 0],
        passengerTypes: [{ type: 'Adult', fromAge: 12, toAge: 64 }],
        fromStationIds: [l.stationAId],
        toStationIds: [l.stationBId],
        price: '650',
      }).expect(201);
      expect(created.body).toMatchObject({ departureTimes: ['08:30'], dows: [0, 6], price: '650.00', currency: CURRENCY, priceUsd: '17.81', version: 1 });

      const stale = { ...created.body, price: '640', version: 1 };
      delete stale.id;
      delete stale.currency;
      delete stale.priceUsd;
      delete stale.effectiveFrom;
      delete stale.impact;
      delete stale.dryRun;
      const edited = await put(admin, `${l.id}/price-rules/${created.body.id}`, stale).expect(200);
      expect(edited.body).toMatchObject({ price: '640.00', priceUsd: '17.53', version: 2 });
      expect((await put(admin, `${l.id}/price-rules/${created.body.id}`, { ...stale, price: '630' }).expect(409)).body.code).toBe('EditConflict');

      await t.http.delete(`/api/lines/${l.id}/price-rules/${created.body.id}?version=1`).set('Authorization', `Bearer ${admin}`).expect(409);
      await t.http.delete(`/api/lines/${l.id}/price-rules/${created.body.id}?version=2`).set('Authorization', `Bearer ${admin}`).expect(200);
      expect((await get(admin, `${l.id}/price-rules`).expect(200)).body.data).toEqual([]);
      const log = await get(support, `${l.id}/price-rules/${created.body.id}/change-log`).expect(200);
      expect(log.body.map((e: { changes: { field: string }[] }) => e.changes.map((c) => c.field))).toEqual([
        expect.arrayContaining(['price', 'departureTimes']),
        ['price'],
        expect.arrayContaining(['price', 'departureTimes', 'dows', 'passengerTypes', 'fromStationIds', 'toStationIds', 'startDate', 'endDate']),
      ]);
    });

    it('names every invalid field of a rule', async () => {
      const l = await line();
      const elsewhere = await createStation(t);
      const res = await post(admin, `${l.id}/price-rules`, {
        departureTimes: ['8:30'],
        timeIntervals: [{ start: '10:00', end: '09:00' }],
        startDate: '2026-02-01',
        endDate: '2026-01-01',
        dows: [7],
        passengerTypes: [{ type: 'Senior', fromAge: 70, toAge: 60 }],
        toStationIds: [elsewhere.id],
        price: '-1',
      }).expect(400);
      expect(res.body.details).toEqual([
        { field: 'price', message: 'Value should be greater or equal 0' },
        { field: 'departureTimes[0]', message: 'Enter a time as HH:MM.' },
        { field: 'timeIntervals', message: 'Time intervals apply to private transfers only.' },
        { field: 'timeIntervals[0].end', message: 'The end must be after the start.' },
        { field: 'endDate', message: 'The end date must not be before the start date.' },
        { field: 'dows[0]', message: 'Weekdays are 0 (Sunday) to 6 (Saturday).' },
        { field: 'passengerTypes[0].type', message: "This passenger type is not one of the operator's passenger types." },
        { field: 'passengerTypes[0].toAge', message: 'The age to must not be below the age from.' },
        { field: 'toStationIds[0]', message: 'This station is not on the line.' },
      ]);
      expect((await post(admin, `${l.id}/price-rules`, {}).expect(400)).body.details).toEqual([{ field: 'price', message: 'This field is required.' }]);
    });

    it('takes time intervals on private transfers, and refuses rules on supplier API lines', async () => {
      const priv = await line({ isPrivateTransfer: true, privateMaxPassengers: 4 });
      await post(admin, `${priv.id}/price-rules`, { timeIntervals: [{ start: '08:00', end: '12:00' }], price: '900' }).expect(201);
      const api = await line({ isSupplierApi: true, supplierIntegration: 'simulator' });
      expect((await get(admin, `${api.id}/price-rules`).expect(200)).body.canAdd).toBe(false);
      const res = await post(admin, `${api.id}/price-rules`, { price: '1' }).expect(409);
      expect(res.body.message).toBe('Price rules cannot be added to a supplier API line: its prices come from the supplier.');
    });

    it('changes the price product search and booking pricing return for matching trips only, the most specific rule first', async () => {
      const from = await createCity(t, { timezone: 'Asia/Bangkok' });
      const to = await createCity(t, { timezone: 'Asia/Bangkok' });
      const a = await createStation(t, { cityId: from.id });
      const b = await createStation(t, { cityId: to.id });
      const l = await line({ stationAId: a.id, stationBId: b.id });
      await put(admin, `${l.id}/prices`, form(1)).expect(200);
      const date = localDate('Asia/Bangkok', 6);
      const morning = await createTrip(t, l, { departureAt: bangkok(date, '08:30') });
      const evening = await createTrip(t, l, { departureAt: bangkok(date, '19:00') });
      const otherDay = localDate('Asia/Bangkok', 7);
      const nextMorning = await createTrip(t, l, { departureAt: bangkok(otherDay, '08:30') });

      // Every trip of the date, then a more specific one for 08:30 adults.
      await post(admin, `${l.id}/price-rules`, { dows: [dowOf(date)], price: '500' }).expect(201);
      await post(admin, `${l.id}/price-rules`, { dows: [dowOf(date)], departureTimes: ['08:30'], passengerTypes: [{ type: 'Adult' }], price: '450' }).expect(
        201,
      );

      const search = await t.http.get(`/api/bookings/products?from=${from.id}&to=${to.id}&date=${date}`).set('Authorization', `Bearer ${support}`).expect(200);
      const fares = (tripId: string) =>
        Object.fromEntries(
          search.body[0].departures
            .find((d: { tripId: string }) => d.tripId === tripId)
            .prices.map((p: { passengerType: string; amount: string; amountUsd: string }) => [p.passengerType, `${p.amount}/${p.amountUsd}`]),
        );
      expect(fares(morning.id)).toEqual({ Adult: '450.00/12.33', Child: '500.00/13.70' });
      expect(fares(evening.id)).toEqual({ Adult: '500.00/13.70', Child: '500.00/13.70' });

      // Another weekday: the line's own prices.
      const [next] = await t.app.get(ProductSearchService).searchProducts({ fromCityId: from.id, toCityId: to.id, date: otherDay });
      expect(next.departures.find((d) => d.tripId === nextMorning.id)!.prices.map((p) => p.amount)).toEqual(['675.00', '330.00']);

      // Booking pricing reads the same fares; the cost stays the line's.
      const forBooking = await t.app.get(TripsService).findForBooking(morning.id);
      expect(forBooking.prices.map((p) => [p.passengerType, p.amount.toFixed(2), p.amountUsd.toFixed(2), p.cost.toFixed(2)])).toEqual([
        ['Adult', '450.00', '12.33', '600.00'],
        ['Child', '500.00', '13.70', '300.00'],
      ]);
    });

    it('previews a price change on future trips with the code that saves it (dry run), then answers the same impact when saved', async () => {
      const a = await createStation(t, { cityId: (await createCity(t, { timezone: 'Asia/Bangkok' })).id });
      const b = await createStation(t, { cityId: (await createCity(t, { timezone: 'Asia/Bangkok' })).id });
      const l = await line({ stationAId: a.id, stationBId: b.id });
      const date = localDate('Asia/Bangkok', 4);
      await createTrip(t, l, { departureAt: new Date(Date.now() - 3600_000) }); // departed: never re-priced
      const sold = await createTrip(t, l, { departureAt: bangkok(date, '08:30'), seatsTotal: 40, seatsLeft: 38 });
      await createTrip(t, l, { departureAt: bangkok(localDate('Asia/Bangkok', 5), '08:30') });
      const impactOf = (res: { body: { impact: unknown } }) => res.body.impact;

      const preview = await put(admin, `${l.id}/prices`, form(1, { dryRun: true })).expect(200);
      // The answer is what the save would give (its next version); nothing is kept.
      expect(preview.body).toMatchObject({ dryRun: true, version: 2 });
      expect(impactOf(preview)).toMatchObject({ trips: 2, tripsWithBookings: 1, currency: CURRENCY });
      expect(preview.body.impact.examples[0]).toEqual({
        departureAt: sold.departureAt.toISOString(),
        localDate: date,
        localTime: '08:30',
        direction: 'aToB',
        seatsSold: 2,
        changes: [
          { passengerType: 'Adult', from: '720.00', to: '675.00' },
          { passengerType: 'Child', from: null, to: '330.00' },
        ],
      });
      // Nothing was saved: same version, no change-log entry.
      expect((await get(admin, `${l.id}/prices`).expect(200)).body).toMatchObject({ version: 1, prices: [{ amount: '720.00' }, { priced: false }] });
      expect((await get(admin, `${l.id}/change-log`).expect(200)).body).toEqual([]);

      const saved = await put(admin, `${l.id}/prices`, form(1)).expect(200);
      expect(saved.body).toMatchObject({ dryRun: false, version: 2 });
      expect(impactOf(saved)).toEqual(impactOf(preview));
      // Saving the same prices again re-prices nothing.
      expect(impactOf(await put(admin, `${l.id}/prices`, form(2, { dryRun: true })).expect(200))).toMatchObject({ trips: 0, examples: [] });

      // A price rule: add, edit and delete each preview their impact and change nothing on a dry run.
      const addPreview = await post(admin, `${l.id}/price-rules`, { dows: [dowOf(date)], price: '500', dryRun: true }).expect(201);
      expect(addPreview.body).toMatchObject({ dryRun: true, impact: { trips: 1, tripsWithBookings: 1 } });
      expect(addPreview.body.impact.examples[0].changes).toEqual([
        { passengerType: 'Adult', from: '675.00', to: '500.00' },
        { passengerType: 'Child', from: '330.00', to: '500.00' },
      ]);
      expect((await get(admin, `${l.id}/price-rules`).expect(200)).body.data).toEqual([]);
      const rule = await post(admin, `${l.id}/price-rules`, { dows: [dowOf(date)], price: '500' }).expect(201);
      expect(rule.body).toMatchObject({ dryRun: false, impact: addPreview.body.impact });

      const editPreview = await put(admin, `${l.id}/price-rules/${rule.body.id}`, { dows: [dowOf(date)], price: '480', version: 1, dryRun: true }).expect(200);
      expect(editPreview.body.impact.examples[0].changes).toEqual([
        { passengerType: 'Adult', from: '500.00', to: '480.00' },
        { passengerType: 'Child', from: '500.00', to: '480.00' },
      ]);
      expect((await get(admin, `${l.id}/price-rules`).expect(200)).body.data[0]).toMatchObject({ price: '500.00', version: 1 });

      const del = (dryRun: boolean) =>
        t.http.delete(`/api/lines/${l.id}/price-rules/${rule.body.id}?version=1&dryRun=${dryRun}`).set('Authorization', `Bearer ${admin}`).expect(200);
      const deletePreview = await del(true);
      expect(deletePreview.body).toMatchObject({
        dryRun: true,
        impact: { trips: 1, examples: [{ changes: [{ passengerType: 'Adult', from: '500.00', to: '675.00' }, {}] }] },
      });
      expect((await get(admin, `${l.id}/price-rules`).expect(200)).body.data).toHaveLength(1);
      expect((await del(false)).body).toEqual({ dryRun: false, impact: deletePreview.body.impact });
      expect((await get(admin, `${l.id}/price-rules`).expect(200)).body.data).toEqual([]);
    });

    it('previews a trip priced by its own chosen rule at that rule: only a newly sold passenger type changes there', async () => {
      const l = await line();
      const date = localDate('Asia/Bangkok', 4);
      const ruled = await createTrip(t, l, { departureAt: bangkok(date, '08:30') });
      const plain = await createTrip(t, l, { departureAt: bangkok(date, '17:00') });
      // A rule for another weekday matches neither trip by its conditions; chosen for one trip, it prices that trip.
      const rule = await post(admin, `${l.id}/price-rules`, { dows: [(dowOf(date) + 1) % 7], price: '300' }).expect(201);
      await t.dataSource.query(`UPDATE trip SET price_source = 'trip', price_rule_id = $2 WHERE id = $1`, [ruled.id, rule.body.id]);
      const preview = await put(admin, `${l.id}/prices`, form(1, { dryRun: true })).expect(200);
      // The line's Adult price moves (720 -> 675) and it now sells Child: the chosen rule keeps Adult at 300 and prices Child.
      expect(preview.body.impact).toMatchObject({ trips: 2 });
      expect(preview.body.impact.examples.map((e: { departureAt: string; changes: unknown }) => [e.departureAt, e.changes])).toEqual([
        [ruled.departureAt.toISOString(), [{ passengerType: 'Child', from: null, to: '300.00' }]],
        [
          plain.departureAt.toISOString(),
          [
            { passengerType: 'Adult', from: '720.00', to: '675.00' },
            { passengerType: 'Child', from: null, to: '330.00' },
          ],
        ],
      ]);
    });

    it('a dry run is refused like the save itself: stale version, invalid fields, no write access', async () => {
      const l = await line();
      expect((await put(admin, `${l.id}/prices`, form(7, { dryRun: true })).expect(409)).body.code).toBe('EditConflict');
      await put(admin, `${l.id}/prices`, form(1, { dryRun: true, prices: [{ passengerType: 'Adult', cost: '-1' }] })).expect(400);
      await put(support, `${l.id}/prices`, form(1, { dryRun: true })).expect(403);
      await post(agent, `${l.id}/price-rules`, { price: '1', dryRun: true }).expect(403);
    });

    it('prices only trips departing after the rule was saved', async () => {
      const l = await line();
      const departed = await createTrip(t, l, { departureAt: new Date(Date.now() - 3600_000) });
      const future = await createTrip(t, l, { departureAt: new Date(Date.now() + 3 * 86_400_000) });
      await post(admin, `${l.id}/price-rules`, { price: '100' }).expect(201);
      const trips = t.app.get(TripsService);
      expect((await trips.findForBooking(departed.id)).prices[0].amount.toFixed(2)).toBe('720.00');
      expect((await trips.findForBooking(future.id)).prices[0].amount.toFixed(2)).toBe('100.00');
    });
  });
});
