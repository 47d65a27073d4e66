import type { EntityManager } from 'typeorm';
import { City, Province, Station, Zone } from '@farebox/geo';
import { DEMO_CITY_IDS, DEMO_COUNTRY_IDS, DEMO_STATION_IDS } from './inventory-ids.js';
import { demoId } from './seed-step.js';

type CityKey = keyof typeof DEMO_CITY_IDS;
type StationKey = keyof typeof DEMO_STATION_IDS;

/** Fixed ids of the demo provinces and zones, in the order below. */
export const demoProvinceId = (n: number) => demoId('d5', n);
export const demoZoneId = (n: number) => demoId('d6', n);

const PROVINCES: { name: string; country: keyof typeof DEMO_COUNTRY_IDS; cities: CityKey[]; description: string }[] = [
  { name: 'Phuket Province', country: 'thailand', cities: ['phuket'], description: '<p>The largest island of Thailand, on the Andaman Sea.</p>' },
  { name: 'Krabi Province', country: 'thailand', cities: ['krabi', 'kohPhiPhi'], description: '<p>Limestone cliffs, Ao Nang and the Phi Phi islands.</p>' },
  { name: 'Surat Thani Province', country: 'thailand', cities: ['suratThani', 'kohSamui'], description: '<p>The ferries to Koh Samui leave from Donsak.</p>' },
  { name: 'Siem Reap Province', country: 'cambodia', cities: ['siemReap'], description: '<p>Home of the Angkor temples.</p>' },
];

/** The demo provinces with their cities; a province already there (and its cities) is left as it is. */
export async function seedDemoProvinces(manager: EntityManager): Promise<number> {
  let inserted = 0;
  for (const [i, p] of PROVINCES.entries()) {
    const values = { id: demoProvinceId(i + 1), name: p.name, countryId: DEMO_COUNTRY_IDS[p.country], description: p.description };
    const result = await manager.createQueryBuilder().insert().into(Province).values(values).orIgnore().execute();
    if ((result.raw as unknown[]).length === 0) continue;
    inserted += 1;
    await manager
      .createQueryBuilder()
      .update(City)
      .set({ provinceId: values.id })
      .whereInIds(p.cities.map((c) => DEMO_CITY_IDS[c]))
      .execute();
  }
  return inserted;
}

const ZONES: { name: string; slug: string; city: CityKey; stations: StationKey[]; description: string }[] = [
  {
    name: 'Chatuchak',
    slug: 'bangkok-chatuchak',
    city: 'bangkok',
    stations: ['bangkokMoChit', 'bangkokKrungThepAphiwat'],
    description: '<p>The northern bus and rail terminals.</p>',
  },
  { name: 'Patong', slug: 'phuket-patong', city: 'phuket', stations: [], description: '<p>The busiest beach of Phuket.</p>' },
  { name: 'Ao Nang', slug: 'krabi-ao-nang', city: 'krabi', stations: ['krabiAoNang'], description: '<p>Long-tail boats to Railay leave from the beach.</p>' },
  {
    name: 'Old Quarter',
    slug: 'hanoi-old-quarter',
    city: 'hanoi',
    stations: ['hanoiOldQuarter'],
    description: '<p>The 36 streets north of Hoan Kiem lake.</p>',
  },
];

/** The demo zones with the stations in them; a zone already there (and its stations) is left as it is. */
export async function seedDemoZones(manager: EntityManager): Promise<number> {
  let inserted = 0;
  for (const [i, z] of ZONES.entries()) {
    const values = { id: demoZoneId(i + 1), name: z.name, slug: z.slug, cityId: DEMO_CITY_IDS[z.city], description: z.description };
    const result = await manager.createQueryBuilder().insert().into(Zone).values(values).orIgnore().execute();
    if ((result.raw as unknown[]).length === 0) continue;
    inserted += 1;
    if (z.stations.length > 0) {
      await manager
        .createQueryBuilder()
        .update(Station)
        .set({ zoneId: values.id })
        .whereInIds(z.stations.map((key) => DEMO_STATION_IDS[key]))
        .execute();
    }
  }
  return inserted;
}
