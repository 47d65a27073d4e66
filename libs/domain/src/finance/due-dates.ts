import type { ChoiceOption } from '../companies/company-options.js';
import { DUE_DATE_IMMEDIATE } from './finance-constants.js';
import { addOneYear, daysInMonth, dateLabel, isoDate, parseIsoDate, shiftMonth } from './finance-dates.js';

/**
 * The due dates a deposit request offers (spec 9): 'Immediate', then the 15th and the last day of each month
 * strictly after `today` and up to and including the same day a year later (29 February: 28 February), ascending.
 */
export function dueDateOptions(today: string): ChoiceOption[] {
  const start = parseIsoDate(today);
  if (!start) throw new RangeError(`Not a date (YYYY-MM-DD): ${today}`);
  const last = addOneYear(today);
  const options: ChoiceOption[] = [{ value: DUE_DATE_IMMEDIATE, label: 'Immediate' }];
  for (let offset = 0; offset <= 12; offset++) {
    const { year, month } = shiftMonth(start.year, start.month, offset);
    for (const day of [15, daysInMonth(year, month)]) {
      const value = isoDate({ year, month, day });
      if (value > today && value <= last) options.push({ value, label: dateLabel(value) });
    }
  }
  return options;
}

/** True when `value` is one of the due dates offered on `today`. */
export function isDueDateOption(value: unknown, today: string): boolean {
  if (value === DUE_DATE_IMMEDIATE) return true;
  if (!parseIsoDate(value)) return false;
  return dueDateOptions(today).some((o) => o.value === value);
}

/** The stored due date of a chosen option: null for 'Immediate'. */
export const dueDateValue = (option: string): string | null => (option === DUE_DATE_IMMEDIATE ? null : option);
