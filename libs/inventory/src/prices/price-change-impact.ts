import type { EntityManager } from 'typeorm';
import type { Decimal } from 'decimal.js';
import { LinePrice } from '../lines/line-price.entity.js';
import type { TripPriceChangeExampleDto, TripPriceChangeImpactDto } from './dto/line-prices.dto.js';
import { LinePriceRule } from './line-price-rule.entity.js';
import { tripPriceRules, tripPricingFactsOf, tripPricingFactsSql, type TripPricingFactsRow } from '../trips/trip-price-rules.js';
import { applyPriceRules, loadedRuleOf, ruleTripOf, tripLocalFactsSql, type TripLocalFactsRow } from './price-rules.reader.js';

/** Examples a preview names (the earliest changed departures). */
export const PRICE_IMPACT_EXAMPLES = 5;

interface FutureTripRow extends TripLocalFactsRow, TripPricingFactsRow {
  id: string;
  direction: string;
  from_station_id: string;
  to_station_id: string;
  seats_sold: number;
}

/** Every future trip of the line with the selling price per passenger type it sells at now (line prices, then the rules it takes). */
export interface TripPrices {
  trips: FutureTripRow[];
  prices: Map<string, Map<string, string>>;
}

/** The selling prices of the line's trips departing after `now`, as product search and booking creation price them. */
export async function futureTripPrices(manager: EntityManager, lineId: string, now: Date): Promise<TripPrices> {
  // One after the other: inside a transaction the manager has a single connection.
  const trips = await manager.query<FutureTripRow[]>(
    `SELECT t.id, t.direction, t.from_station_id, t.to_station_id, t.departure_at, t.seats_total - t.seats_left AS seats_sold, ${tripLocalFactsSql('t')},
            ${tripPricingFactsSql('t', 'e')}
         FROM trip t LEFT JOIN line_event e ON e.id = t.event_id
        WHERE t.line_id = $1 AND t.departure_at > $2 ORDER BY t.departure_at, t.id`,
    [lineId, now],
  );
  const linePrices = await manager.find(LinePrice, { where: { lineId }, order: { passengerType: 'ASC' } });
  const lineRules = (await manager.find(LinePriceRule, { where: { lineId }, order: { createdAt: 'ASC', id: 'ASC' } })).map(loadedRuleOf);
  const prices = new Map<string, Map<string, string>>();
  for (const trip of trips) {
    const priced = applyPriceRules<{ passengerType: string; amount: Decimal; amountUsd: Decimal }>(
      linePrices,
      tripPriceRules(lineRules, tripPricingFactsOf(trip)),
      ruleTripOf(trip, trip.from_station_id, trip.to_station_id),
    );
    prices.set(trip.id, new Map(priced.map((p) => [p.passengerType, p.amount.toFixed(2)])));
  }
  return { trips, prices };
}

/** Which future trips change price between two snapshots of the same line, with the first few as examples. */
export function priceChangeImpact(before: TripPrices, after: TripPrices, currency: string): TripPriceChangeImpactDto {
  const changed: TripPriceChangeExampleDto[] = [];
  for (const trip of after.trips) {
    const was = before.prices.get(trip.id) ?? new Map<string, string>();
    const now = after.prices.get(trip.id) ?? new Map<string, string>();
    const types = [...new Set([...was.keys(), ...now.keys()])].sort();
    const changes = types
      .filter((type) => (was.get(type) ?? null) !== (now.get(type) ?? null))
      .map((type) => ({ passengerType: type, from: was.get(type) ?? null, to: now.get(type) ?? null }));
    if (changes.length === 0) continue;
    changed.push({
      departureAt: trip.departure_at.toISOString(),
      localDate: trip.local_date,
      localTime: trip.local_time,
      direction: trip.direction,
      seatsSold: Number(trip.seats_sold),
      changes,
    });
  }
  return {
    trips: changed.length,
    tripsWithBookings: changed.filter((t) => t.seatsSold > 0).length,
    currency: currency.trim(),
    examples: changed.slice(0, PRICE_IMPACT_EXAMPLES),
  };
}
