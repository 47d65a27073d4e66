import type { FieldProblem } from '../identity/field-problem.js';
import { divideRoundHalfUp, parseUsdRate, toUsdCents } from '../finance/currency-conversion.js';
import { formatCents, toCents, type Cents } from '../payments/money.js';

/**
 * The Prices tab of a line (spec part 2, 2.11 and 3.5 "Price", "Price rule"; 5 "Line"). Money is whole cents in a
 * bigint, percents are hundredths in a bigint and rates are units per USD times 10 000: no float anywhere.
 *
 * Rounding: every result is rounded half away from zero (the same as decimal.js ROUND_HALF_UP and PostgreSQL
 * round()) once, at the end of its own computation: amount = cost x (1 + markup/100) to the cent, markup =
 * (amount - cost) / cost x 100 to the hundredth of a percent, USD = amount / rate to the cent. A markup derived from
 * an amount is not fed back into the amount: the amount the user typed is the one saved.
 */

export const LinePriceMessage = {
  Required: 'This field is required.',
  AtLeastZero: 'Value should be greater or equal 0',
  Amount: 'Enter an amount with at most 2 decimals.',
  Markup: 'The markup must be a percent between -100 and 9999.99 with at most 2 decimals.',
  MarkupFromAmountTooHigh: 'The price is too far above the cost: the markup would be above 9999.99%.',
  DuplicatePassengerType: 'This passenger type is priced twice.',
  Time: 'Enter a time as HH:MM.',
  IntervalEnd: 'The end must be after the start.',
  DateRange: 'The end date must not be before the start date.',
  Date: 'Enter a date as YYYY-MM-DD.',
  Weekday: 'Weekdays are 0 (Sunday) to 6 (Saturday).',
  Age: 'Enter an age from 0 to 120.',
  AgeRange: 'The age to must not be below the age from.',
  IntervalsPrivateOnly: 'Time intervals apply to private transfers only.',
  UnknownPassengerType: "This passenger type is not one of the operator's passenger types.",
  StationNotOnLine: 'This station is not on the line.',
  SupplierApiRules: 'Price rules cannot be added to a supplier API line: its prices come from the supplier.',
} as const;

/** Markup in hundredths of a percent: numeric(6,2) holds up to 9999.99; below -100 the price would be negative. */
export const MARKUP_MIN = -10_000n;
export const MARKUP_MAX = 999_999n;
const PERCENT_PATTERN = /^(-)?(\d{1,4})(?:\.(\d{1,2}))?$/;

/** "12.5" -> 1250n (hundredths of a percent); null when it is not a percent with at most 2 decimals. */
export function parsePercent(value: string | null | undefined): bigint | null {
  if (typeof value !== 'string') return null;
  const match = PERCENT_PATTERN.exec(value.trim());
  if (!match) return null;
  const hundredths = BigInt(match[2]) * 100n + BigInt((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -hundredths : hundredths;
}

/** 1250n -> "12.50" */
export const formatPercent = (hundredths: bigint): string => formatCents(hundredths);

/** amount = cost x (1 + markup / 100), to the cent. */
export function amountFromMarkup(cost: Cents, markupHundredths: bigint): Cents {
  return divideRoundHalfUp(cost * (10_000n + markupHundredths), 10_000n);
}

/** markup = (amount - cost) / cost x 100, to the hundredth; 0 for a zero cost (any amount over nothing has no percent). */
export function markupFromAmount(cost: Cents, amount: Cents): bigint {
  if (cost === 0n) return 0n;
  return divideRoundHalfUp((amount - cost) * 10_000n, cost);
}

/** An amount in USD to the cent at a rate (units per USD, 4 decimals); null when the rate is not one. */
export function usdCentsOrNull(amount: Cents, usdRate: string | null): Cents | null {
  if (usdRate === null || parseUsdRate(usdRate) === null) return null;
  return toUsdCents(amount, usdRate);
}

/** One passenger type's price as the form sends it: the cost and either the markup or the selling amount. */
export interface PassengerPriceInput {
  passengerType?: string | null;
  /** In the supplier currency. */
  cost?: string | null;
  /** Percent; used when isAmountByMarkup. */
  markup?: string | null;
  /** Selling price in the supplier currency; used when not isAmountByMarkup. */
  amount?: string | null;
  isAmountByMarkup?: boolean | null;
}

export interface ResolvedPassengerPrice {
  passengerType: string;
  cost: Cents;
  amount: Cents;
  markup: bigint;
  isAmountByMarkup: boolean;
}

export interface BookingFeeInput {
  isActive?: boolean | null;
  isPerPassenger?: boolean | null;
  price?: string | null;
}

/** The whole Prices form (spec 2.11: edit price per passenger type, line price input). */
export interface LinePricesInput {
  prices?: PassengerPriceInput[] | null;
  bookingFee?: BookingFeeInput | null;
  /** Maximum round-trip discount, in the supplier currency per passenger. */
  returnDiscount?: string | null;
  /** Round-trip cost discount, in the supplier currency per passenger. */
  returnCostDiscount?: string | null;
  /** Offline price, in the supplier currency per passenger; empty when the line has none. */
  offlinePrice?: string | null;
}

export interface ResolvedLinePrices {
  prices: ResolvedPassengerPrice[];
  bookingFee: { isActive: boolean; isPerPassenger: boolean; price: Cents };
  returnDiscount: Cents;
  returnCostDiscount: Cents;
  offlinePrice: Cents | null;
}

/** A required amount of at least 0 (spec 5 "Line": cost, return discount, return cost discount, offline price). */
export function nonNegativeAmountError(field: string, value: string | null | undefined, required = true): FieldProblem | null {
  if (value == null || String(value).trim() === '') return required ? { field, message: LinePriceMessage.Required } : null;
  const cents = toCents(String(value));
  if (cents === null) return { field, message: LinePriceMessage.Amount };
  if (cents < 0n) return { field, message: LinePriceMessage.AtLeastZero };
  return null;
}

const blank = (v: string | null | undefined) => v == null || String(v).trim() === '';

/** One passenger price: its errors, or the cost, amount and markup it saves. */
export function resolvePassengerPrice(input: PassengerPriceInput, prefix: string): { errors: FieldProblem[] } | { price: ResolvedPassengerPrice } {
  const errors: FieldProblem[] = [];
  if (blank(input.passengerType)) errors.push({ field: `${prefix}.passengerType`, message: LinePriceMessage.Required });
  const costError = nonNegativeAmountError(`${prefix}.cost`, input.cost);
  if (costError) errors.push(costError);
  const byMarkup = input.isAmountByMarkup !== false;
  let markup: bigint | null = null;
  let amount: Cents | null = null;
  if (byMarkup) {
    if (blank(input.markup)) errors.push({ field: `${prefix}.markup`, message: LinePriceMessage.Required });
    else {
      markup = parsePercent(input.markup);
      if (markup === null || markup < MARKUP_MIN || markup > MARKUP_MAX) errors.push({ field: `${prefix}.markup`, message: LinePriceMessage.Markup });
    }
  } else {
    const amountError = nonNegativeAmountError(`${prefix}.amount`, input.amount);
    if (amountError) errors.push(amountError);
    else amount = toCents(String(input.amount));
  }
  if (errors.length > 0) return { errors };
  const cost = toCents(String(input.cost))!;
  if (byMarkup) amount = amountFromMarkup(cost, markup!);
  else {
    markup = markupFromAmount(cost, amount!);
    if (markup > MARKUP_MAX) return { errors: [{ field: `${prefix}.amount`, message: LinePriceMessage.MarkupFromAmountTooHigh }] };
    if (markup < MARKUP_MIN) markup = MARKUP_MIN;
  }
  return { price: { passengerType: String(input.passengerType).trim(), cost, amount: amount!, markup: markup!, isAmountByMarkup: byMarkup } };
}

/** Every invalid field of the Prices form, or what it saves. */
export function resolveLinePrices(input: LinePricesInput): { errors: FieldProblem[] } | { value: ResolvedLinePrices } {
  const errors: FieldProblem[] = [];
  const prices: ResolvedPassengerPrice[] = [];
  const seen = new Set<string>();
  (input.prices ?? []).forEach((p, i) => {
    const result = resolvePassengerPrice(p, `prices[${i}]`);
    if ('errors' in result) errors.push(...result.errors);
    else if (seen.has(result.price.passengerType)) errors.push({ field: `prices[${i}].passengerType`, message: LinePriceMessage.DuplicatePassengerType });
    else {
      seen.add(result.price.passengerType);
      prices.push(result.price);
    }
  });
  const fee = input.bookingFee ?? {};
  const feeActive = fee.isActive === true;
  // The fee's price is required only when the fee is active; an inactive fee keeps 0.
  const feeError = nonNegativeAmountError('bookingFee.price', fee.price, feeActive);
  if (feeError) errors.push(feeError);
  for (const field of ['returnDiscount', 'returnCostDiscount'] as const) {
    const e = nonNegativeAmountError(field, input[field], false);
    if (e) errors.push(e);
  }
  const offlineError = nonNegativeAmountError('offlinePrice', input.offlinePrice, false);
  if (offlineError) errors.push(offlineError);
  if (errors.length > 0) return { errors };
  const centsOr0 = (v: string | null | undefined) => (blank(v) ? 0n : toCents(String(v))!);
  return {
    value: {
      prices,
      bookingFee: { isActive: feeActive, isPerPassenger: fee.isPerPassenger === true, price: centsOr0(fee.price) },
      returnDiscount: centsOr0(input.returnDiscount),
      returnCostDiscount: centsOr0(input.returnCostDiscount),
      offlinePrice: blank(input.offlinePrice) ? null : toCents(String(input.offlinePrice))!,
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Price rules (price exceptions)

export interface PriceRulePassengerType {
  type: string;
  fromAge: number | null;
  toAge: number | null;
}

export interface TimeInterval {
  /** HH:MM, local time of the departure station. */
  start: string;
  end: string;
}

/** A price rule as the form sends it. */
export interface PriceRuleInput {
  departureTimes?: string[] | null;
  timeIntervals?: TimeInterval[] | null;
  startDate?: string | null;
  endDate?: string | null;
  dows?: number[] | null;
  passengerTypes?: { type?: string | null; fromAge?: number | null; toAge?: number | null }[] | null;
  fromStationIds?: string[] | null;
  toStationIds?: string[] | null;
  /** Selling price per passenger in the supplier currency. */
  price?: string | null;
}

export interface PriceRuleContext {
  isPrivateTransfer: boolean;
  /** The operator's passenger types. */
  passengerTypes: readonly string[];
  /** Stations a trip of the line may leave from or arrive at (primary and multi-stations). */
  stationIds: readonly string[];
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** Every invalid field of a price rule (spec 3.5 "Price rule"). */
export function validatePriceRule(input: PriceRuleInput, ctx: PriceRuleContext): FieldProblem[] {
  const errors: FieldProblem[] = [];
  const priceError = nonNegativeAmountError('price', input.price);
  if (priceError) errors.push(priceError);
  (input.departureTimes ?? []).forEach((t, i) => {
    if (typeof t !== 'string' || !TIME.test(t)) errors.push({ field: `departureTimes[${i}]`, message: LinePriceMessage.Time });
  });
  const intervals = input.timeIntervals ?? [];
  if (intervals.length > 0 && !ctx.isPrivateTransfer) errors.push({ field: 'timeIntervals', message: LinePriceMessage.IntervalsPrivateOnly });
  intervals.forEach((iv, i) => {
    const startOk = typeof iv?.start === 'string' && TIME.test(iv.start);
    const endOk = typeof iv?.end === 'string' && TIME.test(iv.end);
    if (!startOk) errors.push({ field: `timeIntervals[${i}].start`, message: blank(iv?.start) ? LinePriceMessage.Required : LinePriceMessage.Time });
    if (!endOk) errors.push({ field: `timeIntervals[${i}].end`, message: blank(iv?.end) ? LinePriceMessage.Required : LinePriceMessage.Time });
    if (startOk && endOk && iv.end <= iv.start) errors.push({ field: `timeIntervals[${i}].end`, message: LinePriceMessage.IntervalEnd });
  });
  const startOk = blank(input.startDate) || DATE.test(String(input.startDate));
  const endOk = blank(input.endDate) || DATE.test(String(input.endDate));
  if (!startOk) errors.push({ field: 'startDate', message: LinePriceMessage.Date });
  if (!endOk) errors.push({ field: 'endDate', message: LinePriceMessage.Date });
  if (startOk && endOk && !blank(input.startDate) && !blank(input.endDate) && String(input.endDate) < String(input.startDate))
    errors.push({ field: 'endDate', message: LinePriceMessage.DateRange });
  (input.dows ?? []).forEach((d, i) => {
    if (!Number.isInteger(d) || d < 0 || d > 6) errors.push({ field: `dows[${i}]`, message: LinePriceMessage.Weekday });
  });
  (input.passengerTypes ?? []).forEach((p, i) => {
    if (blank(p?.type)) errors.push({ field: `passengerTypes[${i}].type`, message: LinePriceMessage.Required });
    else if (!ctx.passengerTypes.includes(String(p.type))) errors.push({ field: `passengerTypes[${i}].type`, message: LinePriceMessage.UnknownPassengerType });
    const ageOk = (a: number | null | undefined) => a == null || (Number.isInteger(a) && a >= 0 && a <= 120);
    if (!ageOk(p?.fromAge)) errors.push({ field: `passengerTypes[${i}].fromAge`, message: LinePriceMessage.Age });
    if (!ageOk(p?.toAge)) errors.push({ field: `passengerTypes[${i}].toAge`, message: LinePriceMessage.Age });
    if (ageOk(p?.fromAge) && ageOk(p?.toAge) && p?.fromAge != null && p?.toAge != null && p.toAge < p.fromAge)
      errors.push({ field: `passengerTypes[${i}].toAge`, message: LinePriceMessage.AgeRange });
  });
  for (const key of ['fromStationIds', 'toStationIds'] as const) {
    (input[key] ?? []).forEach((id, i) => {
      if (!ctx.stationIds.includes(id)) errors.push({ field: `${key}[${i}]`, message: LinePriceMessage.StationNotOnLine });
    });
  }
  return errors;
}

/** A saved rule as the matcher reads it. */
export interface PriceRule {
  id: string;
  departureTimes: readonly string[];
  timeIntervals: readonly TimeInterval[];
  startDate: string | null;
  endDate: string | null;
  dows: readonly number[];
  passengerTypes: readonly PriceRulePassengerType[];
  fromStationIds: readonly string[];
  toStationIds: readonly string[];
  /** Selling price per passenger in the supplier currency, e.g. "650.00". */
  price: string;
  /** ISO instant the rule was last saved: it prices trips departing from then on only. */
  effectiveFrom: string;
}

/** What the matcher knows of one trip, in the departure station's timezone. */
export interface PriceRuleTrip {
  /** ISO instant of departure. */
  departureAt: string;
  /** YYYY-MM-DD, local. */
  localDate: string;
  /** HH:MM, local. */
  localTime: string;
  /** 0 (Sunday) to 6. */
  dow: number;
  fromStationId: string;
  toStationId: string;
}

/** The passenger being priced: the type, and the age when it is known (search does not know it). */
export interface PriceRulePassenger {
  type: string;
  age?: number | null;
}

/** True when the rule prices this passenger on this trip: every condition it sets holds (an empty list sets none). */
export function priceRuleMatches(rule: PriceRule, trip: PriceRuleTrip, passenger: PriceRulePassenger): boolean {
  if (new Date(trip.departureAt).getTime() < new Date(rule.effectiveFrom).getTime()) return false;
  if (rule.departureTimes.length > 0 && !rule.departureTimes.includes(trip.localTime)) return false;
  if (rule.timeIntervals.length > 0 && !rule.timeIntervals.some((iv) => iv.start <= trip.localTime && trip.localTime <= iv.end)) return false;
  if (rule.startDate && trip.localDate < rule.startDate) return false;
  if (rule.endDate && trip.localDate > rule.endDate) return false;
  if (rule.dows.length > 0 && !rule.dows.includes(trip.dow)) return false;
  if (rule.fromStationIds.length > 0 && !rule.fromStationIds.includes(trip.fromStationId)) return false;
  if (rule.toStationIds.length > 0 && !rule.toStationIds.includes(trip.toStationId)) return false;
  if (rule.passengerTypes.length > 0) {
    const age = passenger.age ?? null;
    const fits = rule.passengerTypes.some(
      (p) => p.type === passenger.type && (age === null || ((p.fromAge === null || age >= p.fromAge) && (p.toAge === null || age <= p.toAge))),
    );
    if (!fits) return false;
  }
  return true;
}

/** How many of the rule's conditions are set: departure times, intervals, dates, weekdays, passenger types, from, to. */
export function priceRuleSpecificity(rule: PriceRule): number {
  return [
    rule.departureTimes.length > 0,
    rule.timeIntervals.length > 0,
    rule.startDate !== null || rule.endDate !== null,
    rule.dows.length > 0,
    rule.passengerTypes.length > 0,
    rule.fromStationIds.length > 0,
    rule.toStationIds.length > 0,
  ].filter(Boolean).length;
}

/**
 * The rule that prices the passenger on the trip, or null for the line's price. Precedence when several match:
 * the most specific (most conditions set) wins; among equally specific rules the most recently saved wins; then
 * the smallest id, so the answer never depends on row order.
 */
export function pickPriceRule<R extends PriceRule>(rules: readonly R[], trip: PriceRuleTrip, passenger: PriceRulePassenger): R | null {
  let best: R | null = null;
  for (const rule of rules) {
    if (!priceRuleMatches(rule, trip, passenger)) continue;
    if (best === null || comparePrecedence(rule, best) < 0) best = rule;
  }
  return best;
}

/** Negative when `a` takes precedence over `b`. */
export function comparePrecedence(a: PriceRule, b: PriceRule): number {
  const bySpecificity = priceRuleSpecificity(b) - priceRuleSpecificity(a);
  if (bySpecificity !== 0) return bySpecificity;
  const bySaved = new Date(b.effectiveFrom).getTime() - new Date(a.effectiveFrom).getTime();
  if (bySaved !== 0) return bySaved;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
