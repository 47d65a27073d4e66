import {
  campaignBodyOfForm,
  emptyAudience,
  normalizeCode,
  normalizePrefix,
  validateCampaign,
  type CampaignForm,
  type CampaignType,
  type FieldProblem,
} from '@farebox/domain';
import type { CampaignDto, CreateSerialBody, CreateSingleBody, UpdateCampaignBody } from './campaign.types';

/**
 * The shared campaign form (campaign-rules), as the screen edits it: one Usage choice drives both limits (limited usage
 * asks for the total, single campaigns only, and the uses per customer), and the version the form was opened on.
 */
export type CampaignFormValues = Omit<CampaignForm, 'campaignType' | 'isNew' | 'usageLimited' | 'perUserLimited'> & {
  usage: 'unlimited' | 'limited';
  version: number;
};

const text = (n: number | null) => (n === null ? '' : String(n));

export function toFormValues(c: CampaignDto | undefined): CampaignFormValues {
  const limited = !!c && (c.limit > 0 || c.perUserLimit !== null);
  return {
    code: c?.campaignType === 'single' ? c.name : '',
    prefix: c?.campaignType === 'serial' ? c.name : '',
    numberOfCodes: text(c?.serialCodesCount ?? null),
    type: c?.type ?? 'amount',
    value: c?.value ?? '',
    minimumPurchaseEnabled: !!c?.minimumPurchase,
    minimumPurchase: c?.minimumPurchase ?? '',
    expiryMode: c?.expiredIn ? 'days' : 'date',
    expiredAt: c?.expiredAt ?? '',
    expiredIn: text(c?.expiredIn ?? null),
    usage: limited ? 'limited' : 'unlimited',
    limit: c && c.limit > 0 ? String(c.limit) : '',
    perUserLimit: text(c?.perUserLimit ?? null),
    team: c?.team ?? '',
    activated: c?.activated ?? true,
    description: c?.description ?? '',
    tooltipDescription: c?.tooltipDescription ?? '',
    audienceLimitation: c?.audienceLimitation ?? emptyAudience(),
    version: c?.version ?? 0,
  };
}

/** The shared rules' form for these values. */
export function toCampaignForm({ usage, version: _version, ...values }: CampaignFormValues, campaignType: CampaignType, isNew: boolean): CampaignForm {
  const limited = usage === 'limited';
  return { ...values, campaignType, isNew, usageLimited: limited, perUserLimited: limited };
}

/** Every invalid field with the shared message (the API answers the same). */
export function campaignProblems(values: CampaignFormValues, campaignType: CampaignType, isNew: boolean): FieldProblem[] {
  return validateCampaign(toCampaignForm(values, campaignType, isNew));
}

export const toCreateSingleBody = (v: CampaignFormValues): CreateSingleBody => ({
  ...campaignBodyOfForm(toCampaignForm(v, 'single', true)),
  code: normalizeCode(v.code),
});

export const toCreateSerialBody = (v: CampaignFormValues): CreateSerialBody => ({
  ...campaignBodyOfForm(toCampaignForm(v, 'serial', true)),
  prefix: normalizePrefix(v.prefix),
  numberOfCodes: Number(v.numberOfCodes),
});

export const toUpdateBody = (v: CampaignFormValues, campaignType: CampaignType): UpdateCampaignBody => ({
  ...campaignBodyOfForm(toCampaignForm(v, campaignType, false)),
  version: v.version,
});

/** The whole number of days typed, when it is one above 0 (the expiration date is shown next to it). */
export function typedDays(value: string): number | null {
  const days = /^\s*\d+\s*$/.test(value) ? Number(value) : 0;
  return days > 0 ? days : null;
}
