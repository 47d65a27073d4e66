import { Decimal } from 'decimal.js';
import { Role } from '@farebox/domain';
import type { City, Country, Station } from '@farebox/geo';
import type { Company } from '@farebox/companies';
import type { Line } from '@farebox/inventory';
import {
  createAgent,
  createCity,
  createCountry,
  createExtraOption,
  createLine,
  createStation,
  createSupplier,
  createUser,
  startTestApp,
  tokenFor,
  type TestApp,
} from '@farebox/testing';

interface Item {
  id: string;
  denomination: string;
  type: string;
  published: boolean;
  markup?: { min: string; max: string } | null;
  cutoffMinutes: number | null;
  extras: number;
  attributes: Record<string, boolean>;
  route: { stationA: { name: string }; stationB: { name: string }; cityA: { id: string }; cityB: { id: string } };
  operator: { id: string; name: string };
  supplier: { id: string; name: string } | null;
}

describe('GET /api/lines: every filter, paging, agents see their own lines, full-admin filters and the markup column', () => {
  let t: TestApp;
  let fullAdmin: string;
  let support: string;
  let agent: string;
  let otherAgent: string;
  let thailand: Country;
  let bangkok: City;
  let phuket: City;
  let chiangMai: City;
  let vientiane: City;
  let bkk: Station;
  let hkt: Station;
  let cnx: Station;
  let vte: Station;
  let operator: Company;
  let seller: Company;
  let other: Company;
  let busBkkHkt: Line;
  let ferryHktBkk: Line;
  let privateCnx: Line;
  let apiVte: Line;
  let draftOther: Line;

  beforeAll(async () => {
    t = await startTestApp();
    thailand = await createCountry(t, { name: 'Thailand' });
    const laos = await createCountry(t, { name: 'Laos' });
    bangkok = await createCity(t, { countryId: thailand.id, name: 'Bangkok' });
    phuket = await createCity(t, { countryId: thailand.id, name: 'Phuket' });
    chiangMai = await createCity(t, { countryId: thailand.id, name: 'Chiang Mai' });
    vientiane = await createCity(t, { countryId: laos.id, name: 'Vientiane' });
    bkk = await createStation(t, { cityId: bangkok.id, name: 'Mo Chit' });
    hkt = await createStation(t, { cityId: phuket.id, name: 'Phuket Bus Terminal' });
    cnx = await createStation(t, { cityId: chiangMai.id, name: 'Arcade' });
    vte = await createStation(t, { cityId: vientiane.id, name: 'Talat Sao' });
    operator = await createSupplier(t, { name: 'Green Bus' });
    seller = await createSupplier(t, { name: 'Seller Co' });
    other = await createSupplier(t, { name: 'Other Co' });

    busBkkHkt = await createLine(t, {
      denomination: 'Bangkok Express',
      companyId: operator.id,
      stationAId: bkk.id,
      stationBId: hkt.id,
      automaticApproval: true,
      bookBeforeMinutes: 120,
      prices: [
        { passengerType: 'Adult', amount: '720.00', markup: '10.00' },
        { passengerType: 'Child', amount: '500.00', markup: '12.50' },
      ],
    });
    await createExtraOption(t, busBkkHkt);
    await createExtraOption(t, busBkkHkt, { label: 'Airport drop-off', extraType: 'dropoff_airport', price: new Decimal('100.00') });
    ferryHktBkk = await createLine(t, {
      denomination: 'Andaman Ferry',
      type: 'ferry',
      companyId: operator.id,
      supplierId: seller.id,
      stationAId: hkt.id,
      stationBId: bkk.id,
    });
    privateCnx = await createLine(t, {
      denomination: 'Private 100% Chiang_Mai',
      type: 'car',
      companyId: other.id,
      stationAId: cnx.id,
      stationBId: bkk.id,
      isPrivateTransfer: true,
      privateMaxPassengers: 4,
      manualBookings: true,
    });
    apiVte = await createLine(t, {
      denomination: 'Mekong Api',
      companyId: other.id,
      stationAId: vte.id,
      stationBId: cnx.id,
      isSupplierApi: true,
      supplierIntegration: 'simulated',
      prices: [],
    });
    draftOther = await createLine(t, {
      denomination: 'Unpublished draft',
      companyId: other.id,
      supplierId: operator.id,
      published: false,
      stationAId: hkt.id,
      stationBId: cnx.id,
    });

    fullAdmin = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.Admin, isFullAdmin: true }))}`;
    support = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.Support }))}`;
    agent = `Bearer ${await tokenFor(t, await createAgent(t, operator))}`;
    otherAgent = `Bearer ${await tokenFor(t, await createAgent(t, seller, { isFullAdmin: true }))}`;
  });
  afterAll(() => t.close());

  const list = async (query: object, auth = fullAdmin): Promise<{ data: Item[]; meta: { total: number; limit: number; offset: number } }> =>
    (await t.http.get('/api/lines').query(query).set('Authorization', auth).expect(200)).body;
  const names = async (query: object, auth = fullAdmin) => (await list(query, auth)).data.map((l) => l.denomination);

  it('lists every line by denomination with its columns, 20 a page with the total', async () => {
    const page = await list({});
    expect(page.meta).toEqual({ limit: 20, offset: 0, total: 5 });
    expect(page.data.map((l) => l.denomination)).toEqual(['Andaman Ferry', 'Bangkok Express', 'Mekong Api', 'Private 100% Chiang_Mai', 'Unpublished draft']);
    const express = page.data.find((l) => l.id === busBkkHkt.id)!;
    expect(express).toMatchObject({
      type: 'bus',
      lineClass: 'Standard',
      published: true,
      attributes: { isSupplierApi: false, isPrivateTransfer: false, automaticApproval: true, manualBookings: false, vehicleOnBoard: false },
      route: {
        stationA: { id: bkk.id, name: 'Mo Chit' },
        stationB: { id: hkt.id, name: 'Phuket Bus Terminal' },
        cityA: { id: bangkok.id, name: 'Bangkok' },
        cityB: { id: phuket.id, name: 'Phuket' },
      },
      operator: { id: operator.id, name: 'Green Bus' },
      supplier: null,
      cutoffMinutes: 120,
      markup: { min: '10.00', max: '12.50' },
      extras: 2,
    });
    expect(page.data.find((l) => l.id === ferryHktBkk.id)!.supplier).toEqual({ id: seller.id, name: 'Seller Co' });
    expect(page.data.find((l) => l.id === apiVte.id)!.markup).toBeNull();
    expect(page.data.find((l) => l.id === apiVte.id)!.cutoffMinutes).toBeNull();
  });

  it('pages with offset and limit, the total staying the whole count, and past the end', async () => {
    const second = await list({ offset: 2, limit: 2 });
    expect(second.meta).toEqual({ limit: 2, offset: 2, total: 5 });
    expect(second.data.map((l) => l.denomination)).toEqual(['Mekong Api', 'Private 100% Chiang_Mai']);
    const past = await list({ offset: 40 });
    expect(past).toEqual({ data: [], meta: { limit: 20, offset: 40, total: 5 } });
  });

  it('filters by operator, supplier, country, type, status, supplier API and private transfer', async () => {
    expect(await names({ company: operator.id })).toEqual(['Andaman Ferry', 'Bangkok Express']);
    expect(await names({ supplier: seller.id })).toEqual(['Andaman Ferry']);
    expect(await names({ country: vientiane.countryId })).toEqual(['Mekong Api']);
    expect(await names({ country: thailand.id })).toHaveLength(5);
    expect(await names({ type: 'ferry' })).toEqual(['Andaman Ferry']);
    expect(await names({ published: 'false' })).toEqual(['Unpublished draft']);
    expect(await names({ published: 'true' })).toHaveLength(4);
    expect(await names({ isSupplierApi: 'true' })).toEqual(['Mekong Api']);
    expect(await names({ isSupplierApi: 'false' })).toHaveLength(4);
    expect((await list({ isPrivateTransfer: 'true' })).data.map((l) => [l.id, l.attributes.isPrivateTransfer, l.attributes.manualBookings])).toEqual([
      [privateCnx.id, true, true],
    ]);
    expect(await names({ company: other.id, published: 'true', type: 'bus' })).toEqual(['Mekong Api']);
  });

  it('filters by one city at either end, or by the two cities in either order', async () => {
    expect(await names({ city: bangkok.id })).toEqual(['Andaman Ferry', 'Bangkok Express', 'Private 100% Chiang_Mai']);
    expect(await names({ cityB: vientiane.id })).toEqual(['Mekong Api']);
    expect(await names({ city: bangkok.id, cityB: phuket.id })).toEqual(['Andaman Ferry', 'Bangkok Express']);
    expect(await names({ city: phuket.id, cityB: bangkok.id })).toEqual(['Andaman Ferry', 'Bangkok Express']);
    expect(await names({ city: vientiane.id, cityB: bangkok.id })).toEqual([]);
  });

  it('matches the denomination case-insensitively anywhere, taking % and _ literally', async () => {
    expect(await names({ denomination: 'EXPRESS' })).toEqual(['Bangkok Express']);
    expect(await names({ denomination: 'aNG' })).toEqual(['Bangkok Express', 'Private 100% Chiang_Mai']);
    expect(await names({ denomination: '100%' })).toEqual(['Private 100% Chiang_Mai']);
    expect(await names({ denomination: 'g_m' })).toEqual(['Private 100% Chiang_Mai']);
    expect(await names({ denomination: 'e_x' })).toEqual([]);
    const empty = await list({ denomination: 'no such line' });
    expect(empty).toEqual({ data: [], meta: { limit: 20, offset: 0, total: 0 } });
  });

  it('refuses values that are not filters', async () => {
    for (const query of [{ type: 'rocket' }, { company: 'not-an-id' }, { published: 'maybe' }, { isSupplierApi: 'yes' }, { limit: 5000 }]) {
      const res = await t.http.get('/api/lines').query(query).set('Authorization', fullAdmin).expect(400);
      expect(res.body.code).toBe('ValidationFailed');
    }
  });

  it("shows an agent only its company's lines (operated or supplied), without markup, ignoring the full-admin filters", async () => {
    const own = await list({}, agent);
    expect(own.meta.total).toBe(3);
    expect(own.data.map((l) => l.id)).toEqual([ferryHktBkk.id, busBkkHkt.id, draftOther.id]);
    for (const line of own.data) expect(line).not.toHaveProperty('markup');
    // published and supplier are full-admin filters: ignored, not an error
    expect((await list({ published: 'false', supplier: seller.id }, agent)).meta.total).toBe(3);
    // the other filters narrow within its own lines only
    expect(await names({ company: other.id }, agent)).toEqual(['Unpublished draft']);
    expect(await names({ denomination: 'mekong' }, agent)).toEqual([]);
    // an agent flagged full admin is still an agent: its own lines, no markup
    const sellers = await list({ published: 'false' }, otherAgent);
    expect(sellers.data.map((l) => l.id)).toEqual([ferryHktBkk.id]);
    expect(sellers.data[0]).not.toHaveProperty('markup');
  });

  it('gives staff who are not full admins every line, without markup and without the status and supplier filters', async () => {
    const all = await list({ published: 'false', supplier: seller.id }, support);
    expect(all.meta.total).toBe(5);
    for (const line of all.data) expect(line).not.toHaveProperty('markup');
  });

  it('refuses users outside staff and agents', async () => {
    const editor = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.ContentEditor }))}`;
    await t.http.get('/api/lines').set('Authorization', editor).expect(403);
    await t.http.get('/api/lines').expect(401);
  });
});
