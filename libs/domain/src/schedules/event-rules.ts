import { addDays, isIsoDate } from '../finance/finance-dates.js';
import type { FieldProblem } from '../identity/field-problem.js';

/** The messages of the schedule forms (spec part 2, section 5 "Events"); the API answers the same ones. */
export const EventMessage = {
  Required: 'This field is required.',
  TitleLength: 'The title can have at most 200 characters.',
  Color: 'The colour must be a hex colour such as #3b82f6.',
  StartTime: 'The start must be a time HH:MM with minutes in steps of 5.',
  DurationMin: 'The duration must be at least 1 minute.',
  Weekdays: 'Select at least one day.',
  RangeEndAfterStart: 'The end date must be after the start date.',
  DateFormat: 'The date must be a date YYYY-MM-DD.',
  AllocationEndBeforeStart: 'The prepaid end date cannot be before the start date.',
  AllocationSeatsMin: 'The prepaid number must be at least 0.',
  PrepaidInvoice: 'A prepaid allocation needs a prepaid invoice.',
  SeatsMin: 'The seats must be at least 0.',
  DuplicationEndAfterStart: 'The duplication end must be after the start.',
  DuplicationInterval: 'The interval must be at least 5 minutes, in steps of 5.',
  SameDepartureTime: 'The new departure time must differ from the original.',
  EffectiveFromPast: 'The effective-from date cannot be in the past.',
  BulkDurationMin: 'The duration must be at least 1.',
} as const;

/** Weekday numbers 0 (Sunday) to 6 (Saturday), as the spec and PostgreSQL's `extract(dow ...)` count them. */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
export const WEEKDAY_LABELS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
/** The repeat-days row of the event form, Mon to Sun as the spec lists it. */
export const WEEKDAY_FORM_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
/** Time picker minutes step. */
export const EVENT_MINUTE_STEP = 5;
export const EVENT_MIN_DURATION_MINUTES = 1;
export const MINUTES_PER_DAY = 24 * 60;
/** How far ahead trips are kept generated (the rolling window), in days after today in the departure city. */
export const TRIP_WINDOW_DAYS = 365;

export interface DateRange {
  startDate: string;
  endDate: string | null;
}

/**
 * Prepaid seats bought in advance for the departures between two dates. The seats are paid by a prepaid invoice:
 * `invoiceNumber` is the number of the supplier's prepaid invoice covering them (required; without one the seats
 * would count as prepaid although nobody paid for them).
 */
export interface PrepaidAllocation {
  startDate: string;
  endDate: string;
  allocatedSeats: number;
  invoiceNumber: string;
}

export interface EventFields {
  title: string;
  color: string;
  /** Local departure time HH:MM in the primary boarding station's city. */
  startTime: string;
  durationMinutes: number;
  daysOfWeek: number[];
  dateRanges: DateRange[];
  seats: number;
  allocations: PrepaidAllocation[];
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const COLOR = /^#[0-9a-fA-F]{6}$/;

/** Minutes after midnight of an 'HH:MM' time, or null when it is not one. */
export function minutesOfTime(time: string): number | null {
  const m = TIME.exec(time);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

export function timeOfMinutes(minutes: number): string {
  const m = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** The computed end of an event: its local end time and how many days after the departure day it falls. */
export function eventEnd(startTime: string, durationMinutes: number): { time: string; dayOffset: number } | null {
  const start = minutesOfTime(startTime);
  if (start === null || !Number.isInteger(durationMinutes) || durationMinutes < 0) return null;
  const end = start + durationMinutes;
  return { time: timeOfMinutes(end), dayOffset: Math.floor(end / MINUTES_PER_DAY) };
}

export function rangeProblem(range: DateRange): { field: 'startDate' | 'endDate'; message: string } | null {
  if (!range.startDate) return { field: 'startDate', message: EventMessage.Required };
  if (!isIsoDate(range.startDate)) return { field: 'startDate', message: EventMessage.DateFormat };
  if (range.endDate === null || range.endDate === '') return null;
  if (!isIsoDate(range.endDate)) return { field: 'endDate', message: EventMessage.DateFormat };
  return range.endDate > range.startDate ? null : { field: 'endDate', message: EventMessage.RangeEndAfterStart };
}

export function allocationProblems(a: PrepaidAllocation, prefix: string): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const add = (field: string, message: string) => problems.push({ field: `${prefix}.${field}`, message });
  if (!a.startDate) add('startDate', EventMessage.Required);
  else if (!isIsoDate(a.startDate)) add('startDate', EventMessage.DateFormat);
  if (!a.endDate) add('endDate', EventMessage.Required);
  else if (!isIsoDate(a.endDate)) add('endDate', EventMessage.DateFormat);
  else if (a.startDate && a.endDate < a.startDate) add('endDate', EventMessage.AllocationEndBeforeStart);
  if (a.allocatedSeats === null || a.allocatedSeats === undefined || Number.isNaN(a.allocatedSeats)) add('allocatedSeats', EventMessage.Required);
  else if (!Number.isInteger(a.allocatedSeats) || a.allocatedSeats < 0) add('allocatedSeats', EventMessage.AllocationSeatsMin);
  if (!a.invoiceNumber || a.invoiceNumber.trim() === '') add('invoiceNumber', EventMessage.PrepaidInvoice);
  return problems;
}

/** Every invalid field of an event, with the message the event modal shows under it. */
export function validateEvent(fields: EventFields): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const add = (field: string, message: string | null) => message && problems.push({ field, message });
  if (fields.title.trim() === '') add('title', EventMessage.Required);
  else if (fields.title.length > 200) add('title', EventMessage.TitleLength);
  if (!COLOR.test(fields.color)) add('color', EventMessage.Color);
  const start = minutesOfTime(fields.startTime);
  if (fields.startTime === '') add('startTime', EventMessage.Required);
  else if (start === null || start % EVENT_MINUTE_STEP !== 0) add('startTime', EventMessage.StartTime);
  if (fields.durationMinutes === null || fields.durationMinutes === undefined || Number.isNaN(fields.durationMinutes))
    add('durationMinutes', EventMessage.Required);
  else if (!Number.isInteger(fields.durationMinutes) || fields.durationMinutes < EVENT_MIN_DURATION_MINUTES) add('durationMinutes', EventMessage.DurationMin);
  const days = new Set(fields.daysOfWeek);
  if (days.size === 0 || [...days].some((d) => !WEEKDAYS.includes(d as never))) add('daysOfWeek', EventMessage.Weekdays);
  if (fields.dateRanges.length === 0) add('dateRanges', EventMessage.Required);
  fields.dateRanges.forEach((r, i) => {
    const p = rangeProblem(r);
    if (p) add(`dateRanges.${i}.${p.field}`, p.message);
  });
  if (!Number.isInteger(fields.seats) || fields.seats < 0) add('seats', EventMessage.SeatsMin);
  fields.allocations.forEach((a, i) => problems.push(...allocationProblems(a, `allocations.${i}`)));
  return problems;
}

/** Repeat days after clicking one: toggled, except that the only selected day cannot be unchecked. */
export function toggleWeekday(days: readonly number[], day: number): number[] {
  if (days.includes(day)) return days.length === 1 ? [...days] : days.filter((d) => d !== day);
  return [...days, day].sort((a, b) => a - b);
}

/**
 * Duplicate an event through the day: copies at the start plus every `intervalMinutes` (a multiple of 5) up to
 * `endTime`, which is after the start (same day, local time).
 */
export interface DuplicationFields {
  intervalMinutes: number | null;
  /** Local 'HH:MM' of the last possible copy. */
  endTime: string;
  /** The event's own start, 'HH:MM'. */
  startTime: string;
}

export function validateDuplication(d: DuplicationFields): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (d.intervalMinutes === null || Number.isNaN(d.intervalMinutes)) problems.push({ field: 'intervalMinutes', message: EventMessage.Required });
  else if (!Number.isInteger(d.intervalMinutes) || d.intervalMinutes < EVENT_MINUTE_STEP || d.intervalMinutes % EVENT_MINUTE_STEP !== 0)
    problems.push({ field: 'intervalMinutes', message: EventMessage.DuplicationInterval });
  const end = minutesOfTime(d.endTime);
  if (d.endTime === '') problems.push({ field: 'endTime', message: EventMessage.Required });
  else if (end === null || end % EVENT_MINUTE_STEP !== 0) problems.push({ field: 'endTime', message: EventMessage.StartTime });
  else if (end <= (minutesOfTime(d.startTime) ?? 0)) problems.push({ field: 'endTime', message: EventMessage.DuplicationEndAfterStart });
  return problems;
}

/** The start times of the copies a valid duplication makes. */
export function duplicationTimes(d: DuplicationFields): string[] {
  const start = minutesOfTime(d.startTime)!;
  const end = minutesOfTime(d.endTime)!;
  const times: string[] = [];
  for (let t = start + d.intervalMinutes!; t <= end; t += d.intervalMinutes!) times.push(timeOfMinutes(t));
  return times;
}

/** A new departure time for an event from a date on: it must change the time, and the date is today or later (`today` in the departure city). */
export function validateNewDepartureTime(original: string, next: string, effectiveFrom: string, today: string): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const minutes = minutesOfTime(next);
  if (next === '') problems.push({ field: 'startTime', message: EventMessage.Required });
  else if (minutes === null || minutes % EVENT_MINUTE_STEP !== 0) problems.push({ field: 'startTime', message: EventMessage.StartTime });
  else if (minutes === minutesOfTime(original.slice(0, 5))) problems.push({ field: 'startTime', message: EventMessage.SameDepartureTime });
  if (!effectiveFrom) problems.push({ field: 'effectiveFrom', message: EventMessage.Required });
  else if (!isIsoDate(effectiveFrom)) problems.push({ field: 'effectiveFrom', message: EventMessage.DateFormat });
  else if (effectiveFrom < today) problems.push({ field: 'effectiveFrom', message: EventMessage.EffectiveFromPast });
  return problems;
}

export function validateBulkDuration(durationMinutes: number | null): FieldProblem[] {
  if (durationMinutes === null || Number.isNaN(durationMinutes)) return [{ field: 'durationMinutes', message: EventMessage.Required }];
  return Number.isInteger(durationMinutes) && durationMinutes >= 1 ? [] : [{ field: 'durationMinutes', message: EventMessage.BulkDurationMin }];
}

/**
 * The calendar pieces of one departure (spec part 2, section 9: "Cross-day split at 11:59PM"). A trip that arrives
 * after the midnight of its departure day stays ONE trip (one departure, one set of seats); only its picture on the
 * calendar is split: the first piece runs from the departure to 11:59 PM of the departure day, the next pieces from
 * 00:00 to 11:59 PM of each following day, and the last from 00:00 to the arrival. Times are local wall-clock
 * 'YYYY-MM-DDTHH:MM'.
 */
export function splitCrossDay(localDate: string, startTime: string, durationMinutes: number): { start: string; end: string; continued: boolean }[] {
  const start = minutesOfTime(startTime);
  if (start === null) return [];
  const pieces: { start: string; end: string; continued: boolean }[] = [];
  const end = start + Math.max(0, durationMinutes);
  let dayStart = 0;
  for (let day = 0; dayStart <= end; day++, dayStart += MINUTES_PER_DAY) {
    const from = Math.max(start, dayStart);
    const to = Math.min(end, dayStart + MINUTES_PER_DAY - 1);
    if (from > to || (day > 0 && from === end && end === dayStart)) break;
    const date = addDays(localDate, day);
    pieces.push({ start: `${date}T${timeOfMinutes(from)}`, end: `${date}T${timeOfMinutes(to)}`, continued: day > 0 });
  }
  return pieces;
}

/** One date (and optionally one departure time and direction) of a fully-booked CSV upload. */
export interface FullyBookedRow {
  /** 1-based line number in the file. */
  line: number;
  date: string;
  time: string | null;
  direction: 'aToB' | 'bToA' | null;
}

/**
 * Reads a fully-booked CSV: one row a date `YYYY-MM-DD`, optionally followed by a local departure time `HH:MM` and a
 * direction (`aToB` or `bToA`); an empty time or direction means every trip of that date. A first row that is not a
 * date is a header. Answers the rows and the problems, one a bad line.
 */
export function parseFullyBookedCsv(text: string): { rows: FullyBookedRow[]; problems: { line: number; message: string }[] } {
  const rows: FullyBookedRow[] = [];
  const problems: { line: number; message: string }[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const cells = raw.split(',').map((c) => c.trim().replace(/^"|"$/g, ''));
    if (cells.every((c) => c === '')) return;
    const [date, time = '', direction = ''] = cells;
    if (i === 0 && !/^\d/.test(date)) return;
    const line = i + 1;
    if (!isIsoDate(date)) return problems.push({ line, message: `Line ${line}: ${EventMessage.DateFormat}` });
    if (time !== '' && minutesOfTime(time) === null) return problems.push({ line, message: `Line ${line}: the time must be HH:MM.` });
    if (direction !== '' && direction !== 'aToB' && direction !== 'bToA')
      return problems.push({ line, message: `Line ${line}: the direction must be aToB or bToA.` });
    rows.push({ line, date, time: time || null, direction: direction || null });
  });
  return { rows, problems };
}
