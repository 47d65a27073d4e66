import type { FieldProblem } from '../identity/field-problem.js';
import { PRODUCT_DISPLAY_NAME, PRODUCT_NAME } from '../product.js';

/** The places screens live under `/{product}-places` (spec part 3, route table). */
export const PLACES_PATH = `/${PRODUCT_NAME}-places`;

/** What a user edits on a point of interest (spec part 3, section 3); city, country and type are ids. */
export interface PlaceFields {
  name: string;
  address: string;
  cityId: string;
  countryId: string;
  typeId: string;
  /** Degrees (WGS 84); both or neither. */
  latitude: number | null;
  longitude: number | null;
  /** Rich text (HTML, sanitised by the server). */
  aboutPointOfInterest: string | null;
  /** A calendar date, YYYY-MM-DD. */
  expirationDate: string | null;
}

/** What a user enters for a place type. */
export interface PlaceTypeFields {
  name: string;
  slug: string;
}

export const PLACE_TEXT_MAX = 200;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const PlaceMessage = {
  Required: 'This field is required.',
  TextLength: `Enter at most ${PLACE_TEXT_MAX} characters.`,
  Latitude: 'Latitude must be between -90 and 90.',
  Longitude: 'Longitude must be between -180 and 180.',
  BothCoordinates: 'Enter both latitude and longitude, or neither.',
  ExpirationDate: 'Enter a date as YYYY-MM-DD.',
  UnknownCity: 'Choose a city from the list.',
  UnknownCountry: 'Choose a country from the list.',
  UnknownType: 'Choose a place type from the list.',
  CityNotInCountry: 'The city is not in this country.',
  NotFound: (id: string) => `the place: ${id} is not found.`,
  /** The form's line and toast when a save fails, followed by the server's message (spec part 3, section 8). */
  EditFailed: `Failed Edit ${PRODUCT_DISPLAY_NAME} Place`,
} as const;

export const PlaceTypeMessage = {
  Required: 'This field is required.',
  TextLength: `Enter at most ${PLACE_TEXT_MAX} characters.`,
  Slug: 'Use lower-case letters, digits and single hyphens, e.g. night-market.',
  NameTaken: 'Another place type has this name.',
  SlugTaken: 'Another place type has this slug.',
  NotFound: (id: string) => `the place type: ${id} is not found.`,
} as const;

export function newPlaceFields(): PlaceFields {
  return { name: '', address: '', cityId: '', countryId: '', typeId: '', latitude: null, longitude: null, aboutPointOfInterest: null, expirationDate: null };
}

const blankToNull = (text: string | null) => {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** Trims the texts and ids; blank rich text and date become null. */
export function normalizePlace(fields: PlaceFields): PlaceFields {
  return {
    ...fields,
    name: fields.name.trim(),
    address: fields.address.trim(),
    cityId: fields.cityId.trim(),
    countryId: fields.countryId.trim(),
    typeId: fields.typeId.trim(),
    aboutPointOfInterest: blankToNull(fields.aboutPointOfInterest),
    expirationDate: blankToNull(fields.expirationDate),
  };
}

function textProblem(text: string): string | null {
  if (text === '') return PlaceMessage.Required;
  return text.length > PLACE_TEXT_MAX ? PlaceMessage.TextLength : null;
}

const inRange = (value: number, limit: number) => Number.isFinite(value) && value >= -limit && value <= limit;

/** Whether the two coordinates are a position on the map (latitude -90..90, longitude -180..180). */
export const isPlacePosition = (latitude: number | null, longitude: number | null): boolean =>
  latitude !== null && longitude !== null && inRange(latitude, 90) && inRange(longitude, 180);

function isCalendarDate(text: string): boolean {
  if (!DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/** Every invalid field of a normalised place, with the message the form shows under it. */
export function validatePlace(fields: PlaceFields): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const field of ['name', 'address'] as const) {
    const problem = textProblem(fields[field]);
    if (problem) problems.push({ field, message: problem });
  }
  for (const field of ['cityId', 'countryId', 'typeId'] as const) {
    if (fields[field] === '') problems.push({ field, message: PlaceMessage.Required });
  }
  const { latitude, longitude } = fields;
  if (latitude !== null && !inRange(latitude, 90)) problems.push({ field: 'latitude', message: PlaceMessage.Latitude });
  if (longitude !== null && !inRange(longitude, 180)) problems.push({ field: 'longitude', message: PlaceMessage.Longitude });
  if ((latitude === null) !== (longitude === null)) {
    problems.push({ field: latitude === null ? 'latitude' : 'longitude', message: PlaceMessage.BothCoordinates });
  }
  if (fields.expirationDate !== null && !isCalendarDate(fields.expirationDate)) {
    problems.push({ field: 'expirationDate', message: PlaceMessage.ExpirationDate });
  }
  return problems;
}

/** Trims name and slug. */
export const normalizePlaceType = (fields: PlaceTypeFields): PlaceTypeFields => ({ name: fields.name.trim(), slug: fields.slug.trim() });

/** Every invalid field of a normalised place type. */
export function validatePlaceType(fields: PlaceTypeFields): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const name = textProblem(fields.name);
  if (name) problems.push({ field: 'name', message: name });
  const slug = textProblem(fields.slug) ?? (SLUG.test(fields.slug) ? null : PlaceTypeMessage.Slug);
  if (slug) problems.push({ field: 'slug', message: slug });
  return problems;
}
