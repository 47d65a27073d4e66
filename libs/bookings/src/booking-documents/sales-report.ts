import { Decimal } from 'decimal.js';
import { PRODUCT_DISPLAY_NAME } from '@farebox/domain';
import { toCsv, type OutgoingMail } from '@farebox/platform';
import { escapeHtml, textToHtml } from './booking-mail-content.js';
import { formatLocalIso, SALES_REPORT_TIMEZONE } from './zoned-time.js';

/** One booking sold on the report day. */
export interface SalesReportRow {
  reference: string;
  bookedAt: Date;
  departureAt: Date;
  timezone: string;
  line: string;
  passengers: number;
  status: string;
  customerStatus: string;
  cost: Decimal;
  currency: string;
}

export const SALES_REPORT_COLUMNS = [
  'Booking reference',
  `Booked at (${SALES_REPORT_TIMEZONE})`,
  'Departure (local)',
  'Line',
  'Passengers',
  'Status',
  'Customer status',
  'Cost',
  'Currency',
] as const;

export const salesReportSubject = (companyName: string, day: string) => `${PRODUCT_DISPLAY_NAME} sales report of ${companyName} for ${day}`;

export function salesReportCsv(rows: readonly SalesReportRow[]): string {
  return toCsv(
    SALES_REPORT_COLUMNS,
    rows.map((r) => [
      r.reference,
      formatLocalIso(r.bookedAt, SALES_REPORT_TIMEZONE),
      formatLocalIso(r.departureAt, r.timezone),
      r.line,
      r.passengers,
      r.status,
      r.customerStatus,
      r.cost.toFixed(2),
      r.currency,
    ]),
  );
}

/** Sums of cost per currency, currencies in alphabetical order. */
export function salesTotals(rows: readonly SalesReportRow[]): { currency: string; bookings: number; passengers: number; cost: Decimal }[] {
  const totals = new Map<string, { currency: string; bookings: number; passengers: number; cost: Decimal }>();
  for (const r of rows) {
    const t = totals.get(r.currency) ?? { currency: r.currency, bookings: 0, passengers: 0, cost: new Decimal(0) };
    totals.set(r.currency, { ...t, bookings: t.bookings + 1, passengers: t.passengers + r.passengers, cost: t.cost.plus(r.cost) });
  }
  return [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}

/** The report e-mail: totals in the text, every booking in the attached CSV. */
export function salesReportMail(to: string, subject: string, companyName: string, day: string, rows: readonly SalesReportRow[]): OutgoingMail {
  const totals = salesTotals(rows);
  const text = [
    `Sales of ${companyName} on ${day} (days run midnight to midnight, ${SALES_REPORT_TIMEZONE} time).`,
    '',
    rows.length === 0
      ? 'No bookings were sold on that day.'
      : totals.map((t) => `${t.bookings} bookings, ${t.passengers} passengers, cost ${t.cost.toFixed(2)} ${t.currency}`).join('\n'),
    '',
    'Every booking is listed in the attached CSV file.',
  ].join('\n');
  return {
    to,
    subject,
    text,
    html: `<h2>${escapeHtml(subject)}</h2>\n${textToHtml(text)}`,
    attachments: [{ filename: `sales-report-${day}.csv`, content: Buffer.from(salesReportCsv(rows), 'utf8'), contentType: 'text/csv' }],
  };
}
