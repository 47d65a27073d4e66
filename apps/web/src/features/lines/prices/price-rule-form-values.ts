import type { FieldProblem, PriceRuleContext } from '@farebox/domain';
import { validatePriceRule } from '@farebox/domain';
import type { PriceRule, PriceRuleBody } from './prices.api';

/** The add/edit rule form (spec 3.5 "Price rule"). Departure times are typed as a list "08:00, 14:30". */
export interface PriceRuleFormValues {
  departureTimes: string;
  timeIntervals: { start: string; end: string }[];
  startDate: string;
  endDate: string;
  /** Checked weekdays as "0".."6" (checkbox values). */
  dows: string[];
  passengerTypes: { type: string; fromAge: string; toAge: string }[];
  fromStationIds: string[];
  toStationIds: string[];
  price: string;
}

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export const emptyRule = (): PriceRuleFormValues => ({
  departureTimes: '',
  timeIntervals: [],
  startDate: '',
  endDate: '',
  dows: [],
  passengerTypes: [],
  fromStationIds: [],
  toStationIds: [],
  price: '',
});

export function toRuleFormValues(rule: PriceRule): PriceRuleFormValues {
  return {
    departureTimes: rule.departureTimes.join(', '),
    timeIntervals: rule.timeIntervals.map((iv) => ({ ...iv })),
    startDate: rule.startDate ?? '',
    endDate: rule.endDate ?? '',
    dows: rule.dows.map(String),
    passengerTypes: rule.passengerTypes.map((p) => ({
      type: p.type,
      fromAge: p.fromAge === null ? '' : String(p.fromAge),
      toAge: p.toAge === null ? '' : String(p.toAge),
    })),
    fromStationIds: [...rule.fromStationIds],
    toStationIds: [...rule.toStationIds],
    price: rule.price,
  };
}

/** An age field: empty is no bound; anything else that is not a whole number is kept as NaN so the rule refuses it. */
const age = (v: string): number | null => (v.trim() === '' ? null : /^\d+$/.test(v.trim()) ? Number(v.trim()) : Number.NaN);

export function toRuleBody(v: PriceRuleFormValues): PriceRuleBody {
  return {
    departureTimes: v.departureTimes
      .split(/[\s,]+/)
      .map((t) => t.trim())
      .filter(Boolean),
    timeIntervals: v.timeIntervals,
    startDate: v.startDate || null,
    endDate: v.endDate || null,
    dows: (v.dows ?? []).map(Number),
    passengerTypes: v.passengerTypes.map((p) => ({ type: p.type, fromAge: age(p.fromAge), toAge: age(p.toAge) })),
    fromStationIds: v.fromStationIds ?? [],
    toStationIds: v.toStationIds ?? [],
    price: v.price,
  };
}

/** The API's rule (libs/domain validatePriceRule) on the form; a list of times reports on the one field. */
export function priceRuleProblems(v: PriceRuleFormValues, ctx: PriceRuleContext): FieldProblem[] {
  return validatePriceRule(toRuleBody(v), ctx).map((p) => ({ ...p, field: p.field.replace(/^departureTimes\[\d+\]$/, 'departureTimes') }));
}
