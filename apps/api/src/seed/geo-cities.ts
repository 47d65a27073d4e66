import type { EntityManager } from 'typeorm';
import { City } from '@farebox/geo';
import { DEMO_CITY_IDS, DEMO_COUNTRY_IDS } from './inventory-ids.js';
import { demoId } from './seed-step.js';

type CityKey = keyof typeof DEMO_CITY_IDS | 'hoiAn';

/** A demo city no line serves, so the city view shows "No stations for this city.". */
export const DEMO_HOI_AN_ID = demoId('dc', 1);

const cityIdOf = (key: CityKey) => (key === 'hoiAn' ? DEMO_HOI_AN_ID : DEMO_CITY_IDS[key]);

interface CityContent {
  highSeason: string;
  placesToSee: string;
  goodToKnow: string | null;
  description: string;
  promotionHtml: string | null;
  nearby: CityKey[];
}

const CONTENT: Partial<Record<CityKey, CityContent>> = {
  bangkok: {
    highSeason: 'November to February, when it is dry and cooler.',
    placesToSee: 'The Grand Palace, Wat Pho, Wat Arun, Chatuchak Weekend Market',
    goodToKnow: 'Northbound buses leave from Mo Chit; trains from Krung Thep Aphiwat.',
    description: '<p>Thailand’s capital and the hub of its bus and rail network.</p>',
    promotionHtml: '<h2>Leave Bangkok by night train</h2><p>Sleeper berths to <strong>Chiang Mai</strong> every evening.</p>',
    nearby: ['chiangMai'],
  },
  chiangMai: {
    highSeason: 'November to February.',
    placesToSee: 'The Old City, Doi Suthep, the Sunday Walking Street',
    goodToKnow: 'The Yi Peng lantern festival fills every bed in November.',
    description: '<p>The old capital of the Lanna kingdom, in the mountains of the north.</p>',
    promotionHtml: null,
    nearby: ['bangkok'],
  },
  phuket: {
    highSeason: 'December to April, when the Andaman Sea is calm.',
    placesToSee: 'Old Phuket Town, the Big Buddha, Patong Beach',
    goodToKnow: 'Ferries to the Phi Phi islands leave from Rassada Pier.',
    description: '<p>Thailand’s largest island and the gateway to the Andaman islands.</p>',
    promotionHtml: '<p>Ferries to <strong>Koh Phi Phi</strong> twice a day.</p>',
    nearby: ['krabi', 'kohPhiPhi'],
  },
  kohPhiPhi: {
    highSeason: 'December to April.',
    placesToSee: 'Maya Bay, the Phi Phi viewpoint, Long Beach',
    goodToKnow: 'There are no cars on the island: arrive at Tonsai Pier and walk.',
    description: '<p>Two islands of limestone cliffs between Phuket and Krabi.</p>',
    promotionHtml: null,
    nearby: ['phuket', 'krabi'],
  },
  krabi: {
    highSeason: 'November to April.',
    placesToSee: 'Railay Beach, the Tiger Cave Temple, the Hong islands',
    goodToKnow: 'Long-tail boats to Railay leave from Ao Nang beach.',
    description: '<p>Limestone cliffs, mangroves and the beaches of Ao Nang.</p>',
    promotionHtml: null,
    nearby: ['phuket', 'kohPhiPhi'],
  },
  kohSamui: {
    highSeason: 'December to August; the east coast gets its rain in November.',
    placesToSee: 'Chaweng Beach, the Big Buddha, Ang Thong Marine Park',
    goodToKnow: 'Car ferries arrive at Lipa Noi from Donsak on the mainland.',
    description: '<p>The largest island of the Gulf of Thailand.</p>',
    promotionHtml: null,
    nearby: ['suratThani'],
  },
  hanoi: {
    highSeason: 'October to April.',
    placesToSee: 'The Old Quarter, Hoan Kiem Lake, the Temple of Literature',
    goodToKnow: 'Southbound buses leave from Giap Bat.',
    description: '<p>Vietnam’s capital on the Red River.</p>',
    promotionHtml: null,
    nearby: [],
  },
  daNang: {
    highSeason: 'February to August.',
    placesToSee: 'My Khe Beach, the Marble Mountains, the Dragon Bridge',
    goodToKnow: 'The Dragon Bridge breathes fire on weekend nights.',
    description: '<p>A coastal city halfway between Hanoi and Ho Chi Minh City.</p>',
    promotionHtml: '<p>Buses to <strong>Hanoi</strong> and <strong>Ho Chi Minh City</strong>.</p>',
    nearby: ['hoiAn'],
  },
  siemReap: {
    highSeason: 'November to March.',
    placesToSee: 'Angkor Wat, Bayon, Ta Prohm, Tonle Sap',
    goodToKnow: 'Boats to Phnom Penh leave from Chong Kneas when the lake is high.',
    description: '<p>The town beside the temples of Angkor.</p>',
    promotionHtml: null,
    nearby: ['phnomPenh'],
  },
  telAviv: {
    highSeason: 'April to October.',
    placesToSee: 'Jaffa, the Carmel Market, the White City',
    goodToKnow: 'Buses do not run from Friday afternoon to Saturday evening.',
    description: '<p>Israel’s city on the Mediterranean.</p>',
    promotionHtml: null,
    nearby: ['jerusalem'],
  },
  hoiAn: {
    highSeason: 'February to April.',
    placesToSee: 'The Old Town, the Japanese Covered Bridge, An Bang Beach',
    goodToKnow: 'The Old Town is closed to cars and motorbikes in the evening.',
    description: '<p>A lantern-lit trading port on the Thu Bon river.</p>',
    promotionHtml: null,
    nearby: ['daNang'],
  },
};

const entries = <K extends string, V>(record: Partial<Record<K, V>>) => Object.entries(record) as [K, V][];

/**
 * Hoi An (a city without stations), then the content of the demo cities and their nearby cities. A city gets its
 * content only while it has none and was never edited (version 1), so a re-run changes nothing and never overwrites an
 * edit; it returns how many cities it inserted or filled.
 */
export async function seedDemoCityContent(manager: EntityManager): Promise<number> {
  await manager
    .createQueryBuilder()
    .insert()
    .into(City)
    .values({ id: DEMO_HOI_AN_ID, countryId: DEMO_COUNTRY_IDS.vietnam, name: 'Hoi An', slug: 'hoi-an', timezone: 'Asia/Ho_Chi_Minh' })
    .orIgnore()
    .execute();
  let filled = 0;
  for (const [key, c] of entries(CONTENT)) {
    const id = cityIdOf(key);
    const result = await manager
      .createQueryBuilder()
      .update(City)
      .set({ highSeason: c.highSeason, placesToSee: c.placesToSee, goodToKnow: c.goodToKnow, description: c.description, promotionHtml: c.promotionHtml })
      .where('id = :id AND version = 1 AND description IS NULL AND high_season IS NULL AND places_to_see IS NULL', { id })
      .execute();
    if (result.affected !== 1) continue;
    filled += 1;
    for (const near of c.nearby) {
      await manager.query(`INSERT INTO city_nearby (city_id, nearby_city_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [id, cityIdOf(near)]);
    }
  }
  return filled;
}
