import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { averageDailyCostWindow, toCents, topupFigures, type Cents, type TopupFigures } from '@farebox/domain';

export interface TopupBalance extends TopupFigures {
  currency: string;
  /** When the newest adjustment was made (deposits do not count); null before the first one. */
  lastTopupAdjustment: Date | null;
  hasOpenTopupDepositRequest: boolean;
}

interface SumsRow {
  entries: string;
  last_adjustment_at: Date | null;
  cost_effective: string;
  cost_booked: string;
  cost_window: string;
  has_open: boolean;
}

/*
 * Read from the derived totals (supplier_topup_total, supplier_daily_cost) that every posting and top-up keeps in its
 * own transaction, so a balance never sums the ledger itself; the ledger API test checks them against the entries.
 */
const SUMS_SQL = `
SELECT COALESCE((SELECT amount FROM supplier_topup_total WHERE company_id = $1 AND currency = $2), 0)::text AS entries,
       (SELECT last_adjustment_at FROM supplier_topup_total WHERE company_id = $1 AND currency = $2) AS last_adjustment_at,
       COALESCE((SELECT sum(amount) FROM supplier_daily_cost WHERE company_id = $1 AND currency = $2 AND day <= $3::date), 0)::text AS cost_effective,
       COALESCE((SELECT sum(booked_amount) FROM supplier_daily_cost WHERE company_id = $1 AND currency = $2 AND day <= $3::date), 0)::text AS cost_booked,
       COALESCE((SELECT sum(amount) FROM supplier_daily_cost WHERE company_id = $1 AND currency = $2 AND day BETWEEN $4::date AND $5::date), 0)::text AS cost_window,
       EXISTS (SELECT 1 FROM topup_deposit_request WHERE company_id = $1 AND state = 'open') AS has_open`;

const cents = (value: string): Cents => toCents(value) ?? 0n;

/** The balance box of a top-up supplier (the domain's definitions, from the derived totals). */
@Injectable()
export class TopupBalanceService {
  async balanceOf(manager: EntityManager, companyId: string, currency: string, today: string): Promise<TopupBalance> {
    const window = averageDailyCostWindow(today);
    const [row] = await manager.query<SumsRow[]>(SUMS_SQL, [companyId, currency, today, window.from, window.to]);
    const figures = topupFigures({
      entriesTotal: cents(row.entries),
      costByEffectiveDate: cents(row.cost_effective),
      costByBookingDate: cents(row.cost_booked),
      costInWindow: cents(row.cost_window),
    });
    return { ...figures, currency, lastTopupAdjustment: row.last_adjustment_at, hasOpenTopupDepositRequest: row.has_open };
  }
}
