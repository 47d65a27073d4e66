import { demoId } from './seed-step.js';

/** Fixed ids of the demo inventory (geo, lines, events, channels) for other seed steps and tests. */

const ids = <K extends string>(kind: string, keys: readonly K[]): Readonly<Record<K, string>> =>
  Object.fromEntries(keys.map((key, i) => [key, demoId(kind, i + 1)])) as Record<K, string>;

export const DEMO_COUNTRY_IDS = ids('d1', ['thailand', 'vietnam', 'cambodia', 'israel'] as const);

export const DEMO_CITY_IDS = ids('d2', [
  'bangkok',
  'chiangMai',
  'phuket',
  'kohPhiPhi',
  'krabi',
  'suratThani',
  'kohSamui',
  'hanoi',
  'daNang',
  'hoChiMinhCity',
  'phnomPenh',
  'siemReap',
  'telAviv',
  'jerusalem',
] as const);

export const DEMO_STATION_IDS = ids('d3', [
  'bangkokMoChit',
  'bangkokKrungThepAphiwat',
  'chiangMaiArcade',
  'chiangMaiRailway',
  'phuketRassadaPier',
  'phuketAirport',
  'kohPhiPhiTonsaiPier',
  'krabiAoNang',
  'donsakPier',
  'kohSamuiLipaNoiPier',
  'hanoiOldQuarter',
  'hanoiGiapBat',
  'daNangCentral',
  'hoChiMinhPhamNguLao',
  'phnomPenhSisowathPier',
  'siemReapChongKneasPier',
  'telAvivSavidor',
  'benGurionAirport',
  'jerusalemNavon',
] as const);

/** Keys of the demo lines; the comment names what each one demonstrates. */
export const DEMO_LINE_KEYS = [
  'ferryPhiPhi', // ferry, passengers only, booking code + seat approval inputs, hotel pickup extra
  'carFerrySamui', // ferry with vehicles on board
  'privatePhuketKrabi', // private transfer, minimum 2 passengers, manual bookings
  'trainBangkokChiangMai', // overnight train, seat numbers + required attachments
  'busBangkokChiangMai', // bus, automatic approval
  'busHanoiDaNang', // bus in VND, some weekdays only
  'apiSaigonDaNang', // supplier-API line (simulated integration)
  'speedboatMekong', // unpublished line of the unsigned supplier, in USD
  'busTelAvivJerusalem', // bus in ILS with a Senior fare, no service on the Sabbath
] as const;
export type DemoLineKey = (typeof DEMO_LINE_KEYS)[number];

export const DEMO_LINE_IDS = ids('e1', DEMO_LINE_KEYS);

/** Events of a line are numbered from 0 in the order the inventory seed lists them (at most 16 a line). */
export function demoEventId(line: DemoLineKey, n: number): string {
  if (n < 0 || n > 15) throw new Error(`Demo event number out of range: ${n}`);
  return demoId('e2', (DEMO_LINE_KEYS.indexOf(line) + 1) * 16 + n);
}

/** Id of the seeded trip of a demo event on a local departure date (YYYY-MM-DD in the departure city's timezone). */
export { eventTripId as demoTripId } from '@farebox/inventory';

export const DEMO_CHANNEL_IDS = ids('f1', ['farebox', 'myrealtrip', 'agoda', 'kkday', 'partnerSandbox'] as const);

/**
 * Seeded trips run from this many days before the seed date to this many days after it: back to the start of the
 * previous calendar month whatever the day (the demo invoices reconcile it).
 */
export const DEMO_TRIP_DAYS_BEFORE = 62;
export const DEMO_TRIP_DAYS_AFTER = 90;
