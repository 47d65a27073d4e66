import type { FieldProblem } from '../identity/field-problem.js';

/** A multi-station entry is a stop (a station of the line) or a pick-up/drop-off service (spec part 2, 2.10 and 3.5). */
export const MultiStationKind = { Stop: 'stop', PickupDropoff: 'pickupDropoff' } as const;
export type MultiStationKind = (typeof MultiStationKind)[keyof typeof MultiStationKind];
export const MULTI_STATION_KINDS: MultiStationKind[] = ['stop', 'pickupDropoff'];
export const MULTI_STATION_KIND_LABELS: Record<MultiStationKind, string> = { stop: 'Stop', pickupDropoff: 'Pick-up / drop-off' };

/** Where a pick-up or drop-off happens: any hotel (from the hotel list), anywhere, or named points with a time. */
export const PICKUP_SELECTION_TYPES = ['anyHotel', 'anywhere', 'points'] as const;
export type PickupSelectionType = (typeof PICKUP_SELECTION_TYPES)[number];
export const PICKUP_SELECTION_LABELS: Record<PickupSelectionType, string> = { anyHotel: 'Any hotel', anywhere: 'Anywhere', points: 'Points' };

/** The two primary stations of a direction's list: where its trips leave (offset 0) and where they arrive. */
export const PRIMARY_ROLES = ['boarding', 'dropoff'] as const;
export type PrimaryRole = (typeof PRIMARY_ROLES)[number];
export const PRIMARY_ROLE_LABELS: Record<PrimaryRole, string> = { boarding: 'Primary boarding station', dropoff: 'Primary drop-off station' };

/** The most minutes a stop may be after the departure (48 hours; the spec names the constant without its value). */
export const MAX_STATION_OFFSET_MINUTES = 2880;

export const MultiStationMessage = {
  Required: 'This field is required.',
  Offset: `The offset must be whole minutes from 0 to ${MAX_STATION_OFFSET_MINUTES}.`,
  PrimaryOffset: 'The time offset of the primary boarding station cannot be changed.',
  BoardingOrDropoff: 'A station is for boarding, drop-off or both.',
  Price: 'The price must be an amount of at least 0 with at most 2 decimals.',
  PointTime: 'The time must be whole minutes of at least 0.',
  HotelList: 'The hotel list must keep at least one item.',
  PrimaryCity: 'A primary station stays in the city the trips of the direction leave from or arrive in.',
  PrimaryKind: 'A pick-up/drop-off service cannot be a primary station.',
} as const;

export interface PickupPoint {
  name: string;
  /** Minutes before or after the departure. */
  time: number;
  beforeAfter: 'before' | 'after';
}

export interface PickupDropoffData {
  price: string;
  perPassenger: boolean;
  showFlightDetails: boolean;
  selectionType: PickupSelectionType | '';
  note: string;
  points: PickupPoint[];
  /** The hotels a passenger may choose from (selection "any hotel"); at least one. */
  hotels: string[];
}

export interface MultiStationFields {
  kind: MultiStationKind;
  stationId: string;
  isPrimary: boolean;
  isBoarding: boolean;
  isDropoff: boolean;
  timeOffsetMinutes: number;
  /** Extra price of boarding or leaving here, '' for none. */
  price: string;
  pickupDropoff: PickupDropoffData | null;
}

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;

/**
 * Every invalid field of a multi-station entry: a station for non-primary entries, a pick-up/drop-off type, an offset in
 * range (the primary boarding station stays at 0), boarding or drop-off, prices, points and the hotel list.
 */
export function validateMultiStation(f: MultiStationFields): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const add = (field: string, message: string) => problems.push({ field, message });
  if (!f.stationId) add('stationId', MultiStationMessage.Required);
  if (f.isPrimary && f.isBoarding && f.timeOffsetMinutes !== 0) add('timeOffsetMinutes', MultiStationMessage.PrimaryOffset);
  else if (!Number.isInteger(f.timeOffsetMinutes) || f.timeOffsetMinutes < 0 || f.timeOffsetMinutes > MAX_STATION_OFFSET_MINUTES)
    add('timeOffsetMinutes', MultiStationMessage.Offset);
  if (!f.isBoarding && !f.isDropoff) add('isBoarding', MultiStationMessage.BoardingOrDropoff);
  if (f.price !== '' && !AMOUNT.test(f.price)) add('price', MultiStationMessage.Price);
  if (f.kind === 'pickupDropoff') {
    const p = f.pickupDropoff;
    if (!p || !p.selectionType) add('pickupDropoff.selectionType', MultiStationMessage.Required);
    if (p) {
      if (p.price !== '' && !AMOUNT.test(p.price)) add('pickupDropoff.price', MultiStationMessage.Price);
      if (p.selectionType === 'points') {
        if (p.points.length === 0) add('pickupDropoff.points', MultiStationMessage.Required);
        p.points.forEach((pt, i) => {
          if (pt.name.trim() === '') add(`pickupDropoff.points.${i}.name`, MultiStationMessage.Required);
          if (!Number.isInteger(pt.time) || pt.time < 0) add(`pickupDropoff.points.${i}.time`, MultiStationMessage.PointTime);
        });
      }
      if (p.selectionType === 'anyHotel' && p.hotels.filter((h) => h.trim() !== '').length === 0) add('pickupDropoff.hotels', MultiStationMessage.HotelList);
    }
  }
  return problems;
}

/**
 * The hotel names of an imported CSV file: the first column of each row, unquoted and trimmed, without a "hotel"
 * or "name" header, blanks and repeats. The list keeps at least one item: an import that finds none keeps `current`.
 */
export function hotelsFromCsv(text: string, current: string[]): string[] {
  const names = text
    .split(/\r?\n/)
    .map((line) => {
      const first = line.startsWith('"') ? line.slice(1, line.indexOf('"', 1) > 0 ? line.indexOf('"', 1) : undefined) : line.split(',')[0];
      return first.trim();
    })
    .filter((n, i) => n !== '' && !(i === 0 && /^(hotel|hotels|name)$/i.test(n)));
  const unique = [...new Set(names)];
  return unique.length > 0 ? unique : current;
}
