import type { FieldProblem } from '../identity/field-problem.js';
import { ROUTE_TRANSPORT_TYPES, type RouteTransportType } from '../content/route-rules.js';
import { isIsoDate } from '../finance/finance-dates.js';
import { toCents } from '../payments/money.js';

/** Promo code campaigns (spec part 3, sections 2 to 5 and 9). */
export const CAMPAIGN_TYPES = ['single', 'serial'] as const;
export type CampaignType = (typeof CAMPAIGN_TYPES)[number];
/** The discount: an amount off ($) or a percentage (%). */
export const DISCOUNT_TYPES = ['amount', 'percentage'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];
export const CAMPAIGN_TEAMS = ['marketing', 'support'] as const;
export type CampaignTeam = (typeof CAMPAIGN_TEAMS)[number];
export const CAMPAIGN_STATUSES = ['active', 'inactive'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
export const CAMPAIGN_SORTS = ['value', 'createdAt', 'expiredAt', 'minimumPurchase', 'team'] as const;
export type CampaignSort = (typeof CAMPAIGN_SORTS)[number];
export const OPERATING_SYSTEMS = ['android', 'ios', 'windows', 'macos', 'linux'] as const;
export type OperatingSystem = (typeof OPERATING_SYSTEMS)[number];
export const CAMPAIGN_TRANSPORT_TYPES = ROUTE_TRANSPORT_TYPES;

export const CODE_MIN_LENGTH = 4;
export const CODE_MAX_LENGTH = 15;
export const PREFIX_MIN_LENGTH = 2;
export const PREFIX_MAX_LENGTH = 8;
/** Largest serial campaign one generation makes (not in the spec: keeps a typo from queueing a billion codes). */
export const SERIAL_CODES_MAX = 1_000_000;
export const PERCENTAGE_MAX = '99.99';
export const AMOUNT_MAX = '999999';
/** The campaign list's page size and pager links (spec part 3, section 9). */
export const CAMPAIGN_PAGE_SIZE = 20;
export const CAMPAIGN_PAGER_LINKS = 5;
/** Debounce of the list filters (spec part 3, section 9). */
export const CAMPAIGN_NAME_DEBOUNCE_MS = 500;
export const CAMPAIGN_FILTER_DEBOUNCE_MS = 300;

export const CampaignMessage = {
  Required: 'This field is required.',
  Code: 'Code should contain only letters and numbers.',
  CodeLength: `Code should be ${CODE_MIN_LENGTH} to ${CODE_MAX_LENGTH} characters long.`,
  Prefix: 'Prefix should contain only letters and numbers.',
  PrefixLength: `Prefix should be ${PREFIX_MIN_LENGTH} to ${PREFIX_MAX_LENGTH} characters long.`,
  NumberAboveZero: 'Must be a number above 0.',
  SerialCodesMax: `At most ${SERIAL_CODES_MAX} codes per campaign.`,
  PercentageMax: 'Percentage type campaign value should be under 100.',
  AmountMax: `Amount type campaign value should be at most ${AMOUNT_MAX}.`,
  AnyNumberAboveZero: 'Any number above 0.',
  ValueAboveZero: 'Must be value above 0.',
  Team: 'Please select a team',
  Date: 'Enter a valid date.',
  CodeTaken: 'This code is already used by another campaign.',
  NotEditable: 'The code of a saved campaign cannot be changed.',
  SerialNeedsDeveloperMode: 'Serial promo codes are experimental: turn them on in Developer mode.',
  RegenerateOnlyFailed: 'Only a generation that failed can be started again.',
  NotSerial: 'Only serial campaigns have generated codes.',
  /** An audience limitation naming a country, route, supplier or partner that does not exist (any more). */
  UnknownAudience: 'Pick from the list: one of these no longer exists.',
} as const;

/** Who a campaign is for; every empty list means "no limitation" (ids, slugs or values as named). */
export interface AudienceLimitation {
  /** Country ids. */
  countries: string[];
  /** Route slugs. */
  routes: string[];
  transportTypes: RouteTransportType[];
  /** Supplier company ids. */
  suppliers: string[];
  /** Partner (sales channel) ids. */
  partners: string[];
  operatingSystems: OperatingSystem[];
}
export const AUDIENCE_KEYS = [
  'countries',
  'routes',
  'transportTypes',
  'suppliers',
  'partners',
  'operatingSystems',
] as const satisfies readonly (keyof AudienceLimitation)[];
export const emptyAudience = (): AudienceLimitation => ({ countries: [], routes: [], transportTypes: [], suppliers: [], partners: [], operatingSystems: [] });
/** Every list of an audience, a missing (or null) one empty: a stored row may lack some (the column's default is {}). */
export const completeAudience = (a?: Partial<AudienceLimitation> | null): AudienceLimitation => ({
  countries: a?.countries ?? [],
  routes: a?.routes ?? [],
  transportTypes: a?.transportTypes ?? [],
  suppliers: a?.suppliers ?? [],
  partners: a?.partners ?? [],
  operatingSystems: a?.operatingSystems ?? [],
});
/** The form shows Add Limitations instead of the table when every list is empty. */
export const hasNoLimitation = (a: AudienceLimitation): boolean => AUDIENCE_KEYS.every((key) => a[key].length === 0);

/**
 * The campaign form as typed (numbers as the inputs' text), shared by the browser form and the API, which maps the
 * request body onto it (campaignFormOfBody) so both answer the same messages.
 */
export interface CampaignForm {
  campaignType: CampaignType;
  /** A new campaign: the code (or prefix and number of codes) is required; a saved one's cannot change. */
  isNew: boolean;
  code: string;
  prefix: string;
  numberOfCodes: string;
  type: DiscountType | '';
  value: string;
  minimumPurchaseEnabled: boolean;
  minimumPurchase: string;
  expiryMode: 'date' | 'days';
  /** YYYY-MM-DD: the last day the codes are valid (UTC). */
  expiredAt: string;
  expiredIn: string;
  /** Total usage limit (single campaigns only); unlimited otherwise. */
  usageLimited: boolean;
  limit: string;
  perUserLimited: boolean;
  perUserLimit: string;
  team: CampaignTeam | '';
  activated: boolean;
  description: string;
  tooltipDescription: string;
  audienceLimitation: AudienceLimitation;
}

/** The shared fields of POST /promocodes/single, /promocodes/serial and PUT /promocodes/:id. */
export interface CampaignBodyFields {
  type: DiscountType;
  value: string;
  minimumPurchase: string | null;
  /** 0 or less: unlimited. */
  limit: number;
  perUserLimit: number | null;
  expiredAt: string | null;
  expiredIn: number | null;
  team: CampaignTeam;
  activated: boolean;
  description: string;
  tooltipDescription: string;
  audienceLimitation: AudienceLimitation;
}

export function newCampaignForm(campaignType: CampaignType): CampaignForm {
  return {
    campaignType,
    isNew: true,
    code: '',
    prefix: '',
    numberOfCodes: '',
    type: 'amount',
    value: '',
    minimumPurchaseEnabled: false,
    minimumPurchase: '',
    expiryMode: 'date',
    expiredAt: '',
    expiredIn: '',
    usageLimited: false,
    limit: '',
    perUserLimited: false,
    perUserLimit: '',
    team: '',
    activated: true,
    description: '',
    tooltipDescription: '',
    audienceLimitation: emptyAudience(),
  };
}

const ALPHANUMERIC = /^[A-Za-z0-9]+$/;
const WHOLE = /^\d+$/;

/** The prefix as stored: trimmed and uppercased (spec: "uppercased"). */
export const normalizePrefix = (prefix: string): string => prefix.trim().toUpperCase();
/** Codes are case-insensitive: stored and looked up uppercased. */
export const normalizeCode = (code: string): string => code.trim().toUpperCase();

/** A whole number typed in a field: null when empty or not a whole number. */
const wholeOf = (text: string): number | null => (WHOLE.test(text.trim()) ? Number(text.trim()) : null);

function codeProblem(code: string): string | null {
  const value = code.trim();
  if (value === '') return CampaignMessage.Required;
  if (!ALPHANUMERIC.test(value)) return CampaignMessage.Code;
  if (value.length < CODE_MIN_LENGTH || value.length > CODE_MAX_LENGTH) return CampaignMessage.CodeLength;
  return null;
}

function prefixProblem(prefix: string): string | null {
  const value = prefix.trim();
  if (value === '') return CampaignMessage.Required;
  if (!ALPHANUMERIC.test(value)) return CampaignMessage.Prefix;
  if (value.length < PREFIX_MIN_LENGTH || value.length > PREFIX_MAX_LENGTH) return CampaignMessage.PrefixLength;
  return null;
}

function numberOfCodesProblem(text: string): string | null {
  if (text.trim() === '') return CampaignMessage.Required;
  const n = wholeOf(text);
  if (n === null || n < 1) return CampaignMessage.NumberAboveZero;
  return n > SERIAL_CODES_MAX ? CampaignMessage.SerialCodesMax : null;
}

function valueProblem(type: DiscountType | '', text: string): string | null {
  if (text.trim() === '') return CampaignMessage.Required;
  const cents = toCents(text);
  if (cents === null || cents <= 0n) return CampaignMessage.AnyNumberAboveZero;
  if (type === 'percentage' && cents > toCents(PERCENTAGE_MAX)!) return CampaignMessage.PercentageMax;
  if (type === 'amount' && cents > toCents(AMOUNT_MAX)!) return CampaignMessage.AmountMax;
  return null;
}

function amountProblem(text: string): string | null {
  if (text.trim() === '') return CampaignMessage.Required;
  const cents = toCents(text);
  return cents === null || cents <= 0n ? CampaignMessage.AnyNumberAboveZero : null;
}

/** A limit of uses (total or per user): at least 1. */
function usesProblem(text: string, aboveZero: string): string | null {
  if (text.trim() === '') return CampaignMessage.Required;
  const n = wholeOf(text);
  return n === null || n < 1 ? aboveZero : null;
}

/** Every invalid field of the campaign form, with the message shown under it (the API answers the same). */
export function validateCampaign(form: CampaignForm): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const add = (field: string, message: string | null) => {
    if (message) problems.push({ field, message });
  };
  if (form.isNew && form.campaignType === 'single') add('code', codeProblem(form.code));
  if (form.isNew && form.campaignType === 'serial') {
    add('prefix', prefixProblem(form.prefix));
    add('numberOfCodes', numberOfCodesProblem(form.numberOfCodes));
  }
  add('type', form.type === '' ? CampaignMessage.Required : null);
  add('value', valueProblem(form.type, form.value));
  if (form.minimumPurchaseEnabled) add('minimumPurchase', amountProblem(form.minimumPurchase));
  if (form.expiryMode === 'date')
    add('expiredAt', form.expiredAt.trim() === '' ? CampaignMessage.Required : isIsoDate(form.expiredAt.trim()) ? null : CampaignMessage.Date);
  else add('expiredIn', usesProblem(form.expiredIn, CampaignMessage.NumberAboveZero));
  if (form.usageLimited && form.campaignType === 'single') add('limit', usesProblem(form.limit, CampaignMessage.ValueAboveZero));
  if (form.perUserLimited) add('perUserLimit', usesProblem(form.perUserLimit, CampaignMessage.ValueAboveZero));
  add('team', form.team === '' ? CampaignMessage.Team : null);
  return problems;
}

/** The request body's shared fields of a valid form. */
export function campaignBodyOfForm(form: CampaignForm): CampaignBodyFields {
  return {
    type: form.type as DiscountType,
    value: form.value.trim(),
    minimumPurchase: form.minimumPurchaseEnabled ? form.minimumPurchase.trim() : null,
    limit: form.usageLimited && form.campaignType === 'single' ? Number(form.limit) : 0,
    perUserLimit: form.perUserLimited ? Number(form.perUserLimit) : null,
    expiredAt: form.expiryMode === 'date' ? form.expiredAt.trim() : null,
    expiredIn: form.expiryMode === 'days' ? Number(form.expiredIn) : null,
    team: form.team as CampaignTeam,
    activated: form.activated,
    description: form.description.trim(),
    tooltipDescription: form.tooltipDescription.trim(),
    audienceLimitation: form.audienceLimitation,
  };
}

/** What the API received, as loosely typed as JSON is. */
export interface CampaignBodyInput {
  code?: string | null;
  prefix?: string | null;
  numberOfCodes?: number | string | null;
  type?: string | null;
  value?: string | number | null;
  minimumPurchase?: string | number | null;
  limit?: number | string | null;
  perUserLimit?: number | string | null;
  expiredAt?: string | null;
  expiredIn?: number | string | null;
  team?: string | null;
  activated?: boolean | null;
  description?: string | null;
  tooltipDescription?: string | null;
  audienceLimitation?: Partial<AudienceLimitation> | null;
}

const text = (value: string | number | null | undefined): string => (value === null || value === undefined ? '' : String(value));

/**
 * The form a request body stands for, so the API validates with validateCampaign: a minimum purchase that is not
 * null had its checkbox on, a limit above 0 (or one sent as text) is limited usage, an expiredIn without an
 * expiredAt is the days mode.
 */
export function campaignFormOfBody(body: CampaignBodyInput, campaignType: CampaignType, isNew: boolean): CampaignForm {
  const limit = body.limit ?? 0;
  const audience = completeAudience(body.audienceLimitation);
  return {
    campaignType,
    isNew,
    code: text(body.code),
    prefix: text(body.prefix),
    numberOfCodes: text(body.numberOfCodes),
    type: (DISCOUNT_TYPES as readonly string[]).includes(text(body.type)) ? (body.type as DiscountType) : '',
    value: text(body.value),
    minimumPurchaseEnabled: body.minimumPurchase !== null && body.minimumPurchase !== undefined,
    minimumPurchase: text(body.minimumPurchase),
    expiryMode: (body.expiredAt === null || body.expiredAt === undefined) && body.expiredIn !== null && body.expiredIn !== undefined ? 'days' : 'date',
    expiredAt: text(body.expiredAt),
    expiredIn: text(body.expiredIn),
    usageLimited: typeof limit === 'string' || limit > 0,
    limit: text(limit),
    perUserLimited: body.perUserLimit !== null && body.perUserLimit !== undefined,
    perUserLimit: text(body.perUserLimit),
    team: (CAMPAIGN_TEAMS as readonly string[]).includes(text(body.team)) ? (body.team as CampaignTeam) : '',
    activated: body.activated ?? true,
    description: text(body.description),
    tooltipDescription: text(body.tooltipDescription),
    audienceLimitation: audience,
  };
}

/** The calculated expiration date of an expiry in days: the creation date plus the days (YYYY-MM-DD, UTC). */
export function expiryDateOf(createdAt: Date, expiredIn: number): string {
  return new Date(createdAt.getTime() + expiredIn * 86_400_000).toISOString().slice(0, 10);
}

/** The list's Status column. */
export const campaignStatusOf = (activated: boolean): CampaignStatus => (activated ? 'active' : 'inactive');
/** The value with its unit: $ for amount, % for percentage (spec part 3, section 9). */
export const formatCampaignValue = (type: DiscountType, value: string): string => (type === 'amount' ? `$${value}` : `${value}%`);
/** Limit of 0 or less means unlimited. */
export const isUnlimited = (limit: number): boolean => limit <= 0;
