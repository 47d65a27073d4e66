import { isUnlimited } from '@farebox/domain';

/** What the list and the form show of a campaign's usage, dates and choices. */

/** "3 / 100", or "3 / unlimited" for a limit of 0 or less. */
export function usageText(usagesNumber: number, limit: number): string {
  return `${usagesNumber} / ${isUnlimited(limit) ? 'unlimited' : limit}`;
}

const DAY_FORMAT: Intl.DateTimeFormatOptions = { day: '2-digit', month: 'short', year: 'numeric' };

/** An instant's day in the browser's zone, e.g. "28 Nov 2026". */
export function instantDayText(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', DAY_FORMAT);
}

/** A calendar day (YYYY-MM-DD, the campaign's expiry days are UTC), e.g. "28 Nov 2026"; '—' when there is none. */
export function dayText(isoDay: string | null | undefined): string {
  if (!isoDay) return '—';
  const d = new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? isoDay : d.toLocaleDateString('en-GB', { ...DAY_FORMAT, timeZone: 'UTC' });
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
export const teamText = (team: string) => capitalized(team);
export const statusText = (activated: boolean) => (activated ? 'Active' : 'Inactive');
