import { seedDemo, startTestApp, tokenFor, type TestApp } from '@farebox/testing';
import { User } from '@farebox/identity';
import { contentRoutesSeed } from '../../../apps/api/src/seed/content-routes.seed.js';
import { geoSeed } from '../../../apps/api/src/seed/geo.seed.js';
import { usersSeed } from '../../../apps/api/src/seed/users.seed.js';
import { companiesSeed } from '../../../apps/api/src/seed/companies.seed.js';

describe('routes seed: demo routes between demo cities with pros and cons per transport type', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('inserts the demo routes and pros and cons once, readable through the API', async () => {
    const first = await seedDemo(t, [companiesSeed, geoSeed, usersSeed, contentRoutesSeed]);
    expect(first['content-routes']).toBe(16 + 6);
    expect((await seedDemo(t, [companiesSeed, geoSeed, usersSeed, contentRoutesSeed]))['content-routes']).toBe(0);

    const auth = `Bearer ${await tokenFor(t, await t.dataSource.getRepository(User).findOneByOrFail({ username: 'readadmin' }))}`;
    const list = await t.http.get('/api/v1/routes').set('Authorization', auth).expect(200);
    expect(list.body.meta.total).toBe(6);
    const route = await t.http.get('/api/v1/route/bangkok-to-chiang-mai').set('Authorization', auth).expect(200);
    expect(route.body).toMatchObject({
      from: { name: 'Bangkok', countryName: 'Thailand' },
      to: { name: 'Chiang Mai', countryName: 'Thailand' },
      transportTypes: ['train', 'bus', 'flight'],
      transportations: [
        { typeSlug: 'train', transportPros: [{ slug: 'sleeper-berths', text: 'Sleeper berths on the night services', type: 'pro' }, {}, {}] },
        {},
        {},
      ],
    });
    expect(route.body.transportations[0].transportCons.map((c: { slug: string }) => c.slug)).toEqual(['long-journey', 'few-departures']);
    const cons = await t.http.get('/api/v1/pros-and-cons').query({ type: 'con' }).set('Authorization', auth).expect(200);
    expect(cons.body.meta.total).toBe(7);
  });
});
