import { isUrl } from '../companies/company-rules.js';
import type { FieldProblem } from '../identity/field-problem.js';

/** A language the public site is offered in (spec part 3, section 3). */
export interface LocaleFields {
  name: string;
  /** The locale code, e.g. en or heb. */
  locale: string;
  isActivated: boolean;
  flagUrl: string | null;
}

export const LOCALE_NAME_MIN = 2;
export const LOCALE_NAME_MAX = 50;
export const LOCALE_CODE_MIN = 2;
export const LOCALE_CODE_MAX = 3;

export const LocaleMessage = {
  Required: 'This field is required.',
  NameLength: `Enter ${LOCALE_NAME_MIN} to ${LOCALE_NAME_MAX} characters.`,
  CodeLength: `Enter ${LOCALE_CODE_MIN} to ${LOCALE_CODE_MAX} characters.`,
  FlagUrl: 'Enter a valid URL (starting with http:// or https://).',
  CodeTaken: 'Another locale has this code.',
} as const;

export function newLocaleFields(): LocaleFields {
  return { name: '', locale: '', isActivated: false, flagUrl: null };
}

/** Trims the texts; a blank flag URL becomes null. */
export function normalizeLocale(fields: LocaleFields): LocaleFields {
  const flagUrl = fields.flagUrl?.trim() ?? '';
  return { ...fields, name: fields.name.trim(), locale: fields.locale.trim(), flagUrl: flagUrl === '' ? null : flagUrl };
}

function lengthProblem(text: string, min: number, max: number, message: string): string | null {
  if (text === '') return LocaleMessage.Required;
  return text.length < min || text.length > max ? message : null;
}

/** Every invalid field of a normalised locale, with the message the form shows under it. */
export function validateLocale(fields: LocaleFields): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const name = lengthProblem(fields.name, LOCALE_NAME_MIN, LOCALE_NAME_MAX, LocaleMessage.NameLength);
  if (name) problems.push({ field: 'name', message: name });
  const code = lengthProblem(fields.locale, LOCALE_CODE_MIN, LOCALE_CODE_MAX, LocaleMessage.CodeLength);
  if (code) problems.push({ field: 'locale', message: code });
  if (fields.flagUrl && !isUrl(fields.flagUrl)) problems.push({ field: 'flagUrl', message: LocaleMessage.FlagUrl });
  return problems;
}
