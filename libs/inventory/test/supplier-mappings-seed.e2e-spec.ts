import { demoTokens, seedDemo, startTestApp, type TestApp } from '@farebox/testing';

describe('seed: the demo mappings of the supplier API screen', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it("maps Saigon Express's cities, company, vehicle type and class once; its demo transfers then have nothing unmapped", async () => {
    t = await startTestApp();
    expect((await seedDemo(t))['supplier-mappings']).toBe(5);
    expect((await seedDemo(t))['supplier-mappings']).toBe(0);
    const { admin } = await demoTokens(t);
    const cities = await t.http.get('/api/supplier-api/integrations/saigon-express/mappings?kind=city').set('Authorization', `Bearer ${admin}`).expect(200);
    expect(cities.body.map((m: { fareboxLabel: string; supplierValue: string }) => [m.fareboxLabel, m.supplierValue])).toEqual([
      ['Da Nang', 'Da Nang'],
      ['Ho Chi Minh City', 'Ho Chi Minh City'],
    ]);
    const transfers = await t.http.get('/api/supplier-api/integrations/saigon-express/transfers').set('Authorization', `Bearer ${admin}`).expect(200);
    expect(
      transfers.body.data.map((tr: { transferId: string; unmapped: string[]; mappedTo: { direction: string } }) => [
        tr.transferId,
        tr.unmapped,
        tr.mappedTo.direction,
      ]),
    ).toEqual([
      ['SE-DAD-SGN-0730', [], 'bToA'],
      ['SE-SGN-DAD-0700', [], 'aToB'],
    ]);
  });
});
