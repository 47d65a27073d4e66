import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Role, type Actor } from '@farebox/domain';
import { copyCsv, csvCellSql, isoInstantSql, type CsvPiece } from '@farebox/platform';
import type { ListPaymentsQueryDto } from './dto/list-payments-query.dto.js';
import { PAYMENT_FROM } from './payment.mapper.js';
import { paymentsFilter } from './payments-filter.js';

interface Column {
  header: string;
  /** The cell as the file shows it, in SQL: the same value as the list's JSON (toPaymentListItem) gives. */
  sql: string;
  /** Customer-side amounts: left out for agents. */
  customerSide?: boolean;
}

// Numeric(14,2) as text always has two decimals, as amountText and formatCents write them.
const COLUMNS: Column[] = [
  { header: 'Payment ID', sql: 'p.id' },
  { header: 'Booking reference', sql: csvCellSql('b.reference') },
  { header: 'Status', sql: 'p.status' },
  { header: 'Payment status', sql: 'b.payment_status' },
  { header: 'Company', sql: csvCellSql('c.name') },
  { header: 'Operator', sql: csvCellSql('o.name') },
  { header: 'Supplier', sql: csvCellSql('s.name') },
  { header: 'Customer', sql: csvCellSql('contact.name') },
  { header: 'E-mail', sql: csvCellSql('contact.email') },
  { header: 'Line', sql: csvCellSql('trip.line') },
  { header: 'Departure', sql: isoInstantSql('trip.departure_at') },
  { header: 'Return', sql: isoInstantSql('trip.return_at') },
  { header: 'Created', sql: isoInstantSql('p.created_at') },
  { header: 'Price', sql: 'b.price_amount::text', customerSide: true },
  { header: 'Charged', sql: 'p.charged_amount::text', customerSide: true },
  { header: 'Refunded', sql: 'p.refunded_amount::text', customerSide: true },
  { header: 'Paid', sql: '(p.charged_amount - p.refunded_amount)::text', customerSide: true },
  { header: 'Currency', sql: 'b.currency', customerSide: true },
  { header: 'Supplier amount', sql: 'b.cost_in_supplier_currency::text' },
  { header: 'Supplier charged', sql: 'p.charged_supplier_amount::text' },
  { header: 'Supplier refunded', sql: 'p.refunded_supplier_amount::text' },
  { header: 'Supplier currency', sql: 'b.supplier_currency' },
];

// Spec 6: the contact e-mail of a B2B booking is the partner's, not shown. The line is the first item's.
const CSV_JOINS = `CROSS JOIN LATERAL (SELECT btrim(b.first_name || ' ' || b.last_name) AS name, CASE WHEN b.is_b2b THEN NULL ELSE b.email END AS email) contact
  CROSS JOIN LATERAL (SELECT (array_agg(tl.denomination ORDER BY i.position))[1] AS line,
      max(i.departure_at) FILTER (WHERE i.position = 0) AS departure_at, max(i.departure_at) FILTER (WHERE i.position = 1) AS return_at
    FROM booking_item i JOIN line tl ON tl.id = i.line_id WHERE i.booking_id = b.id) trip`;

const columnsFor = (user: Actor) => (user.role === Role.Agent ? COLUMNS.filter((c) => !c.customerSide) : COLUMNS);

/** The payments list as CSV, written by PostgreSQL (copyCsv): one record per payment the list shows, in its order. */
@Injectable()
export class PaymentsCsvService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The header row for the user (agents get no customer-side amounts). */
  header(user: Actor): string[] {
    return columnsFor(user).map((c) => c.header);
  }

  pieces(query: ListPaymentsQueryDto, user: Actor): AsyncIterable<CsvPiece> {
    const { where, params } = paymentsFilter(query, user);
    const cells = columnsFor(user)
      .map((c) => c.sql)
      .join(', ');
    return copyCsv(this.dataSource, `SELECT ${cells} FROM ${PAYMENT_FROM} ${CSV_JOINS} WHERE ${where} ORDER BY p.created_at DESC, p.id DESC`, params);
  }
}
