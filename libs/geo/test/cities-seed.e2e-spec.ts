import { Role } from '@farebox/domain';
import { createUser, seedDemo, startTestApp, tokenFor, type TestApp } from '@farebox/testing';
import { geoSeed } from '../../../apps/api/src/seed/geo.seed.js';
import { DEMO_HOI_AN_ID } from '../../../apps/api/src/seed/geo-cities.js';
import { DEMO_CITY_IDS } from '../../../apps/api/src/seed/inventory-ids.js';

describe('cities demo data: content, nearby cities, a province, and a city without stations', () => {
  let t: TestApp;
  let support: string;

  beforeAll(async () => {
    t = await startTestApp();
    support = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.Support }))}`;
  });
  afterAll(() => t.close());

  const city = async (id: string) => (await t.http.get(`/api/v2/cities/${id}`).set('Authorization', support).expect(200)).body;

  it('fills the demo cities once and never overwrites an edited one', async () => {
    await seedDemo(t, [geoSeed]);
    expect(await city(DEMO_HOI_AN_ID)).toMatchObject({
      name: 'Hoi An',
      countryCode: 'VN',
      stations: [],
      stationsCount: 0,
      nearbyCities: [{ id: DEMO_CITY_IDS.daNang, name: 'Da Nang' }],
      placesToSee: expect.stringContaining('Old Town'),
    });
    const phuket = await city(DEMO_CITY_IDS.phuket);
    expect(phuket).toMatchObject({ province: { name: 'Phuket Province' }, nearbyCities: [{ name: 'Koh Phi Phi' }, { name: 'Krabi' }], version: 1 });
    expect(phuket.description).toContain('<p>');
    expect(phuket.stationsCount).toBeGreaterThan(0);

    await t.http
      .put(`/api/v2/cities/${DEMO_CITY_IDS.phuket}`)
      .set('Authorization', support)
      .send({ countryId: phuket.country.id, name: 'Phuket', timezone: 'Asia/Bangkok', nearbyCityIds: [], provinceId: phuket.province.id, version: 1 })
      .expect(200);
    expect((await seedDemo(t, [geoSeed])).geo).toBe(0);
    expect(await city(DEMO_CITY_IDS.phuket)).toMatchObject({ nearbyCities: [], description: null, version: 2 });
  });
});
