import { Decimal } from 'decimal.js';
import { isMultiCurrencyPeriod } from '@farebox/domain';
import type { EntityManager } from 'typeorm';

/** A period of effective dates, both ends included. */
export interface CostPeriod {
  start: string;
  end: string;
}

export interface CurrencyTotal {
  currency: string;
  total: string;
}

/** Supplier cost of a period, per currency and in USD (amounts as 2-decimal strings). */
export interface CostTotals {
  totalsByCurrency: CurrencyTotal[];
  totalInUsd: string;
  isMultiCurrencyPeriod: boolean;
}

const money = (value: Decimal.Value) => new Decimal(value).toFixed(2);

/**
 * Σ supplier cost with effective date in each period, per currency, USD at each entry's stored amount_usd (one query
 * for all periods, each read through the (company_id, effective_date) index). A period without cost answers 0 in the
 * supplier's currency.
 */
export async function periodCosts(
  manager: EntityManager,
  supplier: { id: string; currency: string | null },
  periods: readonly CostPeriod[],
): Promise<CostTotals[]> {
  if (periods.length === 0) return [];
  const rows = await manager.query<{ idx: number; currency: string; total: string; usd: string }[]>(
    `SELECT p.idx::int AS idx, t.currency, sum(t.amount)::text AS total, sum(t.amount_usd)::text AS usd
       FROM unnest($2::date[], $3::date[]) WITH ORDINALITY AS p(start_day, end_day, idx)
       JOIN supplier_transaction t ON t.company_id = $1 AND t.effective_date BETWEEN p.start_day AND p.end_day
      GROUP BY p.idx, t.currency
      ORDER BY p.idx, t.currency`,
    [supplier.id, periods.map((p) => p.start), periods.map((p) => p.end)],
  );
  return periods.map((_, i) => {
    const own = rows.filter((r) => r.idx === i + 1);
    const totalsByCurrency =
      own.length > 0 ? own.map((r) => ({ currency: r.currency.trim(), total: money(r.total) })) : [{ currency: supplier.currency ?? 'USD', total: money(0) }];
    return {
      totalsByCurrency,
      totalInUsd: money(own.reduce((sum, r) => sum.plus(r.usd), new Decimal(0))),
      isMultiCurrencyPeriod: isMultiCurrencyPeriod(totalsByCurrency),
    };
  });
}
