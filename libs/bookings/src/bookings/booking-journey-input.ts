import type { BookingExtraInputDto, BookingPassengerInputDto, CreateBookingDto, UpdateBookingDto, VehicleInputDto } from './dto/booking-write.dto.js';
import type { BookingItem } from './booking-item.entity.js';
import type { BookingPassenger } from './booking-passenger.entity.js';
import type { Booking, StoredAmendRequest } from './booking.entity.js';

/** A booking's journey in the booking form's terms: what an edit changes and a change request proposes. */
export interface JourneyInput {
  lineId: string;
  outboundTripId: string | null;
  returnTripId: string | null;
  passengers: BookingPassengerInputDto[];
  /** Private transfers: how many travel. */
  passengersCount?: number;
  extras: BookingExtraInputDto[];
  vehicles: VehicleInputDto[];
  packId: string | null;
}

export type JourneyField = keyof JourneyInput;

const text = (v: string | null | undefined) => v?.trim() || null;
type Named = { firstName?: string | null; lastName?: string | null };
const personKey = (p: Named) => `${p.firstName?.trim().toLowerCase()}|${p.lastName?.trim().toLowerCase()}`;

/** The journey of a new booking. */
export function newJourney(dto: CreateBookingDto): JourneyInput {
  return {
    lineId: dto.lineId,
    outboundTripId: dto.outboundTripId ?? null,
    returnTripId: dto.returnTripId ?? null,
    passengers: dto.passengers,
    passengersCount: dto.passengersCount,
    extras: dto.extras ?? [],
    vehicles: dto.vehicles ?? [],
    packId: dto.packId ?? null,
  };
}

/** The journey the booking has now. */
export function storedJourney(booking: Booking, items: readonly BookingItem[], passengers: readonly BookingPassenger[]): JourneyInput {
  const outbound = items.find((i) => i.position === 0);
  return {
    lineId: booking.lineId,
    outboundTripId: outbound?.tripId ?? null,
    returnTripId: items.find((i) => i.position === 1)?.tripId ?? null,
    passengers: passengers.map(({ firstName, lastName, email, phone, age, passengerType }) => ({
      firstName,
      lastName,
      email: email ?? undefined,
      phone: phone ?? undefined,
      age: age ?? undefined,
      passengerType,
    })),
    passengersCount: booking.passengersCount,
    extras: (outbound?.extras ?? []).map((e) => ({ optionId: e.optionId, value: e.value ?? undefined })),
    vehicles: outbound?.vehiclesOnBoard ?? [],
    packId: booking.pack?.id ?? null,
  };
}

/**
 * The edit's journey: what the body gives over what the booking has (an omitted field keeps its value, null removes
 * the return journey or the pack). Vehicles and the pack belong to the line: moved to another line, the booking keeps
 * only those the body sends.
 */
export function proposedJourney(stored: JourneyInput, dto: UpdateBookingDto): JourneyInput {
  const lineId = dto.lineId ?? stored.lineId;
  const sameLine = lineId === stored.lineId;
  return {
    lineId,
    outboundTripId: dto.outboundTripId ?? stored.outboundTripId,
    returnTripId: dto.returnTripId === undefined ? stored.returnTripId : dto.returnTripId,
    passengers: dto.passengers ?? stored.passengers,
    passengersCount: dto.passengersCount ?? stored.passengersCount,
    extras: dto.extras ?? stored.extras,
    vehicles: dto.vehicles ?? (sameLine ? stored.vehicles : []),
    packId: dto.packId === undefined ? (sameLine ? stored.packId : null) : dto.packId,
  };
}

const identityOf = (p: BookingPassengerInputDto) => [text(p.firstName), text(p.lastName), p.passengerType ?? null, p.age ?? null];
const contactOf = (p: BookingPassengerInputDto) => [text(p.email), text(p.phone)];

/** Each field's comparable value: whitespace, absent and empty are the same; extras in any order are the same. */
const COMPARABLE: Record<JourneyField, (j: JourneyInput) => unknown> = {
  lineId: (j) => j.lineId,
  outboundTripId: (j) => j.outboundTripId,
  returnTripId: (j) => j.returnTripId,
  passengers: (j) => j.passengers.map(identityOf),
  passengersCount: (j) => j.passengersCount,
  extras: (j) => j.extras.map((e) => [e.optionId, text(e.value)]).sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
  vehicles: (j) => j.vehicles.map((v) => [v.typeName ?? null, text(v.name), text(v.licenseNumber)]),
  packId: (j) => j.packId,
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The journey fields whose values the edit changes. A passenger's e-mail or phone is contact data, not part of the
 * journey: `contactsChanged` tells those apart.
 */
export function journeyChanges(stored: JourneyInput, proposed: JourneyInput): { fields: JourneyField[]; contactsChanged: boolean } {
  const fields = (Object.keys(COMPARABLE) as JourneyField[]).filter((f) => !same(COMPARABLE[f](stored), COMPARABLE[f](proposed)));
  return { fields, contactsChanged: !same(stored.passengers.map(contactOf), proposed.passengers.map(contactOf)) };
}

/**
 * For each proposed passenger, the index of the booking's passenger it is (same first and last name, each matched
 * once), or -1 for a new one. A matched passenger keeps its id, seats, QR codes and extra infos.
 */
export function matchPassengers(current: readonly Named[], proposed: readonly Named[]): number[] {
  const used = new Set<number>();
  return proposed.map((p) => {
    const index = current.findIndex((c, i) => !used.has(i) && personKey(c) === personKey(p));
    if (index >= 0) used.add(index);
    return index;
  });
}

/** The change request without its proposed journey: what the view shows, and what stays once it is answered. */
export function withoutProposal(request: StoredAmendRequest | null): StoredAmendRequest | null {
  if (!request) return null;
  const { proposal: _proposal, ...rest } = request;
  return rest;
}
