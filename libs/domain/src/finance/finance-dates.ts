/**
 * Calendar dates as 'YYYY-MM-DD' strings: business days have no time of day and no timezone here, and
 * ISO strings order correctly as plain strings. Arithmetic goes through UTC so no local offset leaks in.
 */

const ISO_DATE = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

export interface CalendarDate {
  year: number;
  /** 1..12 */
  month: number;
  day: number;
}

export const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Null unless the text is a real calendar date 'YYYY-MM-DD' (so '2026-02-30' is refused). */
export function parseIsoDate(value: unknown): CalendarDate | null {
  if (typeof value !== 'string') return null;
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return day <= daysInMonth(year, month) ? { year, month, day } : null;
}

export const isIsoDate = (value: unknown): value is string => parseIsoDate(value) !== null;

export const isoDate = ({ year, month, day }: CalendarDate): string =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

function requireDate(value: string): CalendarDate {
  const date = parseIsoDate(value);
  if (!date) throw new RangeError(`Not a date (YYYY-MM-DD): ${value}`);
  return date;
}

export function addDays(date: string, days: number): string {
  const { year, month, day } = requireDate(date);
  const d = new Date(Date.UTC(year, month - 1, day + days));
  return isoDate({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() });
}

/** The same day one year later; 29 February becomes 28 February. */
export function addOneYear(date: string): string {
  const { year, month, day } = requireDate(date);
  return isoDate({ year: year + 1, month, day: Math.min(day, daysInMonth(year + 1, month)) });
}

/** The month `offset` months after (year, month), as (year, month). */
export function shiftMonth(year: number, month: number, offset: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + offset;
  return { year: Math.floor(index / 12), month: (((index % 12) + 12) % 12) + 1 };
}

export const monthLabel = (year: number, month: number): string => `${MONTHS[month - 1]} ${year}`;

/** '2026-12-15' -> '15 Dec 2026' */
export function dateLabel(date: string): string {
  const { year, month, day } = requireDate(date);
  return `${day} ${monthLabel(year, month)}`;
}

/** The label of a date range, e.g. a top-up invoice's period: '1 Oct 2026 – 15 Nov 2026'. */
export const rangeLabel = (start: string, end: string): string => `${dateLabel(start)} – ${dateLabel(end)}`;
