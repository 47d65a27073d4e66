import {
  BookingMessage,
  isEmail,
  PRODUCT_NAME,
  validateBookingForm,
  validatePassengerExtraInfos,
  type AmendStatus,
  type BookingStatus,
  type CustomerStatus,
  type FieldProblem,
  type PaymentStatus,
} from '@farebox/domain';
import { isoDateInZone } from '@/ui/format';
import type { ExtraInfoDef, ExtraOptionDef, PassengerTypeDef, ProductDetail } from '../search/products.api';
import type { BookingDetail } from '../booking.types';
import type { CreateBookingBody, PassengerInput, SupplierApiEditBody, UpdateBookingBody, VehicleInput } from './booking-edit.types';

export interface JourneyValues {
  date: string;
  tripId: string;
}

export interface PassengerValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  age: string;
  passengerType: string;
  /** Answers to the product's passenger extra info, by slug (a new booking). */
  extraInfos: Record<string, string>;
}

export interface ExtraValues {
  optionId: string;
  selected: boolean;
  value: string;
}

export type VehicleValues = VehicleInput;

/** The booking edit form. Every input is a string or a flag, as the inputs hold them. */
export interface BookingFormValues {
  /** City ids of the journey; switching directions swaps them. */
  from: string;
  to: string;
  outbound: JourneyValues;
  roundTrip: boolean;
  inbound: JourneyValues;
  /** Private transfers: the number of passengers (one lead passenger is named). */
  passengersCount: string;
  passengers: PassengerValues[];
  domain: string;
  /** Full admins set these directly; '' keeps the server's choice. */
  paymentStatus: PaymentStatus | '';
  status: BookingStatus | '';
  customerStatus: CustomerStatus | '';
  /** Change-request status: set in an edit only. */
  amendStatus: AmendStatus | '';
  isFraudulent: boolean;
  /** A new booking sold offline by staff (phone, counter): priced at the product's offline price. */
  offlineSale: boolean;
  extras: ExtraValues[];
  /** Ferries carrying vehicles: the vehicles on board. */
  vehicles: VehicleValues[];
  /** The chosen pack's id; '' for none. */
  packId: string;
}

/** What the rules need to know about the product being booked. */
export interface BookingRules {
  privateTransfer: boolean;
  minPassengers: number;
  extras: readonly ExtraOptionDef[];
  passengerTypes: readonly string[];
  /** The vehicle type names of a line carrying vehicles; null when it carries none. */
  vehicleTypes: readonly string[] | null;
  packIds: readonly string[];
  /** Supplier-API bookings: only the contact e-mail and phone and the fraud flag may change. */
  supplierApi: boolean;
  /** The passenger extra info a new booking answers (none for an edit: the answers given then stay). */
  extraInfo: readonly ExtraInfoDef[];
}

const blank = (v: string) => v.trim() === '';

/** The passenger count a line needs at least (spec: passenger minimum 1). */
const minPassengersOf = (rules: Pick<BookingRules, 'minPassengers'>) => Math.max(1, rules.minPassengers);

export function emptyPassenger(passengerType: string): PassengerValues {
  return { firstName: '', lastName: '', email: '', phone: '', age: '', passengerType, extraInfos: {} };
}

export function emptyVehicle(typeName: string): VehicleValues {
  return { typeName, name: '', licenseNumber: '' };
}

export const defaultPassengerType = (types: readonly PassengerTypeDef[]) =>
  types.find((t) => t.type.toLowerCase() === 'adult')?.type ?? types[0]?.type ?? 'Adult';

/** Extras aligned with the product's options: mandatory ones are selected, earlier choices kept by option id. */
export function alignExtras(defs: readonly ExtraOptionDef[], current: readonly ExtraValues[]): ExtraValues[] {
  return defs.map((def) => {
    const kept = current.find((e) => e.optionId === def.id);
    return { optionId: def.id, selected: def.mandatory || (kept?.selected ?? false), value: kept?.value ?? '' };
  });
}

function toPassengerValues(
  p: Pick<PassengerInput, 'firstName' | 'lastName' | 'passengerType'> & {
    email?: string | null;
    phone?: string | null;
    age?: number | null;
    extraInfos?: readonly { slug: string; value: string }[];
  },
): PassengerValues {
  return {
    firstName: p.firstName,
    lastName: p.lastName,
    email: p.email ?? '',
    phone: p.phone ?? '',
    age: p.age === null || p.age === undefined ? '' : String(p.age),
    passengerType: p.passengerType,
    extraInfos: Object.fromEntries((p.extraInfos ?? []).map((e) => [e.slug, e.value])),
  };
}

export interface NewBookingContext {
  date: string;
  /** The searched cities (the product's own when the URL has none). */
  from?: string;
  to?: string;
  product: Pick<ProductDetail, 'departures' | 'passengerTypes' | 'extras' | 'minPassengers' | 'privateTransfer' | 'fromCity' | 'toCity'>;
  /** An exchange starts from the passengers and domain of the booking being exchanged. */
  exchangeFrom?: BookingDetail;
}

/** A new booking of a product: one departure preselected when it is the only one, the minimum of passengers. */
export function newBookingValues({ date, from, to, product, exchangeFrom }: NewBookingContext): BookingFormValues {
  const type = defaultPassengerType(product.passengerTypes);
  const count = product.privateTransfer ? 1 : minPassengersOf(product);
  const passengers = exchangeFrom ? exchangeFrom.passengers.map(toPassengerValues) : Array.from({ length: count }, () => emptyPassenger(type));
  return {
    from: from || product.fromCity.id,
    to: to || product.toCity.id,
    outbound: { date, tripId: product.departures.length === 1 ? product.departures[0].tripId : '' },
    roundTrip: false,
    inbound: { date, tripId: '' },
    passengersCount: product.privateTransfer ? String(exchangeFrom?.passengersCount ?? 1) : '',
    passengers: product.privateTransfer ? passengers.slice(0, 1) : passengers,
    domain: exchangeFrom?.domain ?? PRODUCT_NAME,
    paymentStatus: '',
    status: '',
    customerStatus: '',
    amendStatus: '',
    isFraudulent: false,
    offlineSale: false,
    extras: alignExtras(product.extras, []),
    vehicles: [],
    packId: '',
  };
}

/** The cities of a booking's direction on its line: the product names the line's two cities, the booking its From city. */
export function directionOf(booking: Pick<BookingDetail, 'fromCityId'>, product: Pick<ProductDetail, 'fromCity' | 'toCity'>): { from: string; to: string } {
  const reversed = booking.fromCityId === product.toCity.id && booking.fromCityId !== product.fromCity.id;
  return reversed ? { from: product.toCity.id, to: product.fromCity.id } : { from: product.fromCity.id, to: product.toCity.id };
}

/** The form as an existing booking fills it (dates in the trips' own zones). */
export function bookingToValues(booking: BookingDetail, direction: { from: string; to: string }): BookingFormValues {
  const [outbound, inbound] = booking.items;
  const journey = (item: typeof outbound): JourneyValues =>
    item ? { date: isoDateInZone(item.trip.departureAt, item.trip.timezone), tripId: item.trip.id ?? '' } : { date: '', tripId: '' };
  const passengers = booking.passengers.map(toPassengerValues);
  // The lead passenger is the booking's contact.
  if (passengers[0]) {
    passengers[0].email ||= booking.customer?.email ?? '';
    passengers[0].phone ||= booking.customer?.phone ?? '';
  }
  return {
    ...direction,
    outbound: journey(outbound),
    roundTrip: !!inbound,
    inbound: inbound ? journey(inbound) : { date: journey(outbound).date, tripId: '' },
    passengersCount: outbound?.product.privateTransfer ? String(booking.passengersCount) : '',
    passengers,
    domain: booking.domain ?? '',
    paymentStatus: booking.payment?.status ?? '',
    status: booking.status,
    customerStatus: booking.customerStatus ?? '',
    amendStatus: booking.amendStatus ?? '',
    isFraudulent: booking.isFraudulent,
    offlineSale: false,
    extras: (outbound?.extras ?? []).map((e) => ({ optionId: e.optionId, selected: true, value: e.value ?? '' })),
    vehicles: (outbound?.vehiclesOnBoard ?? []).map(({ typeName, name, licenseNumber }) => ({ typeName, name, licenseNumber })),
    packId: booking.pack?.id ?? '',
  };
}

/** An existing booking in the form, its extras aligned with the product's options. */
export function editValues(booking: BookingDetail, product: Pick<ProductDetail, 'extras' | 'fromCity' | 'toCity'>): BookingFormValues {
  const values = bookingToValues(booking, directionOf(booking, product));
  return { ...values, extras: alignExtras(product.extras, values.extras) };
}

/**
 * An existing booking moved to another product (Change product): its passengers, contact and settings stay, the
 * journeys are chosen again on the new product and its extras, vehicles and pack start over.
 */
export function onOtherProduct(
  values: BookingFormValues,
  product: Pick<ProductDetail, 'extras' | 'privateTransfer' | 'fromCity' | 'toCity'>,
  date: string,
  from?: string,
  to?: string,
): BookingFormValues {
  return {
    ...values,
    from: from || product.fromCity.id,
    to: to || product.toCity.id,
    outbound: { date, tripId: '' },
    roundTrip: false,
    inbound: { date, tripId: '' },
    passengersCount: product.privateTransfer ? values.passengersCount || String(values.passengers.length) : '',
    passengers: product.privateTransfer ? values.passengers.slice(0, 1) : values.passengers,
    extras: alignExtras(product.extras, []),
    vehicles: [],
    packId: '',
  };
}

const WHOLE_NUMBER = /^\d+$/;
const AGE_MESSAGE = 'Age must be a whole number of at least 0.';

/** The API's names of the shared rule's fields (also in a 400's `details`), as the form names them. */
export function toFormField(field: string, extras: readonly ExtraValues[]): string {
  if (field === 'outboundTripId') return 'outbound.tripId';
  if (field === 'returnTripId') return 'inbound.tripId';
  const extra = /^extras\.([^.]+)(\.value)?$/.exec(field);
  if (extra) {
    const index = extras.findIndex((e) => e.optionId === extra[1]);
    return index < 0 ? 'extras' : `extras.${index}.${extra[2] ? 'value' : 'selected'}`;
  }
  return field;
}

const toCount = (text: string) => (WHOLE_NUMBER.test(text.trim()) ? Number(text.trim()) : null);

/**
 * Every invalid field of the form: the shared booking rule of the API (`validateBookingForm`, spec part 2 section 5)
 * plus what only the form has (the journey dates and the age typed as text).
 */
export function validateBooking(values: BookingFormValues, rules: BookingRules): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const lead = values.passengers[0];
  if (rules.supplierApi) {
    if (!lead || blank(lead.email)) problems.push({ field: 'passengers.0.email', message: BookingMessage.Required });
    else if (!isEmail(lead.email.trim())) problems.push({ field: 'passengers.0.email', message: BookingMessage.InvalidEmail });
    return problems;
  }

  if (blank(values.outbound.date)) problems.push({ field: 'outbound.date', message: BookingMessage.Required });
  if (values.roundTrip) {
    if (blank(values.inbound.date)) problems.push({ field: 'inbound.date', message: BookingMessage.Required });
    else if (values.outbound.date && values.inbound.date < values.outbound.date) {
      problems.push({ field: 'inbound.date', message: 'The return date cannot be before the departure date.' });
    }
  }
  const shared = validateBookingForm(
    {
      outboundTripId: values.outbound.tripId,
      roundTrip: values.roundTrip,
      returnTripId: values.inbound.tripId,
      passengers: values.passengers.map((p) => ({ ...p, age: toCount(p.age) })),
      passengersCount: rules.privateTransfer ? toCount(values.passengersCount) : null,
      extras: values.extras.filter((e) => e.selected),
      vehicles: rules.vehicleTypes ? values.vehicles : [],
      packId: values.packId,
    },
    {
      privateTransfer: rules.privateTransfer,
      minPassengers: minPassengersOf(rules),
      passengerTypes: rules.passengerTypes,
      extraOptions: rules.extras,
      vehicleTypes: rules.vehicleTypes,
      packIds: rules.packIds,
    },
  );
  problems.push(...shared.map((p) => ({ field: toFormField(p.field, values.extras), message: p.message })));
  values.passengers.forEach((p, i) => {
    if (!blank(p.age) && toCount(p.age) === null) problems.push({ field: `passengers.${i}.age`, message: AGE_MESSAGE });
  });
  if (rules.extraInfo.length > 0 && !blank(values.outbound.date)) {
    const answers = values.passengers.map((p) => ({ extraInfos: Object.entries(p.extraInfos ?? {}).map(([slug, value]) => ({ slug, value })) }));
    const lastDate = values.roundTrip && !blank(values.inbound.date) ? values.inbound.date : values.outbound.date;
    problems.push(...validatePassengerExtraInfos(answers, rules.extraInfo, { departureDate: values.outbound.date, lastDepartureDate: lastDate }));
  }
  return problems;
}

const optional = (v: string) => (blank(v) ? undefined : v.trim());

function toPassengerInput(p: PassengerValues): PassengerInput {
  return {
    firstName: p.firstName.trim(),
    lastName: p.lastName.trim(),
    email: optional(p.email),
    phone: optional(p.phone),
    age: blank(p.age) ? undefined : Number(p.age.trim()),
    passengerType: p.passengerType,
    extraInfos: extraInfosOf(p),
  };
}

/** The answers given, or nothing (an edit never sends them). */
function extraInfosOf(p: PassengerValues): PassengerInput['extraInfos'] {
  const given = Object.entries(p.extraInfos ?? {}).filter(([, value]) => !blank(value));
  return given.length > 0 ? given.map(([slug, value]) => ({ slug, value: value.trim() })) : undefined;
}

/** The request body of a create, an exchange or (with `version`) an edit. Admin-only fields only when `isFullAdmin`. */
export function toBookingBody(values: BookingFormValues, lineId: string, rules: BookingRules, isFullAdmin: boolean): CreateBookingBody {
  return {
    lineId,
    outboundTripId: values.outbound.tripId,
    returnTripId: values.roundTrip ? values.inbound.tripId : undefined,
    passengers: values.passengers.map(toPassengerInput),
    passengersCount: rules.privateTransfer ? Number(values.passengersCount.trim()) : undefined,
    domain: optional(values.domain),
    paymentStatus: isFullAdmin ? values.paymentStatus || undefined : undefined,
    status: isFullAdmin ? values.status || undefined : undefined,
    customerStatus: isFullAdmin ? values.customerStatus || undefined : undefined,
    isFraudulent: isFullAdmin ? values.isFraudulent : undefined,
    offlineSale: values.offlineSale || undefined,
    extras: values.extras.filter((e) => e.selected).map((e) => ({ optionId: e.optionId, value: optional(e.value) })),
    vehicles: rules.vehicleTypes
      ? values.vehicles.map((v) => ({ typeName: v.typeName, name: v.name.trim(), licenseNumber: v.licenseNumber.trim() }))
      : undefined,
    packId: values.packId || undefined,
  };
}

const STATUS_FIELDS = ['paymentStatus', 'status', 'customerStatus', 'amendStatus'] as const;
const JOURNEY_FIELDS = ['outboundTripId', 'returnTripId', 'passengers', 'passengersCount', 'extras', 'vehicles', 'packId'] as const;

/** The create body of an edit, the return journey and the pack removed by null. */
function editBody(values: BookingFormValues, lineId: string, rules: BookingRules, isFullAdmin: boolean) {
  return { ...toBookingBody(values, lineId, rules, isFullAdmin), returnTripId: values.roundTrip ? values.inbound.tripId : null, packId: values.packId || null };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * An edit: the version and only what changed from `original` (an omitted field keeps its value), so saving a phone
 * never re-sends the journey (which would open a change request on an approved booking) nor re-asserts a status
 * that moved meanwhile. Moved to another product (`lineId` is not `bookedLineId`), the whole journey is sent.
 */
export function toUpdateBody(
  values: BookingFormValues,
  original: BookingFormValues,
  lineId: string,
  bookedLineId: string,
  rules: BookingRules,
  isFullAdmin: boolean,
  version: number,
): UpdateBookingBody {
  const next = editBody(values, lineId, rules, isFullAdmin);
  const before = editBody(original, lineId, rules, isFullAdmin);
  const otherLine = lineId !== bookedLineId;
  const body: UpdateBookingBody = { version, ...(otherLine ? { lineId } : {}) };
  const changed = (field: keyof typeof next) => !same(next[field], before[field]);
  for (const field of JOURNEY_FIELDS) if (otherLine || changed(field)) Object.assign(body, { [field]: next[field] });
  for (const field of ['domain', 'isFraudulent'] as const) if (changed(field)) Object.assign(body, { [field]: next[field] });
  for (const field of STATUS_FIELDS) {
    if (isFullAdmin && values[field] !== '' && values[field] !== original[field]) Object.assign(body, { [field]: values[field] });
  }
  return body;
}

/** The only edit a supplier-API booking takes. */
export function toSupplierApiBody(values: BookingFormValues): SupplierApiEditBody {
  const lead = values.passengers[0] ?? emptyPassenger('');
  return { email: lead.email.trim(), phone: optional(lead.phone), isFraudulent: values.isFraudulent };
}

/** Human names of the form's fields, for the list of invalid fields. */
export function fieldLabel(field: string, rules: BookingRules, extraLabel: (def: ExtraOptionDef) => string): string {
  const fixed: Record<string, string> = {
    'outbound.date': 'Departure date',
    'outbound.tripId': 'Departure trip',
    'inbound.date': 'Return date',
    'inbound.tripId': 'Return trip',
    passengersCount: 'Passenger count',
    passengers: 'Passengers',
    packId: 'Pack',
  };
  if (fixed[field]) return fixed[field];
  const info = /^passengers\.(\d+)\.extraInfos\.(.+)$/.exec(field);
  if (info) return `Passenger ${Number(info[1]) + 1} ${rules.extraInfo.find((d) => d.slug === info[2])?.label ?? info[2]}`;
  const passenger = /^passengers\.(\d+)\.(\w+)$/.exec(field);
  if (passenger) {
    const names: Record<string, string> = {
      firstName: 'first name',
      lastName: 'last name',
      email: 'e-mail',
      phone: 'phone',
      age: 'age',
      passengerType: 'type',
    };
    return `Passenger ${Number(passenger[1]) + 1} ${names[passenger[2]] ?? passenger[2]}`;
  }
  const vehicle = /^vehicles\.(\d+)(?:\.(\w+))?$/.exec(field);
  if (vehicle) {
    const names: Record<string, string> = { typeName: 'type', name: 'name', licenseNumber: 'license number' };
    return `Vehicle ${Number(vehicle[1]) + 1}${vehicle[2] ? ` ${names[vehicle[2]] ?? vehicle[2]}` : ''}`;
  }
  const extra = /^extras\.(\d+)\.(value|selected)$/.exec(field);
  if (extra) {
    const def = rules.extras[Number(extra[1])];
    return def ? extraLabel(def) : 'Extra';
  }
  return field;
}
