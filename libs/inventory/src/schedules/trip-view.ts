import { chosenPriceRuleId, effectivePrepaid, type TripTermSource } from '@farebox/domain';
import type { LineEvent } from '../trips/line-event.entity.js';
import type { TripDto } from './dto/schedule.dto.js';

/** The columns of a trip `t` the schedule shows (TripRow). */
export const TRIP_COLUMNS_SQL = `t.id, t.event_id, t.direction, t.departure_at, t.arrival_at, t.timezone, t.seats_total, t.seats_left, t.blocked,
  t.prepaid_seats, t.price_source, t.price_rule_id, t.multi_stations_source, t.prepaid_source, t.version,
  to_char(t.departure_at AT TIME ZONE t.timezone, 'YYYY-MM-DD"T"HH24:MI') AS local_departure,
  to_char(t.arrival_at AT TIME ZONE t.timezone, 'YYYY-MM-DD"T"HH24:MI') AS local_arrival`;

export interface TripRow {
  id: string;
  event_id: string | null;
  direction: 'aToB' | 'bToA';
  departure_at: Date;
  arrival_at: Date;
  local_departure: string;
  local_arrival: string;
  timezone: string;
  seats_total: number;
  seats_left: number;
  blocked: boolean;
  prepaid_seats: number | null;
  price_source: TripTermSource;
  price_rule_id: string | null;
  multi_stations_source: TripTermSource;
  prepaid_source: TripTermSource;
  version: number;
}

/** A trip as the schedule shows it, with the price rule, stops and prepaid allocation it takes from its sources. */
export function tripDtoOf(t: TripRow, event: LineEvent | undefined, linePrepaid: number | null): TripDto {
  return {
    id: t.id,
    eventId: t.event_id,
    direction: t.direction,
    departureAt: t.departure_at.toISOString(),
    arrivalAt: t.arrival_at.toISOString(),
    localDeparture: t.local_departure,
    localArrival: t.local_arrival,
    timezone: t.timezone,
    seatsTotal: t.seats_total,
    seatsSold: t.seats_total - t.seats_left,
    fullyBooked: t.blocked,
    prepaidSeats: t.prepaid_seats,
    priceSource: t.price_source,
    priceRuleId: t.price_rule_id,
    effectivePriceRuleId: chosenPriceRuleId(t.price_source, t.price_rule_id, event?.priceRuleId ?? null),
    multiStationsSource: t.multi_stations_source,
    stationsEventId: t.multi_stations_source === 'event' && event?.multiStationsSource === 'event' ? event.id : null,
    prepaidSource: t.prepaid_source,
    allocatedSeats: effectivePrepaid(t.prepaid_source, {
      tripSeats: t.prepaid_seats,
      linePrepaid,
      eventAllocations: event?.allocations ?? [],
      localDate: t.local_departure.slice(0, 10),
    }),
    version: t.version,
  };
}
