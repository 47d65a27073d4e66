import { Role } from '@farebox/domain';
import { TripsService, type Line } from '@farebox/inventory';
import { ChangeLogService } from '@farebox/platform';
import {
  bookingBody,
  createAgent,
  createBookingThroughApi,
  createLine,
  createSupplier,
  createTrip,
  createUser,
  startTestApp,
  tokenFor,
  type TestApp,
} from '@farebox/testing';

/** XTS is the ISO code reserved for tests: no seeded rate can shadow the one this file enters. */
const CURRENCY = 'XTS';

describe('inventory: the Extras tab of a line', () => {
  let t: TestApp;
  let admin: string;
  let support: string;
  let readAdmin: string;
  let agent: string;
  let otherAgent: string;
  let operatorId: string;

  beforeAll(async () => {
    t = await startTestApp();
    await t.dataSource.query(`INSERT INTO currency_rate (currency, rate_date, rate) VALUES ($1, '2000-01-01', 36.5)`, [CURRENCY]);
    const operator = await createSupplier(t, { currency: CURRENCY });
    operatorId = operator.id;
    const other = await createSupplier(t);
    admin = await tokenFor(t, await createUser(t, { role: Role.Admin, isFullAdmin: true }));
    support = await tokenFor(t, await createUser(t, { role: Role.Support }));
    readAdmin = await tokenFor(t, await createUser(t, { role: Role.ReadAdmin, isFullAdmin: true }));
    agent = await tokenFor(t, await createAgent(t, operator));
    otherAgent = await tokenFor(t, await createAgent(t, other));
  });
  afterAll(() => t.close());

  const line = (overrides: Partial<Line> = {}) => createLine(t, { companyId: operatorId, supplierCurrency: CURRENCY, ...overrides });
  const get = (token: string, id: string) => t.http.get(`/api/lines/${id}/extras`).set('Authorization', `Bearer ${token}`);
  const put = (token: string, id: string, body: object) => t.http.put(`/api/lines/${id}/extras`).set('Authorization', `Bearer ${token}`).send(body);
  const hotel = {
    extraType: 'pickup_hotel',
    label: 'Hotel pickup',
    price: '150',
    perPassenger: true,
    needInput: true,
    inputLabel: 'Hotel name',
    allowPredefinedData: true,
    usePredefinedData: true,
    data: [
      { name: 'Hilton Patong', time: '45', beforeAfter: 'before' },
      { name: 'Marriott', time: 30, beforeAfter: 'before' },
    ],
    mandatory: false,
  };
  const upgrade = { extraType: 'upgrade', label: 'VIP seat', price: '99.5', perPassenger: false, needInput: false, mandatory: true };

  it('adds extras in their order, priced in the supplier currency with USD at the finance rate, with one change-log entry', async () => {
    const l = await line();
    expect((await get(admin, l.id).expect(200)).body).toEqual({ lineId: l.id, version: 1, supplierCurrency: CURRENCY, extras: [] });
    const res = await put(admin, l.id, { version: 1, extras: [hotel, upgrade] }).expect(200);
    expect(res.body.version).toBe(2);
    expect(res.body.extras).toEqual([
      {
        id: expect.any(String),
        extraType: 'pickup_hotel',
        label: 'Hotel pickup',
        note: null,
        price: '150.00',
        currency: CURRENCY,
        priceUsd: '4.11',
        perPassenger: true,
        needInput: true,
        inputLabel: 'Hotel name',
        allowPredefinedData: true,
        usePredefinedData: true,
        data: [
          { name: 'Hilton Patong', time: 45, beforeAfter: 'before' },
          { name: 'Marriott', time: 30, beforeAfter: 'before' },
        ],
        mandatory: false,
      },
      expect.objectContaining({ extraType: 'upgrade', label: 'VIP seat', price: '99.50', priceUsd: '2.73', perPassenger: false, mandatory: true, data: [] }),
    ]);
    const log = await t.app.get(ChangeLogService).entriesOf('line', l.id);
    expect(log).toHaveLength(1);
    expect(log[0].changes).toEqual(
      expect.arrayContaining([
        { field: `extras.${res.body.extras[1].id}.label`, from: null, to: 'VIP seat' },
        { field: `extras.${res.body.extras[1].id}.price`, from: null, to: '99.50' },
      ]),
    );
    // The same list again changes nothing.
    const again = res.body.extras.map((e: { id: string }, i: number) => ({ ...[hotel, upgrade][i], id: e.id }));
    expect((await put(admin, l.id, { version: 2, extras: again }).expect(200)).body.version).toBe(2);
  });

  it('edits, reorders and removes extras; a removed extra is no longer offered but the bookings that chose it still name it', async () => {
    const l = await line();
    const trip = await createTrip(t, l);
    const upgrade = { extraType: 'upgrade', label: 'VIP seat', price: '99.5', perPassenger: false, needInput: false, mandatory: false };
    const saved = (await put(admin, l.id, { version: 1, extras: [hotel, upgrade] }).expect(200)).body;
    const [hotelId, upgradeId] = saved.extras.map((e: { id: string }) => e.id);
    const booking = await createBookingThroughApi(t, admin, bookingBody(l, trip, { extras: [{ optionId: hotelId, value: 'Hilton Patong' }] }));

    // Reorder and change the upgrade's price.
    const reordered = await put(admin, l.id, {
      version: 2,
      extras: [
        { ...upgrade, id: upgradeId, price: '120' },
        { ...hotel, id: hotelId },
      ],
    }).expect(200);
    expect(reordered.body.extras.map((e: { id: string; price: string }) => [e.id, e.price])).toEqual([
      [upgradeId, '120.00'],
      [hotelId, '150.00'],
    ]);
    const log = await t.app.get(ChangeLogService).entriesOf('line', l.id);
    expect(log[0].changes).toEqual(
      expect.arrayContaining([
        { field: `extras.${upgradeId}.price`, from: '99.50', to: '120.00' },
        { field: `extras.${upgradeId}.position`, from: 2, to: 1 },
      ]),
    );

    // Remove the hotel pickup: booking the line no longer offers it, the booking keeps its label.
    const removed = await put(admin, l.id, { version: 3, extras: [{ ...upgrade, id: upgradeId, price: '120' }] }).expect(200);
    expect(removed.body.extras.map((e: { id: string }) => e.id)).toEqual([upgradeId]);
    expect((await t.app.get(TripsService).findForBooking(trip.id)).extras.map((e) => e.id)).toEqual([upgradeId]);
    const detail = await t.http.get(`/api/bookings/${booking.id}`).set('Authorization', `Bearer ${admin}`).expect(200);
    expect(detail.body.items[0].extras).toEqual([expect.objectContaining({ optionId: hotelId, label: 'Hotel pickup', value: 'Hilton Patong' })]);
    const refused = await t.http
      .post('/api/bookings')
      .set('Authorization', `Bearer ${admin}`)
      .send(bookingBody(l, trip, { extras: [{ optionId: hotelId, value: 'Hilton Patong' }] }));
    expect(refused.status).toBe(400);
    // A removed extra cannot be brought back by id.
    const gone = await put(admin, l.id, { version: 4, extras: [{ ...hotel, id: hotelId }] }).expect(400);
    expect(gone.body.details).toEqual([{ field: 'extras[0].id', message: "This extra is not one of the line's extras." }]);
  });

  it('copies the extras with Duplicate', async () => {
    const l = await line();
    await put(admin, l.id, { version: 1, extras: [hotel] }).expect(200);
    const copy = await t.http.post(`/api/lines/${l.id}/duplicate`).set('Authorization', `Bearer ${admin}`).send({}).expect(201);
    const copied = (await get(admin, copy.body.id).expect(200)).body.extras;
    expect(copied).toEqual([
      expect.objectContaining({ label: 'Hotel pickup', price: '150.00', data: hotel.data.map((d) => ({ ...d, time: Number(d.time) })) }),
    ]);
  });

  it('answers 409 EditConflict with what changed since on a stale version', async () => {
    const l = await line();
    await put(admin, l.id, { version: 1, extras: [upgrade] }).expect(200);
    const res = await put(admin, l.id, { version: 1, extras: [] }).expect(409);
    expect(res.body.code).toBe('EditConflict');
    expect(res.body.details.currentVersion).toBe(2);
    const [saved] = (await get(admin, l.id).expect(200)).body.extras;
    expect(res.body.details.changes).toEqual(expect.arrayContaining([expect.objectContaining({ field: `extras.${saved.id}.label`, to: 'VIP seat' })]));
  });

  it('names every invalid field with its message', async () => {
    const l = await line();
    const res = await put(admin, l.id, {
      version: 1,
      extras: [
        { extraType: '', label: '', price: '' },
        { extraType: 'teleport', label: 'Beam', price: '-1', needInput: true, inputLabel: ' ', usePredefinedData: true },
        { ...hotel, price: '1.234', data: [] },
        {
          ...hotel,
          data: [
            { name: '', time: '-1', beforeAfter: '' },
            { name: 'Marriott', time: '2.5', beforeAfter: 'during' },
          ],
        },
      ],
    }).expect(400);
    expect(res.body.details).toEqual([
      { field: 'extras[0].extraType', message: 'This field is required.' },
      { field: 'extras[0].label', message: 'This field is required.' },
      { field: 'extras[0].price', message: 'This field is required.' },
      { field: 'extras[1].extraType', message: 'Choose one of the offered values.' },
      { field: 'extras[1].price', message: 'Value should be greater or equal 0' },
      { field: 'extras[1].inputLabel', message: 'This field is required.' },
      { field: 'extras[1].usePredefinedData', message: 'Predefined data can only be used when it is allowed.' },
      { field: 'extras[2].price', message: 'Enter an amount with at most 2 decimals.' },
      { field: 'extras[2].data', message: 'Keep at least one item in the predefined data list.' },
      { field: 'extras[3].data[0].name', message: 'This field is required.' },
      { field: 'extras[3].data[0].time', message: 'Value should be greater or equal 0' },
      { field: 'extras[3].data[0].beforeAfter', message: 'This field is required.' },
      { field: 'extras[3].data[1].time', message: 'Enter a whole number.' },
      { field: 'extras[3].data[1].beforeAfter', message: 'Choose one of the offered values.' },
    ]);
    expect((await put(admin, l.id, { extras: [] }).expect(400)).body.details).toEqual(
      expect.arrayContaining([{ field: 'version', message: 'This field is required.' }]),
    );
  });

  it('answers 409 NoCurrencyRate when the supplier currency has no USD rate', async () => {
    const l = await line({ supplierCurrency: 'XXX' });
    expect((await put(admin, l.id, { version: 1, extras: [upgrade] }).expect(409)).body.code).toBe('NoCurrencyRate');
  });

  it('support and read-admin read; only full admins save; an agent reads its own line without USD and never another company line', async () => {
    const l = await line();
    await put(admin, l.id, { version: 1, extras: [upgrade] }).expect(200);
    for (const token of [support, readAdmin, admin]) await get(token, l.id).expect(200);
    for (const token of [support, readAdmin, agent]) expect((await put(token, l.id, { version: 2, extras: [] }).expect(403)).body.code).toBe('Forbidden');
    const own = await get(agent, l.id).expect(200);
    expect(own.body.extras[0]).toMatchObject({ price: '99.50', currency: CURRENCY, priceUsd: null });
    expect((await get(otherAgent, l.id).expect(404)).body.code).toBe('NotFound');
  });
});
