import type { FieldProblem } from '../identity/field-problem.js';
import { isSlug } from '../slug.js';

/** What a user edits on a zone (spec part 3, sections 2 and 3); its country is the city's. */
export interface ZoneFields {
  name: string;
  slug: string;
  cityId: string;
  /** Rich text (HTML, sanitised by the server). */
  description: string | null;
}

export const ZONE_TEXT_MAX = 100;

export const ZoneMessage = {
  Required: 'This field is required.',
  TextLength: `Enter at most ${ZONE_TEXT_MAX} characters.`,
  Slug: 'Use lower-case letters, digits and single hyphens, e.g. old-quarter.',
  SlugTaken: 'Another zone has this slug.',
  UnknownCity: 'Choose a city from the list.',
  NotFound: (id: string) => `the zone: ${id} is not found.`,
} as const;

export function newZoneFields(): ZoneFields {
  return { name: '', slug: '', cityId: '', description: null };
}

/** Trims the texts; blank rich text becomes null. */
export function normalizeZone(fields: ZoneFields): ZoneFields {
  const description = fields.description?.trim() ?? '';
  return { ...fields, name: fields.name.trim(), slug: fields.slug.trim(), description: description === '' ? null : description };
}

function textProblem(text: string): string | null {
  if (text === '') return ZoneMessage.Required;
  return text.length > ZONE_TEXT_MAX ? ZoneMessage.TextLength : null;
}

/** Every invalid field of a normalised zone, with the message the form shows under it. */
export function validateZone(fields: ZoneFields): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const name = textProblem(fields.name);
  if (name) problems.push({ field: 'name', message: name });
  const slug = textProblem(fields.slug) ?? (isSlug(fields.slug) ? null : ZoneMessage.Slug);
  if (slug) problems.push({ field: 'slug', message: slug });
  if (fields.cityId === '') problems.push({ field: 'cityId', message: ZoneMessage.Required });
  return problems;
}
