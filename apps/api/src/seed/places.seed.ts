import { Place, PlaceType } from '@farebox/geo';
import { DEMO_CITY_IDS, DEMO_COUNTRY_IDS } from './inventory-ids.js';
import { demoId, type SeedStep } from './seed-step.js';

type CityKey = keyof typeof DEMO_CITY_IDS;
type CountryKey = keyof typeof DEMO_COUNTRY_IDS;

/** Fixed ids of the demo places, in the order below. */
export const demoPlaceId = (n: number) => demoId('da', n);

interface DemoPlace {
  name: string;
  city: CityKey;
  country: CountryKey;
  /** A slug of the place types the migration adds. */
  type: string;
  address: string;
  latitude: number;
  longitude: number;
  about?: string;
  expirationDate?: string;
}

const PLACES: DemoPlace[] = [
  {
    name: 'Grand Palace',
    city: 'bangkok',
    country: 'thailand',
    type: 'historic-site',
    address: 'Na Phra Lan Rd, Phra Nakhon',
    latitude: 13.75,
    longitude: 100.4913,
    about: '<p>The royal palace since 1782, with Wat Phra Kaew inside its walls.</p>',
  },
  {
    name: 'Wat Arun',
    city: 'bangkok',
    country: 'thailand',
    type: 'temple',
    address: '158 Thanon Wang Doem, Wat Arun, Bangkok Yai',
    latitude: 13.7437,
    longitude: 100.4888,
  },
  {
    name: 'Chatuchak Weekend Market',
    city: 'bangkok',
    country: 'thailand',
    type: 'market',
    address: 'Kamphaeng Phet 2 Rd, Chatuchak',
    latitude: 13.7999,
    longitude: 100.5502,
    about: '<p>Over 15,000 stalls, open on Saturdays and Sundays.</p>',
  },
  { name: 'Lumphini Park', city: 'bangkok', country: 'thailand', type: 'park', address: 'Rama IV Rd, Pathum Wan', latitude: 13.7314, longitude: 100.5414 },
  {
    name: 'Wat Phra That Doi Suthep',
    city: 'chiangMai',
    country: 'thailand',
    type: 'temple',
    address: 'Huay Kaew Rd, Suthep, Mueang Chiang Mai',
    latitude: 18.8048,
    longitude: 98.9216,
  },
  { name: 'Big Buddha Phuket', city: 'phuket', country: 'thailand', type: 'viewpoint', address: 'Karon, Mueang Phuket', latitude: 7.8277, longitude: 98.3128 },
  { name: 'Patong Beach', city: 'phuket', country: 'thailand', type: 'beach', address: 'Thawewong Rd, Patong, Kathu', latitude: 7.8965, longitude: 98.2955 },
  { name: 'Railay Beach', city: 'krabi', country: 'thailand', type: 'beach', address: 'Ao Nang, Mueang Krabi', latitude: 8.0113, longitude: 98.8379 },
  {
    name: 'Maya Bay',
    city: 'kohPhiPhi',
    country: 'thailand',
    type: 'beach',
    address: 'Koh Phi Phi Leh',
    latitude: 7.6779,
    longitude: 98.7654,
    expirationDate: '2030-12-31',
    about: '<p>Boats may not anchor in the bay; swimming is not allowed.</p>',
  },
  { name: 'Hoan Kiem Lake', city: 'hanoi', country: 'vietnam', type: 'park', address: 'Dinh Tien Hoang, Hoan Kiem', latitude: 21.0288, longitude: 105.8525 },
  {
    name: 'Vietnam Museum of Ethnology',
    city: 'hanoi',
    country: 'vietnam',
    type: 'museum',
    address: 'Nguyen Van Huyen, Cau Giay',
    latitude: 21.0405,
    longitude: 105.7985,
  },
  {
    name: 'Marble Mountains',
    city: 'daNang',
    country: 'vietnam',
    type: 'viewpoint',
    address: '81 Huyen Tran Cong Chua, Ngu Hanh Son',
    latitude: 16.0036,
    longitude: 108.2636,
  },
  {
    name: 'Ben Thanh Market',
    city: 'hoChiMinhCity',
    country: 'vietnam',
    type: 'market',
    address: 'Le Loi, Ben Thanh, District 1',
    latitude: 10.7725,
    longitude: 106.698,
  },
  {
    name: 'War Remnants Museum',
    city: 'hoChiMinhCity',
    country: 'vietnam',
    type: 'museum',
    address: '28 Vo Van Tan, District 3',
    latitude: 10.7795,
    longitude: 106.692,
  },
  {
    name: 'Angkor Wat',
    city: 'siemReap',
    country: 'cambodia',
    type: 'temple',
    address: 'Krong Siem Reap',
    latitude: 13.4125,
    longitude: 103.867,
    about: '<p>The largest religious monument in the world; buy the pass in town.</p>',
  },
  {
    name: 'Royal Palace Phnom Penh',
    city: 'phnomPenh',
    country: 'cambodia',
    type: 'historic-site',
    address: 'Samdach Sothearos Blvd',
    latitude: 11.5637,
    longitude: 104.9311,
  },
  { name: 'Gordon Beach', city: 'telAviv', country: 'israel', type: 'beach', address: 'Herbert Samuel Promenade', latitude: 32.0833, longitude: 34.7676 },
  { name: 'Israel Museum', city: 'jerusalem', country: 'israel', type: 'museum', address: 'Derech Ruppin 11', latitude: 31.7725, longitude: 35.2042 },
];

/** A few places to see in each demo city, with their types and positions; a place already there is left as it is. */
export const placesSeed: SeedStep = {
  name: 'places',
  entities: [PlaceType, Place],
  async run({ manager }) {
    const types = new Map((await manager.find(PlaceType)).map((t) => [t.slug, t.id]));
    const rows = PLACES.map((p, i) => ({
      id: demoPlaceId(i + 1),
      name: p.name,
      address: p.address,
      cityId: DEMO_CITY_IDS[p.city],
      countryId: DEMO_COUNTRY_IDS[p.country],
      typeId: types.get(p.type)!,
      latitude: p.latitude,
      longitude: p.longitude,
      aboutPointOfInterest: p.about ?? null,
      expirationDate: p.expirationDate ?? null,
    }));
    const result = await manager.createQueryBuilder().insert().into(Place).values(rows).orIgnore().execute();
    return (result.raw as unknown[]).length;
  },
};
