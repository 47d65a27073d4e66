import type { Cents } from '../payments/money.js';

/** A rate is units of the currency per 1 USD with at most 4 decimals ('1' for USD), kept as rate × 10 000. */
const RATE_PATTERN = /^(\d{1,8})(?:\.(\d{1,4}))?$/;
const RATE_SCALE = 10_000n;

/** '3.6725' -> 36725n; null when it is not a positive rate with at most 4 decimals. */
export function parseUsdRate(rate: string | null | undefined): bigint | null {
  if (typeof rate !== 'string') return null;
  const match = RATE_PATTERN.exec(rate.trim());
  if (!match) return null;
  const scaled = BigInt(match[1]) * RATE_SCALE + BigInt((match[2] ?? '').padEnd(4, '0'));
  return scaled > 0n ? scaled : null;
}

/** numerator / denominator rounded half away from zero (decimal.js ROUND_HALF_UP and PostgreSQL round() agree). */
export function divideRoundHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const q = (n * 2n + d) / (d * 2n);
  return negative ? -q : q;
}

/** An amount in a currency converted to USD cents at a rate (units per USD), rounded half up. */
export function toUsdCents(amount: Cents, usdRate: string): Cents {
  const rate = parseUsdRate(usdRate);
  if (rate === null) throw new RangeError(`Not a currency rate: ${usdRate}`);
  return divideRoundHalfUp(amount * RATE_SCALE, rate);
}
