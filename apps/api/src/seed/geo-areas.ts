import type { EntityManager } from 'typeorm';
import { City, Province } from '@farebox/geo';
import { DEMO_CITY_IDS, DEMO_COUNTRY_IDS } from './inventory-ids.js';
import { demoId } from './seed-step.js';

type CityKey = keyof typeof DEMO_CITY_IDS;

/** Fixed ids of the demo provinces, in the order below. */
export const demoProvinceId = (n: number) => demoId('d5', n);

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
