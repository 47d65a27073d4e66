import { Line, LinePack, LinePrice, LineVehicleType, ProductSearchService, Trip, amountWithMarkup } from '@farebox/inventory';
import { seedDemo, startTestApp, type TestApp } from '@farebox/testing';
import { DEMO_COMPANY_IDS } from '../../../apps/api/src/seed/companies.seed.js';
import { DEMO_CITY_IDS, DEMO_LINE_IDS, DEMO_TRIP_DAYS_AFTER, demoEventId, demoTripId } from '../../../apps/api/src/seed/inventory-ids.js';

const localDate = (timezone: string, days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + days * 86_400_000));

describe('inventory: demo seed', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
    await seedDemo(t);
  }, 120_000);
  afterAll(() => t.close());

  it('inserts nothing on a second run', async () => {
    const again = await seedDemo(t);
    expect({ geo: again.geo, inventory: again.inventory, partners: again.partners }).toEqual({ geo: 0, inventory: 0, partners: 0 });
  });

  it('has a trip for every event day of the coming months, with the id demoTripId gives', async () => {
    const date = localDate('Asia/Bangkok', DEMO_TRIP_DAYS_AFTER - 1);
    const event = demoEventId('ferryPhiPhi', 0);
    const trip = await t.dataSource.getRepository(Trip).findOneByOrFail({ id: demoTripId(event, date) });
    expect(trip).toMatchObject({
      eventId: event,
      lineId: DEMO_LINE_IDS.ferryPhiPhi,
      timezone: 'Asia/Bangkok',
      seatsTotal: 120,
      seatsLeft: 120,
      blocked: false,
    });
    expect(new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Bangkok', hour: '2-digit', minute: '2-digit' }).format(trip.departureAt)).toBe('08:30');
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM trip WHERE line_id = $1 AND departure_at > now()`, [
      DEMO_LINE_IDS.carFerrySamui,
    ]);
    // 8 departures a day (4 each way) for the coming DEMO_TRIP_DAYS_AFTER days, give or take today's gone ones.
    expect(count).toBeGreaterThan(8 * (DEMO_TRIP_DAYS_AFTER - 1));
  });

  it('finds the demo ferry in a product search from Phuket to Koh Phi Phi', async () => {
    const date = localDate('Asia/Bangkok', 3);
    const products = await t.app.get(ProductSearchService).searchProducts({ fromCityId: DEMO_CITY_IDS.phuket, toCityId: DEMO_CITY_IDS.kohPhiPhi, date });
    expect(products.map((p) => p.denomination)).toEqual(['Phuket – Koh Phi Phi Ferry']);
    expect(products[0].departures).toHaveLength(2);
    expect(products[0].departures[0].prices).toEqual([
      { passengerType: 'Adult', amount: '720.00', currency: 'THB', amountUsd: '19.73' },
      { passengerType: 'Child', amount: '480.00', currency: 'THB', amountUsd: '13.15' },
    ]);
  });

  it('finds the Israeli bus in ILS from Tel Aviv to Jerusalem on a weekday, with its Senior fare', async () => {
    // The next Wednesday in Israel: the line runs Sunday to Thursday all day.
    const days = [1, 2, 3, 4, 5, 6, 7].find((d) => new Date(`${localDate('Asia/Jerusalem', d)}T12:00:00Z`).getUTCDay() === 3)!;
    const date = localDate('Asia/Jerusalem', days);
    const products = await t.app.get(ProductSearchService).searchProducts({ fromCityId: DEMO_CITY_IDS.telAviv, toCityId: DEMO_CITY_IDS.jerusalem, date });
    expect(products.map((p) => [p.denomination, p.company.id])).toEqual([['Tel Aviv – Jerusalem Express Bus', DEMO_COMPANY_IDS.israeliSupplier]]);
    expect(products[0].departures).toHaveLength(4);
    expect(products[0].departures[0].timezone).toBe('Asia/Jerusalem');
    expect(products[0].departures[0].prices).toEqual([
      { passengerType: 'Adult', amount: '20.00', currency: 'ILS', amountUsd: '5.41' },
      { passengerType: 'Child', amount: '10.00', currency: 'ILS', amountUsd: '2.70' },
      { passengerType: 'Senior', amount: '10.00', currency: 'ILS', amountUsd: '2.70' },
    ]);
  });

  it('has the kinds of line bookings need, operated by the demo suppliers in their currencies', async () => {
    const line = (id: string) => t.dataSource.getRepository(Line).findOneByOrFail({ id });
    expect(await line(DEMO_LINE_IDS.privatePhuketKrabi)).toMatchObject({
      isPrivateTransfer: true,
      minPassengers: 2,
      companyId: DEMO_COMPANY_IDS.topupSupplier,
    });
    expect(await line(DEMO_LINE_IDS.apiSaigonDaNang)).toMatchObject({
      isSupplierApi: true,
      supplierIntegration: 'saigon-express',
      supplierCurrency: 'VND',
      companyId: DEMO_COMPANY_IDS.invoiceSupplier,
    });
    expect(await line(DEMO_LINE_IDS.carFerrySamui)).toMatchObject({ type: 'ferry', vehicleOnBoard: true });
    expect(await line(DEMO_LINE_IDS.ferryPhiPhi)).toMatchObject({
      approvalInputs: { bookingCode: true, seatsNumber: true, qrCodes: false, requiredAttachments: false },
    });
    expect(await line(DEMO_LINE_IDS.speedboatMekong)).toMatchObject({
      published: false,
      supplierCurrency: 'USD',
      companyId: DEMO_COMPANY_IDS.unsignedSupplier,
    });
    const vehicles = await t.dataSource.getRepository(LineVehicleType).findBy({ lineId: DEMO_LINE_IDS.carFerrySamui });
    expect(vehicles.map((v) => v.typeName).sort()).toEqual(['Car', 'Motorbike', 'Pickup truck']);
    const packs = await t.dataSource.getRepository(LinePack).find({ where: { lineId: DEMO_LINE_IDS.carFerrySamui }, order: { position: 'ASC' } });
    expect(packs.map((p) => [p.name, p.amount.toFixed(2), p.currency, p.amountUsd.toFixed(2)])).toEqual([
      ['Priority boarding', '100.00', 'THB', '2.74'],
      ['Lounge pack', '180.00', 'THB', '4.93'],
    ]);
  });

  it('prices every line from cost plus markup, with USD amounts', async () => {
    const prices = await t.dataSource.getRepository(LinePrice).find();
    expect(prices.length).toBeGreaterThanOrEqual(16);
    for (const p of prices) {
      expect(p.amount.toFixed(2)).toBe(amountWithMarkup(p.cost, p.markup).toFixed(2));
      expect(p.amountUsd.gt(0) && p.amountUsd.lte(p.amount)).toBe(true);
    }
  });

  it('seeds the sales channels of the domain list', async () => {
    const rows: { slug: string; is_restricted: boolean }[] = await t.dataSource.query(`SELECT slug, is_restricted FROM sales_channel ORDER BY slug`);
    expect(rows.filter((r) => !r.is_restricted).map((r) => r.slug)).toEqual(['agoda', 'farebox', 'kkday', 'myrealtrip']);
  });
});
