import { isEmail } from '../identity/email.js';
import type { FieldProblem } from '../identity/field-problem.js';
import { BookingMessage } from './booking-messages.js';

export interface BookingPassengerInput {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phone?: string | null;
  age?: number | null;
  passengerType?: string | null;
}

export interface BookingFormInput {
  outboundTripId?: string | null;
  roundTrip?: boolean;
  returnTripId?: string | null;
  passengers: BookingPassengerInput[];
  passengersCount?: number | null;
  extras?: { optionId: string; value?: string | null }[];
  /** Ferries carrying vehicles: the vehicles on board. */
  vehicles?: { typeName?: string | null; name?: string | null; licenseNumber?: string | null }[];
  packId?: string | null;
}

export interface BookingFormProduct {
  privateTransfer: boolean;
  minPassengers: number;
  passengerTypes: readonly string[];
  extraOptions: readonly { id: string; needInput: boolean; mandatory: boolean }[];
  /** The vehicle type names of a line carrying vehicles; null when it carries none. */
  vehicleTypes?: readonly string[] | null;
  packIds?: readonly string[];
}

const blank = (value: string | null | undefined) => value == null || value.trim() === '';

/** Spec 5, Booking edit: journeys, passengers, the private-transfer count, minimum passengers, extras, vehicles and the pack. */
export function validateBookingForm(input: BookingFormInput, product: BookingFormProduct): FieldProblem[] {
  const errors: FieldProblem[] = [];
  const add = (field: string, message: string = BookingMessage.Required) => errors.push({ field, message });
  if (blank(input.outboundTripId)) add('outboundTripId');
  if (input.roundTrip && blank(input.returnTripId)) add('returnTripId');
  if (product.privateTransfer) {
    const count = input.passengersCount;
    if (count == null || !Number.isInteger(count) || count < 1) add('passengersCount', BookingMessage.PrivatePassengers);
  }
  if (input.passengers.length === 0) add('passengers');
  else if (!product.privateTransfer && input.passengers.length < product.minPassengers) {
    add('passengers', BookingMessage.MinPassengers(product.minPassengers));
  }
  input.passengers.forEach((p, i) => {
    if (blank(p.firstName)) add(`passengers.${i}.firstName`);
    if (blank(p.lastName)) add(`passengers.${i}.lastName`);
    if (!blank(p.email) && !isEmail(p.email!.trim())) add(`passengers.${i}.email`, BookingMessage.InvalidEmail);
    if (blank(p.passengerType)) add(`passengers.${i}.passengerType`);
    else if (!product.passengerTypes.includes(p.passengerType!)) add(`passengers.${i}.passengerType`, BookingMessage.NotOffered);
  });
  // The lead passenger is the contact: the booking's e-mail.
  if (input.passengers[0] && blank(input.passengers[0].email)) add('passengers.0.email');
  const chosen = new Map((input.extras ?? []).map((e) => [e.optionId, e]));
  for (const option of product.extraOptions) {
    const selection = chosen.get(option.id);
    if (option.mandatory && !selection) add(`extras.${option.id}`);
    if (selection && option.needInput && blank(selection.value)) add(`extras.${option.id}.value`);
  }
  for (const id of chosen.keys()) {
    if (!product.extraOptions.some((o) => o.id === id)) add(`extras.${id}`, BookingMessage.NotOffered);
  }
  (input.vehicles ?? []).forEach((v, i) => {
    if (!product.vehicleTypes) return add(`vehicles.${i}`, BookingMessage.NoVehicles);
    if (blank(v.typeName)) add(`vehicles.${i}.typeName`);
    else if (!product.vehicleTypes.includes(v.typeName!)) add(`vehicles.${i}.typeName`, BookingMessage.UnknownVehicleType);
    if (blank(v.name)) add(`vehicles.${i}.name`);
    if (blank(v.licenseNumber)) add(`vehicles.${i}.licenseNumber`);
  });
  if (!blank(input.packId) && !(product.packIds ?? []).includes(input.packId!)) add('packId', BookingMessage.UnknownPack);
  return errors;
}
