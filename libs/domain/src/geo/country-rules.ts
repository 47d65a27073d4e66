import type { FieldProblem } from '../identity/field-problem.js';
import { isIanaTimezone } from './timezones.js';

/** What a user may change on a country (spec part 3, sections 2 and 3); names are read-only, they come from the dataset. */
export interface CountryFields {
  capital: string | null;
  code: string | null;
  /** The continent-level region of the dataset (e.g. Asia), not the sales region. */
  worldRegion: string | null;
  subregion: string | null;
  /** Decimal degrees as text, as the form edits them. */
  latitude: string | null;
  longitude: string | null;
  /** IANA timezone, e.g. Asia/Bangkok. */
  timezone: string | null;
  spokenLanguages: string[];
  dialingCode: string | null;
  /** USD, a decimal string with at most 2 decimals. */
  averageCostUsd: string | null;
  description: string | null;
  promotionHtml: string | null;
}

export const COUNTRY_FIELD_KEYS = [
  'capital',
  'code',
  'worldRegion',
  'subregion',
  'latitude',
  'longitude',
  'timezone',
  'spokenLanguages',
  'dialingCode',
  'averageCostUsd',
  'description',
  'promotionHtml',
] as const satisfies readonly (keyof CountryFields)[];

export const CountryMessage = {
  Required: 'This field is required.',
  DialingCode: 'Use digits and plus sign in the beginning.',
  Code: 'Enter a two-letter country code (ISO 3166-1), e.g. TH.',
  Latitude: 'Enter a latitude from -90 to 90.',
  Longitude: 'Enter a longitude from -180 to 180.',
  Timezone: 'Choose a timezone from the list.',
  AverageCost: 'Enter an amount of at least 0 with at most 2 decimals.',
  CodeTaken: 'Another country has this code.',
} as const;

export const COUNTRY_TEXT_MAX = 200;

const DIALING_CODE = /^\+\d{1,6}$/;
const COUNTRY_CODE = /^[A-Z]{2}$/;
const DEGREES = /^-?\d{1,3}(\.\d{1,8})?$/;
const MONEY = /^\d{1,12}(\.\d{1,2})?$/;

const isBlank = (value: string | null | undefined): boolean => value == null || value.trim() === '';

/** "12.5" as the database answers it, "12.50", so an unchanged amount is not logged as a change. */
function twoDecimals(amount: string): string {
  if (!MONEY.test(amount)) return amount;
  const [whole, fraction = ''] = amount.split('.');
  return `${whole.replace(/^0+(?=\d)/, '')}.${fraction.padEnd(2, '0')}`;
}

function degreesProblem(value: string | null, limit: number): boolean {
  if (isBlank(value)) return false;
  const text = value!.trim();
  return !DEGREES.test(text) || Math.abs(Number(text)) > limit;
}

/** Trims the texts, upper-cases the code, drops blank languages; blank texts become null. */
export function normalizeCountry(fields: CountryFields): CountryFields {
  const text = (value: string | null) => (isBlank(value) ? null : value!.trim());
  return {
    ...fields,
    capital: text(fields.capital),
    code: text(fields.code)?.toUpperCase() ?? null,
    worldRegion: text(fields.worldRegion),
    subregion: text(fields.subregion),
    latitude: text(fields.latitude),
    longitude: text(fields.longitude),
    timezone: text(fields.timezone),
    spokenLanguages: fields.spokenLanguages.map((l) => l.trim()).filter((l) => l !== ''),
    dialingCode: text(fields.dialingCode),
    averageCostUsd: isBlank(fields.averageCostUsd) ? null : twoDecimals(fields.averageCostUsd!.trim()),
    description: text(fields.description),
    promotionHtml: text(fields.promotionHtml),
  };
}

/** Every invalid field of a normalised country, with the message the form shows under it. */
export function validateCountry(fields: CountryFields): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const add = (field: keyof CountryFields, message: string) => problems.push({ field, message });
  if (isBlank(fields.capital)) add('capital', CountryMessage.Required);
  if (isBlank(fields.code)) add('code', CountryMessage.Required);
  else if (!COUNTRY_CODE.test(fields.code!)) add('code', CountryMessage.Code);
  if (degreesProblem(fields.latitude, 90)) add('latitude', CountryMessage.Latitude);
  if (degreesProblem(fields.longitude, 180)) add('longitude', CountryMessage.Longitude);
  if (!isBlank(fields.timezone) && !isIanaTimezone(fields.timezone!)) add('timezone', CountryMessage.Timezone);
  if (!isBlank(fields.dialingCode) && !DIALING_CODE.test(fields.dialingCode!)) add('dialingCode', CountryMessage.DialingCode);
  if (!isBlank(fields.averageCostUsd) && !MONEY.test(fields.averageCostUsd!)) add('averageCostUsd', CountryMessage.AverageCost);
  return problems;
}
