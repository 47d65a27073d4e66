import { City, Country, Locale, Province, Station, Zone } from '@farebox/geo';
import { seedDemoProvinces, seedDemoZones } from './geo-areas.js';
import { DEMO_CITY_IDS, DEMO_COUNTRY_IDS, DEMO_STATION_IDS } from './inventory-ids.js';
import { worldCountryRows } from './geo-countries.js';
import { demoId, type SeedStep } from './seed-step.js';
import { DEMO_STATION_TYPES } from './stations.seed.js';

type CountryKey = keyof typeof DEMO_COUNTRY_IDS;
type CityKey = keyof typeof DEMO_CITY_IDS;
type StationKey = keyof typeof DEMO_STATION_IDS;

/** The demo lines' countries; every other country of the world comes from the dataset (geo-countries.ts). */
const DEMO_COUNTRIES: Record<CountryKey, { code: string; slug: string; region: string }> = {
  thailand: { code: 'TH', slug: 'thailand', region: 'apac' },
  vietnam: { code: 'VN', slug: 'vietnam', region: 'apac' },
  cambodia: { code: 'KH', slug: 'cambodia', region: 'apac' },
  israel: { code: 'IL', slug: 'israel', region: 'emea' },
};

const city = (country: CountryKey, name: string, slug: string, timezone: string) => ({ country, name, slug, timezone });

const CITIES: Record<CityKey, ReturnType<typeof city>> = {
  bangkok: city('thailand', 'Bangkok', 'bangkok', 'Asia/Bangkok'),
  chiangMai: city('thailand', 'Chiang Mai', 'chiang-mai', 'Asia/Bangkok'),
  phuket: city('thailand', 'Phuket', 'phuket', 'Asia/Bangkok'),
  kohPhiPhi: city('thailand', 'Koh Phi Phi', 'koh-phi-phi', 'Asia/Bangkok'),
  krabi: city('thailand', 'Krabi', 'krabi', 'Asia/Bangkok'),
  suratThani: city('thailand', 'Surat Thani', 'surat-thani', 'Asia/Bangkok'),
  kohSamui: city('thailand', 'Koh Samui', 'koh-samui', 'Asia/Bangkok'),
  hanoi: city('vietnam', 'Hanoi', 'hanoi', 'Asia/Ho_Chi_Minh'),
  daNang: city('vietnam', 'Da Nang', 'da-nang', 'Asia/Ho_Chi_Minh'),
  hoChiMinhCity: city('vietnam', 'Ho Chi Minh City', 'ho-chi-minh-city', 'Asia/Ho_Chi_Minh'),
  phnomPenh: city('cambodia', 'Phnom Penh', 'phnom-penh', 'Asia/Phnom_Penh'),
  siemReap: city('cambodia', 'Siem Reap', 'siem-reap', 'Asia/Phnom_Penh'),
  telAviv: city('israel', 'Tel Aviv', 'tel-aviv', 'Asia/Jerusalem'),
  jerusalem: city('israel', 'Jerusalem', 'jerusalem', 'Asia/Jerusalem'),
};

const station = (cityKey: CityKey, name: string, slug: string, address: string, lat: number, lng: number) => ({ city: cityKey, name, slug, address, lat, lng });

const STATIONS: Record<StationKey, ReturnType<typeof station>> = {
  bangkokMoChit: station('bangkok', 'Mo Chit Bus Terminal', 'bangkok-mo-chit-bus-terminal', 'Kamphaeng Phet 2 Rd, Chatuchak, Bangkok 10900', 13.8122, 100.5487),
  bangkokKrungThepAphiwat: station(
    'bangkok',
    'Krung Thep Aphiwat Central Terminal',
    'bangkok-krung-thep-aphiwat',
    '1 Thoet Damri Rd, Chatuchak, Bangkok 10800',
    13.8038,
    100.5414,
  ),
  chiangMaiArcade: station(
    'chiangMai',
    'Chiang Mai Arcade Bus Terminal 2',
    'chiang-mai-arcade-bus-terminal',
    'Kaew Nawarat Rd, Wat Ket, Mueang Chiang Mai 50000',
    18.8046,
    99.0151,
  ),
  chiangMaiRailway: station(
    'chiangMai',
    'Chiang Mai Railway Station',
    'chiang-mai-railway-station',
    '27 Charoen Muang Rd, Wat Ket, Mueang Chiang Mai 50000',
    18.7853,
    99.0169,
  ),
  phuketRassadaPier: station('phuket', 'Rassada Pier', 'phuket-rassada-pier', 'Rassada, Mueang Phuket District, Phuket 83000', 7.8595, 98.4052),
  phuketAirport: station(
    'phuket',
    'Phuket International Airport',
    'phuket-international-airport',
    '222 Mai Khao, Thalang District, Phuket 83110',
    8.1132,
    98.3169,
  ),
  kohPhiPhiTonsaiPier: station('kohPhiPhi', 'Tonsai Pier', 'koh-phi-phi-tonsai-pier', 'Ao Ton Sai, Ko Phi Phi Don, Krabi 81000', 7.7386, 98.7709),
  krabiAoNang: station('krabi', 'Ao Nang Beachfront', 'krabi-ao-nang-beachfront', 'Ao Nang Beach Rd, Ao Nang, Mueang Krabi 81180', 8.0321, 98.8236),
  donsakPier: station(
    'suratThani',
    'Donsak Ferry Pier',
    'surat-thani-donsak-ferry-pier',
    'Raja Ferry Port, Chaiyakhram, Don Sak, Surat Thani 84220',
    9.3183,
    99.7015,
  ),
  kohSamuiLipaNoiPier: station('kohSamui', 'Lipa Noi Pier', 'koh-samui-lipa-noi-pier', 'Lipa Noi, Ko Samui, Surat Thani 84140', 9.4985, 99.9351),
  hanoiOldQuarter: station('hanoi', 'Old Quarter Office', 'hanoi-old-quarter-office', '12 Hang Bac, Hoan Kiem, Hanoi', 21.0341, 105.8536),
  hanoiGiapBat: station('hanoi', 'Giap Bat Bus Station', 'hanoi-giap-bat-bus-station', '6 Giai Phong, Hoang Mai, Hanoi', 20.9806, 105.8413),
  daNangCentral: station('daNang', 'Da Nang Central Bus Station', 'da-nang-central-bus-station', '201 Ton Duc Thang, Lien Chieu, Da Nang', 16.0596, 108.1724),
  hoChiMinhPhamNguLao: station(
    'hoChiMinhCity',
    'Pham Ngu Lao Office',
    'ho-chi-minh-pham-ngu-lao-office',
    '272 Pham Ngu Lao, District 1, Ho Chi Minh City',
    10.7676,
    106.6926,
  ),
  phnomPenhSisowathPier: station(
    'phnomPenh',
    'Sisowath Quay Pier',
    'phnom-penh-sisowath-quay-pier',
    'Preah Sisowath Quay, Daun Penh, Phnom Penh',
    11.5736,
    104.9282,
  ),
  siemReapChongKneasPier: station('siemReap', 'Chong Kneas Pier', 'siem-reap-chong-kneas-pier', 'Chong Kneas, Siem Reap', 13.2601, 103.8247),
  telAvivSavidor: station('telAviv', 'Tel Aviv Savidor Center', 'tel-aviv-savidor-center', 'Derech Menachem Begin 132, Tel Aviv-Yafo', 32.0838, 34.7981),
  benGurionAirport: station('telAviv', 'Ben Gurion Airport', 'ben-gurion-airport', 'Ben Gurion Airport, Lod 7015001', 32.0055, 34.8854),
  jerusalemNavon: station('jerusalem', 'Jerusalem Yitzhak Navon', 'jerusalem-yitzhak-navon', 'Sderot Sheizaf 6, Jerusalem', 31.7886, 35.203),
};

/** The languages the demo's public site is offered in. */
const LOCALES: Pick<Locale, 'name' | 'locale' | 'isActivated'>[] = [
  { name: 'English', locale: 'en', isActivated: true },
  { name: 'Hebrew', locale: 'he', isActivated: true },
  { name: 'Thai', locale: 'th', isActivated: false },
];

/** Fixed ids of the demo locales, in the order above. */
export const demoLocaleId = (n: number) => demoId('d4', n);

const entries = <K extends string, V>(record: Record<K, V>) => Object.entries(record) as [K, V][];

/** Every country, the cities (with their IANA timezones) and stations of the demo lines, a few locales, provinces and zones. */
export const geoSeed: SeedStep = {
  name: 'geo',
  entities: [Country, City, Station, Locale, Province, Zone],
  async run({ manager }) {
    const insert = async (entity: typeof Country | typeof City | typeof Station | typeof Locale, values: object[]) => {
      const result = await manager.createQueryBuilder().insert().into(entity).values(values).orIgnore().execute();
      return (result.raw as unknown[]).length;
    };
    return (
      (await insert(Country, worldCountryRows(entries(DEMO_COUNTRIES).map(([key, c]) => ({ id: DEMO_COUNTRY_IDS[key], ...c }))))) +
      (await insert(
        City,
        entries(CITIES).map(([key, c]) => ({
          id: DEMO_CITY_IDS[key],
          countryId: DEMO_COUNTRY_IDS[c.country],
          name: c.name,
          slug: c.slug,
          timezone: c.timezone,
        })),
      )) +
      (await insert(
        Station,
        entries(STATIONS).map(([key, s]) => ({
          id: DEMO_STATION_IDS[key],
          cityId: DEMO_CITY_IDS[s.city],
          name: s.name,
          slug: s.slug,
          address: s.address,
          lat: s.lat,
          lng: s.lng,
          locationType: DEMO_STATION_TYPES[key],
        })),
      )) +
      (await insert(
        Locale,
        LOCALES.map((l, i) => ({ id: demoLocaleId(i + 1), ...l })),
      )) +
      (await seedDemoProvinces(manager)) +
      (await seedDemoZones(manager))
    );
  },
};

/** The city of a demo station (the inventory seed copies it onto lines and trips). */
export const demoCityOfStation = (key: StationKey): CityKey => STATIONS[key].city;
