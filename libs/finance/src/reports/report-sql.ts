import { likePattern } from '@farebox/platform';
import { Decimal } from 'decimal.js';
import { toCents, type Cents } from '@farebox/domain';

/** Positional SQL parameters built up as the filters are added. */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export interface SupplierFilters {
  /** Name contains. */
  supplier?: string;
  /** The ISO code, or the country name contains. */
  country?: string;
  /** Business owner contains. */
  owner?: string;
  region?: string;
}

/** WHERE conditions on `company` (alias `c`) for the overview's supplier filters. */
export function supplierFilterSql(f: SupplierFilters, p: SqlParams): string[] {
  const where: string[] = [];
  if (f.supplier) where.push(`c.name ILIKE ${p.add(likePattern(f.supplier))}`);
  if (f.country) {
    const code = p.add(f.country);
    where.push(`(upper(c.address_country_code) = upper(${code}) OR c.address_country ILIKE ${p.add(likePattern(f.country))})`);
  }
  if (f.owner) where.push(`c.business_owner ILIKE ${p.add(likePattern(f.owner))}`);
  if (f.region) where.push(`c.region = ${p.add(f.region)}`);
  return where;
}

/**
 * Business days of the reports are UTC days (the server's "today" and the bounds of date filters), the same days
 * the ledger's derived totals are kept by.
 */

/** The first instant of `day` and of the day after it (UTC), for `booking_date >= from AND booking_date < to`. */
export const dayStart = (day: string): string => `${day}T00:00:00Z`;
export const dayAfter = (day: string): string => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();

/** A numeric column (string from pg, or null) as a 2-decimal amount string. */
export const amount = (value: string | number | null | undefined): string => new Decimal(value ?? 0).toFixed(2);
export const amountOrNull = (value: string | number | null | undefined): string | null => (value == null ? null : new Decimal(value).toFixed(2));
/** A numeric column as cents for the domain rules. */
export const centsOf = (value: string | number | null | undefined): Cents => toCents(amount(value))!;

/**
 * A timestamptz column as UTC text ('2026-10-31 12:00:00.123456'), whatever the session's time zone; isoOfUtcText
 * makes it the ISO instant JavaScript writes. Exports of a million rows then build no Date per cell, and the text
 * costs PostgreSQL no more than sending the timestamp would (to_char costs much more).
 */
export const utcTextSql = (column: string): string => `(${column} AT TIME ZONE 'UTC')::text`;

/** '2026-10-31 12:00:00.123456' -> '2026-10-31T12:00:00.123Z' (milliseconds truncated, as a JavaScript Date keeps them). */
export function isoOfUtcText(text: string): string {
  const fraction = text.length > 20 ? text.slice(20, 23).padEnd(3, '0') : '000';
  return `${text.slice(0, 10)}T${text.slice(11, 19)}.${fraction}Z`;
}

/** A timestamptz column as an ISO instant. (Date columns are selected as `::text`: pg would make them local-midnight Dates.) */
export const isoOrNull = (value: Date | string | null | undefined): string | null => (value == null ? null : new Date(value).toISOString());

/**
 * The rate table as validity ranges, for converting many rows in one join (the rule of rateAtSql: the newest rate
 * from the day or before, else the oldest): `JOIN rate_range x ON x.currency = … AND day >= x.valid_from AND day < x.valid_until`.
 */
export const RATE_RANGE_CTE = `rate_range AS (
  SELECT currency, rate,
         CASE WHEN lag(rate_date) OVER w IS NULL THEN '-infinity'::date ELSE rate_date END AS valid_from,
         COALESCE(lead(rate_date) OVER w, 'infinity'::date) AS valid_until
    FROM currency_rate WINDOW w AS (PARTITION BY currency ORDER BY rate_date))`;
