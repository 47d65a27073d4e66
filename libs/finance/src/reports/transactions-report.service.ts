import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Role, type Actor, type SupplierTransactionKind } from '@farebox/domain';
import { copyCsv, csvCellSql, isoInstantSql, type AuthenticatedUser, type CsvPiece } from '@farebox/platform';
import type { TransactionsReportDto, TransactionsReportQueryDto, TransactionsReportRowDto } from './dto/transactions-report.dto.js';
import { SETTLEMENT_JOIN } from './booking-settlement.sql.js';
import { checkDayRange, otherCompanyForbidden } from './report.errors.js';
import { amount, dayAfter, dayStart, isoOfUtcText, SqlParams, utcTextSql } from './report-sql.js';

interface ReportRow {
  booking_reference: string;
  supplier_booking_id: string | null;
  booking_code: string | null;
  effective_date: string;
  booking_date: string;
  departure_date: string;
  route: string | null;
  booking_status: string | null;
  payment_status: 'paid' | 'unpaid';
  passenger_name: string | null;
  tickets: number;
  amount: string;
  currency: string;
  kind: SupplierTransactionKind;
}

export const TRANSACTIONS_REPORT_CSV_HEADER = [
  'Booking reference',
  'Supplier booking id',
  'Booking code',
  'Effective date',
  'Transaction date',
  'Departure date',
  'Route',
  'Status',
  'Payment status',
  'Passenger name',
  'Tickets',
  'Cost',
  'Currency',
] as const;

// Dates, instants and amounts come as text ready for JSON and CSV.
const ROW_COLUMNS = `st.booking_reference, st.supplier_booking_id, st.booking_code, st.effective_date::text AS effective_date,
  ${utcTextSql('st.booking_date')} AS booking_date, ${utcTextSql('st.departure_date')} AS departure_date, st.route, st.booking_status,
  COALESCE(bs.status, 'unpaid') AS payment_status, st.passenger_name, st.tickets, st.amount::text AS amount, st.currency, st.kind`;

/** The cells of TRANSACTIONS_REPORT_CSV_HEADER as the file shows them: text neutralised, instants in ISO (as the JSON rows). */
const CSV_COLUMNS = `${csvCellSql('st.booking_reference')}, ${csvCellSql('st.supplier_booking_id')}, ${csvCellSql('st.booking_code')},
  st.effective_date::text, ${isoInstantSql('st.booking_date')}, ${isoInstantSql('st.departure_date')}, ${csvCellSql('st.route')},
  ${csvCellSql('st.booking_status')}, COALESCE(bs.status, 'unpaid'), ${csvCellSql('st.passenger_name')}, st.tickets, st.amount::text, st.currency`;

/**
 * The Reports tab: supplier transactions (one row per posting) by booking date range and supplier, or by booking
 * reference, with their payment status (the booking's settlement row; none yet counts as unpaid). An agent always
 * gets its own company's rows: naming another supplier is refused.
 */
@Injectable()
export class TransactionsReportService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async page(query: TransactionsReportQueryDto, user: AuthenticatedUser): Promise<TransactionsReportDto> {
    const p = new SqlParams();
    const where = this.where(query, user, p);
    const totals = await this.dataSource.query<{ currency: string; total: string; n: number }[]>(
      `SELECT st.currency, sum(st.amount) AS total, count(*)::int AS n FROM supplier_transaction st WHERE ${where} GROUP BY st.currency ORDER BY st.currency`,
      p.values,
    );
    const limit = query.limit === 0 ? 1000 : query.limit;
    const rows = await this.dataSource.query<ReportRow[]>(
      `SELECT ${ROW_COLUMNS} FROM supplier_transaction st ${SETTLEMENT_JOIN}
        WHERE ${where} ORDER BY st.booking_date DESC, st.seq DESC OFFSET ${p.add(query.offset)} LIMIT ${p.add(limit)}`,
      p.values,
    );
    return {
      data: rows.map(toRow),
      meta: { limit: query.limit, offset: query.offset, total: totals.reduce((n, t) => n + t.n, 0) },
      totals: totals.map((t) => ({ currency: t.currency, total: amount(t.total) })),
    };
  }

  /** The CSV of every row of the filter, newest first, written by PostgreSQL. The filter is checked before anything is read. */
  csvPieces(query: TransactionsReportQueryDto, user: Actor): AsyncIterable<CsvPiece> {
    const p = new SqlParams();
    const sql = `SELECT ${CSV_COLUMNS} FROM supplier_transaction st ${SETTLEMENT_JOIN}
      WHERE ${this.where(query, user, p)} ORDER BY st.booking_date DESC, st.seq DESC`;
    return copyCsv(this.dataSource, sql, p.values);
  }

  /** How many records csvPieces gives for the same filter (a background export's total). */
  async count(query: TransactionsReportQueryDto, user: Actor): Promise<number> {
    const p = new SqlParams();
    const [{ n }] = await this.dataSource.query<[{ n: number }]>(
      `SELECT count(*)::int AS n FROM supplier_transaction st WHERE ${this.where(query, user, p)}`,
      p.values,
    );
    return n;
  }

  private where(query: TransactionsReportQueryDto, user: Actor, p: SqlParams): string {
    const where: string[] = [];
    let companyId = query.supplierId;
    if (user.role === Role.Agent) {
      if (!user.companyId || (companyId && companyId !== user.companyId)) throw otherCompanyForbidden();
      companyId = user.companyId;
    }
    if (companyId) where.push(`st.company_id = ${p.add(companyId)}`);
    if (query.bookingReference) {
      where.push(`st.booking_reference = ${p.add(query.bookingReference)}`);
    } else {
      checkDayRange(query.from, query.to);
      where.push(`st.booking_date >= ${p.add(dayStart(query.from!))}::timestamptz AND st.booking_date < ${p.add(dayAfter(query.to!))}::timestamptz`);
    }
    return where.join(' AND ');
  }
}

function toRow(r: ReportRow): TransactionsReportRowDto {
  return {
    bookingReference: r.booking_reference,
    supplierBookingId: r.supplier_booking_id,
    bookingCode: r.booking_code,
    effectiveDate: r.effective_date,
    transactionDate: isoOfUtcText(r.booking_date),
    departureDate: isoOfUtcText(r.departure_date),
    route: r.route,
    status: r.booking_status,
    paymentStatus: r.payment_status,
    passengerName: r.passenger_name,
    tickets: r.tickets,
    cost: r.amount,
    currency: r.currency,
    kind: r.kind,
  };
}
