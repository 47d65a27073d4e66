import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, type EntityManager } from 'typeorm';
import type { Decimal } from 'decimal.js';
import { pickPriceRule, type PriceRule, type PriceRuleTrip } from '@farebox/domain';
import { LinePriceRule } from './line-price-rule.entity.js';

/** A saved rule as the matcher reads it, with its amounts. */
export interface LoadedPriceRule extends PriceRule {
  amount: Decimal;
  amountUsd: Decimal;
}

/** Columns that give a trip's local date, time and weekday (its timezone is the departure city's). */
export const tripLocalFactsSql = (alias: string) =>
  `to_char(${alias}.departure_at AT TIME ZONE ${alias}.timezone, 'YYYY-MM-DD') AS local_date,
   to_char(${alias}.departure_at AT TIME ZONE ${alias}.timezone, 'HH24:MI') AS local_time,
   EXTRACT(DOW FROM ${alias}.departure_at AT TIME ZONE ${alias}.timezone)::int AS local_dow`;

export interface TripLocalFactsRow {
  departure_at: Date;
  local_date: string;
  local_time: string;
  local_dow: number;
}

export const ruleTripOf = (row: TripLocalFactsRow, fromStationId: string, toStationId: string): PriceRuleTrip => ({
  departureAt: row.departure_at.toISOString(),
  localDate: row.local_date,
  localTime: row.local_time,
  dow: row.local_dow,
  fromStationId,
  toStationId,
});

/** A rule's conditions, its price and when it takes effect, as the API and the matching both read them. */
export const ruleTermsOf = (r: LinePriceRule) => ({
  id: r.id,
  departureTimes: r.departureTimes,
  timeIntervals: r.timeIntervals,
  startDate: r.startDate,
  endDate: r.endDate,
  dows: r.dows,
  passengerTypes: r.passengerTypes,
  fromStationIds: r.fromStationIds,
  toStationIds: r.toStationIds,
  price: r.price.toFixed(2),
  effectiveFrom: r.effectiveFrom.toISOString(),
});

export const loadedRuleOf = (r: LinePriceRule): LoadedPriceRule => ({ ...ruleTermsOf(r), amount: r.price, amountUsd: r.priceUsd });

/**
 * Prices a trip with the line's price rules: each passenger type's selling amount (and its USD amount) is the
 * rule's when one matches (libs/domain pickPriceRule says which), else the line's. The cost stays the line's.
 */
export function applyPriceRules<P extends { passengerType: string; amount: Decimal; amountUsd: Decimal }>(
  prices: readonly P[],
  rules: readonly LoadedPriceRule[],
  trip: PriceRuleTrip,
): P[] {
  if (rules.length === 0) return [...prices];
  return prices.map((p) => {
    const rule = pickPriceRule(rules, trip, { type: p.passengerType });
    return rule ? { ...p, amount: rule.amount, amountUsd: rule.amountUsd } : p;
  });
}

/** Reads the price rules that product search and booking pricing apply. */
@Injectable()
export class PriceRulesReader {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async byLine(lineIds: string[], manager: EntityManager = this.dataSource.manager): Promise<Map<string, LoadedPriceRule[]>> {
    const map = new Map<string, LoadedPriceRule[]>();
    if (lineIds.length === 0) return map;
    const rows = await manager.find(LinePriceRule, { where: { lineId: In(lineIds) }, order: { createdAt: 'ASC', id: 'ASC' } });
    for (const r of rows) {
      const list = map.get(r.lineId) ?? [];
      list.push(loadedRuleOf(r));
      map.set(r.lineId, list);
    }
    return map;
  }
}
