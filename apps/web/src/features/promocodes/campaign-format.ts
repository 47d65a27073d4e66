/** What the list and the form show of a campaign's numbers and dates. */

export type DiscountType = 'amount' | 'percentage';

/** A discount or an amount with its unit: $ for an amount, % for a percentage (spec part 3, section 9). */
export function discountText(type: DiscountType, value: string): string {
  return type === 'amount' ? `$${value}` : `${value}%`;
}

/** A limit of 0 or less means unlimited (spec part 3, section 3). */
export const isUnlimited = (limit: number | null | undefined) => limit === null || limit === undefined || limit <= 0;

/** "3 / 100 used", or "3 used / unlimited". */
export function usageText(usagesNumber: number, limit: number | null | undefined): string {
  return isUnlimited(limit) ? `${usagesNumber} / unlimited` : `${usagesNumber} / ${limit}`;
}

const DAY_MS = 86_400_000;

/** The day a campaign valid for `days` days from `from` expires (the date shown next to the days field). */
export function expirationFromDays(from: string | Date, days: number): Date {
  return new Date(new Date(from).getTime() + days * DAY_MS);
}

/** "28 Nov 2026" in the browser's zone, or '—' when there is no date. */
export function dateText(value: string | Date | null | undefined): string {
  if (!value) return '—';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return String(value);
  return d.toLocaleDateString('en-GB', { day: '2-digit', month: 'short', year: 'numeric' });
}

/** "Valid until": the expiry date, or the date its days after creation come to. */
export function validUntilText(c: { createdAt: string; expiredAt: string | null; expiredIn: number | null }): string {
  if (c.expiredAt) return dateText(c.expiredAt);
  if (c.expiredIn) return `${dateText(expirationFromDays(c.createdAt, c.expiredIn))} (${c.expiredIn} days)`;
  return '—';
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
export const teamText = (team: string) => capitalized(team);
export const statusText = (activated: boolean) => (activated ? 'Active' : 'Inactive');
