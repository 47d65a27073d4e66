import { demoTokens, seedDemo, startTestApp, type TestApp } from '@farebox/testing';
import { DEMO_LINE_IDS } from '../../../apps/api/src/seed/inventory-ids.js';

describe('seed: supplier integrations and the mapped demo line', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it('maps the Ho Chi Minh City – Da Nang Express to Saigon Express both ways, once', async () => {
    t = await startTestApp();
    const first = await seedDemo(t);
    expect(first['supplier-api']).toBe(7);
    expect((await seedDemo(t))['supplier-api']).toBe(0);
    const { admin } = await demoTokens(t);
    const res = await t.http.get(`/api/lines/${DEMO_LINE_IDS.apiSaigonDaNang}/supplier-api`).set('Authorization', `Bearer ${admin}`).expect(200);
    expect(res.body).toMatchObject({
      isSupplierApi: true,
      integration: { id: 'saigon-express', name: 'Saigon Express Bus', mode: 'offline' },
      aToBTransferId: 'SE-SGN-DAD-0700',
      bToATransferId: 'SE-DAD-SGN-0730',
      mappingCount: 2,
    });
    const modes: { id: string; mode: string }[] = await t.dataSource.query(`SELECT id, mode FROM supplier_integration ORDER BY id`);
    expect(modes).toEqual([
      { id: 'andaman-live', mode: 'online' },
      { id: 'mekong-cruises', mode: 'offline' },
      { id: 'saigon-express', mode: 'offline' },
    ]);
  });
});
