import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { BookingMessage, dateFormat } from '@farebox/domain';
import { noCurrencyRate } from '@farebox/finance';
import { ProductSearchService, toUsd, TripsService, type LineSaleTerms, type TripForBooking } from '@farebox/inventory';
import { ChannelsService } from '@farebox/partners';
import { invalidBooking } from './booking.errors.js';
import { draftBooking, type BookingDraft, type DraftInput } from './booking-draft.js';
import { matchPassengers, withoutProposal, type JourneyField, type JourneyInput } from './booking-journey-input.js';
import { itemReference } from './booking-reference.js';
import type { CommandContext } from './booking-transitions.service.js';
import { BookingItem, type ItemExtra } from './booking-item.entity.js';
import { BookingPassenger } from './booking-passenger.entity.js';
import type { Booking, StoredApprovalInputs } from './booking.entity.js';

export interface DraftedJourney {
  draft: BookingDraft;
  outbound: TripForBooking;
  inbound: TripForBooking | null;
  terms: LineSaleTerms;
}

/** The passenger legs seats and QR codes are given for, by journey position. */
const LEGS = ['departure', 'return'] as const;

const keepLegs = <T extends object>(value: T, changed: ReadonlySet<string>): T =>
  Object.fromEntries(Object.entries(value).filter(([leg]) => !changed.has(leg))) as T;

/** An extra chosen again (same option, same text) keeps its id and the supplier's confirmation. */
function carryExtras(before: readonly ItemExtra[], after: readonly ItemExtra[]): ItemExtra[] {
  const used = new Set<string>();
  return after.map((extra) => {
    const kept = before.find((e) => !used.has(e.id) && e.optionId === extra.optionId && e.value === extra.value);
    if (!kept) return extra;
    used.add(kept.id);
    return { ...extra, id: kept.id, status: kept.status ?? null, otherValue: kept.otherValue ?? null };
  });
}

/** Seats each trip needs, for the release and reservation of only the difference. */
function seatsByTrip(tripIds: readonly (string | null)[], seats: number): Map<string, number> {
  const map = new Map<string, number>();
  for (const id of tripIds) if (id) map.set(id, (map.get(id) ?? 0) + seats);
  return map;
}

const localTime = (at: Date, timeZone: string) => dateFormat('en-GB', { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(at);
const listed = (values: readonly string[]) => values.join(', ') || 'none';

/** What a change request changes, in words, for the supplier who answers it (the change request modal shows it). */
export function describeChange(ctx: CommandContext, { draft, outbound }: DraftedJourney, fields: readonly JourneyField[]): string {
  const { booking, items, passengers, line } = ctx;
  const lines: string[] = [];
  if (fields.includes('lineId')) lines.push(`Product: ${line.denomination} → ${outbound.line.denomination}`);
  (['Departure', 'Return'] as const).forEach((leg, position) => {
    const before = items.find((i) => i.position === position);
    const after = draft.items[position];
    const [from, to] = [before && localTime(before.departureAt, before.timezone), after && localTime(after.departureAt!, after.timezone!)];
    if (from !== to) lines.push(`${leg}: ${from ?? 'none'} → ${to ?? 'none'}`);
  });
  const names = (list: readonly { firstName?: string; lastName?: string }[]) => listed(list.map((p) => `${p.firstName} ${p.lastName}`));
  if (fields.includes('passengers')) lines.push(`Passengers: ${names(passengers)} → ${names(draft.passengers)}`);
  if (fields.includes('passengersCount')) lines.push(`Number of passengers: ${booking.passengersCount} → ${draft.seats}`);
  const extras = (list: readonly ItemExtra[]) => listed(list.map((e) => (e.value ? `${e.extraType} (${e.value})` : e.extraType)));
  if (fields.includes('extras')) lines.push(`Extras: ${extras(items[0]?.extras ?? [])} → ${extras(draft.items[0]?.extras ?? [])}`);
  const vehicles = (list: readonly { name: string; licenseNumber: string }[]) => listed(list.map((v) => `${v.name} (${v.licenseNumber})`));
  if (fields.includes('vehicles')) lines.push(`Vehicles: ${vehicles(items[0]?.vehiclesOnBoard ?? [])} → ${vehicles(draft.items[0]?.vehiclesOnBoard ?? [])}`);
  if (fields.includes('packId')) lines.push(`Pack: ${booking.pack?.name ?? 'none'} → ${draft.booking.pack?.name ?? 'none'}`);
  return lines.join('\n');
}

/** What a booking form's save checks, prices and writes (create, edit, an accepted change request): the journeys and passengers, the channel. */
@Injectable()
export class BookingJourneys {
  constructor(
    private readonly trips: TripsService,
    private readonly channels: ChannelsService,
    private readonly products: ProductSearchService,
  ) {}

  /** 400 for a domain that is no sales channel's. */
  async assertChannel(domain: string | undefined): Promise<void> {
    if (domain !== undefined && !(await this.channels.exists(domain))) {
      throw invalidBooking([{ field: 'domain', message: BookingMessage.UnknownChannel }]);
    }
  }

  /**
   * Checks the journey against the product and prices it with the line's booking fee, round-trip discounts and,
   * sold offline, its offline price (400 with the field errors). A new booking also answers the line's passenger
   * extra info.
   */
  async draft(manager: EntityManager, journey: JourneyInput, sale: { newBooking?: boolean; offline?: boolean; isB2b?: boolean } = {}): Promise<DraftedJourney> {
    if (!journey.outboundTripId) throw invalidBooking([{ field: 'outboundTripId', message: BookingMessage.Required }]);
    const outbound = await this.trips.findForBooking(journey.outboundTripId, manager);
    const inbound = journey.returnTripId ? await this.trips.findForBooking(journey.returnTripId, manager) : null;
    const terms = await this.products.saleTerms(outbound.line, manager);
    const input: DraftInput = { ...journey, packId: journey.packId ?? undefined };
    const result = draftBooking(input, outbound, inbound, {
      terms,
      toUsd: (amount) => {
        if (!terms.rate) throw noCurrencyRate(terms.currency);
        return toUsd(amount, terms.rate);
      },
      offline: sale.offline ?? false,
      newBooking: sale.newBooking ?? false,
      isB2b: sale.isB2b,
    });
    if ('errors' in result) throw invalidBooking(result.errors);
    return { draft: result.draft, outbound, inbound, terms };
  }

  /**
   * An accepted change request: its proposed journey put on the booking (the passengers it keeps keep the contact
   * data they have now, which later edits may have changed), and the proposal dropped.
   */
  async applyProposal(ctx: CommandContext): Promise<Partial<Booking>> {
    const request = ctx.booking.amendRequest;
    if (!request?.proposal) return { amendRequest: withoutProposal(request) };
    const proposal = request.proposal;
    const matches = matchPassengers(ctx.passengers, proposal.passengers);
    const passengers = proposal.passengers.map((p, i) => {
      const current = ctx.passengers[matches[i]];
      return current ? { ...p, email: current.email ?? undefined, phone: current.phone ?? undefined } : p;
    });
    const drafted = await this.draft(ctx.manager, { ...proposal, passengers });
    return { ...(await this.apply(ctx, drafted, true)), amendRequest: withoutProposal(request) };
  }

  /** The journeys and passengers of a new booking. */
  async insertRows(manager: EntityManager, booking: Booking, draft: BookingDraft): Promise<void> {
    await this.insertItems(manager, booking, draft.items);
    await manager.insert(
      BookingPassenger,
      draft.passengers.map((p) => ({ ...p, bookingId: booking.id })),
    );
  }

  /**
   * Puts the drafted journey on the booking in the caller's transaction and answers the booking's new columns. Seats
   * are released and taken for the difference only. Approval data stays where it still applies: a journey on the same
   * trip keeps its pickup time, ticket and confirmed extras; a passenger of the same name keeps its id, extra infos,
   * and the seats and QR codes of the legs whose trip did not change. `amend` (an accepted change request) marks the
   * new passengers as added, so the supplier gives them seats when approving again.
   */
  async apply(ctx: CommandContext, { draft }: DraftedJourney, amend: boolean): Promise<Partial<Booking>> {
    const { manager, booking, items, passengers } = ctx;
    await this.moveSeats(manager, items, booking.passengersCount, draft);
    const changedLegs = new Set<string>(LEGS.filter((_, position) => items.find((i) => i.position === position)?.tripId !== draft.items[position]?.tripId));

    for (const item of items.filter((i) => i.position >= draft.items.length)) await manager.delete(BookingItem, { id: item.id });
    const added: BookingDraft['items'] = [];
    for (const next of draft.items) {
      const before = items.find((i) => i.position === next.position);
      if (!before) {
        added.push(next);
        continue;
      }
      const sameTrip = before.tripId === next.tripId;
      const { supplierApi: _s, ...columns } = next;
      await manager.update(
        BookingItem,
        { id: before.id },
        {
          ...columns,
          extras: carryExtras(before.extras, next.extras ?? []),
          ...(sameTrip ? {} : { approvedDepartureTime: null, approvalAttachments: [], ticketUrl: null }),
        },
      );
    }
    await this.insertItems(manager, booking, added);

    const matches = matchPassengers(passengers, draft.passengers);
    const keptIds = new Set(matches.filter((i) => i >= 0).map((i) => passengers[i].id));
    for (const gone of passengers.filter((p) => !keptIds.has(p.id))) await manager.delete(BookingPassenger, { id: gone.id });
    // (booking_id, position) is unique at every statement: the kept passengers step aside before taking their places.
    await manager.query(`UPDATE booking_passenger SET position = -1 - position WHERE booking_id = $1`, [booking.id]);
    for (const [position, next] of draft.passengers.entries()) {
      const before = passengers[matches[position]];
      if (before) {
        await manager.update(
          BookingPassenger,
          { id: before.id },
          { ...next, seats: keepLegs(before.seats, changedLegs), qrCodes: keepLegs(before.qrCodes, changedLegs) },
        );
      } else {
        await manager.insert(BookingPassenger, { ...next, bookingId: booking.id, isAdded: amend });
      }
    }

    // An edit never changes the price (Change price does), so the price columns stay.
    const {
      priceAmount: _p,
      priceAmountUsd: _u,
      costAmountUsd: _c,
      costInSupplierCurrency: _i,
      priceWithoutAddons: _w,
      basePrice: _b,
      initialPrice: _n,
      returnDiscount: _r,
      additionalFees: _f,
      isOfflineSale: _o,
      ...journey
    } = draft.booking;
    return { ...journey, approvalInputs: this.keptApprovalInputs(booking.approvalInputs, keptIds, changedLegs, await this.extraIds(manager, booking.id)) };
  }

  /** The approval inputs that still apply: those of the kept passengers, legs and extras. */
  private keptApprovalInputs(
    inputs: StoredApprovalInputs | null,
    keptIds: ReadonlySet<string>,
    changedLegs: ReadonlySet<string>,
    extraIds: ReadonlySet<string>,
  ): StoredApprovalInputs | null {
    if (!inputs) return null;
    const kept = <T>(map: Record<string, T> | undefined) => Object.entries(map ?? {}).filter(([id]) => keptIds.has(id));
    const seats = kept(inputs.seats).map(([id, legs]) => [id, keepLegs(legs, changedLegs)] as const);
    return {
      ...inputs,
      seats: Object.fromEntries(seats.filter(([, legs]) => Object.keys(legs).length > 0)),
      // A passenger's QR code is the departure's.
      qrCodes: changedLegs.has('departure') ? {} : Object.fromEntries(kept(inputs.qrCodes)),
      pickupTime: changedLegs.has('departure') ? null : (inputs.pickupTime ?? null),
      extras: (inputs.extras ?? []).filter((e) => extraIds.has(e.id)),
    };
  }

  private async extraIds(manager: EntityManager, bookingId: string): Promise<Set<string>> {
    const items = await manager.find(BookingItem, { where: { bookingId }, select: { id: true, extras: true } });
    return new Set(items.flatMap((i) => i.extras.map((e) => e.id)));
  }

  private async moveSeats(manager: EntityManager, items: readonly BookingItem[], seatsBefore: number, draft: BookingDraft): Promise<void> {
    const before = seatsByTrip(
      items.map((i) => i.tripId),
      seatsBefore,
    );
    const after = seatsByTrip(
      draft.items.map((i) => i.tripId ?? null),
      draft.seats,
    );
    for (const [tripId, seats] of before) {
      const freed = seats - (after.get(tripId) ?? 0);
      if (freed > 0) await this.trips.releaseSeats(manager, tripId, freed);
    }
    for (const [tripId, seats] of after) {
      const taken = seats - (before.get(tripId) ?? 0);
      if (taken <= 0) continue;
      await this.products.assertSellable(manager, tripId, taken);
      await this.trips.reserveSeats(manager, tripId, taken);
    }
  }

  private async insertItems(manager: EntityManager, booking: Booking, items: BookingDraft['items']): Promise<void> {
    if (items.length === 0) return;
    await manager.insert(
      BookingItem,
      items.map((item) => ({
        ...item,
        bookingId: booking.id,
        reference: itemReference(booking.reference, item.position!),
        supplierApi: item.supplierApi ? { ...item.supplierApi, supplierBookingReference: booking.supplierBookingCode } : null,
      })),
    );
  }
}
