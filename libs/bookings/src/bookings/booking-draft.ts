import { randomUUID } from 'node:crypto';
import { Decimal } from 'decimal.js';
import { validateBookingForm, type FieldProblem } from '@farebox/domain';
import type { TripForBooking } from '@farebox/inventory';
import type { BookingExtraInputDto, BookingPassengerInputDto, VehicleInputDto } from './dto/booking-write.dto.js';
import type { ItemExtra } from './booking-item.entity.js';
import type { BookingItem } from './booking-item.entity.js';
import type { BookingPassenger } from './booking-passenger.entity.js';
import type { Booking, StoredPack } from './booking.entity.js';

export const DraftMessage = {
  TripOfOtherLine: 'The departure is not of this product.',
  ReturnDirection: 'The return must leave from the arrival city of the outbound journey.',
} as const;

export interface DraftInput {
  lineId: string;
  passengers: BookingPassengerInputDto[];
  passengersCount?: number;
  extras?: BookingExtraInputDto[];
  vehicles?: VehicleInputDto[];
  packId?: string;
}

/** What a booking of the chosen journeys is made of, before it gets an id and a reference. */
export interface BookingDraft {
  /** Seats taken on each journey. */
  seats: number;
  booking: Partial<Booking>;
  items: Omit<Partial<BookingItem>, 'bookingId' | 'reference'>[];
  passengers: Omit<Partial<BookingPassenger>, 'bookingId'>[];
}

interface Sum {
  amount: Decimal;
  amountUsd: Decimal;
  cost: Decimal;
  costUsd: Decimal;
}
const zero = (): Sum => ({ amount: new Decimal(0), amountUsd: new Decimal(0), cost: new Decimal(0), costUsd: new Decimal(0) });
const add = (a: Sum, b: Sum): Sum => ({
  amount: a.amount.plus(b.amount),
  amountUsd: a.amountUsd.plus(b.amountUsd),
  cost: a.cost.plus(b.cost),
  costUsd: a.costUsd.plus(b.costUsd),
});
const times = (s: Sum, n: number): Sum => ({ amount: s.amount.times(n), amountUsd: s.amountUsd.times(n), cost: s.cost.times(n), costUsd: s.costUsd.times(n) });
const trim = (v: string | undefined) => v?.trim() || null;

/**
 * The price of one journey: fares by passenger type, chosen extras (per passenger or per booking), vehicles and the
 * pack (per passenger). The supplier is paid extras, vehicles and packs at their price.
 */
function journeyPrice(journey: TripForBooking, fareTypes: string[], input: DraftInput): Sum {
  let sum = zero();
  for (const type of fareTypes) {
    const fare = journey.prices.find((p) => p.passengerType === type)!;
    sum = add(sum, { amount: fare.amount, amountUsd: fare.amountUsd, cost: fare.cost, costUsd: fare.costUsd });
  }
  const pack = input.packId ? journey.packs.find((p) => p.id === input.packId)! : null;
  if (pack) sum = add(sum, times({ amount: pack.amount, amountUsd: pack.amountUsd, cost: pack.amount, costUsd: pack.amountUsd }, fareTypes.length));
  for (const chosen of input.extras ?? []) {
    const option = journey.extras.find((o) => o.id === chosen.optionId)!;
    const each = { amount: option.price, amountUsd: option.priceUsd, cost: option.price, costUsd: option.priceUsd };
    sum = add(sum, times(each, option.perPassenger ? fareTypes.length : 1));
  }
  for (const vehicle of input.vehicles ?? []) {
    const type = journey.vehicleTypes.find((v) => v.typeName === vehicle.typeName)!;
    sum = add(sum, { amount: type.amount, amountUsd: type.amountUsd, cost: type.amount, costUsd: type.amountUsd });
  }
  return sum;
}

/** The chosen pack as the booking keeps it (the line's pack may change later). */
function storedPack(journey: TripForBooking, packId: string | undefined): StoredPack | null {
  const pack = packId ? journey.packs.find((p) => p.id === packId) : undefined;
  if (!pack) return null;
  return {
    id: pack.id,
    name: pack.name,
    description: pack.description,
    price: pack.amount.toFixed(2),
    currency: pack.currency,
    priceUsd: pack.amountUsd.toFixed(2),
  };
}

/**
 * Checks the booking form against the product (spec 5, Booking edit) and prices it: 400-style field errors, or the
 * rows to insert. Customers pay in USD; the supplier is paid its cost in the line's currency.
 */
export function draftBooking(
  input: DraftInput,
  outbound: TripForBooking,
  inbound: TripForBooking | null,
): { errors: FieldProblem[] } | { draft: BookingDraft } {
  const { line } = outbound;
  // Another line's departure: its rules would not be this product's, so nothing else is checked.
  if (outbound.trip.lineId !== input.lineId) return { errors: [{ field: 'outboundTripId', message: DraftMessage.TripOfOtherLine }] };
  const errors: FieldProblem[] = [];
  if (inbound && (inbound.trip.lineId !== input.lineId || inbound.trip.fromCityId !== outbound.trip.toCityId)) {
    errors.push({ field: 'returnTripId', message: DraftMessage.ReturnDirection });
  }
  errors.push(
    ...validateBookingForm(
      {
        outboundTripId: outbound.trip.id,
        passengers: input.passengers,
        passengersCount: input.passengersCount,
        extras: input.extras,
        vehicles: input.vehicles,
        packId: input.packId,
      },
      {
        privateTransfer: line.isPrivateTransfer,
        minPassengers: line.minPassengers,
        passengerTypes: outbound.prices.map((p) => p.passengerType),
        extraOptions: outbound.extras,
        vehicleTypes: line.vehicleOnBoard ? outbound.vehicleTypes.map((v) => v.typeName) : null,
        packIds: outbound.packs.map((p) => p.id),
      },
    ),
  );
  if (errors.length > 0) return { errors };

  const count = line.isPrivateTransfer ? input.passengersCount! : input.passengers.length;
  const fareTypes = line.isPrivateTransfer ? Array<string>(count).fill(input.passengers[0].passengerType!) : input.passengers.map((p) => p.passengerType!);
  const journeys = inbound ? [outbound, inbound] : [outbound];
  const prices = journeys.map((j) => journeyPrice(j, fareTypes, input));
  const total = prices.reduce(add, zero());
  const lead = input.passengers[0];
  const country = outbound.from.city.country;
  const priceUsd = total.amountUsd.toDecimalPlaces(2);
  return {
    draft: {
      seats: count,
      booking: {
        companyId: line.companyId,
        supplierId: line.supplierId,
        lineId: line.id,
        tripId: outbound.trip.id,
        returnTripId: inbound?.trip.id ?? null,
        eventId: outbound.trip.eventId,
        departureAt: outbound.trip.departureAt,
        timezone: outbound.trip.timezone,
        fromCityId: outbound.trip.fromCityId,
        toCityId: outbound.trip.toCityId,
        fromStationId: outbound.trip.fromStationId,
        toStationId: outbound.trip.toStationId,
        countryCode: country.code,
        region: country.region,
        isManual: line.manualBookings,
        isSupplierApi: line.isSupplierApi,
        supplierIntegration: line.supplierIntegration,
        isAutomaticApprove: line.automaticApproval,
        firstName: lead.firstName!.trim(),
        lastName: lead.lastName!.trim(),
        email: lead.email!.trim(),
        phone: trim(lead.phone),
        passengersCount: count,
        currency: 'USD',
        priceAmount: priceUsd,
        priceAmountUsd: priceUsd,
        costAmountUsd: total.costUsd.toDecimalPlaces(2),
        costInSupplierCurrency: total.cost.toDecimalPlaces(2),
        supplierCurrency: line.supplierCurrency,
        priceWithoutAddons: priceUsd,
        basePrice: priceUsd,
        initialPrice: priceUsd,
        pack: storedPack(outbound, input.packId),
      },
      items: journeys.map((j, position) => ({
        position,
        lineId: line.id,
        tripId: j.trip.id,
        fromStationId: j.trip.fromStationId,
        toStationId: j.trip.toStationId,
        departureAt: j.trip.departureAt,
        arrivalAt: j.trip.arrivalAt,
        timezone: j.trip.timezone,
        extras: (input.extras ?? []).map((chosen): ItemExtra => {
          const option = j.extras.find((o) => o.id === chosen.optionId)!;
          return { id: randomUUID(), optionId: option.id, extraType: option.extraType, value: trim(chosen.value), mandatory: option.mandatory };
        }),
        vehiclesOnBoard: (input.vehicles ?? []).map((v) => ({ typeName: v.typeName!, name: v.name!.trim(), licenseNumber: v.licenseNumber!.trim() })),
        priceAmount: prices[position].amountUsd.toDecimalPlaces(2),
        costInSupplierCurrency: prices[position].cost.toDecimalPlaces(2),
        supplierCurrency: line.supplierCurrency,
        supplierApi: line.isSupplierApi
          ? { status: 'pending', supplierBookingReference: null, supplierIntegrationBookingId: null, supplierIntegration: line.supplierIntegration ?? '' }
          : null,
      })),
      passengers: input.passengers.map((p, position) => ({
        position,
        firstName: p.firstName!.trim(),
        lastName: p.lastName!.trim(),
        email: trim(p.email),
        phone: trim(p.phone),
        age: p.age ?? null,
        passengerType: p.passengerType!,
      })),
    },
  };
}
