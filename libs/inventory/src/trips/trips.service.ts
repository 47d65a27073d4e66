import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { effectivePrepaid } from '@farebox/domain';
import type { City, Country, Station } from '@farebox/geo';
import { notFound } from '@farebox/platform';
import { departureBlocked, notEnoughSeats } from '../inventory.errors.js';
import { LineExtraOption } from '../lines/line-extra-option.entity.js';
import { LinePack } from '../lines/line-pack.entity.js';
import { LinePolicyRule } from '../lines/line-policy-rule.entity.js';
import { LinePrice } from '../lines/line-price.entity.js';
import { LineVehicleType } from '../lines/line-vehicle-type.entity.js';
import type { Line } from '../lines/line.entity.js';
import { applyPriceRules, PriceRulesReader, ruleTripOf, tripLocalFactsSql, type TripLocalFactsRow } from '../prices/price-rules.reader.js';
import { LineEvent } from './line-event.entity.js';
import { tripPriceRules } from './trip-price-rules.js';
import { Trip } from './trip.entity.js';

export interface TripEnd {
  station: Station;
  city: City & { country: Country };
}

/** A trip with everything a booking copies or prices from. */
export interface TripForBooking {
  trip: Trip;
  /** With `company` (the operator: name, currency, passenger types) loaded. */
  line: Line;
  from: TripEnd;
  to: TripEnd;
  /** The line's prices with the trip's price rules applied (the line's matching rules, or the one the event or trip chose). */
  prices: LinePrice[];
  /** The trip's prepaid allocation from where it takes it (event, line or its own number); null when it has none. */
  prepaidSeats: number | null;
  extras: LineExtraOption[];
  vehicleTypes: LineVehicleType[];
  packs: LinePack[];
  policyRules: LinePolicyRule[];
}

/** Trips as bookings use them: read one, take and give back seats, block a departure. */
@Injectable()
export class TripsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly priceRules: PriceRulesReader,
  ) {}

  /** 404 when the trip does not exist. Pass the transaction's manager to read inside it. */
  async findForBooking(tripId: string, manager: EntityManager = this.dataSource.manager): Promise<TripForBooking> {
    const trip = await manager.getRepository(Trip).findOne({
      where: { id: tripId },
      relations: { line: { company: true }, fromStation: { city: { country: true } }, toStation: { city: { country: true } } },
    });
    if (!trip) throw notFound('Trip');
    const { line, fromStation, toStation, ...plain } = trip;
    const lineId = trip.lineId;
    // One after the other: inside a transaction the manager holds a single connection.
    const linePrices = await manager.find(LinePrice, { where: { lineId }, order: { passengerType: 'ASC' } });
    // The fares of this departure: a matching price rule replaces the line's selling amount (see applyPriceRules).
    const rules = (await this.priceRules.byLine([lineId], manager)).get(lineId) ?? [];
    const [facts]: TripLocalFactsRow[] = await manager.query(`SELECT t.departure_at, ${tripLocalFactsSql('t')} FROM trip t WHERE t.id = $1`, [tripId]);
    const event = trip.eventId ? await manager.findOneBy(LineEvent, { id: trip.eventId }) : null;
    const pricing = { priceSource: trip.priceSource, tripPriceRuleId: trip.priceRuleId, eventPriceRuleId: event?.priceRuleId ?? null };
    const prices = applyPriceRules(linePrices, tripPriceRules(rules, pricing), ruleTripOf(facts, trip.fromStationId, trip.toStationId));
    const prepaidSeats = effectivePrepaid(trip.prepaidSource, {
      tripSeats: trip.prepaidSeats,
      linePrepaid: line!.prepaidTickets,
      eventAllocations: event?.allocations ?? [],
      localDate: facts.local_date,
    });
    const extras = await manager.find(LineExtraOption, { where: { lineId }, order: { position: 'ASC', id: 'ASC' } });
    const vehicleTypes = await manager.find(LineVehicleType, { where: { lineId }, order: { typeName: 'ASC' } });
    const packs = await manager.find(LinePack, { where: { lineId }, order: { position: 'ASC', id: 'ASC' } });
    const policyRules = await manager.find(LinePolicyRule, { where: { lineId }, order: { kind: 'ASC', position: 'ASC' } });
    const end = (station: Station): TripEnd => {
      const { city, ...s } = station;
      return { station: s, city: city as TripEnd['city'] };
    };
    return { trip: plain, line: line!, from: end(fromStation!), to: end(toStation!), prices, prepaidSeats, extras, vehicleTypes, packs, policyRules };
  }

  /**
   * Takes `count` seats in one conditional UPDATE, so concurrent bookings never oversell: 409 NotEnoughSeats when
   * fewer are left, 409 DepartureBlocked on a blocked trip, 404 for an unknown trip. Answers the seats left.
   */
  async reserveSeats(manager: EntityManager, tripId: string, count: number): Promise<number> {
    assertSeatCount(count);
    const rows = await update<{ seats_left: number }>(
      manager,
      `UPDATE trip SET seats_left = seats_left - $2 WHERE id = $1 AND NOT blocked AND seats_left >= $2 RETURNING seats_left`,
      [tripId, count],
    );
    if (rows.length === 1) return rows[0].seats_left;
    const [current]: { seats_left: number; blocked: boolean }[] = await manager.query(`SELECT seats_left, blocked FROM trip WHERE id = $1`, [tripId]);
    if (!current) throw notFound('Trip');
    if (current.blocked) throw departureBlocked();
    throw notEnoughSeats(count, current.seats_left);
  }

  /** Gives seats back (a cancelled or shrunk booking), never above the trip's total. Answers the seats left. */
  async releaseSeats(manager: EntityManager, tripId: string, count: number): Promise<number> {
    assertSeatCount(count);
    const rows = await update<{ seats_left: number }>(
      manager,
      `UPDATE trip SET seats_left = LEAST(seats_total, seats_left + $2) WHERE id = $1 RETURNING seats_left`,
      [tripId, count],
    );
    if (rows.length === 0) throw notFound('Trip');
    return rows[0].seats_left;
  }

  /** Stops selling the departure (a declined booking's "block departure"); blocking twice is harmless. */
  async blockDeparture(manager: EntityManager, tripId: string): Promise<void> {
    const rows = await update(manager, `UPDATE trip SET blocked = true WHERE id = $1 RETURNING id`, [tripId]);
    if (rows.length === 0) throw notFound('Trip');
  }
}

function assertSeatCount(count: number): void {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`Seat count must be a positive integer, got ${count}`);
}

/** The RETURNING rows of an UPDATE (TypeORM answers [rows, rowCount] for raw UPDATE statements). */
async function update<T = unknown>(manager: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
  const [rows] = await manager.query<[T[], number]>(sql, params);
  return rows;
}
