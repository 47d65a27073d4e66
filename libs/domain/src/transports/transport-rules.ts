import type { AccessRule } from '../access/access-rule.js';
import type { FieldProblem } from '../identity/field-problem.js';
import { STAFF_ROLES, STAFF_WRITE_ROLES } from '../access/roles.js';
import { LINE_CLASSES } from '../lines/line-classes.js';

/** Vehicle types of a transport (spec part 2, 2.13: the Type filter's list). Values are stored as written. */
export const TRANSPORT_VEHICLE_TYPES = ['bus', 'minivan', 'train', 'ferry', 'car', 'flight', 'cable_car', 'bus-ferry', 'van-ferry', 'car-ferry'] as const;
export type TransportVehicleType = (typeof TRANSPORT_VEHICLE_TYPES)[number];

export const TRANSPORT_VEHICLE_TYPE_LABELS: Record<TransportVehicleType, string> = {
  bus: 'Bus',
  minivan: 'Minivan',
  train: 'Train',
  ferry: 'Ferry',
  car: 'Car',
  flight: 'Flight',
  cable_car: 'Cable car',
  'bus-ferry': 'Bus + ferry',
  'van-ferry': 'Van + ferry',
  'car-ferry': 'Car + ferry',
};

export const isTransportVehicleType = (value: string): value is TransportVehicleType => (TRANSPORT_VEHICLE_TYPES as readonly string[]).includes(value);

/** The transports list's page size (spec part 2, section 9). */
export const TRANSPORTS_PAGE_SIZE = 20;
/** Debounce of the typed reference filter (spec part 2, section 9: filter text 300 ms). */
export const TRANSPORT_REFERENCE_DEBOUNCE_MS = 300;

/**
 * The `/transports` query filters (spec part 2, 2.13: type, reference, supplier, operator, country, two cities), page
 * aside, named as section 7 names the transports list's query: the operator is `company` (as on the lines list), the
 * cities `city` and `cityB`. Section 7's published, denomination, isSupplierApi and isPrivateTransfer name no field of
 * a transport (3.6), so they are not offered; the text filter is the reference (2.13). `city` and `cityB` work as on
 * the lines list: one is either end of the route, both are its two ends in either order.
 */
export const TRANSPORT_LIST_FILTER_KEYS = ['type', 'reference', 'supplier', 'company', 'country', 'city', 'cityB'] as const;
export type TransportListFilterKey = (typeof TRANSPORT_LIST_FILTER_KEYS)[number];

/** Transports are full admin only (spec part 2, route table and section 6): staff with shouldSeeFullAdmin read them. */
export const TRANSPORT_READ_RULE: AccessRule = { roles: STAFF_ROLES, fullAdmin: true };
/** ...and the full admins who may write (not read-admin) edit them. */
export const TRANSPORT_WRITE_RULE: AccessRule = { roles: STAFF_WRITE_ROLES, fullAdmin: true };

export const TRANSPORT_REFERENCE_MAX = 100;

export const TransportMessage = {
  Required: 'This field is required.',
  Reference: 'Use letters, digits, dots, dashes and underscores only (at most 100 characters).',
  VehicleType: 'Choose one of the vehicle types.',
  VehicleClass: 'Choose one of the vehicle classes.',
  SameCities: 'The two cities of a transport differ.',
  ReferenceTaken: 'Another transport has this reference.',
} as const;

/** The editable fields of a transport (spec part 2, 3.6): every one is required. */
export interface TransportFields {
  reference: string;
  vehicleType: string;
  vehicleClass: string;
  fromCityId: string;
  toCityId: string;
  operatorId: string;
  supplierId: string;
}

const REFERENCE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** The fields as stored: texts trimmed. */
export function normalizeTransport(fields: TransportFields): TransportFields {
  return {
    reference: fields.reference.trim(),
    vehicleType: fields.vehicleType.trim(),
    vehicleClass: fields.vehicleClass.trim(),
    fromCityId: fields.fromCityId,
    toCityId: fields.toCityId,
    operatorId: fields.operatorId,
    supplierId: fields.supplierId,
  };
}

/** Every invalid field with its message; the API and the edit form both use it. `vehicleClasses`: the class definitions. */
export function validateTransport(input: TransportFields, vehicleClasses: readonly string[] = LINE_CLASSES): FieldProblem[] {
  const fields = normalizeTransport(input);
  const errors: FieldProblem[] = [];
  for (const field of Object.keys(fields) as (keyof TransportFields)[]) if (!fields[field]) errors.push({ field, message: TransportMessage.Required });
  const has = (field: keyof TransportFields) => !errors.some((e) => e.field === field);
  if (has('reference') && (fields.reference.length > TRANSPORT_REFERENCE_MAX || !REFERENCE_PATTERN.test(fields.reference)))
    errors.push({ field: 'reference', message: TransportMessage.Reference });
  if (has('vehicleType') && !isTransportVehicleType(fields.vehicleType)) errors.push({ field: 'vehicleType', message: TransportMessage.VehicleType });
  if (has('vehicleClass') && !vehicleClasses.includes(fields.vehicleClass)) errors.push({ field: 'vehicleClass', message: TransportMessage.VehicleClass });
  if (has('fromCityId') && has('toCityId') && fields.fromCityId === fields.toCityId) errors.push({ field: 'toCityId', message: TransportMessage.SameCities });
  return errors;
}

/**
 * The public site's page of a transport's route: `/<from city slug>-to-<to city slug>` (the slug form of the
 * landing-page routes, e.g. /bangkok-to-chiang-mai). The base is the public site's origin (PUBLIC_SITE_URL).
 */
export function transportPreviewPath(fromCitySlug: string, toCitySlug: string): string {
  return `/${fromCitySlug}-to-${toCitySlug}`;
}
