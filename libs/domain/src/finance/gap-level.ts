import { formatCents, toCents, type Cents } from '../payments/money.js';
import { divideRoundHalfUp, parseUsdRate, toUsdCents } from './currency-conversion.js';
import { GAP_LEVEL_1_TOLERANCE, GAP_LEVEL_2_TOLERANCE, GAP_PERCENT_WARNING, InvoiceType } from './finance-constants.js';

/** How far an invoice is from the platform's own cost: 1 (within tolerance) to 3 (highest). */
export type GapLevel = 1 | 2 | 3;
export const GAP_LEVELS: readonly GapLevel[] = [1, 2, 3];
export const isGapLevel = (value: unknown): value is GapLevel => value === 1 || value === 2 || value === 3;

const abs = (c: Cents): Cents => (c < 0n ? -c : c);

/** |gap| <= min(percent % of platform, cap), compared exactly on cents (no rounding of the threshold). */
function withinTolerance(gapUsd: Cents, platformUsd: Cents, tolerance: { percent: bigint; capUsd: bigint }): boolean {
  const gap = abs(gapUsd);
  return gap <= tolerance.capUsd && gap * 100n <= tolerance.percent * abs(platformUsd);
}

/**
 * The gap level (spec 9): 1 if |gapUsd| <= min(2% of platformUsd, 50 USD), 2 if <= min(10%, 200 USD), else 3;
 * prepaid inventory is always 1. Both bounds are inclusive.
 */
export function invoiceGapLevel({ gapUsd, platformUsd, prepaid }: { gapUsd: Cents; platformUsd: Cents; prepaid: boolean }): GapLevel {
  if (prepaid) return 1;
  if (withinTolerance(gapUsd, platformUsd, GAP_LEVEL_1_TOLERANCE)) return 1;
  if (withinTolerance(gapUsd, platformUsd, GAP_LEVEL_2_TOLERANCE)) return 2;
  return 3;
}

/** The gap as a percent of the platform amount with 2 decimals, in hundredths of a percent. */
function gapBasisPoints(gap: Cents, platform: Cents): bigint {
  if (platform === 0n) return gap === 0n ? 0n : 10_000n;
  return divideRoundHalfUp(abs(gap) * 10_000n, abs(platform));
}

const WARNING_BASIS_POINTS = toCents(GAP_PERCENT_WARNING)!;

/** Red above 2 percent (the shown, 2-decimal percent); false for anything that is not a percent. */
export function isGapPercentWarning(percent: string): boolean {
  const value = toCents(percent);
  return value !== null && value > WARNING_BASIS_POINTS;
}

export interface InvoiceGapInput {
  invoiceAmount: string;
  platformAmount: string;
  /** Units of the invoice currency per USD at the invoice date, 4 decimals; '1' for USD. */
  usdRate: string;
  invoiceType: string;
}

export interface InvoiceGap {
  gap: string;
  gapUsd: string;
  gapPercent: string;
  gapLevel: GapLevel;
  isGapWarning: boolean;
}

/**
 * gap = invoice − platform (invoice currency); gapUsd at the rate, rounded half up; gapPercent = |gap| / platform × 100
 * with 2 decimals (platform 0: 0.00 when the gap is 0, else 100.00); the level on the USD amounts.
 * Throws a RangeError for an amount or rate that is not one: validate the form first (or use `invoiceGapOrNull`).
 */
export function computeInvoiceGap(input: InvoiceGapInput): InvoiceGap {
  const invoice = toCents(input.invoiceAmount);
  const platform = toCents(input.platformAmount);
  if (invoice === null || platform === null) throw new RangeError('The invoice and platform amounts must be amounts with at most 2 decimals.');
  const gap = invoice - platform;
  const gapUsd = toUsdCents(gap, input.usdRate);
  const platformUsd = toUsdCents(platform, input.usdRate);
  const gapPercent = formatCents(gapBasisPoints(gap, platform));
  return {
    gap: formatCents(gap),
    gapUsd: formatCents(gapUsd),
    gapPercent,
    gapLevel: invoiceGapLevel({ gapUsd, platformUsd, prepaid: input.invoiceType === InvoiceType.PrepaidInventory }),
    isGapWarning: isGapPercentWarning(gapPercent),
  };
}

/** The gap while the form is being filled in: null until both amounts and the rate are valid. */
export function invoiceGapOrNull(input: Partial<InvoiceGapInput>): InvoiceGap | null {
  if (toCents(input.invoiceAmount) === null || toCents(input.platformAmount) === null || parseUsdRate(input.usdRate) === null) return null;
  return computeInvoiceGap({
    invoiceAmount: input.invoiceAmount!,
    platformAmount: input.platformAmount!,
    usdRate: input.usdRate!,
    invoiceType: input.invoiceType ?? '',
  });
}
