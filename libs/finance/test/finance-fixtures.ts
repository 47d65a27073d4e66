import { randomUUID } from 'node:crypto';
import { Decimal } from 'decimal.js';
import type { Company } from '@farebox/companies';
import type { Line } from '@farebox/inventory';
import { createCity, createCountry, createLine, createSupplier, createStation, createUser, insertBooking, type TestApp } from '@farebox/testing';

/**
 * Finance rows written straight to the tables with SQL, for API tests of the finance reads (no posting service
 * involved). Inserting entries does not touch the derived totals: call refreshDerivedTotals afterwards, which
 * recomputes supplier_daily_cost and supplier_topup_total of the given suppliers from their entries.
 * Dates are 'YYYY-MM-DD' days or ISO instants; amounts decimal strings.
 */

const short = () => randomUUID().replaceAll('-', '').slice(0, 10).toUpperCase();

/** A day `days` after `date` (negative: before), 'YYYY-MM-DD'. */
export const shiftDay = (date: string, days: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** Today as the API sees it (UTC). */
export const utcToday = (): string => new Date().toISOString().slice(0, 10);
/** Noon UTC of a day: an instant that is that day in UTC. */
export const noonOf = (day: string): string => `${day}T12:00:00Z`;

/** A supplier company (a valid top-up supplier unless overridden, e.g. `{ paymentType: 'invoice' }`). */
export async function createFinanceSupplier(t: TestApp, overrides: Partial<Company> = {}): Promise<Company> {
  const invoice = overrides.paymentType === 'invoice';
  return createSupplier(t, {
    activated: true,
    ...(invoice ? { category: 'Transportation EOM', invoicePaymentCycle: 'monthly' } : {}),
    ...overrides,
  });
}

/** A rate: units of `currency` per 1 USD from `rateDate` on. */
export async function insertRate(t: TestApp, currency: string, rateDate: string, rate: string): Promise<void> {
  await t.dataSource.query(
    `INSERT INTO currency_rate (currency, rate_date, rate) VALUES ($1, $2, $3) ON CONFLICT (currency, rate_date) DO UPDATE SET rate = EXCLUDED.rate`,
    [currency, rateDate, rate],
  );
}

export interface SupplierTransactionInput {
  companyId: string;
  amount: string;
  /** Default THB. */
  currency?: string;
  /** Default: the amount (fine for USD; give it for other currencies when a test reads USD sums of entries). */
  amountUsd?: string;
  /** Day or instant; default today. */
  bookingDate?: string;
  /** Default: the booking date. */
  departureDate?: string;
  /** Default: the booking date's day. */
  effectiveDate?: string;
  approvalDate?: string | null;
  bookingId?: string | null;
  bookingReference?: string;
  kind?: 'booking' | 'cancellation' | 'refund' | 'price_change';
  supplierBookingId?: string | null;
  bookingCode?: string | null;
  route?: string | null;
  passengerName?: string | null;
  tickets?: number;
  bookingStatus?: string | null;
}

const instant = (value: string) => (value.length === 10 ? noonOf(value) : value);

export async function insertSupplierTransaction(t: TestApp, input: SupplierTransactionInput): Promise<{ id: string; bookingReference: string }> {
  const bookingDate = instant(input.bookingDate ?? utcToday());
  const bookingReference = input.bookingReference ?? `FB${short()}`;
  const [row] = await t.dataSource.query<{ id: string }[]>(
    `INSERT INTO supplier_transaction (company_id, posting_key, kind, booking_id, booking_reference, supplier_booking_id, booking_code, amount, currency,
       amount_usd, booking_date, departure_date, effective_date, approval_date, route, passenger_name, tickets, booking_status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18) RETURNING id`,
    [
      input.companyId,
      `test:${randomUUID()}`,
      input.kind ?? 'booking',
      input.bookingId ?? null,
      bookingReference,
      input.supplierBookingId ?? null,
      input.bookingCode ?? null,
      input.amount,
      input.currency ?? 'THB',
      input.amountUsd ?? input.amount,
      bookingDate,
      instant(input.departureDate ?? bookingDate),
      input.effectiveDate ?? bookingDate.slice(0, 10),
      input.approvalDate === undefined ? bookingDate : input.approvalDate && instant(input.approvalDate),
      input.route ?? null,
      input.passengerName ?? null,
      input.tickets ?? 1,
      input.bookingStatus ?? 'approved',
    ],
  );
  return { id: row.id, bookingReference };
}

export interface TopupEntryInput {
  companyId: string;
  type?: 'deposit' | 'adjustment';
  /** Signed for adjustments. */
  amount: string;
  currency?: string;
  amountUsd?: string;
  /** Default today. */
  entryDate?: string;
  adjustmentType?: 'cash' | 'cost' | null;
  note?: string | null;
  depositRequestId?: string | null;
  /** Default: noon of the entry date. */
  createdAt?: string;
}

export async function insertTopupEntry(t: TestApp, input: TopupEntryInput): Promise<{ id: string }> {
  const type = input.type ?? 'deposit';
  const [row] = await t.dataSource.query<{ id: string }[]>(
    `INSERT INTO topup_entry (company_id, type, adjustment_type, amount, currency, amount_usd, entry_date, note, deposit_request_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [
      input.companyId,
      type,
      type === 'adjustment' ? (input.adjustmentType ?? 'cash') : null,
      input.amount,
      input.currency ?? 'THB',
      input.amountUsd ?? input.amount,
      input.entryDate ?? utcToday(),
      input.note ?? (type === 'adjustment' ? 'Test adjustment' : null),
      input.depositRequestId ?? null,
      input.createdAt ?? noonOf(input.entryDate ?? utcToday()),
    ],
  );
  return { id: row.id };
}

export interface DepositRequestInput {
  companyId: string;
  amount: string;
  currency?: string;
  state?: 'open' | 'deposited' | 'cancelled';
  isAuto?: boolean;
  dueDate?: string | null;
}

export async function insertDepositRequest(t: TestApp, input: DepositRequestInput): Promise<{ id: string }> {
  const [row] = await t.dataSource.query<{ id: string }[]>(
    `INSERT INTO topup_deposit_request (company_id, state, amount, currency, amount_usd, due_date, is_auto) VALUES ($1, $2, $3, $4, $3, $5, $6) RETURNING id`,
    [input.companyId, input.state ?? 'open', input.amount, input.currency ?? 'THB', input.dueDate ?? null, input.isAuto ?? false],
  );
  return { id: row.id };
}

export interface InvoiceInput {
  companyId: string;
  state: 'pending_approval' | 'approved' | 'rejected' | 'paid';
  currency?: string;
  invoiceAmount: string;
  platformAmount: string;
  /** Default invoiceAmount − platformAmount. */
  gap?: string;
  /** Default: the gap. */
  gapUsd?: string;
  /** Default: the invoice amount. */
  amountUsd?: string;
  gapPercent?: string;
  gapLevel?: 1 | 2 | 3;
  /** Default today. */
  invoiceDate?: string;
  cycleId?: string | null;
  periodStart?: string;
  periodEnd?: string;
  periodLabel?: string;
  invoiceType?: string;
  invoiceNumber?: string;
  /** An app_user id (default: a new user). */
  createdBy?: string;
}

export async function insertInvoice(t: TestApp, input: InvoiceInput): Promise<{ id: string; invoiceNumber: string }> {
  const createdBy = input.createdBy ?? (await createUser(t)).id;
  const invoiceDate = input.invoiceDate ?? utcToday();
  const gap = input.gap ?? new Decimal(input.invoiceAmount).minus(input.platformAmount).toFixed(2);
  const invoiceNumber = input.invoiceNumber ?? `INV-${short()}`;
  const [row] = await t.dataSource.query<{ id: string }[]>(
    `INSERT INTO supplier_invoice (company_id, state, invoice_number, invoice_type, currency, invoice_amount, platform_amount, amount_usd, gap, gap_usd,
       gap_percent, gap_level, invoice_date, receive_date, due_date, tax_code, cycle_id, period_start, period_end, period_label,
       file_key, file_name, file_mime, file_size, is_approved, paid_at, created_by, created_by_name)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13, $13, 'VAT_STD', $14, $15, $16, $17,
       'test/invoice.pdf', 'invoice.pdf', 'application/pdf', 1000, $2 IN ('approved', 'paid'), CASE WHEN $2 = 'paid' THEN now() END, $18, 'Test User')
     RETURNING id`,
    [
      input.companyId,
      input.state,
      invoiceNumber,
      input.invoiceType ?? 'tax_bill',
      input.currency ?? 'THB',
      input.invoiceAmount,
      input.platformAmount,
      input.amountUsd ?? input.invoiceAmount,
      gap,
      input.gapUsd ?? gap,
      input.gapPercent ?? '0.00',
      input.gapLevel ?? 1,
      invoiceDate,
      input.cycleId ?? null,
      input.periodStart ?? invoiceDate,
      input.periodEnd ?? invoiceDate,
      input.periodLabel ?? input.cycleId ?? invoiceDate,
      createdBy,
    ],
  );
  return { id: row.id, invoiceNumber };
}

const fixtureStations = new WeakMap<TestApp, Promise<{ stationAId: string; stationBId: string }>>();

/**
 * Two stations for the fixture lines, in a country of a user-assigned ISO code (QZ): the factories' random country
 * codes may meet the demo seed's real ones, this one never does.
 */
function stationsOf(t: TestApp): Promise<{ stationAId: string; stationBId: string }> {
  let stations = fixtureStations.get(t);
  if (!stations) {
    stations = (async () => {
      const country = await createCountry(t, { code: 'QZ', name: 'Finance Fixture Land' });
      const city = await createCity(t, { countryId: country.id });
      return { stationAId: (await createStation(t, { cityId: city.id })).id, stationBId: (await createStation(t, { cityId: city.id })).id };
    })();
    fixtureStations.set(t, stations);
  }
  return stations;
}

/**
 * A real booking of the supplier (so that booking_payment can reference it) with its settlement row in `status`.
 * Pass `line` to reuse one line of the supplier for many bookings.
 */
export async function insertBookingWithPayment(
  t: TestApp,
  input: { companyId: string; status: 'paid' | 'unpaid'; line?: Line; reference?: string },
): Promise<{ bookingId: string; reference: string; line: Line }> {
  const line = input.line ?? (await createLine(t, { companyId: input.companyId, ...(await stationsOf(t)) }));
  const { booking } = await insertBooking(t, {
    line,
    status: 'approved',
    customerStatus: 'approved',
    ...(input.reference ? { reference: input.reference } : {}),
  });
  await t.dataSource.query(
    `INSERT INTO booking_payment (booking_id, company_id, status, currency, supplier_currency, marked_paid_at) VALUES ($1, $2, $3, 'USD', $4, CASE WHEN $3 = 'paid' THEN now() END)`,
    [booking.id, input.companyId, input.status, booking.supplierCurrency],
  );
  return { bookingId: booking.id, reference: booking.reference, line };
}

/** Sets a booking's settlement status (Mark as Paid / Unpaid without the API). */
export async function setPaymentStatus(t: TestApp, bookingId: string, status: 'paid' | 'unpaid'): Promise<void> {
  await t.dataSource.query(`UPDATE booking_payment SET status = $2 WHERE booking_id = $1`, [bookingId, status]);
}

/**
 * Recomputes the derived totals of the suppliers from their entries, as the posting services keep them:
 * supplier_daily_cost (`amount` by effective date, `booked_amount` by the booking's UTC day) and supplier_topup_total
 * (Σ topup_entry, last_adjustment_at = when the newest adjustment was made; deposits do not move it).
 */
export async function refreshDerivedTotals(t: TestApp, companyIds: readonly string[]): Promise<void> {
  await t.dataSource.transaction(async (m) => {
    await m.query(`DELETE FROM supplier_daily_cost WHERE company_id = ANY($1::uuid[])`, [companyIds]);
    await m.query(
      `INSERT INTO supplier_daily_cost (company_id, day, currency, amount, booked_amount)
       SELECT company_id, day, currency, sum(amount), sum(booked) FROM (
         SELECT company_id, effective_date AS day, currency, amount, 0 AS booked FROM supplier_transaction WHERE company_id = ANY($1::uuid[])
         UNION ALL
         SELECT company_id, (booking_date AT TIME ZONE 'UTC')::date, currency, 0, amount FROM supplier_transaction WHERE company_id = ANY($1::uuid[])
       ) x GROUP BY company_id, day, currency`,
      [companyIds],
    );
    await m.query(`DELETE FROM supplier_topup_total WHERE company_id = ANY($1::uuid[])`, [companyIds]);
    await m.query(
      `INSERT INTO supplier_topup_total (company_id, currency, amount, last_adjustment_at)
       SELECT company_id, currency, sum(amount), max(created_at) FILTER (WHERE type = 'adjustment') FROM topup_entry
       WHERE company_id = ANY($1::uuid[]) GROUP BY company_id, currency`,
      [companyIds],
    );
  });
}
