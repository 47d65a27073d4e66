import { BOOKING_ENTITIES } from '@farebox/bookings';
import { DEMO_LINE_IDS, DEMO_LINE_KEYS } from './inventory-ids.js';
import { demoId, type SeedStep } from './seed-step.js';
import { demoUser } from './users.seed.js';

/** How many demo bookings the seed makes; booking n has the id demoId('b1', n) and the reference FBDEMO<n>. */
export const DEMO_BOOKING_COUNT = 360;
/** Booking 1 is on the agent's company's ferry (the access table and the browser tests use it). */
export const demoBookingId = (n: number) => demoId('b1', n);

/** SQL twin of demoId() for an integer expression. */
const idSql = (kind: string, n: string) => `('00000000-0000-4000-8000-${kind}' || lpad(to_hex(${n}), ${12 - kind.length}, '0'))::uuid`;
const pick = (values: string[], n: string) => `(ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}])[1 + (${n}) % ${values.length}]`;

const FIRST = ['Noa', 'Daniel', 'Mai', 'Lucas', 'Aiko', 'Omar', 'Sofia', 'Minh', 'Priya', 'Jonas', 'Chloe', 'Arjun', 'Lena', 'Tomas', 'Yuki', 'Amara'];
const LAST = [
  'Levi',
  'Nguyen',
  'Tanaka',
  'Schmidt',
  'Rossi',
  'Haddad',
  'Kim',
  'Dubois',
  'Silva',
  'Novak',
  'Okafor',
  'Larsen',
  'Sato',
  'Cohen',
  'Patel',
  'Brown',
];

/** SQL of "booking n is approved" (the first branches of the status rotation below). */
const APPROVED_N = '(g % 17 <> 0 AND g % 10 < 5)';

/**
 * Every state the list and the view show: statuses in a fixed rotation over the demo lines and their trips, with
 * change requests, supplier-API, manual, handled, fraudulent and disputed bookings, notes and history. One
 * set-based INSERT per table; fixed ids, so a second run inserts nothing. Trips are picked pseudo-randomly, except
 * that the second and third approved bookings of every line depart in the first half of the previous calendar month
 * and in the current one (UTC), so the payment cycles the demo invoices reconcile have cost whatever the day ($5).
 */
const BOOKINGS_SQL = `
WITH lines AS (SELECT id, idx FROM unnest($1::uuid[]) WITH ORDINALITY AS l(id, idx)),
trips AS (
  SELECT tr.*, row_number() OVER (PARTITION BY tr.line_id ORDER BY tr.departure_at, tr.id) AS rn, count(*) OVER (PARTITION BY tr.line_id) AS cnt
    FROM trip tr WHERE tr.line_id = ANY($1::uuid[])
),
anchors AS (
  SELECT line_id,
         max(rn) FILTER (WHERE departure_at < (date_trunc('month', $5::timestamptz AT TIME ZONE 'UTC') - interval '1 month' + interval '15 days') AT TIME ZONE 'UTC') AS previous_cycle_rn,
         max(rn) FILTER (WHERE departure_at < (date_trunc('month', $5::timestamptz AT TIME ZONE 'UTC') + interval '1 month') AT TIME ZONE 'UTC') AS current_cycle_rn
    FROM trips GROUP BY line_id
),
numbered AS (
  SELECT g AS n, lines.id AS line_id, ${APPROVED_N} AS approved,
         row_number() OVER (PARTITION BY lines.id, ${APPROVED_N} ORDER BY g) AS rank_in_line
    FROM generate_series(1, $2::int) g
    JOIN lines ON lines.idx = 1 + (g - 1) % cardinality($1::uuid[])
),
chosen AS (
  SELECT nb.n, t.* FROM numbered nb
    JOIN anchors a ON a.line_id = nb.line_id
    JOIN trips t ON t.line_id = nb.line_id AND t.rn = COALESCE(CASE
      WHEN nb.approved AND nb.rank_in_line = 2 THEN a.previous_cycle_rn
      WHEN nb.approved AND nb.rank_in_line = 3 THEN a.current_cycle_rn END, 1 + (nb.n * 7919) % t.cnt)
),
base AS (
  SELECT c.*, l.company_id, l.supplier_id, l.is_supplier_api, l.supplier_integration, l.manual_bookings, l.automatic_approval,
         l.is_private_transfer, l.supplier_currency, l.approval_inputs, co.code AS country_code, co.region,
         CASE WHEN c.n % 17 = 0 THEN 'pending'
              WHEN c.n % 10 IN (5, 6) THEN 'pending' WHEN c.n % 10 = 7 THEN 'declined' WHEN c.n % 10 = 8 THEN 'canceled'
              WHEN c.n % 10 = 9 THEN CASE WHEN l.is_supplier_api THEN 'reserved' ELSE 'pending' END
              ELSE 'approved' END AS st,
         CASE WHEN l.is_private_transfer THEN 2 + c.n % 3 ELSE 1 + c.n % 3 END AS pax,
         LEAST($5::timestamptz - c.n * interval '53 minutes', c.departure_at - interval '3 hours') AS booked_at,
         p.amount_usd, p.cost_usd, p.cost
    FROM chosen c
    JOIN line l ON l.id = c.line_id
    JOIN city ci ON ci.id = c.from_city_id
    JOIN country co ON co.id = ci.country_id
    JOIN line_price p ON p.line_id = c.line_id AND p.passenger_type = 'Adult'
),
inserted AS (
  INSERT INTO booking (id, reference, cart_reference, status, customer_status, amend_status, amend_request, payment_status, payment_provider,
    is_disputed, is_fraudulent, is_b2b, is_supplier_api, is_automatic_approve, is_manual, is_handled, has_note, pending_tickets, tickets_issued,
    domain, approve_method, approval_date, approved_by, approval_inputs, decline_reason, decline_reason_text, declined_at, declined_by,
    canceled_at, canceled_by, cancellation, in_progress_by, company_id, supplier_id, line_id, trip_id, return_trip_id, event_id,
    departure_at, timezone, from_city_id, to_city_id, from_station_id, to_station_id, country_code, region, supplier_integration,
    supplier_booking_code, first_name, last_name, email, phone, passengers_count, visitor_id, currency, price_amount, price_amount_usd,
    cost_amount_usd, cost_in_supplier_currency, supplier_currency, price_without_addons, base_price, initial_price, created_at, updated_at)
  SELECT ${idSql('b1', 'b.n')}, 'FBDEMO' || lpad(b.n::text, 4, '0'), CASE WHEN b.n % 5 = 0 THEN 'CARTDEMO' || lpad((b.n / 5)::text, 3, '0') END,
    b.st,
    CASE b.st WHEN 'approved' THEN 'approved' WHEN 'canceled' THEN 'canceled' ELSE CASE WHEN b.n % 17 = 0 THEN 'approved' ELSE 'pending' END END,
    CASE WHEN b.n % 17 = 0 THEN 'pending' WHEN b.n % 23 = 0 THEN 'approved' WHEN b.n % 29 = 0 THEN 'declined' WHEN b.n % 31 = 0 THEN 'failed' END,
    CASE WHEN b.n % 17 = 0 THEN jsonb_build_object('requestedAt', b.booked_at + interval '1 hour', 'requestedBy', 'Ada Admin',
      'previousStatus', 'approved', 'changedFields', jsonb_build_array('passengers')) END,
    CASE WHEN b.st = 'canceled' THEN 'refund' WHEN b.n % 13 = 10 THEN 'unpaid' WHEN b.n % 13 = 12 AND b.st = 'pending' THEN 'failed'
         WHEN b.n % 37 = 0 THEN 'expired' WHEN b.n % 13 IN (8, 9) THEN 'authorized' ELSE 'paid' END,
    'card-gateway', b.n % 41 = 0, b.n % 37 = 1, b.n % 6 = 0, b.is_supplier_api, b.automatic_approval,
    b.manual_bookings OR b.n % 11 = 0, b.n % 4 = 0 AND b.st <> 'pending', b.n % 7 = 0,
    b.st = 'approved' AND (b.approval_inputs ->> 'requiredAttachments')::boolean AND b.n % 3 = 0,
    b.st = 'approved' AND b.n % 19 = 0,
    ${pick(['farebox', 'farebox', 'myrealtrip', 'agoda', 'kkday'], 'b.n')},
    CASE WHEN b.automatic_approval THEN 'automatic' WHEN b.is_supplier_api THEN 'supplierApi' WHEN b.st = 'approved' THEN 'manual' ELSE 'pendingApproval' END,
    CASE WHEN b.st = 'approved' THEN b.booked_at + interval '2 hours' END,
    CASE WHEN b.st = 'approved' THEN 'Arthur Agent' END,
    CASE WHEN b.st = 'approved' AND (b.approval_inputs ->> 'bookingCode')::boolean THEN jsonb_build_object('bookingCode', 'BC' || lpad(b.n::text, 5, '0')) END,
    CASE WHEN b.st = 'declined' THEN ${pick(['fullyBooked', 'scheduleChanged', 'other'], 'b.n')} END,
    CASE WHEN b.st = 'declined' AND b.n % 3 = 2 THEN 'The boat is in for repairs that week.' END,
    CASE WHEN b.st = 'declined' THEN b.booked_at + interval '3 hours' END,
    CASE WHEN b.st = 'declined' THEN 'Arthur Agent' END,
    CASE WHEN b.st = 'canceled' THEN b.booked_at + interval '1 day' END,
    CASE WHEN b.st = 'canceled' THEN 'Ada Admin' END,
    CASE WHEN b.st = 'canceled' THEN jsonb_build_object('refundType', 'full', 'includeFees', false, 'reason', 'Customer asked to cancel') END,
    CASE WHEN b.st = 'pending' AND (b.manual_bookings OR b.n % 11 = 0) AND b.n % 2 = 0 THEN (CASE WHEN b.n % 4 = 0 THEN $3 ELSE $4 END)::uuid END,
    b.company_id, b.supplier_id, b.line_id, b.id,
    CASE WHEN b.n % 9 = 0 THEN (SELECT r.id FROM trip r WHERE r.line_id = b.line_id AND r.from_city_id = b.to_city_id
                                  AND r.departure_at > b.departure_at + interval '2 days' ORDER BY r.departure_at, r.id LIMIT 1) END,
    b.event_id, b.departure_at, b.timezone, b.from_city_id, b.to_city_id, b.from_station_id, b.to_station_id, b.country_code, b.region,
    b.supplier_integration,
    CASE WHEN b.is_supplier_api THEN 'APIFBDEMO' || lpad(b.n::text, 4, '0')
         WHEN b.st = 'approved' AND (b.approval_inputs ->> 'bookingCode')::boolean THEN 'BC' || lpad(b.n::text, 5, '0') END,
    ${pick(FIRST, 'b.n')}, ${pick(LAST, 'b.n / 3')},
    lower(${pick(FIRST, 'b.n')} || '.' || ${pick(LAST, 'b.n / 3')}) || b.n || '@example.com',
    '+66 8' || lpad((b.n * 7919 % 100000000)::text, 8, '0'), b.pax, 'visitor-' || b.n, 'USD',
    b.amount_usd * b.pax, b.amount_usd * b.pax, b.cost_usd * b.pax, b.cost * b.pax, b.supplier_currency,
    b.amount_usd * b.pax, b.amount_usd * b.pax, b.amount_usd * b.pax, b.booked_at, b.booked_at
  FROM base b
  ON CONFLICT (id) DO NOTHING
  RETURNING id, trip_id, return_trip_id, passengers_count, status
),
seats AS (
  SELECT trip, sum(passengers_count) AS taken FROM inserted,
    LATERAL (VALUES (trip_id), (return_trip_id)) AS v(trip)
   WHERE trip IS NOT NULL AND status NOT IN ('canceled', 'declined') GROUP BY trip
),
taken AS (UPDATE trip SET seats_left = GREATEST(0, seats_left - seats.taken) FROM seats WHERE trip.id = seats.trip RETURNING trip.id)
SELECT (SELECT count(*) FROM inserted)::int AS bookings, (SELECT count(*) FROM taken)::int AS trips`;

const DEMO_BOOKINGS = `b.id BETWEEN ${idSql('b1', '1')} AND ${idSql('b1', String(DEMO_BOOKING_COUNT))}`;
const bookingNumber = `('x' || right(b.id::text, 10))::bit(40)::bigint`;

const ITEMS_SQL = `
INSERT INTO booking_item (id, booking_id, position, reference, line_id, trip_id, from_station_id, to_station_id, departure_at, arrival_at,
  timezone, approved_departure_time, ticket_url, vehicles_on_board, supplier_api, price_amount, cost_in_supplier_currency, supplier_currency)
SELECT ${idSql('b2', `${bookingNumber} * 2 + j.position`)}, b.id, j.position, b.reference || '-' || (j.position + 1), b.line_id, tr.id,
  tr.from_station_id, tr.to_station_id, tr.departure_at, tr.arrival_at, tr.timezone,
  CASE WHEN b.status = 'approved' AND j.position = 0 AND ${bookingNumber} % 8 = 0 THEN to_char(tr.departure_at AT TIME ZONE tr.timezone - interval '30 minutes', 'HH24:MI') END,
  CASE WHEN b.tickets_issued THEN 'https://tickets.example.com/' || b.reference || '-' || (j.position + 1) || '.pdf' END,
  CASE WHEN l.vehicle_on_board AND ${bookingNumber} % 2 = 0
       THEN jsonb_build_array(jsonb_build_object('typeName', 'Car', 'name', 'Toyota Hilux', 'licenseNumber', 'DEMO ' || ${bookingNumber})) ELSE '[]'::jsonb END,
  CASE WHEN b.is_supplier_api THEN jsonb_build_object('status', b.status, 'supplierBookingReference', b.supplier_booking_code,
       'supplierIntegrationBookingId', 'sim-' || ${bookingNumber}, 'supplierIntegration', b.supplier_integration) END,
  b.price_amount / (1 + (b.return_trip_id IS NOT NULL)::int), b.cost_in_supplier_currency / (1 + (b.return_trip_id IS NOT NULL)::int), b.supplier_currency
FROM booking b
JOIN line l ON l.id = b.line_id
CROSS JOIN LATERAL (VALUES (0, b.trip_id), (1, b.return_trip_id)) AS j(position, trip_id)
JOIN trip tr ON tr.id = j.trip_id
WHERE ${DEMO_BOOKINGS}
ON CONFLICT (id) DO NOTHING
RETURNING 1`;

const PASSENGERS_SQL = `
INSERT INTO booking_passenger (id, booking_id, position, first_name, last_name, email, phone, age, passenger_type, seats)
SELECT ${idSql('b3', `${bookingNumber} * 4 + g`)}, b.id, g,
  CASE WHEN g = 0 THEN b.first_name ELSE ${pick(FIRST, `${bookingNumber} + g * 5`)} END, b.last_name,
  CASE WHEN g = 0 THEN b.email END, CASE WHEN g = 0 THEN b.phone END,
  CASE WHEN g = 2 THEN 8 ELSE 25 + (${bookingNumber} + g) % 40 END, CASE WHEN g = 2 THEN 'Child' ELSE 'Adult' END,
  CASE WHEN b.status = 'approved' AND (l.approval_inputs ->> 'seatsNumber')::boolean
       THEN jsonb_build_object('departure', (10 + g)::text || 'A') ELSE '{}'::jsonb END
FROM booking b JOIN line l ON l.id = b.line_id, generate_series(0, b.passengers_count - 1) g
WHERE ${DEMO_BOOKINGS} AND (NOT l.is_private_transfer OR g = 0)
ON CONFLICT (id) DO NOTHING
RETURNING 1`;

const HISTORY_SQL = `
INSERT INTO booking_history (id, booking_id, at, action, status, customer_status, amend_status, payment_status, by_user_id, by_name)
SELECT ${idSql('b4', `${bookingNumber} * 4 + h.k`)}, b.id, b.created_at + h.k * interval '1 hour', h.action, h.status, h.customer_status,
  h.amend_status, b.payment_status, h.by_id, h.by_name
FROM booking b
CROSS JOIN LATERAL (VALUES
  (0, 'created', 'pending', 'pending', NULL, $1::uuid, 'Ada Admin'),
  (1, CASE WHEN b.amend_status = 'pending' THEN 'approved' ELSE b.status END, CASE WHEN b.amend_status = 'pending' THEN 'approved' ELSE b.status END,
      CASE WHEN b.amend_status = 'pending' THEN 'approved' ELSE b.customer_status END, NULL, $2::uuid, 'Arthur Agent'),
  (2, 'changeRequested', b.status, b.customer_status, b.amend_status, $1::uuid, 'Ada Admin')
) AS h(k, action, status, customer_status, amend_status, by_id, by_name)
WHERE ${DEMO_BOOKINGS} AND (h.k = 0 OR (h.k = 1 AND (b.status <> 'pending' OR b.amend_status = 'pending')) OR (h.k = 2 AND b.amend_status = 'pending'))
ON CONFLICT (id) DO NOTHING
RETURNING 1`;

const NOTES_SQL = `
INSERT INTO booking_note (id, booking_id, note, by_user_id, by_name, created_at)
SELECT ${idSql('b5', bookingNumber)}, b.id, ${pick(['Customer called to confirm the pickup point.', 'Supplier asked for the passport numbers; sent by e-mail.', 'Refund approved by finance.', 'Passenger travels with a wheelchair; supplier informed.'], bookingNumber)},
  $1::uuid, 'Ada Admin', b.created_at + interval '30 minutes'
FROM booking b WHERE ${DEMO_BOOKINGS} AND b.has_note
ON CONFLICT (id) DO NOTHING
RETURNING 1`;

export const bookingsSeed: SeedStep = {
  name: 'bookings',
  entities: [...BOOKING_ENTITIES],
  async run({ manager, now }) {
    const admin = demoUser('admin').id;
    const agent = demoUser('agent').id;
    const support = demoUser('support').id;
    const lineIds = DEMO_LINE_KEYS.map((key) => DEMO_LINE_IDS[key]);
    const [{ bookings }] = await manager.query<{ bookings: number }[]>(BOOKINGS_SQL, [lineIds, DEMO_BOOKING_COUNT, admin, support, now]);
    const inserted = async (sql: string, params?: unknown[]) => (await manager.query<unknown[]>(sql, params)).length;
    const children =
      (await inserted(ITEMS_SQL)) + (await inserted(PASSENGERS_SQL)) + (await inserted(HISTORY_SQL, [admin, agent])) + (await inserted(NOTES_SQL, [admin]));
    return bookings + children;
  },
};
