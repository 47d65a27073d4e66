import type { FieldProblem } from '../identity/field-problem.js';
import { isSlug } from '../slug.js';

/** A pro or a con of a way of travelling a route (spec part 3, section 3). */
export const PRO_CON_TYPES = ['pro', 'con'] as const;
export type ProConType = (typeof PRO_CON_TYPES)[number];

/** What the create form sends; `type` is '' until one is chosen. */
export interface ProConFields {
  slug: string;
  text: string;
  type: ProConType | '';
}

export const PRO_CON_SLUG_MAX = 100;
export const PRO_CON_TEXT_MAX = 500;

export const ProConMessage = {
  SlugRequired: 'Slug is required.',
  TextRequired: 'Text is required.',
  TypeRequired: 'Type is required.',
  Slug: 'Use lower-case letters, digits and single hyphens, e.g. free-wifi.',
  SlugLength: `Enter at most ${PRO_CON_SLUG_MAX} characters.`,
  TextLength: `Enter at most ${PRO_CON_TEXT_MAX} characters.`,
  Type: 'Choose pro or con.',
  /** A create whose slug another pro or con has (HTTP 409, spec part 3, section 8). */
  SlugTaken: 'slug already exists',
  /** Any other failure of a create (spec part 3, section 8). */
  CreateFailed: (type: ProConType) => `Failed to create ${type}`,
} as const;

export const isProConType = (value: string): value is ProConType => (PRO_CON_TYPES as readonly string[]).includes(value);

export function newProConFields(): ProConFields {
  return { slug: '', text: '', type: '' };
}

/** Trims the texts. */
export function normalizeProCon(fields: ProConFields): ProConFields {
  return { slug: fields.slug.trim(), text: fields.text.trim(), type: fields.type };
}

/** Every invalid field of a normalised pro or con, with the message the form shows under it after submit. */
export function validateProCon(fields: ProConFields): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const slug =
    fields.slug === ''
      ? ProConMessage.SlugRequired
      : fields.slug.length > PRO_CON_SLUG_MAX
        ? ProConMessage.SlugLength
        : isSlug(fields.slug)
          ? null
          : ProConMessage.Slug;
  if (slug) problems.push({ field: 'slug', message: slug });
  const text = fields.text === '' ? ProConMessage.TextRequired : fields.text.length > PRO_CON_TEXT_MAX ? ProConMessage.TextLength : null;
  if (text) problems.push({ field: 'text', message: text });
  if (fields.type === '') problems.push({ field: 'type', message: ProConMessage.TypeRequired });
  else if (!isProConType(fields.type)) problems.push({ field: 'type', message: ProConMessage.Type });
  return problems;
}
