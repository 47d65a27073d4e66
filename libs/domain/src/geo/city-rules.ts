import type { FieldProblem } from '../identity/field-problem.js';
import { isIanaTimezone } from './timezones.js';

/** What a user edits on a city (spec part 3, sections 2 and 3); the slug follows the name, the country code the country. */
export interface CityFields {
  countryId: string;
  name: string;
  /** IANA zone, e.g. Asia/Bangkok: every trip from the city is read in it. */
  timezone: string;
  /** The province the city is in, of the same country; null for none. */
  provinceId: string | null;
  nearbyCityIds: string[];
  highSeason: string | null;
  placesToSee: string | null;
  goodToKnow: string | null;
  /** Rich text (HTML, sanitised by the server). */
  description: string | null;
  /** Rich text (HTML, sanitised by the server). */
  promotionHtml: string | null;
}

export const CITY_NAME_MAX = 100;
export const CITY_NOTE_MAX = 2000;
/** The free-text notes of a city: plain text, several lines. */
export const CITY_NOTE_FIELDS = ['highSeason', 'placesToSee', 'goodToKnow'] as const satisfies readonly (keyof CityFields)[];

export const CityMessage = {
  Required: 'This field is required.',
  NameLength: `Enter at most ${CITY_NAME_MAX} characters.`,
  NoteLength: `Enter at most ${CITY_NOTE_MAX} characters.`,
  Timezone: 'Choose a timezone from the list.',
  UnknownCountry: 'Choose a country from the list.',
  ProvinceOfAnotherCountry: "Choose a province of the city's country.",
  UnknownNearbyCity: 'Choose other cities from the list.',
} as const;

/** The public slug of a city name: lower-case ASCII words joined by hyphens ('Hội An' → 'hoi-an'). */
export function citySlugOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/gi, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function newCityFields(): CityFields {
  return {
    countryId: '',
    name: '',
    timezone: '',
    provinceId: null,
    nearbyCityIds: [],
    highSeason: null,
    placesToSee: null,
    goodToKnow: null,
    description: null,
    promotionHtml: null,
  };
}

const textOrNull = (value: string | null) => {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
};

/** Trims the texts, drops repeated nearby cities; blank texts become null. */
export function normalizeCity(fields: CityFields): CityFields {
  return {
    countryId: fields.countryId.trim(),
    name: fields.name.trim(),
    timezone: fields.timezone.trim(),
    provinceId: textOrNull(fields.provinceId),
    nearbyCityIds: [...new Set(fields.nearbyCityIds)],
    highSeason: textOrNull(fields.highSeason),
    placesToSee: textOrNull(fields.placesToSee),
    goodToKnow: textOrNull(fields.goodToKnow),
    description: textOrNull(fields.description),
    promotionHtml: textOrNull(fields.promotionHtml),
  };
}

/** Every invalid field of a normalised city, with the message the form shows under it. */
export function validateCity(fields: CityFields): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const add = (field: keyof CityFields, message: string) => problems.push({ field, message });
  if (fields.countryId === '') add('countryId', CityMessage.Required);
  if (fields.name === '') add('name', CityMessage.Required);
  else if (fields.name.length > CITY_NAME_MAX) add('name', CityMessage.NameLength);
  if (fields.timezone === '') add('timezone', CityMessage.Required);
  else if (!isIanaTimezone(fields.timezone)) add('timezone', CityMessage.Timezone);
  for (const note of CITY_NOTE_FIELDS) if ((fields[note]?.length ?? 0) > CITY_NOTE_MAX) add(note, CityMessage.NoteLength);
  return problems;
}
