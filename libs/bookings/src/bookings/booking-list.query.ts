import {
  AMEND_STATUSES,
  APPROVE_METHODS,
  BOOKING_STATUSES,
  CUSTOMER_STATUSES,
  DEFAULT_BOOKING_SORT,
  DEFAULT_PAYMENT_FILTER,
  ManualFilter,
  NON_FULL_ADMIN_PAYMENT_FILTER,
  PAYMENT_STATUSES,
  PaymentStatus,
  Role,
} from '@farebox/domain';
import { takeOf, validationFailed, type AuthenticatedUser, escapeLike } from '@farebox/platform';
import { viewerOf, type BookingViewer } from './booking-list-item.mapper.js';
import { isoOf, jsonObject, shownTo } from './booking-json.sql.js';
import type { ListBookingsQueryDto } from './dto/list-bookings-query.dto.js';

const ORDER = {
  '-bookedAt': 'created_at DESC, id DESC',
  bookedAt: 'created_at ASC, id ASC',
  '-departure': 'departure_at DESC, id DESC',
  departure: 'departure_at ASC, id ASC',
} as const;

const NO_COMPANY = '00000000-0000-0000-0000-000000000000';

/** `a;b` or `a,b` into the allowed values; 400 on an unknown one. */
function listOf(field: string, raw: string, allowed: readonly string[]): string[] {
  const values = [
    ...new Set(
      raw
        .split(/[;,]/)
        .map((v) => v.trim())
        .filter(Boolean),
    ),
  ];
  const unknown = values.filter((v) => !allowed.includes(v));
  if (unknown.length > 0) throw validationFailed([{ field, message: `Unknown ${field}: ${unknown.join(', ')}` }], `Unknown ${field}: ${unknown.join(', ')}`);
  return values;
}

/** A plain date is a whole UTC day: `from` its start, `to` before the next day's start. */
function bound(value: string, end: boolean): { op: string; at: string } {
  if (value.length > 10) return { op: end ? '<=' : '>=', at: value };
  if (!end) return { op: '>=', at: `${value}T00:00:00Z` };
  const next = new Date(`${value}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return { op: '<', at: next.toISOString() };
}

const likePrefix = (text: string) => `${escapeLike(text.toLowerCase())}%`;

/**
 * The list as SQL: the filtered, ordered page of ids (limit + 1, so the pager knows about a next page without a
 * count) runs on booking's indexes alone; the display columns are joined to those rows only.
 */
export function bookingListSql(query: ListBookingsQueryDto, user: AuthenticatedUser): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const where: string[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const eq = (column: string, value: string | undefined) => {
    if (value !== undefined) where.push(`b.${column} = ${param(value)}`);
  };
  const anyOf = (column: string, field: string, raw: string | undefined, allowed: readonly string[]) => {
    if (raw === undefined) return;
    const values = listOf(field, raw, allowed);
    where.push(values.length === 1 ? `b.${column} = ${param(values[0])}` : `b.${column} = ANY(${param(values)}::text[])`);
  };
  const range = (column: string, from: string | undefined, to: string | undefined) => {
    for (const [value, end] of [
      [from, false],
      [to, true],
    ] as const) {
      if (!value) continue;
      const { op, at } = bound(value, end);
      where.push(`b.${column} ${op} ${param(at)}::timestamptz`);
    }
  };
  const fullAdmin = viewerOf(user).fullAdmin;

  if (user.role === Role.Agent) where.push(`b.company_id = ${param(user.companyId ?? NO_COMPANY)}`);
  if (fullAdmin) {
    if (query.payment !== 'all') anyOf('payment_status', 'payment', query.payment ?? DEFAULT_PAYMENT_FILTER.join(';'), PAYMENT_STATUSES);
    anyOf('approve_method', 'approveMethod', query.approveMethod, APPROVE_METHODS);
    eq('company_id', query.company);
    eq('supplier_id', query.supplier);
    eq('region', query.region?.toLowerCase());
    eq('from_city_id', query.from);
    eq('to_city_id', query.to);
    if (query.cartReference) eq('cart_reference', query.cartReference.toUpperCase());
    switch (query.manual) {
      case ManualFilter.Manual:
        where.push('b.is_manual');
        break;
      case ManualFilter.NonManual:
        where.push('NOT b.is_manual');
        break;
      case ManualFilter.MyManual:
        where.push(`b.is_manual AND b.in_progress_by = ${param(user.id)}`);
        break;
      case ManualFilter.ManualNoHeat:
      case ManualFilter.ManualOnlyHeat:
        where.push(`b.is_manual AND b.company_id ${query.manual === ManualFilter.ManualNoHeat ? 'NOT IN' : 'IN'} (SELECT id FROM company WHERE is_heat)`);
        break;
    }
  } else {
    // Spec 2.1: non-full-admins see a refund's payment status, so refunded (cancelled) bookings are listed for them;
    // bookings never paid (unpaid, failed, expired) are not sales and stay out of their list.
    anyOf('payment_status', 'payment', NON_FULL_ADMIN_PAYMENT_FILTER.join(';'), PAYMENT_STATUSES);
  }
  anyOf('status', 'status', query.status, BOOKING_STATUSES);
  anyOf('customer_status', 'customerStatus', query.customerStatus, CUSTOMER_STATUSES);
  anyOf('amend_status', 'amendStatus', query.amendStatus, AMEND_STATUSES);
  if (query.references) {
    const refs = [
      ...new Set(
        query.references
          .split(/[\s,;]+/)
          .filter(Boolean)
          .map((r) => r.toUpperCase()),
      ),
    ];
    if (refs.length > 0) where.push(`b.reference = ANY(${param(refs)}::text[])`);
  }
  if (query.booking) eq('reference', query.booking.toUpperCase());
  eq('supplier_booking_code', query.supplierBookingCode);
  if (query.email) where.push(`lower(b.email) = ${param(query.email.toLowerCase())}`);
  if (query.firstName) where.push(`lower(b.first_name) LIKE ${param(likePrefix(query.firstName))}`);
  if (query.lastName) where.push(`lower(b.last_name) LIKE ${param(likePrefix(query.lastName))}`);
  eq('country_code', query.country?.toUpperCase());
  if (query.domain && query.domain !== 'all') eq('domain', query.domain);
  if (query.tripId) {
    const trip = param(query.tripId);
    where.push(`(b.trip_id = ${trip} OR b.return_trip_id = ${trip})`);
  }
  eq('line_id', query.productId);
  eq('event_id', query.eventId);
  eq('from_station_id', query.departure);
  eq('to_station_id', query.arrival);
  if (query.isHandled !== undefined) where.push(`b.is_handled = ${param(query.isHandled)}`);
  range('created_at', query.createdFromExplicit, query.createdToExplicit);
  range('departure_at', query.departureFrom, query.departureTo);

  // The same order inside (on the index) and outside (on the joined rows): the page selects ids only, so a deep
  // page can be an index-only scan.
  const order = ORDER[query.sort ?? DEFAULT_BOOKING_SORT].replace(/(created_at|departure_at|id)/g, 'b.$1');
  const page = `SELECT b.id FROM booking b
    ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
    ORDER BY ${order}
    LIMIT ${param(takeOf(query) + 1)} OFFSET ${param(query.offset)}`;
  return { sql: withListItems(page, order, viewerOf(user)), params };
}

/**
 * One list row (BookingListItemDto without its labels) as PostgreSQL's JSON text, already cut to what the viewer
 * may see (spec 2.1 and 6): full admins everything, agents supplier prices only, a refund's payment status for
 * every non-full-admin. The names come from scalar subqueries rather than joins: each is planned on its own, so
 * the statement's planning stays small.
 */
function listItemJson(viewer: BookingViewer): string {
  const full = viewer.fullAdmin;
  const name = (table: string, column: string, key: string) => `(SELECT x.${column} FROM ${table} x WHERE x.id = b.${key})`;
  return jsonObject({
    id: 'b.id',
    reference: 'b.reference',
    cartReference: shownTo(full, 'b.cart_reference'),
    status: 'b.status',
    customerStatus: shownTo(full, 'b.customer_status'),
    amendStatus: 'b.amend_status',
    payment: jsonObject({
      status: full ? 'b.payment_status' : `CASE WHEN b.payment_status = '${PaymentStatus.Refund}' THEN b.payment_status END`,
      provider: shownTo(full, 'b.payment_provider'),
      isDisputed: full ? 'b.is_disputed' : 'false',
    }),
    isFraudulent: 'b.is_fraudulent',
    isSupplierApi: 'b.is_supplier_api',
    isManual: 'b.is_manual',
    isHandled: 'b.is_handled',
    domain: shownTo(full, 'b.domain'),
    createdAt: isoOf('b.created_at'),
    departureAt: isoOf('b.departure_at'),
    timezone: 'b.timezone',
    lineName: name('line', 'denomination', 'line_id'),
    lineType: name('line', 'type', 'line_id'),
    fromCity: name('city', 'name', 'from_city_id'),
    toCity: name('city', 'name', 'to_city_id'),
    fromStation: name('station', 'name', 'from_station_id'),
    toStation: name('station', 'name', 'to_station_id'),
    company: jsonObject({ id: 'b.company_id', name: name('company', 'name', 'company_id') }),
    customer: jsonObject({
      firstName: 'b.first_name',
      lastName: 'b.last_name',
      email: shownTo(full, 'CASE WHEN NOT b.is_b2b THEN b.email END'),
      phone: shownTo(full, 'b.phone'),
    }),
    passengersCount: 'b.passengers_count',
    price: shownTo(full, jsonObject({ amount: 'b.price_amount::text', currency: 'b.currency', amountUsd: 'b.price_amount_usd::text' })),
    supplierPrice: shownTo(full || viewer.agent, jsonObject({ amount: 'b.cost_in_supplier_currency::text', currency: 'b.supplier_currency' })),
    inProgressBy: `CASE WHEN b.in_progress_by IS NOT NULL THEN ${jsonObject({
      id: 'b.in_progress_by',
      name: `COALESCE((SELECT COALESCE(NULLIF(x.display_name, ''), x.username) FROM app_user x WHERE x.id = b.in_progress_by), '')`,
    })} END`,
    hasNote: 'b.has_note',
    pendingTickets: 'b.pending_tickets',
  });
}

/**
 * For each booking id the page query yields, in the given order: the row's JSON text (`item`) and the facts its
 * labels are computed from (LabelFactsRow), so the API passes the text on without parsing it.
 */
export function withListItems(page: string, order: string, viewer: BookingViewer): string {
  return `SELECT ${listItemJson(viewer)}::text AS item,
      b.status, b.amend_status, b.payment_status, b.pending_tickets, b.is_supplier_api, b.is_fraudulent,
      b.is_automatic_approve, b.approve_method
    FROM (${page}) page
    JOIN booking b ON b.id = page.id
    ORDER BY ${order}`;
}
