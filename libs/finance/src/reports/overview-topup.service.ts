import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Decimal } from 'decimal.js';
import { DataSource } from 'typeorm';
import { averageDailyCostWindow, formatCents, topupFigures } from '@farebox/domain';
import { Clock, csvBatches, queryInBatches, queryPrepared, type CsvRecord, type Page } from '@farebox/platform';
import { rateAtSql, usdAt } from '../ledger/currency-rates.service.js';
import type { OverviewBoxesDto, OverviewTopupItemDto, OverviewTopupQueryDto } from './dto/overview.dto.js';
import { amount, centsOf, isoOrNull, SqlParams, supplierFilterSql } from './report-sql.js';

interface TopupRow {
  id: string;
  name: string;
  special_deal: boolean;
  country: string | null;
  currency: string;
  payment_platform_name: string | null;
  business_owner: string | null;
  calculation_based_on: string | null;
  total: number;
  entries_total: string | null;
  last_adjustment_at: Date | null;
  cost: string;
  booked_cost: string;
  window_cost: string;
  has_open_request: boolean;
  rate: string | null;
}

const TOPUP_SUPPLIER = `c.is_supplier AND c.payment_type = 'topup'`;

export const OVERVIEW_TOPUP_CSV_HEADER = [
  'Supplier',
  'Special deal',
  'Country',
  'Currency',
  'Balance',
  'Balance USD',
  'Avg daily cost (14 days)',
  'Days left',
  'Open deposit request',
  'Paygate',
  'Business owner',
  'Calculation based on',
  'Balance by booking date',
  'Balance by booking date USD',
  'Last adjustment',
] as const;

/**
 * The overview's top-up table and header boxes. Every figure comes from the derived totals (supplier_daily_cost,
 * supplier_topup_total) and the open deposit requests, never from summing supplier_transaction: a page sums one row
 * per day with cost for each of its 20 suppliers, read from supplier_daily_cost_balance_idx alone (an index-only
 * scan). Only the supplier's own currency counts (its rows in a former currency cannot be added to it).
 */
@Injectable()
export class OverviewTopupService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async boxes(): Promise<OverviewBoxesDto> {
    const today = this.clock.today();
    const [row] = await this.dataSource.query<
      { topup_suppliers: number; eom_suppliers: number; open_invoices: number; to_pay_usd: string; balance_usd: string }[]
    >(
      `SELECT
         (SELECT count(*)::int FROM company c WHERE ${TOPUP_SUPPLIER}) AS topup_suppliers,
         (SELECT count(*)::int FROM company c WHERE c.is_supplier AND c.payment_type = 'invoice') AS eom_suppliers,
         (SELECT count(*)::int FROM supplier_invoice WHERE state = 'pending_approval') AS open_invoices,
         (SELECT COALESCE(sum(amount_usd), 0) FROM supplier_invoice WHERE state = 'approved') AS to_pay_usd,
         (SELECT COALESCE(sum(round((COALESCE(tt.amount, 0) - COALESCE(cost.amount, 0)) / r.rate, 2)), 0)
            FROM company c
            LEFT JOIN supplier_topup_total tt ON tt.company_id = c.id AND tt.currency = c.currency
            CROSS JOIN LATERAL (SELECT sum(d.amount) AS amount FROM supplier_daily_cost d
                                 WHERE d.company_id = c.id AND d.currency = c.currency::char(3) AND d.day <= $1::date) cost
            CROSS JOIN LATERAL (SELECT CASE WHEN c.currency = 'USD' THEN 1::numeric ELSE ${rateAtSql('c.currency::char(3)', '$1::date')} END AS rate) r
           WHERE ${TOPUP_SUPPLIER}) AS balance_usd`,
      [today],
    );
    return {
      totalTopupBalanceUsd: amount(row.balance_usd),
      invoicesToPayUsd: amount(row.to_pay_usd),
      topupSuppliers: row.topup_suppliers,
      endOfMonthSuppliers: row.eom_suppliers,
      openInvoices: row.open_invoices,
    };
  }

  async page(query: OverviewTopupQueryDto): Promise<Page<OverviewTopupItemDto>> {
    const until = query.untilDate ?? this.clock.today();
    const p = new SqlParams();
    const sql = this.rowsSql(query, until, p, `OFFSET ${p.add(query.offset)} LIMIT ${p.add(query.limit === 0 ? 1000 : query.limit)}`);
    const rows = await queryPrepared<TopupRow>(this.dataSource, sql, p.values);
    let total = rows[0]?.total ?? 0;
    if (rows.length === 0 && query.offset > 0) {
      const count = new SqlParams();
      total = (await this.dataSource.query<[{ n: number }]>(`SELECT count(*)::int AS n FROM company c WHERE ${this.where(query, count)}`, count.values))[0].n;
    }
    return { data: rows.map(toItem), meta: { limit: query.limit, offset: query.offset, total } };
  }

  /** Every row of the filter for the CSV, read in batches. */
  csvBatches(query: OverviewTopupQueryDto): AsyncIterable<CsvRecord[]> {
    const p = new SqlParams();
    return csvBatches(queryInBatches<TopupRow>(this.dataSource, this.rowsSql(query, query.untilDate ?? this.clock.today(), p, ''), p.values), (row) => {
      const i = toItem(row);
      return [
        i.supplierName,
        i.specialDeal ? 'Yes' : 'No',
        i.country,
        i.currency,
        i.balance,
        i.balanceInUsd,
        i.avgDailyCost,
        i.daysLeft,
        i.hasOpenTopupDepositRequest ? 'Yes' : 'No',
        i.paymentPlatformName,
        i.businessOwner,
        i.calculationBasedOn,
        i.balanceByBookingDate,
        i.balanceByBookingDateInUsd,
        i.lastTopupAdjustment,
      ];
    });
  }

  private where(query: OverviewTopupQueryDto, p: SqlParams): string {
    return [TOPUP_SUPPLIER, ...supplierFilterSql(query, p)].join(' AND ');
  }

  /**
   * The suppliers of the page first (the subquery with its LIMIT), then their sums. `untilDate` is the "today" of
   * the balance rules: costs up to it, the 14 days before it for the average, the rate of that day. From today on,
   * the entries are all of them (supplier_topup_total, as the balance rule says); for a past day only the entries
   * dated up to it count, so the balance is the one of that day.
   */
  private rowsSql(query: OverviewTopupQueryDto, until: string, p: SqlParams, paging: string): string {
    const where = this.where(query, p);
    const day = `${p.add(until)}::date`;
    const window = averageDailyCostWindow(until);
    const [windowFrom, windowTo] = [`${p.add(window.from)}::date`, `${p.add(window.to)}::date`];
    const past = until < this.clock.today();
    const entries = past
      ? `LEFT JOIN LATERAL (
             SELECT sum(e.amount) AS amount, max(e.created_at) FILTER (WHERE e.type = 'adjustment') AS last_adjustment_at
               FROM topup_entry e WHERE e.company_id = c.id AND e.currency = c.currency::char(3) AND e.entry_date <= ${day}) te ON true`
      : `LEFT JOIN supplier_topup_total te ON te.company_id = c.id AND te.currency = c.currency::char(3)`;
    // Up to a past day: Σ of the supplier's days up to it. From today on: the stored Σ of all its days
    // (supplier_daily_cost_total) less the days after `until` (future effective dates: a few weeks at most), and the
    // window's days, read in one range from the window's first day on.
    const cost = past
      ? `CROSS JOIN LATERAL (
           SELECT COALESCE(sum(d.amount), 0) AS cost, COALESCE(sum(d.booked_amount), 0) AS booked_cost,
                  COALESCE(sum(d.amount) FILTER (WHERE d.day BETWEEN ${windowFrom} AND ${windowTo}), 0) AS window_cost
             FROM supplier_daily_cost d WHERE d.company_id = c.id AND d.currency = c.currency::char(3) AND d.day <= ${day}) cost`
      : `LEFT JOIN supplier_daily_cost_total dt ON dt.company_id = c.id AND dt.currency = c.currency::char(3)
         CROSS JOIN LATERAL (
           SELECT COALESCE(dt.amount, 0) - COALESCE(sum(d.amount) FILTER (WHERE d.day > ${day}), 0) AS cost,
                  COALESCE(dt.booked_amount, 0) - COALESCE(sum(d.booked_amount) FILTER (WHERE d.day > ${day}), 0) AS booked_cost,
                  COALESCE(sum(d.amount) FILTER (WHERE d.day BETWEEN ${windowFrom} AND ${windowTo}), 0) AS window_cost
             FROM supplier_daily_cost d WHERE d.company_id = c.id AND d.currency = c.currency::char(3) AND d.day >= ${windowFrom}) cost`;
    // The page's suppliers first (narrow rows: the count and the sort cost little), then each one's sums.
    // currency::char(3): the type of the finance tables' currency, so that it is part of their index ranges.
    return `WITH page AS (
         SELECT c.id, count(*) OVER ()::int AS total FROM company c WHERE ${where} ORDER BY lower(c.name), c.id ${paging})
       SELECT c.id, c.name, c.special_deal, COALESCE(c.address_country, c.address_country_code) AS country, c.currency,
         c.payment_platform_name, c.business_owner, c.calculation_based_on, p.total, te.amount AS entries_total, te.last_adjustment_at,
         cost.cost, cost.booked_cost, cost.window_cost, req.open IS NOT NULL AS has_open_request,
         CASE WHEN c.currency = 'USD' THEN 1::numeric ELSE ${rateAtSql('c.currency::char(3)', day)} END AS rate
       FROM page p JOIN company c ON c.id = p.id
       ${entries}
       LEFT JOIN LATERAL (SELECT true AS open FROM topup_deposit_request r WHERE r.company_id = c.id AND r.state = 'open' LIMIT 1) req ON true
       ${cost}
       ORDER BY lower(c.name), c.id`;
  }
}

function toItem(r: TopupRow): OverviewTopupItemDto {
  const figures = topupFigures({
    entriesTotal: centsOf(r.entries_total),
    costByEffectiveDate: centsOf(r.cost),
    costByBookingDate: centsOf(r.booked_cost),
    costInWindow: centsOf(r.window_cost),
  });
  const rate = r.rate == null ? null : new Decimal(r.rate);
  const usd = (cents: bigint) => (rate ? usdAt(new Decimal(formatCents(cents)), rate).toFixed(2) : null);
  return {
    supplier: r.id,
    supplierId: r.id,
    supplierName: r.name,
    specialDeal: r.special_deal,
    country: r.country,
    currency: r.currency,
    balance: formatCents(figures.balance),
    balanceInUsd: usd(figures.balance),
    avgDailyCost: formatCents(figures.avgDailyCost),
    daysLeft: figures.daysLeft,
    isDaysLeftWarning: figures.isDaysLeftWarning,
    hasOpenTopupDepositRequest: r.has_open_request,
    paymentPlatformName: r.payment_platform_name,
    businessOwner: r.business_owner,
    calculationBasedOn: r.calculation_based_on,
    balanceByBookingDate: formatCents(figures.balanceByBookingDate),
    balanceByBookingDateInUsd: usd(figures.balanceByBookingDate),
    lastTopupAdjustment: isoOrNull(r.last_adjustment_at),
  };
}
