import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ErrorCode } from '@farebox/domain';
import type { AppConfig } from '@farebox/platform';
import { HttpSupplierInventory } from './http-supplier-inventory.js';

/** A supplier answering `answer` (status and raw body) to every request. */
function supplierAnswering(answer: { status: number; body: string }): Promise<{ url: string; server: Server }> {
  const server = createServer((_req, res) => {
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(answer.body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server })));
}

const departure = {
  id: '2031-03-10T07:00',
  localDateTimeStart: '2031-03-10T07:00:00',
  localDateTimeEnd: '2031-03-10T09:00:00',
  status: 'AVAILABLE',
  vacancies: 3,
  capacity: 20,
  pricing: { retail: '10.50', currency: 'USD' },
};

describe('HttpSupplierInventory', () => {
  const servers: Server[] = [];
  afterAll(() => Promise.all(servers.map((s) => new Promise((done) => s.close(done)))));

  const adapterFor = async (status: number, body: unknown) => {
    const { url, server } = await supplierAnswering({ status, body: typeof body === 'string' ? body : JSON.stringify(body) });
    servers.push(server);
    return new HttpSupplierInventory({ supplierApiUrl: url } as AppConfig);
  };
  const codeOf = (promise: Promise<unknown>) =>
    promise.then(
      () => 'answered',
      (err: { code?: string }) => err.code,
    );

  it('answers well-formed departures and refuses the whole answer when one is malformed', async () => {
    await expect((await adapterFor(200, [departure])).availability('s', 'p', '2031-03-10', '2031-03-10')).resolves.toEqual([departure]);
    for (const bad of [
      { ...departure, vacancies: 21 },
      { ...departure, status: 'MAYBE' },
      { ...departure, pricing: { retail: '1.234', currency: 'USD' } },
      { ...departure, localDateTimeEnd: '2031-03-10T06:00:00' },
    ]) {
      const adapter = await adapterFor(200, [departure, bad]);
      expect(await codeOf(adapter.availability('s', 'p', '2031-03-10', '2031-03-10'))).toBe(ErrorCode.SupplierApiUnavailable);
    }
  });

  it('skips products missing a required field', async () => {
    const product = {
      id: 'P',
      company: 'C',
      fromCity: 'A',
      toCity: 'B',
      vehicleType: 'bus',
      vehicleClass: 'VIP',
      routeId: 'R',
      timeZone: 'UTC',
      multiStations: [],
    };
    const adapter = await adapterFor(200, [product, { ...product, id: 'Q', fromCity: '' }]);
    expect((await adapter.products('s')).map((p) => p.id)).toEqual(['P']);
  });

  it('turns an error status, a body that is not JSON or no configuration into the supplier API errors', async () => {
    expect(await codeOf((await adapterFor(503, { error: { code: 'down', message: 'Down' } })).products('s'))).toBe(ErrorCode.SupplierApiUnavailable);
    expect(await codeOf((await adapterFor(200, '<html>')).products('s'))).toBe(ErrorCode.SupplierApiUnavailable);
    expect(await codeOf((await adapterFor(200, { not: 'a list' })).products('s'))).toBe(ErrorCode.SupplierApiUnavailable);
    expect(await codeOf(new HttpSupplierInventory({ supplierApiUrl: null } as AppConfig).products('s'))).toBe(ErrorCode.SupplierApiNotConfigured);
  });

  it("reads the supplier's profile with its bulk mapping capability (absent: not supported) and refuses a malformed one", async () => {
    const profile = { id: 's', name: 'S', mode: 'offline', capabilities: { bulkMapping: true } };
    await expect((await adapterFor(200, profile)).profile('s')).resolves.toEqual({ id: 's', name: 'S', mode: 'offline', bulkMapping: true });
    await expect((await adapterFor(200, { id: 's', name: 'S', mode: 'online' })).profile('s')).resolves.toMatchObject({ bulkMapping: false });
    expect(await codeOf((await adapterFor(200, { ...profile, mode: 'sometimes' })).profile('s'))).toBe(ErrorCode.SupplierApiUnavailable);
  });

  it('answers well-formed live results and refuses the answer when a journey is malformed', async () => {
    const journey = { departureDate: '2031-03-10T08:30:00', timeZone: 'Asia/Bangkok', amountInSupplierCurrency: '900.00', supplierCurrency: 'THB' };
    const result = { productId: 'P', companyName: 'C', from: 'A', to: 'B', type: 'ferry', class: 'Standard', journeys: [journey] };
    await expect((await adapterFor(200, [result])).search('s', 'A', 'B', '2031-03-10')).resolves.toEqual([result]);
    for (const bad of [
      { ...journey, amountInSupplierCurrency: '9.999' },
      { ...journey, supplierCurrency: 'thb' },
      { ...journey, departureDate: 'soon' },
    ]) {
      const adapter = await adapterFor(200, [{ ...result, journeys: [bad] }]);
      expect(await codeOf(adapter.search('s', 'A', 'B', '2031-03-10'))).toBe(ErrorCode.SupplierApiUnavailable);
    }
    expect(await codeOf((await adapterFor(200, [{ ...result, companyName: '' }])).search('s', 'A', 'B', '2031-03-10'))).toBe(ErrorCode.SupplierApiUnavailable);
  });
});
