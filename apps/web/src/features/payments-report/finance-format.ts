import { dateLabel, isIsoDate, normalizeAmount } from '@farebox/domain';
import type { CurrencyTotal } from './finance.types';

/** The base currency every USD column is in. */
export const USD = 'USD';

/** "1234567.5" -> "1,234,567.50": amounts always with 2 decimals (spec 9), digits grouped for reading. */
export function formatAmount(amount: string | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return '—';
  const normal = normalizeAmount(String(amount));
  if (normal === null) return String(amount);
  const [whole, cents] = normal.split('.') as [string, string];
  const sign = whole.startsWith('-') ? '-' : '';
  const digits = sign ? whole.slice(1) : whole;
  return `${sign}${digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

/** "1,234.50 THB" */
export function formatMoneyIn(amount: string | null | undefined, currency: string | null | undefined): string {
  const text = formatAmount(amount);
  return text === '—' || !currency ? text : `${text} ${currency}`;
}

/** A currency rate with (at least) 4 decimals (spec 9): "36.5" -> "36.5000"; extra decimals are kept, never rounded away. */
export function formatRate(rate: string | null | undefined): string {
  if (rate === null || rate === undefined || rate === '') return '—';
  const match = /^(-?\d+)(?:\.(\d*))?$/.exec(rate.trim());
  if (!match) return rate;
  return `${match[1]}.${(match[2] ?? '').padEnd(4, '0')}`;
}

/** Per-currency sums on one line: "1,200.00 THB · 35.00 USD". */
export function formatCurrencyTotals(totals: readonly CurrencyTotal[] | null | undefined): string {
  if (!totals || totals.length === 0) return '—';
  return totals.map((t) => formatMoneyIn(t.total, t.currency)).join(' · ');
}

/** The label of a value among fixed options, or the value itself. */
export function labelOf(options: readonly { value: string; label: string }[], value: string | null | undefined): string {
  if (!value) return '—';
  return options.find((o) => o.value === value)?.label ?? value;
}

/** YYYY-MM-DD one year before a YYYY-MM-DD date (29 Feb goes to 28 Feb). */
export function oneYearBefore(isoDay: string): string {
  const [y, m, d] = isoDay.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(y - 1, m, 0)).getUTCDate();
  return `${y - 1}-${String(m).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}

/** 1 January of the year of a YYYY-MM-DD date. */
export function startOfYear(isoDay: string): string {
  return `${isoDay.slice(0, 4)}-01-01`;
}

/** "2026-10-05" (also when serialised with a time) -> "5 Oct 2026"; anything else is shown as is. */
export function formatDay(isoDay: string | null | undefined): string {
  if (!isoDay) return '—';
  const day = isoDay.slice(0, 10);
  return isIsoDate(day) ? dateLabel(day) : isoDay;
}
