import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { csvBatches, likePattern, queryInBatches, type CsvRecord, type Page } from '@farebox/platform';
import type { AccruedBreakdownQueryDto, AccruedBreakdownRowDto, AccruedQueryDto, AccruedReportDto, AccruedRowDto } from './dto/accrued.dto.js';
import { PAID_SETTLEMENT_JOIN } from './booking-settlement.sql.js';
import { checkDayRange } from './report.errors.js';
import { amount, dayAfter, dayStart, isoOfUtcText, SqlParams, utcTextSql } from './report-sql.js';

export const ACCRUED_CSV_HEADER = ['Supplier', 'Supplier id', 'Currency', 'Total', 'Total USD', 'Activated', 'Payments'] as const;
export const ACCRUED_BREAKDOWN_CSV_HEADER = ['Booking reference', 'Transaction date', 'Effective date', 'Cost', 'Currency', 'Cost USD'] as const;

interface BreakdownRow {
  booking_reference: string;
  booking_date: string;
  effective_date: string;
  amount: string;
  currency: string;
  amount_usd: string;
}

const BREAKDOWN_COLUMNS = `st.booking_reference, ${utcTextSql('st.booking_date')} AS booking_date, st.effective_date::text AS effective_date,
  st.amount::text AS amount, st.currency, st.amount_usd::text AS amount_usd`;

/**
 * Accrued supplier cost: the supplier transactions booked in [from, to] that the platform still owes, that is whose
 * booking is not marked paid to the supplier (no settlement row counts as unpaid), or that were not approved by the
 * end of `to` (no approval date, or one after `to`: a future approval counts as unpaid). Suppliers paid by top-up
 * are left out: their cost is prepaid by their deposits.
 */
@Injectable()
export class AccruedReportService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async report(query: AccruedQueryDto): Promise<AccruedReportDto> {
    checkDayRange(query.from, query.to);
    const p = new SqlParams();
    const [from, toNext] = [p.add(dayStart(query.from!)), p.add(dayAfter(query.to!))];
    // A year is millions of postings: enough memory for the joins' hash tables not to spill to disk.
    const rows = await this.dataSource.transaction<
      { id: string; name: string; activated: boolean; currency: string; total: string; total_usd: string; n: number }[]
    >(async (m) => {
      await m.query(`SET LOCAL work_mem = '64MB'`);
      return m.query(
        `SELECT c.id, c.name, c.activated, a.currency, a.total, a.total_usd, a.n
           FROM (SELECT st.company_id, st.currency, sum(st.amount) AS total, sum(st.amount_usd) AS total_usd, count(*)::int AS n
                   FROM supplier_transaction st
                   JOIN company c ON c.id = st.company_id
                   ${PAID_SETTLEMENT_JOIN}
                  WHERE ${accruedCondition(from, toNext)} ${nameFilter(query, p)}
                  GROUP BY st.company_id, st.currency) a
           JOIN company c ON c.id = a.company_id
          ORDER BY lower(c.name), c.id, a.currency`,
        p.values,
      );
    });
    // Expected: the suppliers that may appear (not top-up, with cost booked in the range, activated or not: a
    // deactivated supplier may still be owed), read from the daily totals; fetched are those that owe something.
    const e = new SqlParams();
    const [eFrom, eTo] = [e.add(query.from), e.add(query.to)];
    const [{ expected }] = await this.dataSource.query<[{ expected: number }]>(
      `SELECT count(*)::int AS expected FROM company c
        WHERE c.is_supplier AND ${NOT_TOPUP} ${nameFilter(query, e)}
          AND EXISTS (SELECT 1 FROM supplier_daily_cost d WHERE d.company_id = c.id AND d.day BETWEEN ${eFrom}::date AND ${eTo}::date AND d.booked_amount <> 0)`,
      e.values,
    );
    const data: AccruedRowDto[] = rows.map((r) => ({
      supplierName: r.name,
      supplierId: r.id,
      currency: r.currency,
      total: amount(r.total),
      totalInUsd: amount(r.total_usd),
      isActivated: r.activated,
      payments: r.n,
    }));
    const suppliers = new Set(data.map((r) => r.supplierId));
    return { data, suppliersFetched: suppliers.size, suppliersExpected: expected, hasMultiCurrencySuppliers: suppliers.size < data.length };
  }

  /** The report's rows (one per supplier and currency: thousands at most) as one batch. */
  async *csvBatches(query: AccruedQueryDto): AsyncIterable<CsvRecord[]> {
    const { data } = await this.report(query);
    yield data.map((r) => [r.supplierName, r.supplierId, r.currency, r.total, r.totalInUsd, r.isActivated ? 'Yes' : 'No', r.payments]);
  }

  async breakdown(query: AccruedBreakdownQueryDto): Promise<Page<AccruedBreakdownRowDto>> {
    const p = new SqlParams();
    const where = this.breakdownWhere(query, p);
    const [{ total }] = await this.dataSource.query<[{ total: number }]>(
      `SELECT count(*)::int AS total FROM supplier_transaction st JOIN company c ON c.id = st.company_id
         ${PAID_SETTLEMENT_JOIN} WHERE ${where}`,
      p.values,
    );
    const rows = await this.dataSource.query<BreakdownRow[]>(
      `SELECT ${BREAKDOWN_COLUMNS} FROM supplier_transaction st JOIN company c ON c.id = st.company_id
         ${PAID_SETTLEMENT_JOIN}
        WHERE ${where} ORDER BY st.booking_date, st.seq OFFSET ${p.add(query.offset)} LIMIT ${p.add(query.limit === 0 ? 1000 : query.limit)}`,
      p.values,
    );
    return { data: rows.map(toBreakdownRow), meta: { limit: query.limit, offset: query.offset, total } };
  }

  breakdownCsvBatches(query: AccruedBreakdownQueryDto): AsyncIterable<CsvRecord[]> {
    const p = new SqlParams();
    const sql = `SELECT ${BREAKDOWN_COLUMNS} FROM supplier_transaction st JOIN company c ON c.id = st.company_id
      ${PAID_SETTLEMENT_JOIN} WHERE ${this.breakdownWhere(query, p)} ORDER BY st.booking_date, st.seq`;
    return csvBatches(queryInBatches<BreakdownRow>(this.dataSource, sql, p.values), (r) => {
      const row = toBreakdownRow(r);
      return [row.bookingReference, row.transactionDate, row.effectiveDate, row.cost, row.currency, row.costUsd];
    });
  }

  private breakdownWhere(query: AccruedBreakdownQueryDto, p: SqlParams): string {
    checkDayRange(query.fromDate, query.toDate, { from: 'fromDate', to: 'toDate' });
    const [from, toNext] = [p.add(dayStart(query.fromDate!)), p.add(dayAfter(query.toDate!))];
    return `st.company_id = ${p.add(query.supplierId)} AND ${accruedCondition(from, toNext)}`;
  }
}

const NOT_TOPUP = `c.payment_type IS DISTINCT FROM 'topup'`;

const nameFilter = (query: AccruedQueryDto, p: SqlParams) => (query.supplierName ? `AND c.name ILIKE ${p.add(likePattern(query.supplierName))}` : '');

/** The accrued rule on `st` (supplier_transaction), `c` (its company) and `bs` (PAID_SETTLEMENT_JOIN). */
function accruedCondition(from: string, toNext: string): string {
  return `st.booking_date >= ${from}::timestamptz AND st.booking_date < ${toNext}::timestamptz AND ${NOT_TOPUP}
    AND (bs.booking_id IS NULL OR st.approval_date IS NULL OR st.approval_date >= ${toNext}::timestamptz)`;
}

function toBreakdownRow(r: BreakdownRow): AccruedBreakdownRowDto {
  return {
    bookingReference: r.booking_reference,
    transactionDate: isoOfUtcText(r.booking_date),
    effectiveDate: r.effective_date,
    cost: r.amount,
    currency: r.currency,
    costUsd: r.amount_usd,
  };
}
