import { In } from 'typeorm';
import { ProCon, Route, RouteTransportation, RouteTransportationProCon } from '@farebox/content';
import type { ProConType, RouteTransportType } from '@farebox/domain';
import { DEMO_CITY_IDS } from './inventory-ids.js';
import { demoId, type SeedStep } from './seed-step.js';

type CityKey = keyof typeof DEMO_CITY_IDS;

/** Fixed ids of the demo routes and pros and cons, in the order below. */
export const demoRouteId = (n: number) => demoId('7a', n);
export const demoProConId = (n: number) => demoId('7b', n);

const PROS_CONS: { slug: string; text: string; type: ProConType }[] = [
  { slug: 'cheapest-option', text: 'The cheapest way to make the trip', type: 'pro' },
  { slug: 'fastest-option', text: 'The fastest way door to door', type: 'pro' },
  { slug: 'scenic-views', text: 'Scenic views along the way', type: 'pro' },
  { slug: 'door-to-door', text: 'Pick-up from your hotel', type: 'pro' },
  { slug: 'free-wifi', text: 'Free Wi-Fi on board', type: 'pro' },
  { slug: 'air-conditioned', text: 'Air-conditioned vehicles', type: 'pro' },
  { slug: 'frequent-departures', text: 'Departures every hour', type: 'pro' },
  { slug: 'sleeper-berths', text: 'Sleeper berths on the night services', type: 'pro' },
  { slug: 'city-centre-stations', text: 'Leaves from and arrives in the city centre', type: 'pro' },
  { slug: 'long-journey', text: 'A long journey', type: 'con' },
  { slug: 'airport-transfers', text: 'Needs transfers to and from the airports', type: 'con' },
  { slug: 'sea-sickness', text: 'Rough seas in the monsoon season', type: 'con' },
  { slug: 'few-departures', text: 'Only a few departures a day', type: 'con' },
  { slug: 'cramped-seats', text: 'Cramped seats and little legroom', type: 'con' },
  { slug: 'traffic-delays', text: 'Delays in city traffic', type: 'con' },
  { slug: 'weather-dependent', text: 'Cancelled in bad weather', type: 'con' },
];

type Transport = [RouteTransportType, string[], string[]];

const ROUTES: { slug: string; from: CityKey; to: CityKey; promotionHtml: string; transportations: Transport[] }[] = [
  {
    slug: 'bangkok-to-chiang-mai',
    from: 'bangkok',
    to: 'chiangMai',
    promotionHtml: '<h2>Bangkok to Chiang Mai</h2><p>Take the <strong>night train</strong> north and wake up in the mountains.</p>',
    transportations: [
      ['train', ['sleeper-berths', 'scenic-views', 'city-centre-stations'], ['long-journey', 'few-departures']],
      ['bus', ['cheapest-option', 'frequent-departures', 'air-conditioned'], ['long-journey', 'cramped-seats']],
      ['flight', ['fastest-option'], ['airport-transfers']],
    ],
  },
  {
    slug: 'phuket-to-koh-phi-phi',
    from: 'phuket',
    to: 'kohPhiPhi',
    promotionHtml: '<p>Two hours across the Andaman Sea to the Phi Phi islands.</p>',
    transportations: [
      ['ferry', ['scenic-views', 'cheapest-option'], ['sea-sickness', 'weather-dependent']],
      ['van-ferry', ['door-to-door'], ['long-journey']],
    ],
  },
  {
    slug: 'bangkok-to-koh-samui',
    from: 'bangkok',
    to: 'kohSamui',
    promotionHtml: '<p>By bus and ferry through Donsak pier, or an hour by air.</p>',
    transportations: [
      ['bus-ferry', ['cheapest-option', 'scenic-views'], ['long-journey', 'sea-sickness']],
      ['flight', ['fastest-option'], ['airport-transfers']],
    ],
  },
  {
    slug: 'hanoi-to-da-nang',
    from: 'hanoi',
    to: 'daNang',
    promotionHtml: '<p>The Reunification Express follows the coast south.</p>',
    transportations: [
      ['train', ['scenic-views', 'sleeper-berths'], ['long-journey']],
      ['bus', ['cheapest-option'], ['cramped-seats', 'traffic-delays']],
      ['flight', ['fastest-option', 'frequent-departures'], ['airport-transfers']],
    ],
  },
  {
    slug: 'phnom-penh-to-siem-reap',
    from: 'phnomPenh',
    to: 'siemReap',
    promotionHtml: '<p>Six hours on National Road 6 to the temples of Angkor.</p>',
    transportations: [
      ['bus', ['cheapest-option', 'free-wifi'], ['traffic-delays']],
      ['minivan', ['fastest-option'], ['cramped-seats']],
      ['car', ['door-to-door', 'air-conditioned'], []],
    ],
  },
  {
    slug: 'tel-aviv-to-jerusalem',
    from: 'telAviv',
    to: 'jerusalem',
    promotionHtml: '<p>Half an hour by the fast train.</p>',
    transportations: [
      ['train', ['fastest-option', 'frequent-departures'], []],
      ['bus', ['cheapest-option'], ['traffic-delays']],
    ],
  },
];

/**
 * The demo routes between demo cities with their pros and cons per transport type. A pro or con whose slug is
 * already taken is left as it is; a route already there (and its transportations) too.
 */
export const contentRoutesSeed: SeedStep = {
  name: 'content-routes',
  entities: [ProCon, Route, RouteTransportation, RouteTransportationProCon],
  async run({ manager }) {
    const proCons = await manager
      .createQueryBuilder()
      .insert()
      .into(ProCon)
      .values(PROS_CONS.map((p, i) => ({ id: demoProConId(i + 1), ...p })))
      .orIgnore()
      .execute();
    let inserted = (proCons.raw as unknown[]).length;
    const ids = new Map((await manager.find(ProCon, { where: { slug: In(PROS_CONS.map((p) => p.slug)) } })).map((p) => [p.slug, p.id]));
    for (const [i, r] of ROUTES.entries()) {
      const routeId = demoRouteId(i + 1);
      const values = { id: routeId, slug: r.slug, fromCityId: DEMO_CITY_IDS[r.from], toCityId: DEMO_CITY_IDS[r.to], promotionHtml: r.promotionHtml };
      const result = await manager.createQueryBuilder().insert().into(Route).values(values).orIgnore().execute();
      if ((result.raw as unknown[]).length === 0) continue;
      inserted += 1;
      await manager.insert(
        RouteTransportation,
        r.transportations.map(([typeSlug], position) => ({ routeId, typeSlug, position })),
      );
      const items = r.transportations.flatMap(([typeSlug, pros, cons]) =>
        [pros, cons].flatMap((slugs) => slugs.map((slug, position) => ({ routeId, typeSlug, proConId: ids.get(slug)!, position }))),
      );
      await manager.insert(RouteTransportationProCon, items);
    }
    return inserted;
  },
};
