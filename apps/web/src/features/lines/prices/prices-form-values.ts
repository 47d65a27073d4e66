import {
  amountFromMarkup,
  formatCents,
  formatPercent,
  markupFromAmount,
  parsePercent,
  resolveLinePrices,
  resolvePassengerPrice,
  toCents,
  usdCentsOrNull,
  type FieldProblem,
} from '@farebox/domain';
import type { LinePrices, LinePricesBody } from './prices.api';

export interface PassengerPriceValues {
  passengerType: string;
  /** "12-120" or null: shown beside the type. */
  ages: string | null;
  cost: string;
  markup: string;
  amount: string;
  isAmountByMarkup: boolean;
}

/** The Prices form. A passenger row whose cost is empty is not priced (the line does not sell that type). */
export interface PricesFormValues {
  prices: PassengerPriceValues[];
  bookingFee: { isActive: boolean; isPerPassenger: boolean; price: string };
  returnDiscount: string;
  returnCostDiscount: string;
  offlinePrice: string;
}

export function toFormValues(p: LinePrices): PricesFormValues {
  return {
    prices: p.prices.map((row) => ({
      passengerType: row.passengerType,
      ages: row.fromAge === null ? null : `${row.fromAge}-${row.toAge ?? ''}`,
      cost: row.priced ? row.cost : '',
      markup: row.priced ? (row.markup ?? '') : '',
      amount: row.priced ? row.amount : '',
      isAmountByMarkup: row.isAmountByMarkup,
    })),
    bookingFee: { isActive: p.bookingFee.isActive, isPerPassenger: p.bookingFee.isPerPassenger, price: p.bookingFee.price },
    returnDiscount: p.returnDiscount,
    returnCostDiscount: p.returnCostDiscount,
    offlinePrice: p.offlinePrice ?? '',
  };
}

const blank = (v: string | undefined | null) => (v ?? '').trim() === '';
/** Rows sent to the API: those with a cost (or an amount typed by amount). */
const isPriced = (row: PassengerPriceValues) => !blank(row.cost) || (!row.isAmountByMarkup && !blank(row.amount));

/** The body of PUT /lines/:id/prices and, for each sent price, the form row it came from (to place server errors). */
export function toBody(values: PricesFormValues, version: number): { body: LinePricesBody; rows: number[] } {
  const rows = values.prices.map((row, i) => (isPriced(row) ? i : -1)).filter((i) => i >= 0);
  return {
    rows,
    body: {
      version,
      prices: rows.map((i) => {
        const row = values.prices[i];
        return {
          passengerType: row.passengerType,
          cost: row.cost,
          isAmountByMarkup: row.isAmountByMarkup,
          ...(row.isAmountByMarkup ? { markup: row.markup } : { amount: row.amount }),
        };
      }),
      bookingFee: values.bookingFee,
      returnDiscount: values.returnDiscount,
      returnCostDiscount: values.returnCostDiscount,
      offlinePrice: values.offlinePrice,
    },
  };
}

/** `prices[k]` of the sent list is form row `rows[k]`. */
export function toFormField(field: string, rows: number[]): string {
  return field.replace(/^prices\[(\d+)\]/, (_, k: string) => `prices[${rows[Number(k)] ?? k}]`);
}

/** The same rules the API runs (libs/domain), field names of the form. */
export function pricesProblems(values: PricesFormValues): FieldProblem[] {
  const problems: FieldProblem[] = [];
  values.prices.forEach((row, i) => {
    if (!isPriced(row)) return;
    const result = resolvePassengerPrice(row, `prices[${i}]`);
    if ('errors' in result) problems.push(...result.errors);
  });
  const lineLevel = resolveLinePrices({ ...values, prices: [] });
  if ('errors' in lineLevel) problems.push(...lineLevel.errors);
  return problems;
}

/** What a row will save: the price by markup or the markup by price, and both in USD; nulls while the inputs are not numbers. */
export function rowPreview(row: PassengerPriceValues, usdRate: string | null) {
  const cost = toCents(row.cost);
  if (cost === null || cost < 0n) return { amount: null, markup: null, costUsd: null, amountUsd: null };
  let amount: bigint | null;
  let markup: bigint | null;
  if (row.isAmountByMarkup) {
    markup = parsePercent(row.markup);
    amount = markup === null ? null : amountFromMarkup(cost, markup);
  } else {
    amount = toCents(row.amount);
    markup = amount === null ? null : markupFromAmount(cost, amount);
  }
  const usd = (c: bigint | null) => (c === null ? null : usdCentsOrNull(c, usdRate));
  const text = (c: bigint | null) => (c === null ? null : formatCents(c));
  return {
    amount: text(amount),
    markup: markup === null ? null : formatPercent(markup),
    costUsd: text(usd(cost)),
    amountUsd: text(usd(amount)),
  };
}
