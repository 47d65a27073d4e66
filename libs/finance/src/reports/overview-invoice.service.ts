import { Clock, queryPrepared } from '@farebox/platform';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Decimal } from 'decimal.js';
import { DataSource } from 'typeorm';
import {
  INVOICE_CYCLE_STATUS_LABELS,
  INVOICE_PAYMENT_CYCLE_KINDS,
  isMultiCurrencyPeriod,
  type InvoiceCycleStatus,
  type InvoicePaymentCycle,
} from '@farebox/domain';
import type { CsvRecord, Page } from '@farebox/platform';
import type { CurrencyTotalDto, OverviewInvoiceItemDto, OverviewInvoiceQueryDto } from './dto/overview.dto.js';
import { overviewCycles } from './overview-cycles.js';
import { amount, RATE_RANGE_CTE, SqlParams, supplierFilterSql } from './report-sql.js';

/** Rows whose costs are read in one query (the CSV goes through every row in such chunks). */
const COST_CHUNK = 500;

interface CycleRow {
  company_id: string;
  name: string;
  country: string | null;
  kind: InvoicePaymentCycle;
  cycle_id: string;
  label: string;
  start_day: string;
  end_day: string;
  status: InvoiceCycleStatus;
  invoice_id: string | null;
  total: number;
}

interface CostRow {
  company_id: string;
  cycle_id: string;
  currency: string;
  total: string;
  usd: string | null;
}

export const OVERVIEW_INVOICE_CSV_HEADER = ['Supplier', 'Country', 'Cycle', 'Period', 'Cycle cost', 'Cycle cost USD', 'Status'] as const;

/**
 * The overview's invoice table: one row per invoice supplier and payment cycle of its kind. The status is the state of
 * the cycle's invoice (the live one, else the newest rejected one), as in the supplier's cycles table; without an
 * invoice it is 'open' while the cycle runs, then 'not_invoiced'. Rows are paged before their costs are read: the cost
 * of a row sums at most 31 daily rows of supplier_daily_cost.
 */
@Injectable()
export class OverviewInvoiceService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async page(query: OverviewInvoiceQueryDto): Promise<Page<OverviewInvoiceItemDto>> {
    const limit = query.limit === 0 ? 1000 : query.limit;
    const rows = await this.rows(query, { offset: query.offset, limit });
    const total = rows[0]?.total ?? (query.offset > 0 ? (await this.rows(query, { offset: 0, limit: 1 }))[0]?.total : undefined) ?? 0;
    return { data: await this.withCosts(rows), meta: { limit: query.limit, offset: query.offset, total } };
  }

  /** Every row of the filter (suppliers × cycles: thousands at most), costs read a chunk at a time. */
  async *csvBatches(query: OverviewInvoiceQueryDto): AsyncIterable<CsvRecord[]> {
    const rows = await this.rows(query, null);
    for (let i = 0; i < rows.length; i += COST_CHUNK) {
      yield (await this.withCosts(rows.slice(i, i + COST_CHUNK))).map((item) => [
        item.supplierName,
        item.country,
        item.cycle === 'monthly' ? 'Monthly' : 'Bi-Weekly',
        item.period,
        item.cycleCost.map((c) => `${c.total} ${c.currency}`).join('; '),
        item.cycleCostUsd,
        INVOICE_CYCLE_STATUS_LABELS[item.status],
      ]);
    }
  }

  /**
   * The rows of the filter in order, paged in SQL: the (supplier, cycle) pairs are sorted as narrow rows, and the
   * details and invoice of a row are read for the page only. With a status filter every pair's status is needed
   * first, from one pass over the cycles' invoices.
   */
  private async rows(query: OverviewInvoiceQueryDto, paging: { offset: number; limit: number } | null): Promise<CycleRow[]> {
    const today = this.clock.today();
    const cycles = overviewCycles(query.period, query.cycle ? [query.cycle] : INVOICE_PAYMENT_CYCLE_KINDS, today);
    if (cycles.length === 0) return [];
    const p = new SqlParams();
    const where = ['c.is_supplier', `c.payment_type = 'invoice'`, ...supplierFilterSql(query, p)];
    const cyclesJson = p.add(JSON.stringify(cycles));
    const todayParam = `${p.add(today)}::date`;
    const filtered = !!query.status?.length;
    const statusOf = (inv: string) => `COALESCE(${inv}.state, CASE WHEN cy."end" >= ${todayParam} THEN 'open' ELSE 'not_invoiced' END)`;
    const statusJoin = filtered
      ? `LEFT JOIN (
           SELECT DISTINCT ON (i.company_id, i.cycle_id) i.company_id, i.cycle_id, i.state FROM supplier_invoice i
            WHERE i.cycle_id = ANY(${p.add(cycles.map((c) => c.id))}::text[])
            ORDER BY i.company_id, i.cycle_id, (i.state <> 'rejected') DESC, i.created_at DESC) si ON si.company_id = c.id AND si.cycle_id = cy.id`
      : '';
    const statusWhere = filtered ? `WHERE ${statusOf('si')} = ANY(${p.add(query.status)}::text[])` : '';
    const page = paging ? `OFFSET ${p.add(paging.offset)} LIMIT ${p.add(paging.limit)}` : '';
    // Without a status filter the count is its own small query, so that the page reads the suppliers in name order
    // from their index and stops after it (a count over the rows would make it join and sort every pair first); the
    // cycles are joined per supplier (LATERAL ... OFFSET 0: a nested loop keeps the name order, a hash join would not).
    const total = filtered
      ? 'count(*) OVER ()::int'
      : `(SELECT count(*)::int FROM company c JOIN cy ON cy.kind = COALESCE(c.invoice_payment_cycle, 'monthly') WHERE ${where.join(' AND ')})`;
    return await queryPrepared<CycleRow>(
      this.dataSource,
      `WITH cy AS (SELECT * FROM jsonb_to_recordset(${cyclesJson}::jsonb) AS cy(kind text, id text, label text, start date, "end" date)),
       page AS (
         SELECT c.id AS company_id, cy.id AS cycle_id, lower(c.name) AS sort_name, cy.start AS sort_start, ${total} AS total
           FROM company c CROSS JOIN LATERAL (SELECT * FROM cy WHERE cy.kind = COALESCE(c.invoice_payment_cycle, 'monthly') OFFSET 0) cy
           ${statusJoin}
          ${statusWhere ? `${statusWhere} AND` : 'WHERE'} ${where.join(' AND ')}
          ORDER BY sort_name, company_id, sort_start DESC
          ${page})
       SELECT p.total, c.id AS company_id, c.name, COALESCE(c.address_country, c.address_country_code) AS country, cy.kind, cy.id AS cycle_id,
              cy.label, cy.start::text AS start_day, cy."end"::text AS end_day, inv.id AS invoice_id, ${statusOf('inv')} AS status
         FROM page p JOIN company c ON c.id = p.company_id JOIN cy ON cy.id = p.cycle_id
         LEFT JOIN LATERAL (
           SELECT i.id, i.state FROM supplier_invoice i WHERE i.company_id = c.id AND i.cycle_id = cy.id
            ORDER BY (i.state <> 'rejected') DESC, i.created_at DESC LIMIT 1) inv ON true
        ORDER BY p.sort_name, p.company_id, p.sort_start DESC`,
      p.values,
    );
  }

  /** Each row's cost per currency (Σ daily cost over the cycle's days) and in USD (each day's cost at that day's rate). */
  private async withCosts(rows: CycleRow[]): Promise<OverviewInvoiceItemDto[]> {
    const costs = rows.length
      ? await queryPrepared<CostRow>(
          this.dataSource,
          `WITH ${RATE_RANGE_CTE}
           SELECT r.company_id, r.cycle_id, d.currency, sum(d.amount) AS total,
                  CASE WHEN bool_and(d.currency = 'USD' OR x.rate IS NOT NULL) THEN round(sum(d.amount / CASE WHEN d.currency = 'USD' THEN 1 ELSE x.rate END), 2) END AS usd
             FROM unnest($1::uuid[], $2::text[], $3::date[], $4::date[]) AS r(company_id, cycle_id, start_day, end_day)
             JOIN supplier_daily_cost d ON d.company_id = r.company_id AND d.day BETWEEN r.start_day AND r.end_day AND d.amount <> 0
             LEFT JOIN rate_range x ON x.currency = d.currency AND d.day >= x.valid_from AND d.day < x.valid_until
            GROUP BY 1, 2, 3 ORDER BY 3`,
          [rows.map((r) => r.company_id), rows.map((r) => r.cycle_id), rows.map((r) => r.start_day), rows.map((r) => r.end_day)],
        )
      : [];
    const byRow = new Map<string, CostRow[]>();
    for (const c of costs) byRow.set(`${c.company_id}|${c.cycle_id}`, [...(byRow.get(`${c.company_id}|${c.cycle_id}`) ?? []), c]);
    return rows.map((r) => {
      const own = byRow.get(`${r.company_id}|${r.cycle_id}`) ?? [];
      const cycleCost: CurrencyTotalDto[] = own.map((c) => ({ currency: c.currency, total: amount(c.total) }));
      const usd = own.some((c) => c.usd === null) ? null : own.reduce((sum, c) => sum.plus(c.usd!), new Decimal(0)).toFixed(2);
      return {
        supplierId: r.company_id,
        supplierName: r.name,
        country: r.country,
        cycle: r.kind,
        cycleId: r.cycle_id,
        period: r.label,
        start: r.start_day,
        end: r.end_day,
        cycleCost,
        cycleCostUsd: usd,
        isMultiCurrencyPeriod: isMultiCurrencyPeriod(cycleCost),
        status: r.status,
        invoiceId: r.invoice_id,
      };
    });
  }
}
