import type { FieldProblem } from '../identity/field-problem.js';
import type { Cents } from '../payments/money.js';
import { LinePriceMessage, nonNegativeAmountError } from './line-prices.js';
import { toCents } from '../payments/money.js';

/**
 * The Options (2) and Extras (6) tabs of a line (spec part 2, 2.9, 3.5 "Passenger extra info definition", "Extra
 * option definition (line)", 5 "Line" and 9). One validation for the form and the API, so both say the same thing.
 */

export const PASSENGER_EXTRA_INFO_TYPES = ['text', 'date', 'dateBefore', 'dateAfter', 'country', 'list', 'number', 'autocomplete'] as const;
export type PassengerExtraInfoType = (typeof PASSENGER_EXTRA_INFO_TYPES)[number];
/** The types that keep values in `data`: a list's choices (at least one) and an autocomplete's suggestions. */
export const extraInfoHasData = (type: string | null | undefined): boolean => type === 'list' || type === 'autocomplete';

/** When the prepaid tickets of a line are used up: bookings become pending, or the line becomes fully booked (spec 4). */
export const FULL_ALLOCATION_POLICIES = ['pending', 'full'] as const;
export type FullAllocationPolicy = (typeof FULL_ALLOCATION_POLICIES)[number];

export const LINE_EXTRA_TYPES = ['pickup_hotel', 'pickup_airport', 'dropoff_hotel', 'dropoff_airport', 'upgrade'] as const;
export type LineExtraType = (typeof LINE_EXTRA_TYPES)[number];

export const PICKUP_BEFORE_AFTER = ['before', 'after'] as const;
export type PickupBeforeAfter = (typeof PICKUP_BEFORE_AFTER)[number];

/** Key details show in two columns when there are more than this many (spec 2.9 tab 2). */
export const KEY_DETAILS_ONE_COLUMN_MAX = 5;
export const KEY_DETAILS_MAX = 20;
export const TEXT_MAX = 200;
export const EXTRAS_MAX = 30;
export const PASSENGER_EXTRA_INFO_MAX = 20;
export const LIST_ITEMS_MAX = 200;

export const LineOptionsMessage = {
  Required: LinePriceMessage.Required,
  AtLeastZero: LinePriceMessage.AtLeastZero,
  WholeNumber: 'Enter a whole number.',
  TooLong: `Enter at most ${TEXT_MAX} characters.`,
  Slug: 'Use lowercase letters, digits and single hyphens only.',
  DuplicateSlug: 'Another passenger extra info already uses this slug.',
  ListNeedsItem: 'A list needs at least one item.',
  TooMany: 'There are too many entries.',
  UnknownValue: 'Choose one of the offered values.',
  PredefinedDataNeedsItem: 'Keep at least one item in the predefined data list.',
  UsePredefinedNeedsAllow: 'Predefined data can only be used when it is allowed.',
  UnknownExtra: "This extra is not one of the line's extras.",
} as const;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A form value as text: strings and numbers as typed, anything else empty. */
const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const blank = (v: unknown) => text(v).trim() === '';
const isOneOf = <T extends string>(list: readonly T[], v: unknown): v is T => typeof v === 'string' && (list as readonly string[]).includes(v);

export interface PassengerExtraInfoInput {
  label?: string | null;
  type?: string | null;
  /** The choices of a `list`; ignored for the other types. */
  data?: (string | null)[] | null;
  slug?: string | null;
}

export interface LineOptionsInput {
  phoneRequired?: boolean | null;
  needExtraInfo?: boolean | null;
  /** The line's prepaid tickets; empty when the line has no prepaid allocation. */
  prepaidTickets?: number | string | null;
  fullAllocationPolicy?: string | null;
  keyDetails?: (string | null)[] | null;
  passengerExtraInfo?: PassengerExtraInfoInput[] | null;
}

export interface ResolvedPassengerExtraInfo {
  label: string;
  type: PassengerExtraInfoType;
  data: string[];
  slug: string;
}

export interface ResolvedLineOptions {
  phoneRequired: boolean;
  needExtraInfo: boolean;
  prepaidTickets: number | null;
  fullAllocationPolicy: FullAllocationPolicy;
  keyDetails: string[];
  passengerExtraInfo: ResolvedPassengerExtraInfo[];
}

function textError(field: string, value: unknown): FieldProblem | null {
  if (blank(value)) return { field, message: LineOptionsMessage.Required };
  if (text(value).trim().length > TEXT_MAX) return { field, message: LineOptionsMessage.TooLong };
  return null;
}

/** A whole number of at least 0 (prepaid tickets, pick-up minutes: min 0 step 1); null when blank. */
export function wholeNumberError(field: string, value: unknown, required: boolean): FieldProblem | null {
  if (blank(value)) return required ? { field, message: LineOptionsMessage.Required } : null;
  const typed = text(value).trim();
  if (!/^-?\d+$/.test(typed)) return { field, message: LineOptionsMessage.WholeNumber };
  if (Number(typed) < 0) return { field, message: LineOptionsMessage.AtLeastZero };
  if (Number(typed) > 1_000_000) return { field, message: LineOptionsMessage.TooMany };
  return null;
}

/** The Options tab: its errors, or what it saves. */
export function resolveLineOptions(input: LineOptionsInput): { errors: FieldProblem[] } | { value: ResolvedLineOptions } {
  const errors: FieldProblem[] = [];
  const push = (p: FieldProblem | null) => p && errors.push(p);
  const prepaidError = wholeNumberError('prepaidTickets', input.prepaidTickets, false);
  push(prepaidError);
  const prepaid = blank(input.prepaidTickets) ? null : Number(String(input.prepaidTickets).trim());
  if (!prepaidError && prepaid !== null && !isOneOf(FULL_ALLOCATION_POLICIES, input.fullAllocationPolicy))
    errors.push({ field: 'fullAllocationPolicy', message: blank(input.fullAllocationPolicy) ? LineOptionsMessage.Required : LineOptionsMessage.UnknownValue });

  const keyDetails = input.keyDetails ?? [];
  if (keyDetails.length > KEY_DETAILS_MAX) errors.push({ field: 'keyDetails', message: LineOptionsMessage.TooMany });
  keyDetails.forEach((d, i) => push(textError(`keyDetails[${i}]`, d)));

  const infos = input.passengerExtraInfo ?? [];
  if (infos.length > PASSENGER_EXTRA_INFO_MAX) errors.push({ field: 'passengerExtraInfo', message: LineOptionsMessage.TooMany });
  const slugs = new Map<string, number>();
  infos.forEach((info, i) => {
    const p = `passengerExtraInfo[${i}]`;
    push(textError(`${p}.label`, info.label));
    if (blank(info.type)) errors.push({ field: `${p}.type`, message: LineOptionsMessage.Required });
    else if (!isOneOf(PASSENGER_EXTRA_INFO_TYPES, info.type)) errors.push({ field: `${p}.type`, message: LineOptionsMessage.UnknownValue });
    const slug = (info.slug ?? '').trim();
    if (slug === '') errors.push({ field: `${p}.slug`, message: LineOptionsMessage.Required });
    else if (!SLUG.test(slug) || slug.length > 100) errors.push({ field: `${p}.slug`, message: LineOptionsMessage.Slug });
    else if (slugs.has(slug)) errors.push({ field: `${p}.slug`, message: LineOptionsMessage.DuplicateSlug });
    else slugs.set(slug, i);
    if (extraInfoHasData(info.type)) {
      const data = info.data ?? [];
      if (data.length === 0 && info.type === 'list') errors.push({ field: `${p}.data`, message: LineOptionsMessage.ListNeedsItem });
      if (data.length > LIST_ITEMS_MAX) errors.push({ field: `${p}.data`, message: LineOptionsMessage.TooMany });
      data.forEach((d, j) => push(textError(`${p}.data[${j}]`, d)));
    }
  });
  if (errors.length > 0) return { errors };
  return {
    value: {
      phoneRequired: input.phoneRequired === true,
      needExtraInfo: input.needExtraInfo === true,
      prepaidTickets: prepaid,
      fullAllocationPolicy: isOneOf(FULL_ALLOCATION_POLICIES, input.fullAllocationPolicy) ? input.fullAllocationPolicy : 'pending',
      keyDetails: keyDetails.map((d) => String(d).trim()),
      passengerExtraInfo: infos.map((info) => ({
        label: String(info.label).trim(),
        type: info.type as PassengerExtraInfoType,
        data: extraInfoHasData(info.type) ? (info.data ?? []).map((d) => String(d).trim()) : [],
        slug: String(info.slug).trim(),
      })),
    },
  };
}

export interface ExtraDataItemInput {
  name?: string | null;
  /** Pick-up minutes before or after the departure: min 0, step 1. */
  time?: number | string | null;
  beforeAfter?: string | null;
}

export interface LineExtraInput {
  extraType?: string | null;
  label?: string | null;
  note?: string | null;
  /** In the supplier currency, at most 2 decimals, at least 0. */
  price?: string | null;
  /** Priced per person per direction (else per booking). */
  perPassenger?: boolean | null;
  needInput?: boolean | null;
  inputLabel?: string | null;
  allowPredefinedData?: boolean | null;
  usePredefinedData?: boolean | null;
  data?: ExtraDataItemInput[] | null;
  mandatory?: boolean | null;
}

export interface ResolvedExtraDataItem {
  name: string;
  time: number;
  beforeAfter: PickupBeforeAfter;
}

export interface ResolvedLineExtra {
  extraType: LineExtraType;
  label: string;
  note: string | null;
  price: Cents;
  perPassenger: boolean;
  needInput: boolean;
  inputLabel: string | null;
  allowPredefinedData: boolean;
  usePredefinedData: boolean;
  data: ResolvedExtraDataItem[];
  mandatory: boolean;
}

/** One extra of the Extras tab: its errors (fields under `prefix`), or what it saves. */
export function resolveLineExtra(input: LineExtraInput, prefix: string): { errors: FieldProblem[] } | { value: ResolvedLineExtra } {
  const errors: FieldProblem[] = [];
  const push = (p: FieldProblem | null) => p && errors.push(p);
  if (blank(input.extraType)) errors.push({ field: `${prefix}.extraType`, message: LineOptionsMessage.Required });
  else if (!isOneOf(LINE_EXTRA_TYPES, input.extraType)) errors.push({ field: `${prefix}.extraType`, message: LineOptionsMessage.UnknownValue });
  push(textError(`${prefix}.label`, input.label));
  if (!blank(input.note) && String(input.note).trim().length > TEXT_MAX) errors.push({ field: `${prefix}.note`, message: LineOptionsMessage.TooLong });
  push(nonNegativeAmountError(`${prefix}.price`, input.price));
  const needInput = input.needInput === true;
  if (needInput) push(textError(`${prefix}.inputLabel`, input.inputLabel));
  const allow = input.allowPredefinedData === true;
  const use = input.usePredefinedData === true;
  if (use && !allow) errors.push({ field: `${prefix}.usePredefinedData`, message: LineOptionsMessage.UsePredefinedNeedsAllow });
  const data = allow ? (input.data ?? []) : [];
  if (allow && data.length === 0) errors.push({ field: `${prefix}.data`, message: LineOptionsMessage.PredefinedDataNeedsItem });
  if (data.length > LIST_ITEMS_MAX) errors.push({ field: `${prefix}.data`, message: LineOptionsMessage.TooMany });
  data.forEach((d, j) => {
    const p = `${prefix}.data[${j}]`;
    push(textError(`${p}.name`, d.name));
    push(wholeNumberError(`${p}.time`, d.time, true));
    if (blank(d.beforeAfter)) errors.push({ field: `${p}.beforeAfter`, message: LineOptionsMessage.Required });
    else if (!isOneOf(PICKUP_BEFORE_AFTER, d.beforeAfter)) errors.push({ field: `${p}.beforeAfter`, message: LineOptionsMessage.UnknownValue });
  });
  if (errors.length > 0) return { errors };
  return {
    value: {
      extraType: input.extraType as LineExtraType,
      label: String(input.label).trim(),
      note: blank(input.note) ? null : String(input.note).trim(),
      price: toCents(String(input.price))!,
      perPassenger: input.perPassenger === true,
      needInput,
      inputLabel: needInput ? String(input.inputLabel).trim() : null,
      allowPredefinedData: allow,
      usePredefinedData: use,
      data: data.map((d) => ({ name: String(d.name).trim(), time: Number(String(d.time).trim()), beforeAfter: d.beforeAfter as PickupBeforeAfter })),
      mandatory: input.mandatory === true,
    },
  };
}

/** The whole Extras list, in its order. */
export function resolveLineExtras(extras: LineExtraInput[]): { errors: FieldProblem[] } | { value: ResolvedLineExtra[] } {
  if (extras.length > EXTRAS_MAX) return { errors: [{ field: 'extras', message: LineOptionsMessage.TooMany }] };
  const errors: FieldProblem[] = [];
  const value: ResolvedLineExtra[] = [];
  extras.forEach((e, i) => {
    const r = resolveLineExtra(e, `extras[${i}]`);
    if ('errors' in r) errors.push(...r.errors);
    else value.push(r.value);
  });
  return errors.length > 0 ? { errors } : { value };
}
