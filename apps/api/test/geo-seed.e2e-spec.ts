import { Country } from '@farebox/geo';
import { createCountry, seedDemo, startTestApp, type TestApp } from '@farebox/testing';
import { geoSeed } from '../src/seed/geo.seed.js';
import { DEMO_COUNTRY_IDS } from '../src/seed/inventory-ids.js';

describe('geo seed: every country of the world, merged with the demo countries by ISO code', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('keeps an existing country row and adds the rest of the world once', async () => {
    // A database seeded before the dataset: Thailand already exists with its demo id and sales region.
    await createCountry(t, { id: DEMO_COUNTRY_IDS.thailand, code: 'TH', name: 'Thailand', slug: 'thailand', region: 'apac' });
    await seedDemo(t, [geoSeed]);
    const countries = t.dataSource.getRepository(Country);
    expect(await countries.count()).toBe(250);
    expect(await countries.findOneByOrFail({ code: 'TH' })).toMatchObject({ id: DEMO_COUNTRY_IDS.thailand, region: 'apac', slug: 'thailand' });
    expect(await countries.findOneByOrFail({ code: 'VN' })).toMatchObject({
      id: DEMO_COUNTRY_IDS.vietnam,
      name: 'Vietnam',
      officialName: 'Socialist Republic of Vietnam',
      capital: 'Hanoi',
      worldRegion: 'Asia',
      subregion: 'South-Eastern Asia',
      timezone: 'Asia/Ho_Chi_Minh',
      dialingCode: '+84',
      spokenLanguages: ['Vietnamese'],
      region: 'apac',
    });
    expect(await countries.findOneByOrFail({ code: 'KH' })).toMatchObject({ id: DEMO_COUNTRY_IDS.cambodia, timezone: 'Asia/Phnom_Penh' });
    // Several zones: the user picks one.
    expect(await countries.findOneByOrFail({ code: 'US' })).toMatchObject({
      name: 'United States',
      dialingCode: '+1',
      slug: 'united-states',
      region: null,
      timezone: null,
    });
    expect((await seedDemo(t, [geoSeed])).geo).toBe(0);
  });
});
