/** Partners (sales channels, spec part 2, sections 2.7, 3.3 and 5): shared by the API and the web. */
import type { FieldProblem } from '../identity/field-problem.js';
import type { AccessRule } from '../access/access-rule.js';
import { STAFF_WRITE_ROLES } from '../access/roles.js';

/** Channel types (spec part 2, 2.7), each shown with its colour label. */
export const CHANNEL_TYPES = [
  'b2b',
  'b2b-redirect',
  'whitelabel',
  'organic',
  'organic-social',
  'emails',
  'paid',
  'referrals',
  'offline',
  'group',
  'affiliate',
  'bookingAgent',
] as const;
export type ChannelType = (typeof CHANNEL_TYPES)[number];

/** The colour label of each channel type: Tailwind classes with at least 4.5:1 contrast. */
export const CHANNEL_TYPE_COLOURS: Record<ChannelType, string> = {
  b2b: 'bg-blue-100 text-blue-900',
  'b2b-redirect': 'bg-sky-100 text-sky-900',
  whitelabel: 'bg-slate-200 text-slate-900',
  organic: 'bg-green-100 text-green-900',
  'organic-social': 'bg-lime-100 text-lime-900',
  emails: 'bg-amber-100 text-amber-900',
  paid: 'bg-red-100 text-red-900',
  referrals: 'bg-pink-100 text-pink-900',
  offline: 'bg-stone-200 text-stone-900',
  group: 'bg-violet-100 text-violet-900',
  affiliate: 'bg-teal-100 text-teal-900',
  bookingAgent: 'bg-indigo-100 text-indigo-900',
};

/** The payment method of a partner: final once the partner is created. */
export const PAYMENT_FLOWS = ['creditline', 'creditCard'] as const;
export type PaymentFlow = (typeof PAYMENT_FLOWS)[number];
export const PAYMENT_FLOW_LABELS: Record<PaymentFlow, string> = { creditline: 'Credit line', creditCard: 'Credit card' };

/** The messages of the Create partner modal (spec part 2, section 5). */
export const PARTNER_MESSAGES = {
  nameRequired: 'Company name is required',
  typeRequired: 'Channel type is required',
  agentEmailRequired: 'Agent user email is required',
  agentUnknown: 'No user has this email: the agent needs an account first',
  currencyRequired: 'Currency is required',
  markupRequired: 'Initial markup is required',
  logoRequired: 'Logo is required',
  paymentFlowFinal: 'The payment method is final after creation',
} as const;

/** "There are N partners found." */
export function partnersFoundText(total: number): string {
  return total === 1 ? 'There is 1 partner found.' : `There are ${total} partners found.`;
}

/** The Create partner form as typed (every value a string; agentEmail only counts for bookingAgent). */
export interface CreatePartnerFields {
  channelName: string;
  channelType: string;
  agentEmail: string;
  paymentFlow: string;
  currency: string;
  markup: string;
  logoImageId: string;
}

/** An initial markup in percent: up to 5 digits and 2 decimals. */
export const MARKUP_PATTERN = /^\d{1,5}(\.\d{1,2})?$/;

/** The Create partner rule of the web form, with the API's messages (the API's DTO checks the same). */
export function validateCreatePartner(v: CreatePartnerFields): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!v.channelName.trim()) problems.push({ field: 'channelName', message: PARTNER_MESSAGES.nameRequired });
  if (!CHANNEL_TYPES.includes(v.channelType as ChannelType)) problems.push({ field: 'channelType', message: PARTNER_MESSAGES.typeRequired });
  if (v.channelType === 'bookingAgent' && !v.agentEmail.trim()) problems.push({ field: 'agentEmail', message: PARTNER_MESSAGES.agentEmailRequired });
  if (!PAYMENT_FLOWS.includes(v.paymentFlow as PaymentFlow)) problems.push({ field: 'paymentFlow', message: 'Payment method is required' });
  if (!v.currency) problems.push({ field: 'currency', message: PARTNER_MESSAGES.currencyRequired });
  if (!MARKUP_PATTERN.test(v.markup.trim())) problems.push({ field: 'markup', message: PARTNER_MESSAGES.markupRequired });
  if (!v.logoImageId) problems.push({ field: 'logoImageId', message: PARTNER_MESSAGES.logoRequired });
  return problems;
}

/** The `/partners` filters in the URL query (page aside). */
export const PARTNER_LIST_FILTER_KEYS = ['name', 'type', 'paymentFlow', 'balanceFrom', 'balanceTo'] as const;
export type PartnerListFilterKey = (typeof PARTNER_LIST_FILTER_KEYS)[number];

/**
 * The partner properties that may be edited (spec part 2, section 6: an allow-edit flag and a list of editable
 * properties). Any other property is shown read-only. `logos` and `palette` have their own editors, the rest are text.
 */
export const EDITABLE_PARTNER_PROPERTIES = ['logos', 'palette', 'title', 'supportEmail', 'supportPhone'] as const;
export type EditablePartnerProperty = (typeof EDITABLE_PARTNER_PROPERTIES)[number];
export const isEditablePartnerProperty = (key: string): key is EditablePartnerProperty => EDITABLE_PARTNER_PROPERTIES.includes(key as EditablePartnerProperty);

/** A palette colour: #RRGGBB. */
export const COLOUR_PATTERN = /^#[0-9a-fA-F]{6}$/;
export const PROPERTY_VALUE_REQUIRED = 'This value is required';
export const COLOUR_INVALID = 'A colour is #RRGGBB';

/** A property's new value, as the edit modal sends it: the problems (field paths under `properties.<key>`). */
export function validatePartnerProperty(key: string, value: unknown): FieldProblem[] {
  const at = `properties.${key}`;
  if (!isEditablePartnerProperty(key)) return [{ field: at, message: `${key} is not editable` }];
  const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
  if (key === 'palette') {
    if (!isObject(value)) return [{ field: at, message: 'The palette is a list of colour groups' }];
    return Object.entries(value).flatMap(([group, colours]) =>
      isObject(colours)
        ? Object.entries(colours).flatMap(([name, c]) =>
            typeof c === 'string' && COLOUR_PATTERN.test(c) ? [] : [{ field: `${at}.${group}.${name}`, message: COLOUR_INVALID }],
          )
        : [{ field: `${at}.${group}`, message: 'A colour group is a list of colours' }],
    );
  }
  if (key === 'logos') {
    if (!isObject(value)) return [{ field: at, message: 'The logos are a list of keys' }];
    return Object.entries(value).flatMap(([k, logo]) => {
      const l = isObject(logo) ? logo : {};
      return (['white', 'dark', 'text'] as const).flatMap((part) =>
        typeof l[part] === 'string' && l[part].trim() ? [] : [{ field: `${at}.${k}.${part}`, message: PROPERTY_VALUE_REQUIRED }],
      );
    });
  }
  return typeof value === 'string' && value.trim() ? [] : [{ field: at, message: PROPERTY_VALUE_REQUIRED }];
}

/** Create partner and property edits: full admins who may write (the allow-edit flag of spec part 2, section 6). */
export const PARTNER_EDIT_RULE: AccessRule = { roles: STAFF_WRITE_ROLES, fullAdmin: true };
