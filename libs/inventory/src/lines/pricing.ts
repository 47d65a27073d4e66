import { Decimal } from 'decimal.js';

const cents = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/** Selling amount from the supplier's cost and a markup percent, to the cent. */
export function amountWithMarkup(cost: Decimal.Value, markupPercent: Decimal.Value): Decimal {
  return cents(new Decimal(cost).times(new Decimal(markupPercent).div(100).plus(1)));
}

/** An amount of a currency in USD, given how many units of it one USD buys. */
export function toUsd(amount: Decimal.Value, unitsPerUsd: Decimal.Value): Decimal {
  const rate = new Decimal(unitsPerUsd);
  if (rate.lte(0)) throw new RangeError(`Exchange rate must be positive, got ${rate.toString()}`);
  return cents(new Decimal(amount).div(rate));
}
