/**
 * Money as whole cents in a bigint: exact, small, and the same in the browser and on the server.
 * Amounts travel as decimal strings ("12.50"); they are never floats.
 */
export type Cents = bigint;

const AMOUNT_PATTERN = /^(-)?(\d{1,12})(?:\.(\d{1,2}))?$/;

/** "12.5" -> 1250n; null when the text is not an amount with at most 2 decimals. */
export function toCents(value: string | null | undefined): Cents | null {
  if (typeof value !== 'string') return null;
  const match = AMOUNT_PATTERN.exec(value.trim());
  if (!match) return null;
  const cents = BigInt(match[2]) * 100n + BigInt((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

/** 1250n -> "12.50" */
export function formatCents(cents: Cents): string {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** Normalises an amount string to two decimals ("7" -> "7.00"); null when it is not an amount. */
export function normalizeAmount(value: string | null | undefined): string | null {
  const cents = toCents(value);
  return cents === null ? null : formatCents(cents);
}

export const sumCents = (values: readonly Cents[]): Cents => values.reduce((a, b) => a + b, 0n);
export const maxCents = (a: Cents, b: Cents): Cents => (a > b ? a : b);
