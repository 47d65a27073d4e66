import type { PriceRule } from '@/features/lines/prices/prices.api';

/** A rule in a choice list: its price and the conditions it was written with. */
export function priceRuleLabel(r: PriceRule): string {
  const dates = r.startDate || r.endDate ? ` · ${r.startDate ?? '…'} to ${r.endDate ?? '…'}` : '';
  const times = r.departureTimes.length > 0 ? ` · ${r.departureTimes.join(', ')}` : '';
  const types = r.passengerTypes.length > 0 ? ` · ${r.passengerTypes.map((p) => p.type).join(', ')}` : '';
  return `${r.price} ${r.currency}${dates}${times}${types}`;
}
