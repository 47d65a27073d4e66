/**
 * Ride rules (spec part 2, 2.12 and 3.5 "Ride rule attribute"): values of line attributes set once for many lines
 * and transports, at two levels. A supplier rule names a set of companies and applies to every ride they operate or
 * supply; an operator rule names one operator and may narrow itself by a condition (from city, to city, vehicle
 * types, vehicle classes; the two cities match either way round, as a line runs both ways). A rule either
 * overrides what the rules before it say or, for list and text attributes, appends to it.
 * This file is the pure part: the attributes, validation, which rules apply to a ride and the resulting value.
 */

export const RIDE_RULE_LEVELS = ['supplier', 'operator'] as const;
export type RideRuleLevel = (typeof RIDE_RULE_LEVELS)[number];
export const RIDE_RULE_LEVEL_LABELS: Record<RideRuleLevel, string> = { supplier: 'Supplier', operator: 'Operator' };

export const RIDE_RULE_TYPES = ['override', 'append'] as const;
export type RideRuleType = (typeof RIDE_RULE_TYPES)[number];

/** How an attribute's value is shaped (and so which input the rule modal shows). */
export type RideRuleValueKind = 'bookingFee' | 'percent' | 'integer' | 'boolean' | 'text' | 'list' | 'services' | 'voucherAlert' | 'cancellationPolicy';

export interface RideRuleAttributeDef {
  slug: string;
  displayName: string;
  kind: RideRuleValueKind;
}

export const RIDE_RULE_ATTRIBUTES = [
  { slug: 'booking-fee', displayName: 'Booking fee', kind: 'bookingFee' },
  { slug: 'markup', displayName: 'Markup', kind: 'percent' },
  { slug: 'commission-from-api', displayName: 'Commission from API', kind: 'percent' },
  { slug: 'minimum-passengers', displayName: 'Minimum passengers', kind: 'integer' },
  { slug: 'phone-required', displayName: 'Phone required', kind: 'boolean' },
  { slug: 'custom-services', displayName: 'Custom services', kind: 'services' },
  { slug: 'voucher-alert', displayName: 'Voucher alert', kind: 'voucherAlert' },
  { slug: 'pickup-dropoff-points', displayName: 'Pickup and drop-off points', kind: 'list' },
  { slug: 'special-notes', displayName: 'Special notes', kind: 'text' },
  { slug: 'passenger-alert', displayName: 'Passenger alert', kind: 'text' },
  { slug: 'seat-type', displayName: 'Seat type', kind: 'text' },
  { slug: 'stops', displayName: 'Stops', kind: 'text' },
  { slug: 'luggage', displayName: 'Luggage', kind: 'text' },
  { slug: 'cancellation-policy', displayName: 'Cancellation policy', kind: 'cancellationPolicy' },
  { slug: 'amenities-and-facilities', displayName: 'Amenities and facilities', kind: 'list' },
  { slug: 'pictures', displayName: 'Pictures', kind: 'list' },
  { slug: 'voucher-remark', displayName: 'Voucher remark', kind: 'text' },
] as const satisfies readonly RideRuleAttributeDef[];
export type RideRuleAttribute = (typeof RIDE_RULE_ATTRIBUTES)[number]['slug'];
export const RIDE_RULE_ATTRIBUTE_SLUGS: readonly RideRuleAttribute[] = RIDE_RULE_ATTRIBUTES.map((a) => a.slug);

export const rideRuleAttribute = (slug: string): RideRuleAttributeDef | undefined => RIDE_RULE_ATTRIBUTES.find((a) => a.slug === slug);

/** Kinds whose values can be appended to: lists, services and text (joined as paragraphs). */
export const APPENDABLE_KINDS: readonly RideRuleValueKind[] = ['text', 'list', 'services'];

export interface BookingFeeValue {
  /** Decimal string in the ride's supplier currency, at least 0. */
  price: string;
  isPerPassenger: boolean;
}
export interface ServiceValue {
  serviceType: string;
  serviceContent: string;
}
export interface VoucherAlertValue {
  title: string;
  text: string;
}
export const POLICY_TIME_UNITS = ['hours', 'days'] as const;
export interface CancellationEntryValue {
  timeBefore: number;
  unit: (typeof POLICY_TIME_UNITS)[number];
  /** Fee percent 0 to 100 (0 is Free). */
  fee: number;
}
export interface CancellationPolicyValue {
  isRefundable: boolean;
  entries: CancellationEntryValue[];
}
export type RideRuleValue = BookingFeeValue | string | number | boolean | string[] | ServiceValue[] | VoucherAlertValue | CancellationPolicyValue;

/** The narrowing of an operator rule; empty lists and null cities match everything. */
export interface RideRuleCondition {
  fromCityId: string | null;
  toCityId: string | null;
  vehicleTypes: string[];
  vehicleClasses: string[];
}

export interface RideRuleFields extends RideRuleCondition {
  level: RideRuleLevel;
  attribute: string;
  attributeType: RideRuleType;
  /** Supplier level: the set of companies; operator level: exactly one operator. */
  companyIds: string[];
  value: unknown;
}

export interface RideRule extends RideRuleFields {
  id: string;
  /** Later rules win ties of equal specificity. */
  updatedAt: string;
}

/** What a ride (a line or a transport) is, as far as rules go. */
export interface RideTarget {
  operatorId: string;
  supplierId: string | null;
  fromCityId: string;
  toCityId: string;
  vehicleType: string;
  vehicleClass: string;
}

export const RideRuleMessage = {
  Required: 'This field is required.',
  Percent: 'This field is mandatory and should be between 0 and 100',
  UnknownAttribute: 'Choose one of the ride rule attributes.',
  OneOperator: 'An operator rule names exactly one operator.',
  ConditionOnSupplier: 'Only operator rules have a condition (cities, vehicle types and classes).',
  NotAppendable: 'Only list and text attributes can be appended to.',
  MinimumPassengers: 'The minimum is a whole number of at least 1.',
  NotNegative: 'Value should be greater or equal 0',
  VoucherTitle: 'The voucher alert title is at most 50 characters.',
  VoucherText: 'The voucher alert text is at most 200 characters.',
  PolicyEntries: 'A cancellation policy has 1 to 10 entries.',
  TimeBefore: 'The time before departure is a whole number of at least 0.',
  SameCities: 'The two cities of a condition differ.',
} as const;

export interface RideRuleFieldError {
  field: string;
  message: string;
}

const isText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const DECIMAL = /^\d{1,12}(\.\d{1,2})?$/;
const percentOk = (v: unknown) => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= 100;

function valueErrors(kind: RideRuleValueKind, value: unknown): RideRuleFieldError[] {
  const err = (message: string, field = 'value') => [{ field, message }];
  switch (kind) {
    case 'bookingFee': {
      if (!isObject(value) || value.price === undefined || value.price === null || value.price === '') return err(RideRuleMessage.Required, 'value.price');
      if (typeof value.price !== 'string' || !DECIMAL.test(value.price)) return err(RideRuleMessage.NotNegative, 'value.price');
      if (typeof value.isPerPassenger !== 'boolean') return err(RideRuleMessage.Required, 'value.isPerPassenger');
      return [];
    }
    case 'percent':
      return percentOk(value) ? [] : err(RideRuleMessage.Percent);
    case 'integer':
      return Number.isInteger(value) && (value as number) >= 1 ? [] : err(RideRuleMessage.MinimumPassengers);
    case 'boolean':
      return typeof value === 'boolean' ? [] : err(RideRuleMessage.Required);
    case 'text':
      return isText(value) ? [] : err(RideRuleMessage.Required);
    case 'list':
      return Array.isArray(value) && value.length > 0 && value.every(isText) ? [] : err(RideRuleMessage.Required);
    case 'services':
      return Array.isArray(value) && value.length > 0 && value.every((s) => isObject(s) && isText(s.serviceType) && isText(s.serviceContent))
        ? []
        : err(RideRuleMessage.Required);
    case 'voucherAlert': {
      if (!isObject(value) || !isText(value.title)) return err(RideRuleMessage.Required, 'value.title');
      if (!isText(value.text)) return err(RideRuleMessage.Required, 'value.text');
      const errors: RideRuleFieldError[] = [];
      if (value.title.length > 50) errors.push({ field: 'value.title', message: RideRuleMessage.VoucherTitle });
      if (value.text.length > 200) errors.push({ field: 'value.text', message: RideRuleMessage.VoucherText });
      return errors;
    }
    case 'cancellationPolicy': {
      if (!isObject(value) || typeof value.isRefundable !== 'boolean') return err(RideRuleMessage.Required, 'value.isRefundable');
      if (!value.isRefundable) return Array.isArray(value.entries) && value.entries.length === 0 ? [] : err(RideRuleMessage.PolicyEntries, 'value.entries');
      if (!Array.isArray(value.entries) || value.entries.length < 1 || value.entries.length > 10) return err(RideRuleMessage.PolicyEntries, 'value.entries');
      return value.entries.flatMap((e: unknown, i: number): RideRuleFieldError[] => {
        if (!isObject(e)) return [{ field: `value.entries.${i}`, message: RideRuleMessage.Required }];
        const out: RideRuleFieldError[] = [];
        if (!Number.isInteger(e.timeBefore) || (e.timeBefore as number) < 0)
          out.push({ field: `value.entries.${i}.timeBefore`, message: RideRuleMessage.TimeBefore });
        if (!POLICY_TIME_UNITS.includes(e.unit as 'hours')) out.push({ field: `value.entries.${i}.unit`, message: RideRuleMessage.Required });
        if (!percentOk(e.fee)) out.push({ field: `value.entries.${i}.fee`, message: RideRuleMessage.Percent });
        return out;
      });
    }
  }
}

/** Every invalid field of a rule, with the messages the modal and the API show. */
export function validateRideRule(rule: RideRuleFields): RideRuleFieldError[] {
  const errors: RideRuleFieldError[] = [];
  if (!RIDE_RULE_LEVELS.includes(rule.level)) errors.push({ field: 'level', message: RideRuleMessage.Required });
  const def = rideRuleAttribute(rule.attribute);
  if (!def) errors.push({ field: 'attribute', message: rule.attribute ? RideRuleMessage.UnknownAttribute : RideRuleMessage.Required });
  if (!RIDE_RULE_TYPES.includes(rule.attributeType)) errors.push({ field: 'attributeType', message: RideRuleMessage.Required });
  else if (def && rule.attributeType === 'append' && !APPENDABLE_KINDS.includes(def.kind))
    errors.push({ field: 'attributeType', message: RideRuleMessage.NotAppendable });
  if (rule.companyIds.length === 0) errors.push({ field: 'companyIds', message: RideRuleMessage.Required });
  else if (rule.level === 'operator' && rule.companyIds.length !== 1) errors.push({ field: 'companyIds', message: RideRuleMessage.OneOperator });
  const conditioned = hasCondition(rule);
  if (rule.level === 'supplier' && conditioned) errors.push({ field: 'condition', message: RideRuleMessage.ConditionOnSupplier });
  if (rule.fromCityId && rule.fromCityId === rule.toCityId) errors.push({ field: 'toCityId', message: RideRuleMessage.SameCities });
  if (def) errors.push(...valueErrors(def.kind, rule.value));
  return errors;
}

export const hasCondition = (c: RideRuleCondition) => !!c.fromCityId || !!c.toCityId || c.vehicleTypes.length > 0 || c.vehicleClasses.length > 0;

/** Whether the ride meets the condition: each named city is one of its two ends (one city each), each list contains it. */
export function conditionMatches(c: RideRuleCondition, ride: RideTarget): boolean {
  const ends = [ride.fromCityId, ride.toCityId];
  if (c.fromCityId && c.toCityId) {
    const sameWay = c.fromCityId === ride.fromCityId && c.toCityId === ride.toCityId;
    const otherWay = c.fromCityId === ride.toCityId && c.toCityId === ride.fromCityId;
    if (!sameWay && !otherWay) return false;
  } else if (c.fromCityId && !ends.includes(c.fromCityId)) return false;
  else if (c.toCityId && !ends.includes(c.toCityId)) return false;
  if (c.vehicleTypes.length > 0 && !c.vehicleTypes.includes(ride.vehicleType)) return false;
  if (c.vehicleClasses.length > 0 && !c.vehicleClasses.includes(ride.vehicleClass)) return false;
  return true;
}

/** Whether a rule applies to the ride: a supplier rule names its operator or supplier; an operator rule its operator and condition. */
export function ruleApplies(rule: RideRule, ride: RideTarget): boolean {
  if (rule.level === 'supplier') return rule.companyIds.includes(ride.operatorId) || (!!ride.supplierId && rule.companyIds.includes(ride.supplierId));
  return rule.companyIds[0] === ride.operatorId && conditionMatches(rule, ride);
}

/** Supplier rules first, then the operator's plain rules, then its conditioned ones by how many conditions they set. */
export function ruleSpecificity(rule: RideRuleCondition & { level: RideRuleLevel }): number {
  if (rule.level === 'supplier') return 0;
  const conditions =
    [rule.fromCityId, rule.toCityId].filter(Boolean).length + (rule.vehicleTypes.length > 0 ? 1 : 0) + (rule.vehicleClasses.length > 0 ? 1 : 0);
  return 1 + conditions;
}

export interface ResolvedRideAttribute {
  attribute: RideRuleAttributeDef;
  /** The value the ride gets: the last override, with later appends added to it. */
  value: RideRuleValue;
  /** Every rule that applies, from the most general to the most specific. */
  rules: RideRule[];
  /** The rules that narrow themselves by a condition (the table's number of exceptions). */
  exceptions: number;
}

const appended = (kind: RideRuleValueKind, base: RideRuleValue | undefined, more: RideRuleValue): RideRuleValue => {
  if (base === undefined) return more;
  if (kind === 'text') return `${base as string}\n\n${more as string}`;
  return [...(base as unknown[]), ...(more as unknown[])] as RideRuleValue;
};

/**
 * The attributes the rules set for a ride, in the attributes' order: for each, the applicable rules from general to
 * specific (ties by update time); an override replaces the value so far, an append adds to it.
 */
export function resolveRideRules(rules: readonly RideRule[], ride: RideTarget): ResolvedRideAttribute[] {
  const out: ResolvedRideAttribute[] = [];
  for (const def of RIDE_RULE_ATTRIBUTES) {
    const applying = rules
      .filter((r) => r.attribute === def.slug && ruleApplies(r, ride))
      .sort((a, b) => ruleSpecificity(a) - ruleSpecificity(b) || a.updatedAt.localeCompare(b.updatedAt) || a.id.localeCompare(b.id));
    if (applying.length === 0) continue;
    let value: RideRuleValue | undefined;
    for (const r of applying) value = r.attributeType === 'append' ? appended(def.kind, value, r.value as RideRuleValue) : (r.value as RideRuleValue);
    out.push({ attribute: def, value: value!, rules: applying, exceptions: applying.filter(hasCondition).length });
  }
  return out;
}

/** A value as one line of text for the rules table. */
export function rideRuleValueText(kind: RideRuleValueKind, value: unknown): string {
  switch (kind) {
    case 'bookingFee': {
      const v = value as BookingFeeValue;
      return `${v.price}${v.isPerPassenger ? ' per passenger' : ' per booking'}`;
    }
    case 'percent':
      return `${value as number}%`;
    case 'integer':
      return String(value);
    case 'boolean':
      return value ? 'Yes' : 'No';
    case 'text':
      return value as string;
    case 'list':
      return (value as string[]).join(', ');
    case 'services':
      return (value as ServiceValue[]).map((s) => `${s.serviceType}: ${s.serviceContent}`).join('; ');
    case 'voucherAlert': {
      const v = value as VoucherAlertValue;
      return `${v.title}: ${v.text}`;
    }
    case 'cancellationPolicy': {
      const v = value as CancellationPolicyValue;
      if (!v.isRefundable) return 'Not refundable';
      return v.entries.map((e) => `${e.timeBefore} ${e.unit} before: ${e.fee === 0 ? 'Free' : `${e.fee}%`}`).join('; ');
    }
  }
}
