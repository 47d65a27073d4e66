/** Calendar days and wall-clock times in an IANA zone, with Intl only (no date library). */
import { dateFormat } from '@farebox/domain';

export const SALES_REPORT_TIMEZONE = 'Asia/Jerusalem';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function partsIn(instant: Date, timeZone: string): Record<string, number> {
  const parts = dateFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  return Object.fromEntries(parts.filter((p) => p.type !== 'literal').map((p) => [p.type, Number(p.value)]));
}

/** How far the zone's wall clock is ahead of UTC at that instant, in ms. */
function offsetAt(instant: Date, timeZone: string): number {
  const p = partsIn(instant, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The calendar day (YYYY-MM-DD) of the instant in the zone. */
export function dayIn(instant: Date, timeZone: string): string {
  const p = partsIn(instant, timeZone);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

export function isCalendarDay(day: string): boolean {
  const m = DAY.exec(day);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === day;
}

/** The instant the zone's wall clock reads 00:00 on the day (DST-safe: the offset is re-read at the result). */
function startOf(day: string, timeZone: string): Date {
  const m = DAY.exec(day);
  if (!m || !isCalendarDay(day)) throw new Error(`Not a calendar day: ${day}`);
  const midnightUtc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  let guess = midnightUtc - offsetAt(new Date(midnightUtc), timeZone);
  guess = midnightUtc - offsetAt(new Date(guess), timeZone);
  return new Date(guess);
}

/** The day's half-open range [start, end) of instants, in the zone. A DST day is 23 or 25 hours long. */
export function dayRange(day: string, timeZone: string): { start: Date; end: Date } {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return { start: startOf(day, timeZone), end: startOf(next.toISOString().slice(0, 10), timeZone) };
}

/** The day before the instant's day, in the zone. */
export function previousDayIn(instant: Date, timeZone: string): string {
  const today = new Date(`${dayIn(instant, timeZone)}T00:00:00Z`);
  today.setUTCDate(today.getUTCDate() - 1);
  return today.toISOString().slice(0, 10);
}

/** `Tue, 4 Mar 2025, 08:30` on the zone's wall clock. */
export function formatLocal(instant: Date, timeZone: string): string {
  return dateFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
}

/** `2025-03-04 08:30` on the zone's wall clock (CSV cells). */
export function formatLocalIso(instant: Date, timeZone: string): string {
  const p = partsIn(instant, timeZone);
  const two = (n: number | undefined) => String(n).padStart(2, '0');
  return `${dayIn(instant, timeZone)} ${two(p.hour)}:${two(p.minute)}`;
}
