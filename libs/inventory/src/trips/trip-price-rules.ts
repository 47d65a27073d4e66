import { chosenPriceRuleId, type TripTermSource } from '@farebox/domain';
import type { LoadedPriceRule } from '../prices/price-rules.reader.js';

/** What a trip's pricing needs of it: where it takes its price from, its own rule and its event's. */
export interface TripPricingFacts {
  priceSource: TripTermSource;
  tripPriceRuleId: string | null;
  eventPriceRuleId: string | null;
}

/** Columns of TripPricingFacts for a trip `t` LEFT JOINed to its event `e`. */
export const tripPricingFactsSql = (t: string, e: string) =>
  `${t}.price_source, ${t}.price_rule_id AS trip_price_rule_id, ${e}.price_rule_id AS event_price_rule_id`;

export interface TripPricingFactsRow {
  price_source: TripTermSource;
  trip_price_rule_id: string | null;
  event_price_rule_id: string | null;
}

export const tripPricingFactsOf = (r: TripPricingFactsRow): TripPricingFacts => ({
  priceSource: r.price_source,
  tripPriceRuleId: r.trip_price_rule_id,
  eventPriceRuleId: r.event_price_rule_id,
});

/**
 * The price rules applyPriceRules prices one trip with: the line's rules as they match (the trip takes the line's
 * price, or the event's and the event has no rule), or only the rule chosen for the event or the trip, which then
 * prices every date and time of it (only its passenger types still choose whom it prices). A chosen rule that no
 * longer exists leaves the line's.
 */
export function tripPriceRules(lineRules: readonly LoadedPriceRule[], facts: TripPricingFacts): LoadedPriceRule[] {
  const chosenId = chosenPriceRuleId(facts.priceSource, facts.tripPriceRuleId, facts.eventPriceRuleId);
  const chosen = chosenId ? lineRules.find((r) => r.id === chosenId) : undefined;
  if (!chosen) return [...lineRules];
  return [
    {
      ...chosen,
      departureTimes: [],
      timeIntervals: [],
      startDate: null,
      endDate: null,
      dows: [],
      fromStationIds: [],
      toStationIds: [],
      effectiveFrom: new Date(0).toISOString(),
    },
  ];
}
