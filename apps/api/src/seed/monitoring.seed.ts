import { monitoringEntities } from '@farebox/ops';
import { demoBookingId } from './bookings.seed.js';
import { demoId, type SeedStep } from './seed-step.js';
import { demoUser } from './users.seed.js';

/** The demo bookings whose visitors have user events (booking n's visitor is `visitor-<n>`). */
export const DEMO_EVENT_BOOKINGS = 40;
/** What a visitor did on the public site before booking, in minutes before the booking. */
const JOURNEY: [name: string, minutesBefore: number, properties: object][] = [
  ['page_view', 25, { page: '/' }],
  ['search', 20, { page: '/search', results: 6 }],
  ['page_view', 12, { page: '/trip' }],
  ['checkout_started', 6, { page: '/checkout' }],
  ['booking_completed', 0, { page: '/confirmation' }],
];

const EVENTS_SQL = `
INSERT INTO user_event (event_uid, name, occurred_at, visitor_id, session_id, properties, metadata, received_at)
SELECT ('00000000-0000-4000-8000-3e' || lpad(to_hex(d.n * 10 + j.k), 10, '0'))::uuid, j.name,
       greatest(b.created_at - make_interval(mins => j.minutes), date_trunc('day', b.created_at)),
       b.visitor_id, 'session-' || d.n, j.properties || jsonb_build_object('reference', b.reference),
       jsonb_build_object('userAgent', 'Mozilla/5.0 (demo)', 'locale', 'en'), $2::timestamptz
  FROM booking b
  JOIN unnest($1::uuid[]) WITH ORDINALITY AS d(id, n) ON d.id = b.id
  CROSS JOIN jsonb_to_recordset($3::jsonb) AS j(k int, name text, minutes int, properties jsonb)
  WHERE b.visitor_id IS NOT NULL
ON CONFLICT (event_uid) DO NOTHING
RETURNING 1`;

/** The page views, searches and checkouts of the first demo bookings' visitors, and two monitoring items. */
export const monitoringSeed: SeedStep = {
  name: 'monitoring',
  entities: monitoringEntities,
  async run({ manager, now }) {
    const bookings = Array.from({ length: DEMO_EVENT_BOOKINGS }, (_, i) => demoBookingId(i + 1));
    const journey = JOURNEY.map(([name, minutes, properties], k) => ({ k, name, minutes, properties }));
    const events = await manager.query<unknown[]>(EVENTS_SQL, [bookings, now, JSON.stringify(journey)]);
    const items = await manager.query<unknown[]>(
      `INSERT INTO monitoring_item (id, query_name, query_string, output_type, output_format, slack_channel, start_time, frequency, days_to_check,
         created_by, created_at, updated_at)
       VALUES ($1, 'Bookings per day', $3, 'tables', 'text', '#ops-monitoring', '08:00', 'daily', 7, $5, $6, $6),
              ($2, 'Checkouts by visitor', $4, 'rows', 'csv', '', '09:30', 'hourly', 1, $5, $6, $6)
       ON CONFLICT (id) DO NOTHING RETURNING id`,
      [
        demoId('3d', 1),
        demoId('3d', 2),
        'SELECT day, sum(bookings) AS bookings, sum(amount_usd) AS amount_usd FROM monitoring.bookings_per_day\nWHERE day >= monitoring.since()::date GROUP BY day ORDER BY day',
        "SELECT visitor_id, count(*) AS checkouts FROM monitoring.user_events\nWHERE name = 'checkout_started' AND occurred_at >= monitoring.since() GROUP BY visitor_id ORDER BY checkouts DESC",
        demoUser('admin').id,
        now,
      ],
    );
    return events.length + items.length;
  },
};
