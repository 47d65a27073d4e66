import type { FieldProblem } from '@farebox/domain';
import type { DiscountType } from './campaign-format';
import { EMPTY_AUDIENCE, type AudienceLimitation, type CampaignDto, type CampaignType, type SharedCampaignBody } from './campaign.types';

/** The form keeps numbers as typed text, so an empty or partial entry gets the shared message rather than NaN. */
export interface CampaignFormValues {
  code: string;
  prefix: string;
  numberOfCodes: string;
  type: DiscountType;
  value: string;
  hasMinimumPurchase: boolean;
  minimumPurchase: string;
  usage: 'unlimited' | 'limited';
  limit: string;
  perUserLimit: string;
  expiry: 'date' | 'days';
  expiredAt: string;
  expiredIn: string;
  team: string;
  activated: boolean;
  description: string;
  tooltipDescription: string;
  audienceLimitation: AudienceLimitation;
  /** The version the form was opened on: a save over a newer one is refused (409). */
  version: number;
}

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

export function toFormValues(campaignType: CampaignType, c?: CampaignDto): CampaignFormValues {
  const limited = !!c && (c.limit > 0 || c.perUserLimit !== null);
  return {
    code: campaignType === 'single' ? (c?.name ?? '') : '',
    prefix: campaignType === 'serial' ? (c?.name ?? '') : '',
    numberOfCodes: text(c?.serialCodesCount),
    type: c?.type ?? 'amount',
    value: c?.value ?? '',
    hasMinimumPurchase: !!c?.minimumPurchase,
    minimumPurchase: c?.minimumPurchase ?? '',
    usage: limited ? 'limited' : 'unlimited',
    limit: c && c.limit > 0 ? String(c.limit) : '',
    perUserLimit: text(c?.perUserLimit),
    expiry: c?.expiredIn ? 'days' : 'date',
    expiredAt: c?.expiredAt?.slice(0, 10) ?? '',
    expiredIn: text(c?.expiredIn),
    team: c?.team ?? '',
    activated: c?.activated ?? true,
    description: c?.description ?? '',
    tooltipDescription: c?.tooltipDescription ?? '',
    audienceLimitation: c?.audienceLimitation ?? EMPTY_AUDIENCE,
    version: c?.version ?? 0,
  };
}

/** A whole number typed in a field, or NaN (the rules say what is wrong with it). */
const whole = (value: string) => (/^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN);

/** The days typed, when they are a whole number above 0 (for the expiration date shown next to them). */
export function expiryDays(value: string): number | null {
  const days = whole(value);
  return Number.isInteger(days) && days > 0 ? days : null;
}

/** The fields every save sends, read from the form as the API takes them. */
export function sharedBody(v: CampaignFormValues, campaignType: CampaignType): SharedCampaignBody {
  const limited = v.usage === 'limited';
  return {
    type: v.type,
    value: v.value.trim(),
    minimumPurchase: v.hasMinimumPurchase ? v.minimumPurchase.trim() : null,
    limit: limited && campaignType === 'single' ? whole(v.limit) : 0,
    perUserLimit: limited ? whole(v.perUserLimit) : null,
    expiredAt: v.expiry === 'date' ? v.expiredAt || null : null,
    expiredIn: v.expiry === 'days' ? whole(v.expiredIn) : null,
    team: v.team as SharedCampaignBody['team'],
    activated: v.activated,
    description: v.description.trim(),
    tooltipDescription: v.tooltipDescription.trim(),
    audienceLimitation: v.audienceLimitation,
  };
}

export const toCreateSingleBody = (v: CampaignFormValues) => ({ ...sharedBody(v, 'single'), code: v.code.trim() });
export const toCreateSerialBody = (v: CampaignFormValues) => ({ ...sharedBody(v, 'serial'), prefix: v.prefix.trim().toUpperCase(), numberOfCodes: whole(v.numberOfCodes) });
export const toUpdateBody = (v: CampaignFormValues, campaignType: CampaignType) => ({ ...sharedBody(v, campaignType), version: v.version });

export function campaignProblems(v: CampaignFormValues, { campaignType, creating }: { campaignType: CampaignType; creating: boolean }): FieldProblem[] {
  void v;
  void campaignType;
  void creating;
  return [];
}
