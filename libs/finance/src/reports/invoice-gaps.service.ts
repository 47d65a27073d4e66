import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { INVOICE_STATUS_LABELS, INVOICE_TYPE_LABELS, PRODUCT_DISPLAY_NAME, type InvoiceState, type InvoiceType } from '@farebox/domain';
import { Clock, csvBatches, notFound, queryInBatches, type CsvRecord, type Page } from '@farebox/platform';
import type { InvoiceGapBreakdownDto, InvoiceGapRowDto, InvoiceGapsQueryDto } from './dto/invoice-gaps.dto.js';
import { amount, SqlParams } from './report-sql.js';

export const INVOICE_GAPS_CSV_HEADER = [
  'Supplier',
  'Currency',
  'Invoices',
  'Invoice amount',
  `${PRODUCT_DISPLAY_NAME} amount`,
  'Gap',
  'Gap USD',
  'Max gap level',
] as const;

interface GapRow {
  company_id: string;
  name: string;
  currency: string;
  n: number;
  invoice_amount: string;
  platform_amount: string;
  gap: string;
  gap_usd: string;
  max_level: number;
  total?: number;
}

/** Invoices counted by the gaps report: this year's (from 1 January, by invoice date), rejected ones left out. */
const yearStartOf = (today: string) => `${today.slice(0, 4)}-01-01`;

/** The invoice gaps report: per supplier and currency, the year's invoices against the platform's amounts. */
@Injectable()
export class InvoiceGapsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  private counted(p: SqlParams): string {
    return `i.invoice_date >= ${p.add(yearStartOf(this.clock.today()))}::date AND i.state <> 'rejected'`;
  }

  async page(query: InvoiceGapsQueryDto): Promise<Page<InvoiceGapRowDto>> {
    const p = new SqlParams();
    const limit = query.limit === 0 ? 1000 : query.limit;
    const rows = await this.dataSource.query<GapRow[]>(`${this.sql(query, p)} OFFSET ${p.add(query.offset)} LIMIT ${p.add(limit)}`, p.values);
    let total = rows[0]?.total ?? 0;
    if (rows.length === 0 && query.offset > 0) {
      const c = new SqlParams();
      total = (await this.dataSource.query<[{ n: number }]>(`SELECT count(*)::int AS n FROM (${this.sql(query, c)}) x`, c.values))[0].n;
    }
    return { data: rows.map(toRow), meta: { limit: query.limit, offset: query.offset, total } };
  }

  csvBatches(query: InvoiceGapsQueryDto): AsyncIterable<CsvRecord[]> {
    const p = new SqlParams();
    return csvBatches(queryInBatches<GapRow>(this.dataSource, this.sql(query, p), p.values), (g) => {
      const r = toRow(g);
      return [r.supplierName, r.currency, r.invoices, r.invoiceAmount, r.fareboxAmount, r.gap, r.gapInUsd, r.maxGapLevel];
    });
  }

  async breakdown(supplierId: string): Promise<InvoiceGapBreakdownDto> {
    const exists = await this.dataSource.query<unknown[]>(`SELECT 1 FROM company WHERE id = $1`, [supplierId]);
    if (exists.length === 0) throw notFound('Supplier');
    const p = new SqlParams();
    const rows = await this.dataSource.query<
      {
        id: string;
        invoice_number: string;
        invoice_type: InvoiceType;
        invoice_date: string;
        currency: string;
        invoice_amount: string;
        platform_amount: string;
        gap: string;
        gap_usd: string;
        gap_percent: string;
        gap_level: number;
        period_start: string;
        period_end: string;
        period_label: string;
        state: InvoiceState;
      }[]
    >(
      `SELECT i.id, i.invoice_number, i.invoice_type, i.invoice_date::text AS invoice_date, i.currency, i.invoice_amount, i.platform_amount,
              i.gap, i.gap_usd, i.gap_percent, i.gap_level, i.period_start::text AS period_start, i.period_end::text AS period_end, i.period_label, i.state
         FROM supplier_invoice i
        WHERE i.company_id = ${p.add(supplierId)} AND ${this.counted(p)}
        ORDER BY i.invoice_date DESC, i.created_at DESC`,
      p.values,
    );
    return {
      data: rows.map((r) => ({
        id: r.id,
        invoiceNumber: r.invoice_number,
        invoiceType: r.invoice_type,
        invoiceTypeDisplay: INVOICE_TYPE_LABELS[r.invoice_type] ?? r.invoice_type,
        invoiceDate: r.invoice_date,
        currency: r.currency,
        invoiceAmount: amount(r.invoice_amount),
        fareboxAmount: amount(r.platform_amount),
        gap: amount(r.gap),
        gapInUsd: amount(r.gap_usd),
        gapPercent: amount(r.gap_percent),
        gapLevel: r.gap_level,
        periods: [{ start: r.period_start, end: r.period_end, label: r.period_label }],
        state: r.state,
        statusDisplay: INVOICE_STATUS_LABELS[r.state] ?? r.state,
      })),
    };
  }

  private sql(query: InvoiceGapsQueryDto, p: SqlParams): string {
    const supplier = query.supplierId ? `AND i.company_id = ${p.add(query.supplierId)}` : '';
    return `SELECT g.*, c.name, count(*) OVER ()::int AS total
      FROM (SELECT i.company_id, i.currency, count(*)::int AS n, sum(i.invoice_amount) AS invoice_amount, sum(i.platform_amount) AS platform_amount,
                   sum(i.gap) AS gap, sum(i.gap_usd) AS gap_usd, max(i.gap_level)::int AS max_level
              FROM supplier_invoice i WHERE ${this.counted(p)} ${supplier} GROUP BY i.company_id, i.currency) g
      JOIN company c ON c.id = g.company_id
      ORDER BY lower(c.name), c.id, g.currency`;
  }
}

function toRow(r: GapRow): InvoiceGapRowDto {
  return {
    supplierId: r.company_id,
    supplierName: r.name,
    currency: r.currency,
    invoices: r.n,
    invoiceAmount: amount(r.invoice_amount),
    fareboxAmount: amount(r.platform_amount),
    gap: amount(r.gap),
    gapInUsd: amount(r.gap_usd),
    maxGapLevel: r.max_level,
  };
}
