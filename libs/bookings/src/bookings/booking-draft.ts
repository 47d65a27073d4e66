import { randomUUID } from 'node:crypto';
import { Decimal } from 'decimal.js';
import {
  BOOKING_FEE_DESCRIPTION,
  bookingCharges,
  dateFormat,
  formatCents,
  storedExtraInfos,
  toCents,
  validateBookingForm,
  validatePassengerExtraInfos,
  type FieldProblem,
} from '@farebox/domain';
import type { LineSaleTerms, TripForBooking } from '@farebox/inventory';
import type { BookingExtraInputDto, BookingPassengerInputDto, VehicleInputDto } from './dto/booking-write.dto.js';
import type { ItemExtra } from './booking-item.entity.js';
import type { BookingItem } from './booking-item.entity.js';
import type { BookingPassenger } from './booking-passenger.entity.js';
import type { Booking, StoredPack } from './booking.entity.js';

export const DraftMessage = {
  TripOfOtherLine: 'The departure is not of this product.',
  ReturnDirection: 'The return must leave from the arrival city of the outbound journey.',
  NoOfflinePrice: 'This product has no offline price.',
} as const;

/** What the line charges beside its fares, and how this booking is sold. */
export interface DraftSale {
  terms: LineSaleTerms;
  /** An amount of the supplier currency in USD at today's finance rate (409 NoCurrencyRate without one). */
  toUsd: (amount: Decimal) => Decimal;
  /** Sold offline by staff: every fare is the line's offline price. */
  offline: boolean;
  /** A new booking: each passenger answers the line's extra info (an edit keeps the answers given then). */
  newBooking: boolean;
  /** B2B bookings may leave country extra info empty (spec 5, Line). */
  isB2b?: boolean;
}

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

/** The fares of one journey by passenger type; sold offline, each at the line's offline price (the cost stays). */
function journeyFares(journey: TripForBooking, fareTypes: string[], sale: DraftSale): Sum {
  let sum = zero();
  const offline = sale.offline && sale.terms.offlinePrice ? { amount: sale.terms.offlinePrice, amountUsd: sale.toUsd(sale.terms.offlinePrice) } : null;
  for (const type of fareTypes) {
    const fare = journey.prices.find((p) => p.passengerType === type)!;
    sum = add(sum, { amount: offline?.amount ?? fare.amount, amountUsd: offline?.amountUsd ?? fare.amountUsd, cost: fare.cost, costUsd: fare.costUsd });
  }
  return sum;
}

/**
 * The price of one journey: its fares, chosen extras (per passenger or per booking), vehicles and the pack (per
 * passenger). The supplier is paid extras, vehicles and packs at their price.
 */
function journeyPrice(journey: TripForBooking, fares: Sum, fareCount: number, input: DraftInput): Sum {
  let sum = fares;
  const pack = input.packId ? journey.packs.find((p) => p.id === input.packId)! : null;
  if (pack) sum = add(sum, times({ amount: pack.amount, amountUsd: pack.amountUsd, cost: pack.amount, costUsd: pack.amountUsd }, fareCount));
  for (const chosen of input.extras ?? []) {
    const option = journey.extras.find((o) => o.id === chosen.optionId)!;
    const each = { amount: option.price, amountUsd: option.priceUsd, cost: option.price, costUsd: option.priceUsd };
    sum = add(sum, times(each, option.perPassenger ? fareCount : 1));
  }
  for (const vehicle of input.vehicles ?? []) {
    const type = journey.vehicleTypes.find((v) => v.typeName === vehicle.typeName)!;
    sum = add(sum, { amount: type.amount, amountUsd: type.amountUsd, cost: type.amount, costUsd: type.amountUsd });
  }
  return sum;
}

const cents = (d: Decimal) => toCents(d.toFixed(2))!;
const decimal = (c: bigint) => new Decimal(formatCents(c));
const minDecimal = (a: Decimal, b: Decimal) => (a.lt(b) ? a : b);

/** The local calendar day of an instant in a timezone (YYYY-MM-DD). */
const localDay = (at: Date, timeZone: string) => dateFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

/**
 * The booking fee and the round-trip discounts of the booking (see bookingCharges), in the supplier currency and in
 * USD; the USD discounts never exceed the return journey's USD fares and cost.
 */
function chargesOf(sale: DraftSale, count: number, returnFares: Sum | null) {
  const { terms } = sale;
  const charges = bookingCharges({
    passengers: count,
    fee: terms.bookingFee ? { isPerPassenger: terms.bookingFee.isPerPassenger, price: cents(terms.bookingFee.price) } : null,
    returnDiscount: cents(terms.returnDiscount),
    returnCostDiscount: cents(terms.returnCostDiscount),
    returnFares: returnFares ? { price: cents(returnFares.amount), cost: cents(returnFares.cost) } : null,
  });
  const usd = (c: bigint) => (c === 0n ? new Decimal(0) : sale.toUsd(decimal(c)));
  return {
    feeUsd: usd(charges.fee),
    returnDiscountUsd: returnFares ? minDecimal(usd(charges.returnDiscount), returnFares.amountUsd) : new Decimal(0),
    returnCostDiscount: decimal(charges.returnCostDiscount),
    returnCostDiscountUsd: returnFares ? minDecimal(usd(charges.returnCostDiscount), returnFares.costUsd) : new Decimal(0),
  };
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
  sale: DraftSale,
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
  if (sale.offline && !sale.terms.offlinePrice) errors.push({ field: 'offlineSale', message: DraftMessage.NoOfflinePrice });
  const extraInfo = sale.terms.extraInfo;
  if (sale.newBooking) {
    const departureDate = localDay(outbound.trip.departureAt, outbound.trip.timezone);
    const last = inbound ?? outbound;
    errors.push(
      ...validatePassengerExtraInfos(input.passengers, extraInfo, {
        departureDate,
        lastDepartureDate: localDay(last.trip.departureAt, last.trip.timezone),
        isB2b: sale.isB2b,
      }),
    );
  }
  if (errors.length > 0) return { errors };

  const count = line.isPrivateTransfer ? input.passengersCount! : input.passengers.length;
  const fareTypes = line.isPrivateTransfer ? Array<string>(count).fill(input.passengers[0].passengerType!) : input.passengers.map((p) => p.passengerType!);
  const journeys = inbound ? [outbound, inbound] : [outbound];
  const fares = journeys.map((j) => journeyFares(j, fareTypes, sale));
  const charges = chargesOf(sale, count, inbound ? fares[1] : null);
  const prices = journeys.map((j, position) => journeyPrice(j, fares[position], count, input));
  // The round-trip discounts come off the return journey; the booking fee is the booking's, not a journey's.
  if (inbound) {
    prices[1] = {
      ...prices[1],
      amountUsd: prices[1].amountUsd.minus(charges.returnDiscountUsd),
      cost: prices[1].cost.minus(charges.returnCostDiscount),
      costUsd: prices[1].costUsd.minus(charges.returnCostDiscountUsd),
    };
  }
  const total = prices.reduce(add, zero());
  const lead = input.passengers[0];
  const country = outbound.from.city.country;
  const priceUsd = total.amountUsd.plus(charges.feeUsd).toDecimalPlaces(2);
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
        // The fares alone, before extras, packs, vehicles, the fee and the round-trip discount.
        basePrice: fares.reduce(add, zero()).amountUsd.toDecimalPlaces(2),
        initialPrice: priceUsd,
        returnDiscount: inbound ? charges.returnDiscountUsd.toDecimalPlaces(2) : null,
        additionalFees: charges.feeUsd.gt(0) ? [{ description: BOOKING_FEE_DESCRIPTION, price: charges.feeUsd.toFixed(2) }] : [],
        isOfflineSale: sale.offline,
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
        ...(sale.newBooking ? { extraInfos: storedExtraInfos(p.extraInfos, extraInfo, position) } : {}),
      })),
    },
  };
}
