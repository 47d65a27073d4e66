import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Decimal } from 'decimal.js';
import { DataSource } from 'typeorm';
import { DEFAULT_PAYMENT_FILTER } from '@farebox/domain';
import type { SalesReportRow } from './sales-report.js';
import { dayRange, SALES_REPORT_TIMEZONE } from './zoned-time.js';

interface RawRow {
  reference: string;
  created_at: Date;
  departure_at: Date;
  timezone: string;
  line: string;
  passengers_count: number;
  status: string;
  customer_status: string;
  cost: string;
  currency: string;
}

/**
 * The bookings of a supplier company sold (paid or authorized, as the list's default filter) on one
 * Asia/Jerusalem day. Read when the report is sent, so it shows the day as it is then.
 */
@Injectable()
export class SalesReportQuery {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async rows(companyId: string, day: string): Promise<SalesReportRow[]> {
    const { start, end } = dayRange(day, SALES_REPORT_TIMEZONE);
    const raw: RawRow[] = await this.dataSource.query(
      `SELECT b.reference, b.created_at, b.departure_at, b.timezone, l.denomination AS line, b.passengers_count,
              b.status, b.customer_status, b.cost_in_supplier_currency AS cost, b.supplier_currency AS currency
         FROM booking b JOIN line l ON l.id = b.line_id
        WHERE b.company_id = $1 AND b.created_at >= $2 AND b.created_at < $3 AND b.payment_status = ANY($4)
        ORDER BY b.created_at, b.id`,
      [companyId, start, end, DEFAULT_PAYMENT_FILTER],
    );
    return raw.map((r) => ({
      reference: r.reference,
      bookedAt: r.created_at,
      departureAt: r.departure_at,
      timezone: r.timezone,
      line: r.line,
      passengers: r.passengers_count,
      status: r.status,
      customerStatus: r.customer_status,
      cost: new Decimal(r.cost),
      currency: r.currency,
    }));
  }
}
