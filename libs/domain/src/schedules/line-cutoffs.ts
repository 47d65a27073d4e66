import type { FieldProblem } from '../identity/field-problem.js';

/**
 * "Cutoffs and booking window" of the Schedules tab (spec part 2, 2.9 tab 4, 3.5 automaticApprovalCutoff, bookBefore,
 * reverseCutoff (the book-before of the B to A direction, see bookBeforeFor), allocationCutoff, allocationBookingWindow, bookBeforeDuration; 9 "Duration input"). Each is a duration entered as
 * days, hours and minutes (minutes 0 to 59, hours and days at least 0) and stored as whole minutes; an empty duration
 * (all three parts empty) means the line has none. One validation for the form and the API.
 */

export const LINE_CUTOFF_FIELDS = ['bookBefore', 'reverseCutoff', 'automaticApprovalCutoff', 'allocationCutoff', 'allocationBookingWindow'] as const;
export type LineCutoffField = (typeof LINE_CUTOFF_FIELDS)[number];

export const DurationMessage = {
  WholeNumber: 'Enter a whole number.',
  AtLeastZero: 'Value should be greater or equal 0',
  Minutes: 'Minutes must be between 0 and 59.',
} as const;

const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR;
/** A year and a bit: longer cutoffs or windows are typing mistakes (and keep the minutes inside an int column). */
export const DURATION_MAX_DAYS = 400;

export interface DurationInput {
  days?: number | string | null;
  hours?: number | string | null;
  minutes?: number | string | null;
}

export interface Duration {
  days: number;
  hours: number;
  minutes: number;
}

export type LineCutoffsInput = Partial<Record<LineCutoffField, DurationInput | null>>;
/** Whole minutes per field; null when the line has none. */
export type LineCutoffMinutes = Record<LineCutoffField, number | null>;

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

/** A duration's minutes, null when all its parts are empty, or the problems of its parts (`<field>.days`, ...). */
export function resolveDuration(input: DurationInput | null | undefined, field: string): { value: number | null } | { errors: FieldProblem[] } {
  const parts = { days: text(input?.days), hours: text(input?.hours), minutes: text(input?.minutes) };
  if (parts.days === '' && parts.hours === '' && parts.minutes === '') return { value: null };
  const errors: FieldProblem[] = [];
  const numbers: Duration = { days: 0, hours: 0, minutes: 0 };
  for (const part of ['days', 'hours', 'minutes'] as const) {
    const raw = parts[part];
    if (raw === '') continue;
    if (!/^-?\d+$/.test(raw)) {
      errors.push({ field: `${field}.${part}`, message: DurationMessage.WholeNumber });
      continue;
    }
    const n = Number(raw);
    if (n < 0) errors.push({ field: `${field}.${part}`, message: DurationMessage.AtLeastZero });
    else if (part === 'minutes' && n > 59) errors.push({ field: `${field}.${part}`, message: DurationMessage.Minutes });
    else numbers[part] = n;
  }
  if (errors.length > 0) return { errors };
  const total = numbers.days * MINUTES_PER_DAY + numbers.hours * MINUTES_PER_HOUR + numbers.minutes;
  if (total > DURATION_MAX_DAYS * MINUTES_PER_DAY) return { errors: [{ field: `${field}.days`, message: `Enter at most ${DURATION_MAX_DAYS} days.` }] };
  return { value: total };
}

/** Minutes as the form shows them: whole days, then hours 0 to 23, then minutes 0 to 59. */
export function durationOf(minutes: number): Duration {
  return {
    days: Math.floor(minutes / MINUTES_PER_DAY),
    hours: Math.floor((minutes % MINUTES_PER_DAY) / MINUTES_PER_HOUR),
    minutes: minutes % MINUTES_PER_HOUR,
  };
}

/** Every cutoff of the form at once, with the problems of all fields. */
export function resolveLineCutoffs(input: LineCutoffsInput): { value: LineCutoffMinutes } | { errors: FieldProblem[] } {
  const value = {} as LineCutoffMinutes;
  const errors: FieldProblem[] = [];
  for (const field of LINE_CUTOFF_FIELDS) {
    const r = resolveDuration(input[field], field);
    if ('errors' in r) errors.push(...r.errors);
    else value[field] = r.value;
  }
  return errors.length > 0 ? { errors } : { value };
}

export const LineCutoffMessage = {
  InsideCutoff: "This departure is no longer sold: it is inside the line's booking cutoff.",
  BeyondWindow: "This departure is not sold yet: it is beyond the line's booking window.",
} as const;

/** Why a departure may not be booked at `now` (see isBookable), or null when it may. */
export function bookingWindowProblem(departureAt: Date, now: Date, cutoffs: Pick<LineCutoffMinutes, 'bookBefore' | 'allocationBookingWindow'>): string | null {
  if (isBookable(departureAt, now, cutoffs)) return null;
  return departureAt.getTime() - (cutoffs.bookBefore ?? 0) * 60_000 < now.getTime() ? LineCutoffMessage.InsideCutoff : LineCutoffMessage.BeyondWindow;
}

/**
 * Whether a departure may still be sold at `now`: not inside the book-before cutoff (departure minus cutoff not
 * earlier than now) and not beyond the booking window (departure at most now plus the window) when one is set.
 */
export function isBookable(departureAt: Date, now: Date, cutoffs: Pick<LineCutoffMinutes, 'bookBefore' | 'allocationBookingWindow'>): boolean {
  const ms = (minutes: number) => minutes * 60_000;
  if (departureAt.getTime() - ms(cutoffs.bookBefore ?? 0) < now.getTime()) return false;
  if (cutoffs.allocationBookingWindow != null && departureAt.getTime() > now.getTime() + ms(cutoffs.allocationBookingWindow)) return false;
  return true;
}

/** Automatic approval does not apply to a departure inside the line's automatic-approval cutoff. */
export function isInsideAutomaticApprovalCutoff(departureAt: Date, now: Date, cutoffMinutes: number | null): boolean {
  return cutoffMinutes != null && departureAt.getTime() - cutoffMinutes * 60_000 < now.getTime();
}
