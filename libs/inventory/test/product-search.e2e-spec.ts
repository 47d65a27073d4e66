import { Decimal } from 'decimal.js';
import { LineVehicleType, ProductSearchService } from '@farebox/inventory';
import {
  createCity,
  createExtraOption,
  createLine,
  createPolicyRule,
  createStation,
  createSupplier,
  createTrip,
  startTestApp,
  type TestApp,
} from '@farebox/testing';

/** YYYY-MM-DD of today plus `days` in the timezone. */
function localDate(timezone: string, days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
}

/** The UTC instant of a local wall-clock time in the timezone (offset read from Intl; no DST edge in these tests). */
function atLocal(timezone: string, date: string, time: string): Date {
  const guess = new Date(`${date}T${time}:00Z`);
  const local = new Date(guess.toLocaleString('en-US', { timeZone: timezone }));
  const utc = new Date(guess.toLocaleString('en-US', { timeZone: 'UTC' }));
  return new Date(guess.getTime() - (local.getTime() - utc.getTime()));
}

describe('inventory: product search', () => {
  let t: TestApp;
  let products: ProductSearchService;

  beforeAll(async () => {
    t = await startTestApp();
    products = t.app.get(ProductSearchService);
  });
  afterAll(() => t.close());

  async function route(timezone: string) {
    const from = await createCity(t, { name: 'From city', timezone });
    const to = await createCity(t, { name: 'To city', timezone });
    return {
      from,
      to,
      stationA: await createStation(t, { cityId: from.id, name: 'Pier A' }),
      stationB: await createStation(t, { cityId: to.id, name: 'Pier B' }),
    };
  }

  it("applies a sales channel's company rule: allow keeps only the listed companies' lines, block leaves them out", async () => {
    const r = await route('Asia/Bangkok');
    const date = localDate('Asia/Bangkok', 4);
    const [mine, other] = [await createSupplier(t), await createSupplier(t)];
    for (const companyId of [mine.id, other.id]) {
      const line = await createLine(t, { companyId, stationAId: r.stationA.id, stationBId: r.stationB.id });
      await createTrip(t, line, { departureAt: atLocal('Asia/Bangkok', date, '10:00') });
    }
    const companies = async (channelCompanies: Parameters<ProductSearchService['searchProducts']>[0]['channelCompanies']) =>
      (await products.searchProducts({ fromCityId: r.from.id, toCityId: r.to.id, date, channelCompanies })).map((p) => p.company.id).sort();
    expect(await companies(null)).toEqual([mine.id, other.id].sort());
    expect(await companies({ action: 'allow', companyIds: [mine.id] })).toEqual([mine.id]);
    expect(await companies({ action: 'block', companyIds: [mine.id] })).toEqual([other.id]);
    expect(await companies({ action: 'allow', companyIds: [] })).toEqual([]);
  });

  it('finds departures by the local date of the From city, not the UTC date', async () => {
    // Los Angeles is behind UTC: 20:00 there is already the next day in UTC.
    const r = await route('America/Los_Angeles');
    const line = await createLine(t, { stationAId: r.stationA.id, stationBId: r.stationB.id });
    const date = localDate('America/Los_Angeles', 10);
    const evening = await createTrip(t, line, { departureAt: atLocal('America/Los_Angeles', date, '20:00') });
    const early = await createTrip(t, line, { departureAt: atLocal('America/Los_Angeles', date, '00:30') });
    await createTrip(t, line, { departureAt: atLocal('America/Los_Angeles', localDate('America/Los_Angeles', 11), '00:10') });

    const result = await products.searchProducts({ fromCityId: r.from.id, toCityId: r.to.id, date });
    expect(result).toHaveLength(1);
    expect(result[0].departures.map((d) => d.tripId)).toEqual([early.id, evening.id]);
    expect(result[0].departures[1]).toMatchObject({ timezone: 'America/Los_Angeles', departureAt: evening.departureAt.toISOString(), seatsLeft: 40 });
    expect(evening.departureAt.toISOString().slice(0, 10)).not.toBe(date);
  });

  it('answers the product shape of the REST contract, with prices per passenger type', async () => {
    const r = await route('Asia/Bangkok');
    const company = await createSupplier(t, { name: 'Shape Ferries' });
    const line = await createLine(t, {
      companyId: company.id,
      denomination: 'Shape Ferry',
      type: 'ferry',
      stationAId: r.stationA.id,
      stationBId: r.stationB.id,
      prices: [
        { passengerType: 'Adult', amount: '720.00', amountUsd: '19.73' },
        { passengerType: 'Child', amount: '480.00', amountUsd: '13.15' },
      ],
    });
    const date = localDate('Asia/Bangkok', 5);
    const trip = await createTrip(t, line, { departureAt: atLocal('Asia/Bangkok', date, '08:30') });

    const [product] = await products.searchProducts({ fromCityId: r.from.id, toCityId: r.to.id, date });
    expect(product).toEqual({
      id: line.id,
      denomination: 'Shape Ferry',
      type: 'ferry',
      lineClass: 'Standard',
      company: { id: company.id, name: 'Shape Ferries' },
      privateTransfer: false,
      minPassengers: 1,
      fromCity: { id: r.from.id, name: 'From city', timezone: 'Asia/Bangkok' },
      toCity: { id: r.to.id, name: 'To city', timezone: 'Asia/Bangkok' },
      departures: [
        {
          tripId: trip.id,
          eventId: null,
          direction: 'aToB',
          departureAt: trip.departureAt.toISOString(),
          arrivalAt: trip.arrivalAt.toISOString(),
          timezone: 'Asia/Bangkok',
          seatsLeft: 40,
          from: { id: r.stationA.id, name: 'Pier A', address: '1 Main Road', cityId: r.from.id },
          to: { id: r.stationB.id, name: 'Pier B', address: '1 Main Road', cityId: r.to.id },
          prices: [
            { passengerType: 'Adult', amount: '720.00', currency: 'THB', amountUsd: '19.73' },
            { passengerType: 'Child', amount: '480.00', currency: 'THB', amountUsd: '13.15' },
          ],
        },
      ],
      charges: {
        currency: 'THB',
        bookingFee: null,
        returnDiscount: { amount: '0.00', amountUsd: '0.00' },
        returnCostDiscount: { amount: '0.00', amountUsd: '0.00' },
        offlinePrice: null,
      },
    });
  });

  it('answers no products when nothing can be sold: no trips, blocked, sold out, gone, unpublished or the other direction', async () => {
    const r = await route('Asia/Bangkok');
    const date = localDate('Asia/Bangkok', 3);
    expect(await products.searchProducts({ fromCityId: r.from.id, toCityId: r.to.id, date })).toEqual([]);

    const line = await createLine(t, { stationAId: r.stationA.id, stationBId: r.stationB.id });
    await createTrip(t, line, { departureAt: atLocal('Asia/Bangkok', date, '09:00'), blocked: true });
    await createTrip(t, line, { departureAt: atLocal('Asia/Bangkok', date, '10:00'), seatsLeft: 0 });
    await createTrip(t, line, { departureAt: atLocal('Asia/Bangkok', date, '11:00'), direction: 'bToA' });
    const hidden = await createLine(t, { stationAId: r.stationA.id, stationBId: r.stationB.id, published: false });
    await createTrip(t, hidden, { departureAt: atLocal('Asia/Bangkok', date, '12:00') });
    expect(await products.searchProducts({ fromCityId: r.from.id, toCityId: r.to.id, date })).toEqual([]);

    const today = localDate('Asia/Bangkok', 0);
    await createTrip(t, line, { departureAt: new Date(Date.now() - 60_000) });
    expect(await products.searchProducts({ fromCityId: r.from.id, toCityId: r.to.id, date: today })).toEqual([]);
  });

  it('finds the reverse direction of a line when searching from its B city', async () => {
    const r = await route('Asia/Bangkok');
    const line = await createLine(t, { stationAId: r.stationA.id, stationBId: r.stationB.id });
    const date = localDate('Asia/Bangkok', 4);
    const back = await createTrip(t, line, { departureAt: atLocal('Asia/Bangkok', date, '15:00'), direction: 'bToA' });
    const [product] = await products.searchProducts({ fromCityId: r.to.id, toCityId: r.from.id, date });
    expect(product.fromCity.id).toBe(r.to.id);
    expect(product.departures.map((d) => [d.tripId, d.direction, d.from.id])).toEqual([[back.id, 'bToA', r.stationB.id]]);
  });

  it('filters by operator company', async () => {
    const r = await route('Asia/Bangkok');
    const date = localDate('Asia/Bangkok', 6);
    const mine = await createLine(t, { stationAId: r.stationA.id, stationBId: r.stationB.id, denomination: 'B mine' });
    const other = await createLine(t, { stationAId: r.stationA.id, stationBId: r.stationB.id, denomination: 'A other' });
    for (const line of [mine, other]) await createTrip(t, line, { departureAt: atLocal('Asia/Bangkok', date, '10:00') });

    const all = await products.searchProducts({ fromCityId: r.from.id, toCityId: r.to.id, date });
    expect(all.map((p) => p.id)).toEqual([other.id, mine.id]);
    const filtered = await products.searchProducts({ fromCityId: r.from.id, toCityId: r.to.id, date, companyId: mine.companyId });
    expect(filtered.map((p) => p.id)).toEqual([mine.id]);
  });

  it('surfaces a private transfer and its minimum passengers', async () => {
    const r = await route('Asia/Bangkok');
    const line = await createLine(t, {
      stationAId: r.stationA.id,
      stationBId: r.stationB.id,
      type: 'car',
      isPrivateTransfer: true,
      minPassengers: 2,
      privateMaxPassengers: 9,
    });
    const date = localDate('Asia/Bangkok', 2);
    await createTrip(t, line, { departureAt: atLocal('Asia/Bangkok', date, '09:00'), seatsTotal: 9 });
    const [product] = await products.searchProducts({ fromCityId: r.from.id, toCityId: r.to.id, date });
    expect(product).toMatchObject({ id: line.id, type: 'car', privateTransfer: true, minPassengers: 2 });
    expect((await products.getProduct(line.id, date)).privateMaxPassengers).toBe(9);
  });

  it('refuses a date before today in the From city (400 on the date field), and unknown cities (404)', async () => {
    const r = await route('Pacific/Kiritimati');
    const yesterday = localDate('Pacific/Kiritimati', -1);
    await expect(products.searchProducts({ fromCityId: r.from.id, toCityId: r.to.id, date: yesterday })).rejects.toMatchObject({
      status: 400,
      code: 'ValidationFailed',
      details: [{ field: 'date', message: 'The date must not be before today.' }],
    });
    expect(await products.searchProducts({ fromCityId: r.from.id, toCityId: r.to.id, date: localDate('Pacific/Kiritimati', 0) })).toEqual([]);
    await expect(products.searchProducts({ fromCityId: '00000000-0000-4000-8000-000000000000', toCityId: r.to.id, date: yesterday })).rejects.toMatchObject({
      status: 404,
    });
  });

  describe('one product', () => {
    it('has extras, the company passenger types it prices, rules, vehicles and return departures', async () => {
      const r = await route('Asia/Bangkok');
      const company = await createSupplier(t, {
        passengerTypes: [
          { id: 'a5d1e1f0-0000-4000-8000-000000000001', type: 'Child', fromAge: 0, toAge: 11 },
          { id: 'a5d1e1f0-0000-4000-8000-000000000002', type: 'Adult', fromAge: 12, toAge: 120 },
          { id: 'a5d1e1f0-0000-4000-8000-000000000003', type: 'Senior', fromAge: 65, toAge: 120 },
        ],
      });
      const line = await createLine(t, {
        companyId: company.id,
        type: 'ferry',
        vehicleOnBoard: true,
        approvalInputs: { bookingCode: true, seatsNumber: false, qrCodes: true, requiredAttachments: false },
        stationAId: r.stationA.id,
        stationBId: r.stationB.id,
        prices: [
          { passengerType: 'Adult', amount: '100.00' },
          { passengerType: 'Child', amount: '50.00' },
          { passengerType: 'Infant', amount: '0.00' },
        ],
      });
      const pickup = await createExtraOption(t, line, { price: new Decimal('200'), priceUsd: new Decimal('5.48'), perPassenger: true });
      await createPolicyRule(t, line, { timeBefore: 2, unit: 'days', feePercent: new Decimal(10), position: 0 });
      await createPolicyRule(t, line, { kind: 'amendment', timeBefore: 24, unit: 'hours', feePercent: new Decimal(0) });
      const vehicles = t.dataSource.getRepository(LineVehicleType);
      await vehicles.save(vehicles.create({ lineId: line.id, typeName: 'Car', amount: new Decimal(650), currency: 'THB', amountUsd: new Decimal('17.81') }));
      const date = localDate('Asia/Bangkok', 7);
      const returnDate = localDate('Asia/Bangkok', 9);
      const out = await createTrip(t, line, { departureAt: atLocal('Asia/Bangkok', date, '08:00') });
      await createTrip(t, line, { departureAt: atLocal('Asia/Bangkok', date, '10:00'), direction: 'bToA' });
      const back = await createTrip(t, line, { departureAt: atLocal('Asia/Bangkok', returnDate, '16:00'), direction: 'bToA' });

      const product = await products.getProduct(line.id, date, { returnDate });
      expect(product.departures.map((d) => d.tripId)).toEqual([out.id]);
      expect(product.returnDepartures.map((d) => d.tripId)).toEqual([back.id]);
      expect(product).toMatchObject({
        vehicleOnBoard: true,
        approvalInputs: { bookingCode: true, seatsNumber: false, qrCodes: true, requiredAttachments: false },
        passengerTypes: [
          { type: 'Child', fromAge: 0, toAge: 11 },
          { type: 'Adult', fromAge: 12, toAge: 120 },
          { type: 'Infant', fromAge: null, toAge: null },
        ],
        extras: [
          {
            id: pickup.id,
            extraType: 'pickup_hotel',
            needInput: true,
            inputLabel: 'Hotel name',
            perPassenger: true,
            price: '200.00',
            currency: 'THB',
            priceUsd: '5.48',
          },
        ],
        vehicleTypes: [{ typeName: 'Car', amount: '650.00', currency: 'THB', amountUsd: '17.81' }],
        cancellationRules: [{ timeBefore: 2, unit: 'days', feePercent: '10.00', direction: null }],
        amendmentRules: [{ timeBefore: 24, unit: 'hours', feePercent: '0.00', direction: null }],
      });
    });

    it('turns around when asked from the B city; refuses a city the line does not serve; 404 for an unknown line', async () => {
      const r = await route('Asia/Bangkok');
      const line = await createLine(t, { stationAId: r.stationA.id, stationBId: r.stationB.id });
      const date = localDate('Asia/Bangkok', 8);
      const back = await createTrip(t, line, { departureAt: atLocal('Asia/Bangkok', date, '10:00'), direction: 'bToA' });
      const out = await createTrip(t, line, { departureAt: atLocal('Asia/Bangkok', date, '12:00') });

      const reversed = await products.getProduct(line.id, date, { fromCityId: r.to.id });
      expect(reversed.fromCity.id).toBe(r.to.id);
      expect(reversed.departures.map((d) => d.tripId)).toEqual([back.id]);
      expect(reversed.returnDepartures.map((d) => d.tripId)).toEqual([out.id]);

      const elsewhere = await createCity(t);
      await expect(products.getProduct(line.id, date, { fromCityId: elsewhere.id })).rejects.toMatchObject({ status: 400, details: [{ field: 'from' }] });
      await expect(products.getProduct('00000000-0000-4000-8000-000000000000', date)).rejects.toMatchObject({ status: 404 });
    });
  });
});
