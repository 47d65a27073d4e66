import type { ProductPassengerTypeDto } from './product.dto.js';

interface PassengerTypeRow {
  type: string;
  fromAge: number;
  toAge: number;
}

/** The company's passenger types that the line prices, in the company's order; priced types it lacks come last without ages. */
export function passengerTypesOf(companyTypes: readonly PassengerTypeRow[], prices: readonly { passengerType: string }[]): ProductPassengerTypeDto[] {
  const priced = new Set(prices.map((p) => p.passengerType));
  const known = companyTypes.filter((t) => priced.has(t.type)).map((t) => ({ type: t.type, fromAge: t.fromAge, toAge: t.toAge }));
  const knownNames = new Set(known.map((t) => t.type));
  return [...known, ...[...priced].filter((type) => !knownNames.has(type)).map((type) => ({ type, fromAge: null, toAge: null }))];
}
