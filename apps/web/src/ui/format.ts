import { dateFormat, normalizeAmount } from '@farebox/domain';

/** Today's date in the browser's zone as YYYY-MM-DD (what `<input type="date">` reads and writes). */
export function todayIso(now = new Date()): string {
  return isoDate(now);
}

/**
 * Today's UTC day as YYYY-MM-DD: the "today" of the server's finance rules (due dates, balances), which near midnight
 * is not the browser's own day.
 */
export function utcToday(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export function isoDate(d: Date): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** "12.50 EUR": amounts with 2 decimals and their currency (spec part 2, section 9). */
export function formatMoney(amount: string | number | null | undefined, currency: string | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return '—';
  const text = normalizeAmount(String(amount)) ?? String(amount);
  return currency ? `${text} ${currency}` : text;
}

/** Date and time of an instant in an IANA zone (trips show in their station's city time), e.g. "12 May 2026, 08:30". */
export function formatDateTimeInZone(iso: string | null | undefined, timeZone?: string | null): string {
  if (!iso) return '—';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return dateFormat('en-GB', { timeZone: timeZone ?? undefined, day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(
    d,
  );
}

/** The time of day (HH:mm) of an instant in an IANA zone. */
export function formatTimeInZone(iso: string, timeZone?: string | null): string {
  return dateFormat('en-GB', { timeZone: timeZone ?? undefined, hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}

/** The calendar date (YYYY-MM-DD) of an instant in an IANA zone. */
export function isoDateInZone(iso: string, timeZone?: string | null): string {
  return dateFormat('en-CA', { timeZone: timeZone ?? undefined, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));
}

/** Any value as plain text: a string as it is, a number or boolean as written, null and undefined empty, else JSON. */
export function valueText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return value === null || value === undefined ? '' : JSON.stringify(value);
}
