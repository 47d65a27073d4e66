import { divideRoundHalfUp } from '../finance/currency-conversion.js';
import { formatCents, toCents, type Cents } from '../payments/money.js';
import type { CampaignType, DiscountType } from './campaign-rules.js';

/** Why a code is refused at checkout; `null` when it applies. */
export const RedemptionRefusal = {
  Unknown: 'unknown-code',
  Inactive: 'inactive',
  Expired: 'expired',
  UsageLimitReached: 'usage-limit-reached',
  CodeAlreadyUsed: 'code-already-used',
  PerUserLimitReached: 'per-user-limit-reached',
  Currency: 'currency',
  BelowMinimumPurchase: 'below-minimum-purchase',
  NotForAudience: 'not-for-audience',
} as const;
export type RedemptionRefusal = (typeof RedemptionRefusal)[keyof typeof RedemptionRefusal];
export const REDEMPTION_REFUSALS: readonly RedemptionRefusal[] = Object.values(RedemptionRefusal);

/** Campaign values are US dollars (spec part 3, section 9: "$ for amount"). */
export const CAMPAIGN_CURRENCY = 'USD';

/** The campaign as the check needs it; audience countries as ISO codes (the service resolves the ids). */
export interface RedemptionCampaign {
  campaignType: CampaignType;
  type: DiscountType;
  value: string;
  minimumPurchase: string | null;
  expiredAt: string | null;
  expiredIn: number | null;
  createdAt: Date;
  limit: number;
  perUserLimit: number | null;
  usagesNumber: number;
  activated: boolean;
  audience: {
    countryCodes: readonly string[];
    routes: readonly string[];
    transportTypes: readonly string[];
    suppliers: readonly string[];
    partners: readonly string[];
    operatingSystems: readonly string[];
  };
}

export interface RedemptionCart {
  /** Decimal string, at most 2 decimals. */
  total: string;
  currency: string;
  countryCode?: string | null;
  routeSlug?: string | null;
  transportType?: string | null;
  supplierId?: string | null;
  partnerId?: string | null;
  operatingSystem?: string | null;
}

export interface RedemptionFacts {
  campaign: RedemptionCampaign;
  /** Redemptions of this very code (a serial code is used once). */
  codeUses: number;
  /** Redemptions of the campaign by this customer. */
  customerUses: number;
}

export type RedemptionDecision = { valid: true; discount: string } | { valid: false; reason: RedemptionRefusal };

const DAY_MS = 86_400_000;
const PERCENT_SCALE = 10_000n;

export function isCampaignExpired(c: Pick<RedemptionCampaign, 'expiredAt' | 'expiredIn' | 'createdAt'>, now: Date): boolean {
  if (c.expiredAt !== null) return now.toISOString().slice(0, 10) > c.expiredAt;
  return c.expiredIn !== null && now.getTime() >= c.createdAt.getTime() + c.expiredIn * DAY_MS;
}

/** Every non-empty list must hold the cart's value (a cart that does not say is outside it). */
function inAudience(a: RedemptionCampaign['audience'], cart: RedemptionCart): boolean {
  const pairs: [readonly string[], string | null | undefined][] = [
    [a.countryCodes.map((code) => code.toUpperCase()), cart.countryCode?.toUpperCase()],
    [a.routes, cart.routeSlug],
    [a.transportTypes, cart.transportType],
    [a.suppliers, cart.supplierId],
    [a.partners, cart.partnerId],
    [a.operatingSystems, cart.operatingSystem],
  ];
  return pairs.every(([list, value]) => list.length === 0 || (!!value && list.includes(value)));
}

/** The discount on a cart total: the amount, or the percentage rounded half up to the cent; never above the total. */
export function campaignDiscount(type: DiscountType, value: string, total: Cents): Cents {
  const v = toCents(value) ?? 0n;
  const discount = type === 'amount' ? v : divideRoundHalfUp(total * v, PERCENT_SCALE);
  return discount > total ? total : discount;
}

/**
 * Whether a promo code applies to a cart and what it takes off: activated, not expired (by date or by days since
 * creation), under the usage limit (0 or less: unlimited; a serial code once), under the customer's limit, in
 * dollars, at least the minimum purchase, and inside the audience limitation.
 */
export function decideRedemption({ campaign: c, codeUses, customerUses }: RedemptionFacts, cart: RedemptionCart, now: Date): RedemptionDecision {
  const total = toCents(cart.total);
  const refuse = (reason: RedemptionRefusal): RedemptionDecision => ({ valid: false, reason });
  if (!c.activated) return refuse(RedemptionRefusal.Inactive);
  if (isCampaignExpired(c, now)) return refuse(RedemptionRefusal.Expired);
  if (c.limit > 0 && c.usagesNumber >= c.limit) return refuse(RedemptionRefusal.UsageLimitReached);
  if (c.campaignType === 'serial' && codeUses > 0) return refuse(RedemptionRefusal.CodeAlreadyUsed);
  if (c.perUserLimit !== null && customerUses >= c.perUserLimit) return refuse(RedemptionRefusal.PerUserLimitReached);
  if (cart.currency.toUpperCase() !== CAMPAIGN_CURRENCY) return refuse(RedemptionRefusal.Currency);
  if (total === null || total < 0n) throw new RangeError(`Not a cart total: ${cart.total}`);
  if (c.minimumPurchase !== null && total < (toCents(c.minimumPurchase) ?? 0n)) return refuse(RedemptionRefusal.BelowMinimumPurchase);
  if (!inAudience(c.audience, cart)) return refuse(RedemptionRefusal.NotForAudience);
  return { valid: true, discount: formatCents(campaignDiscount(c.type, c.value, total)) };
}

export const RedemptionMessage: Record<RedemptionRefusal, string> = {
  [RedemptionRefusal.Unknown]: 'This promo code does not exist.',
  [RedemptionRefusal.Inactive]: 'This promo code is not active.',
  [RedemptionRefusal.Expired]: 'This promo code has expired.',
  [RedemptionRefusal.UsageLimitReached]: 'This promo code has reached its usage limit.',
  [RedemptionRefusal.CodeAlreadyUsed]: 'This promo code has already been used.',
  [RedemptionRefusal.PerUserLimitReached]: 'You have already used this promo code as many times as allowed.',
  [RedemptionRefusal.Currency]: `Promo codes apply to carts in ${CAMPAIGN_CURRENCY}.`,
  [RedemptionRefusal.BelowMinimumPurchase]: 'The cart is below the minimum purchase of this promo code.',
  [RedemptionRefusal.NotForAudience]: 'This promo code does not apply to this trip.',
};
