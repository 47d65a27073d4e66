// The bookings part of npm run bench: the list at every filter of the bench beside the very SQL the API runs for the
// same page (bookingListSql, with the API's own JSON building), one booking's view beside twice the default list's
// p95 (the bookings page in Chromium is web-metrics.mjs, called after this by run.mjs).
import { createHash } from 'node:crypto';
import pg from 'pg';
import { bookingListSql } from '../../libs/bookings/dist/bookings/booking-list.query.js';
import { fmt, measure } from './measure.mjs';

/** The name the API gives the same text (queryPrepared, libs/platform): the raw line runs it prepared as the API does. */
const preparedName = (sql) => `q_${createHash('sha1').update(sql).digest('hex').slice(0, 24)}`;

const failures = (m) => (m.errors ? `  (${m.errors} failed requests, e.g. ${m.firstError})` : '');

/** Measures at `concurrency` connections for `durationMs` each. */
export async function measureBookings({ base, token, databaseUrl, bookings, concurrency, durationMs }) {
  const db = new pg.Pool({ connectionString: databaseUrl, max: concurrency });
  const { rows: sample } = await db.query(
    `SELECT id, reference, company_id, email FROM booking WHERE reference LIKE 'BN%' ORDER BY reference OFFSET $1 LIMIT 200`,
    [Math.floor(bookings / 2)],
  );
  const pick = () => sample[Math.floor(Math.random() * sample.length)];
  // The raw SQL is built for the bench's admin as the API builds it for the signed-in full admin.
  const admin = { id: '00000000-0000-0000-0000-000000000000', role: 'admin', isFullAdmin: true, scopes: [] };
  const to = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10);
  const lists = [
    ['default list', () => ({})],
    ['by reference', () => ({ references: pick().reference })],
    ['by company and date range', () => ({ company: pick().company_id, createdFromExplicit: from, createdToExplicit: to })],
    ['by e-mail', () => ({ email: pick().email })],
    ['deep page (page 500)', () => ({ offset: 20 * 499 })],
  ];
  const get = async (path) => {
    const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    await res.arrayBuffer();
  };
  const options = { concurrency, durationMs };
  const rows = [];
  for (const [name, filters] of lists) {
    const http = await measure(() => get(`/api/bookings?${new URLSearchParams({ limit: '20', ...filters() })}`), options);
    const raw = await measure(() => {
      const { sql, params } = bookingListSql({ offset: 0, limit: 20, ...filters() }, admin);
      return db.query({ name: preparedName(sql), text: sql, values: params });
    }, options);
    rows.push({ name, http, raw });
  }
  const view = await measure(() => get(`/api/bookings/${pick().id}`), options);
  await db.end();

  console.log(`\nAPI at ${concurrency} concurrent connections (${durationMs / 1000} s each); aim: list p95 under 30 ms and within 1.5x the raw SQL`);
  console.log(
    `${'request'.padEnd(28)} ${'p50'.padStart(10)} ${'p95'.padStart(10)} ${'req/s'.padStart(8)} | ${'SQL p50'.padStart(10)} ${'SQL p95'.padStart(10)} | p95 ratio`,
  );
  for (const { name, http, raw } of rows) {
    console.log(
      `${name.padEnd(28)} ${fmt(http.p50).padStart(10)} ${fmt(http.p95).padStart(10)} ${http.rps.toFixed(0).padStart(8)} | ${fmt(raw.p50).padStart(10)} ${fmt(raw.p95).padStart(10)} | ${(http.p95 / raw.p95).toFixed(2)}x${failures(http)}`,
    );
  }
  const viewAim = 2 * rows[0].http.p95;
  console.log(
    `${'one booking view'.padEnd(28)} ${fmt(view.p50).padStart(10)} ${fmt(view.p95).padStart(10)} ${view.rps.toFixed(0).padStart(8)} | aim: p95 under ${fmt(viewAim)} (2x the default list's p95): ${(view.p95 / rows[0].http.p95).toFixed(2)}x${failures(view)}`,
  );
}
