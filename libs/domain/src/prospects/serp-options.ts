/**
 * The choices of a prospect search (spec part 3, sections 2 and 9). Locations are the SERP provider's canonical
 * location names (Google's geotargets, as SerpApi's `location` takes them), kept as a fixed list here rather than
 * taken from the geo tables: a city's name in our geography is not necessarily a name the provider resolves.
 */
export const SERP_LOCATIONS: readonly string[] = [
  'Vietnam',
  'Hanoi,Hanoi,Vietnam',
  'Ho Chi Minh City,Ho Chi Minh City,Vietnam',
  'Da Nang,Da Nang,Vietnam',
  'Hue,Thua Thien Hue,Vietnam',
  'Nha Trang,Khanh Hoa,Vietnam',
  'Thailand',
  'Bangkok,Bangkok,Thailand',
  'Chiang Mai,Chiang Mai,Thailand',
  'Phuket,Phuket,Thailand',
  'Krabi,Krabi,Thailand',
  'Cambodia',
  'Phnom Penh,Phnom Penh,Cambodia',
  'Siem Reap,Siem Reap Province,Cambodia',
  'Laos',
  'Vientiane,Vientiane Prefecture,Laos',
  'Luang Prabang,Luang Prabang Province,Laos',
  'Malaysia',
  'Kuala Lumpur,Federal Territory of Kuala Lumpur,Malaysia',
  'Penang,Malaysia',
  'Singapore',
  'Indonesia',
  'Jakarta,Jakarta,Indonesia',
  'Bali,Indonesia',
  'Philippines',
  'Manila,Metro Manila,Philippines',
  'Cebu City,Central Visayas,Philippines',
  'Myanmar (Burma)',
  'Japan',
  'Tokyo,Tokyo,Japan',
  'South Korea',
  'Seoul,Seoul,South Korea',
  'India',
  'Australia',
  'Sydney,New South Wales,Australia',
  'Melbourne,Victoria,Australia',
  'New Zealand',
  'United States',
  'New York,New York,United States',
  'Los Angeles,California,United States',
  'Canada',
  'United Kingdom',
  'London,England,United Kingdom',
  'Ireland',
  'Germany',
  'Berlin,Berlin,Germany',
  'France',
  'Paris,Ile-de-France,France',
  'Spain',
  'Italy',
  'Netherlands',
  'Israel',
  'Tel Aviv,Tel Aviv District,Israel',
];

/** The Google domains a search may run on; google.com first (the default). */
export const GOOGLE_DOMAINS: readonly string[] = [
  'google.com',
  'google.com.vn',
  'google.co.th',
  'google.com.kh',
  'google.la',
  'google.com.my',
  'google.com.sg',
  'google.co.id',
  'google.com.ph',
  'google.co.jp',
  'google.co.kr',
  'google.co.in',
  'google.com.au',
  'google.co.nz',
  'google.ca',
  'google.co.uk',
  'google.ie',
  'google.de',
  'google.fr',
  'google.es',
  'google.it',
  'google.nl',
  'google.co.il',
];

/** Google's interface languages (the `hl` parameter) offered as the hosting language, with their names. */
export const HOSTING_LANGUAGES: readonly { code: string; name: string }[] = [
  { code: 'en', name: 'English' },
  { code: 'vi', name: 'Vietnamese' },
  { code: 'th', name: 'Thai' },
  { code: 'km', name: 'Khmer' },
  { code: 'lo', name: 'Lao' },
  { code: 'ms', name: 'Malay' },
  { code: 'id', name: 'Indonesian' },
  { code: 'tl', name: 'Filipino' },
  { code: 'my', name: 'Burmese' },
  { code: 'ja', name: 'Japanese' },
  { code: 'ko', name: 'Korean' },
  { code: 'zh-cn', name: 'Chinese (Simplified)' },
  { code: 'hi', name: 'Hindi' },
  { code: 'de', name: 'German' },
  { code: 'fr', name: 'French' },
  { code: 'es', name: 'Spanish' },
  { code: 'it', name: 'Italian' },
  { code: 'nl', name: 'Dutch' },
  { code: 'iw', name: 'Hebrew' },
  { code: 'ru', name: 'Russian' },
  { code: 'pt', name: 'Portuguese' },
];

export const DEFAULT_GOOGLE_DOMAIN = 'google.com';
export const DEFAULT_HOSTING_LANGUAGE = 'en';

export const isSerpLocation = (value: string): boolean => SERP_LOCATIONS.includes(value);
export const isGoogleDomain = (value: string): boolean => GOOGLE_DOMAINS.includes(value);
export const isHostingLanguage = (value: string): boolean => HOSTING_LANGUAGES.some((l) => l.code === value);
export const hostingLanguageName = (code: string): string => HOSTING_LANGUAGES.find((l) => l.code === code)?.name ?? code;
/** A canonical location name as people read it: "Hanoi,Hanoi,Vietnam" shows as "Hanoi, Hanoi, Vietnam". */
export const serpLocationLabel = (location: string): string => location.split(',').join(', ');
