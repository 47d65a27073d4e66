const DECIMAL = /^(\d+)(?:\.(\d{1,2}))?$/;

/** "12.5" -> 1250n: a non-negative amount with at most 2 decimals in hundredths, or null when it is not one. */
function hundredths(value: string): bigint | null {
  const match = DECIMAL.exec(value.trim());
  if (!match) return null;
  return BigInt(match[1]) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

const toDecimal = (h: bigint) => `${h / 100n}.${String(h % 100n).padStart(2, '0')}`;

/**
 * The refund left of `amount` once a `feePercent` cancellation fee is kept, to the cent (half up), in exact
 * integer arithmetic; null when either input is not a valid amount or the fee is above 100.
 */
export function refundAfterFee(amount: string, feePercent: string): string | null {
  const cents = hundredths(amount);
  const basisPoints = hundredths(feePercent);
  if (cents === null || basisPoints === null || basisPoints > 10_000n) return null;
  const scaled = cents * (10_000n - basisPoints);
  return toDecimal((scaled * 2n + 10_000n) / 20_000n);
}
