import { isIsoDate } from '../finance/finance-dates.js';
import type { FieldProblem } from '../identity/field-problem.js';
import type { PassengerExtraInfoType } from '../lines/line-options.js';

/**
 * The line's passenger extra info definitions (spec part 2, 3.1 Passenger extraInfos, 3.5 passengerExtraInfoDefinitions,
 * 5 Line "Passenger extra info required; country selects required unless B2B; country of residence only for the
 * first passenger") as a booking's passengers answer them. One check for the booking form and the API.
 */

export interface ExtraInfoChoice {
  value: string;
  label: string;
}

export interface ExtraInfoDefinition {
  slug: string;
  label: string;
  type: PassengerExtraInfoType;
  /** The values a `list` or `country` answer must be one of (a country's ISO code); an `autocomplete`'s suggestions. */
  choices: readonly ExtraInfoChoice[];
}

export interface ExtraInfoAnswer {
  slug: string;
  value?: string | null;
}

export interface ExtraInfoContext {
  /** Local date (YYYY-MM-DD) of the first departure: `dateBefore` answers fall before it. */
  departureDate: string;
  /** Local date of the last departure (the return's on a round trip): `dateAfter` answers fall after it. */
  lastDepartureDate: string;
  /** B2B bookings may leave country selects empty. */
  isB2b?: boolean;
}

/** The slug of the extra info asked of the first passenger only. */
export const COUNTRY_OF_RESIDENCE_SLUG = 'country-of-residence';
export const EXTRA_INFO_TEXT_MAX = 200;
/** A number answer: digits with an optional sign and decimal part (no exponent, no thousands separators). */
const NUMBER = /^[-+]?\d{1,15}(\.\d{1,6})?$/;

export const ExtraInfoMessage = {
  Required: 'This field is required.',
  Date: 'Enter a date as YYYY-MM-DD.',
  DateBefore: (date: string) => `Enter a date before the departure date (${date}).`,
  DateAfter: (date: string) => `Enter a date after the departure date (${date}).`,
  Choice: 'Choose one of the offered values.',
  Country: 'Choose one of the countries.',
  Number: 'Enter a number.',
  TooLong: `Enter at most ${EXTRA_INFO_TEXT_MAX} characters.`,
  NotAsked: 'This extra info is not asked by the product.',
} as const;

/** Whether the passenger at `index` is asked this extra info (country of residence: the first passenger only). */
export const extraInfoAsked = (definition: Pick<ExtraInfoDefinition, 'slug'>, index: number): boolean =>
  definition.slug !== COUNTRY_OF_RESIDENCE_SLUG || index === 0;

/** The problem of one answer, or null. */
export function extraInfoProblem(definition: ExtraInfoDefinition, value: string | null | undefined, ctx: ExtraInfoContext): string | null {
  const text = (value ?? '').trim();
  if (text === '') return definition.type === 'country' && ctx.isB2b ? null : ExtraInfoMessage.Required;
  switch (definition.type) {
    case 'text':
    case 'autocomplete':
      return text.length > EXTRA_INFO_TEXT_MAX ? ExtraInfoMessage.TooLong : null;
    case 'number':
      return NUMBER.test(text) ? null : ExtraInfoMessage.Number;
    case 'date':
      return isIsoDate(text) ? null : ExtraInfoMessage.Date;
    case 'dateBefore':
      if (!isIsoDate(text)) return ExtraInfoMessage.Date;
      return text < ctx.departureDate ? null : ExtraInfoMessage.DateBefore(ctx.departureDate);
    case 'dateAfter':
      if (!isIsoDate(text)) return ExtraInfoMessage.Date;
      return text > ctx.lastDepartureDate ? null : ExtraInfoMessage.DateAfter(ctx.lastDepartureDate);
    case 'country':
      return definition.choices.some((c) => c.value === text) ? null : ExtraInfoMessage.Country;
    case 'list':
      return definition.choices.some((c) => c.value === text) ? null : ExtraInfoMessage.Choice;
  }
}

/**
 * Every passenger's answers against the definitions: each asked one required and valid for its type
 * (`passengers.<i>.extraInfos.<slug>`), and no answer to an extra info the product does not ask.
 */
export function validatePassengerExtraInfos(
  passengers: readonly { extraInfos?: readonly ExtraInfoAnswer[] | null }[],
  definitions: readonly ExtraInfoDefinition[],
  ctx: ExtraInfoContext,
): FieldProblem[] {
  const errors: FieldProblem[] = [];
  passengers.forEach((p, i) => {
    const answers = new Map((p.extraInfos ?? []).map((a) => [a.slug, a.value]));
    for (const definition of definitions) {
      if (!extraInfoAsked(definition, i)) continue;
      const message = extraInfoProblem(definition, answers.get(definition.slug), ctx);
      if (message) errors.push({ field: `passengers.${i}.extraInfos.${definition.slug}`, message });
    }
    for (const slug of answers.keys()) {
      const definition = definitions.find((d) => d.slug === slug);
      if (!definition || !extraInfoAsked(definition, i)) errors.push({ field: `passengers.${i}.extraInfos.${slug}`, message: ExtraInfoMessage.NotAsked });
    }
  });
  return errors;
}

/** The answers a passenger keeps: the asked ones, trimmed, in the definitions' order (empty B2B countries left out). */
export function storedExtraInfos(answers: readonly ExtraInfoAnswer[] | null | undefined, definitions: readonly ExtraInfoDefinition[], index: number) {
  const byslug = new Map((answers ?? []).map((a) => [a.slug, (a.value ?? '').trim()]));
  return definitions.filter((d) => extraInfoAsked(d, index) && (byslug.get(d.slug) ?? '') !== '').map((d) => ({ slug: d.slug, value: byslug.get(d.slug)! }));
}
