// The finance measurements of the benchmark, against the running bench API: the payments-report overview in both
// modes and its boxes, one top-up supplier's ledger page, each at `concurrency` connections; the accrued report over a
// year (one connection); and a CSV export of about `csvRows` rows (the Reports tab over a wide range) with its
// throughput and the API process's resident memory sampled while it streams.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { fmt, measure } from './measure.mjs';

const day = (offsetDays) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** Resident memory of a process in MB (Linux /proc), or NaN elsewhere. */
export function rssMb(pid) {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

/** Streams a GET to its end without keeping it: answers the status, bytes and CRLF-terminated lines. */
function download(url, token) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent: false, headers: { authorization: `Bearer ${token}` } }, (res) => {
      let bytes = 0;
      let lines = 0;
      res.on('data', (chunk) => {
        bytes += chunk.length;
        for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
      });
      res.on('end', () => resolve({ status: res.statusCode, bytes, lines }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

export async function measureFinance({ base, token, db, apiPid, concurrency, durationMs, csvRows, log = console.log }) {
  const get = async (path) => {
    const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    await res.arrayBuffer();
  };
  const { rows: topups } = await db.query(`SELECT id FROM company WHERE is_supplier AND payment_type = 'topup' ORDER BY id LIMIT 500`);
  const {
    rows: [counts],
  } = await db.query(
    `SELECT count(*) FILTER (WHERE payment_type = 'topup')::int AS topup, count(*) FILTER (WHERE payment_type = 'invoice')::int AS invoice FROM company WHERE is_supplier`,
  );
  const randomPage = (rows) => 20 * Math.floor(Math.random() * Math.max(1, Math.ceil(rows / 20)));
  const pick = (list) => list[Math.floor(Math.random() * list.length)];

  // Each with its p95 aim (issue 13): the overview and one supplier's ledger page under 100 ms.
  const requests = [
    ['overview boxes', () => '/api/payments-report/overview/boxes', 100],
    ['overview top-up page', () => `/api/payments-report/overview/topup?offset=${randomPage(counts.topup)}`, 100],
    ['overview invoice page', () => `/api/payments-report/overview/invoice?offset=${randomPage(counts.invoice * 3)}`, 100],
    ['supplier ledger page', () => `/api/v2/supplier/${pick(topups).id}/topup-ledger?limit=20`, 100],
  ];
  const rows = [];
  for (const [name, path, aimMs] of requests) rows.push({ name, aimMs, m: await measure(() => get(path()), { concurrency, durationMs }) });

  const year = `/api/payments-report/accrued?from=${day(-365)}&to=${day(0)}`;
  await get(year).catch(() => undefined);
  const accrued = [];
  let accruedError;
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    try {
      await get(year);
      accrued.push(performance.now() - t0);
    } catch (err) {
      accruedError = err.message;
    }
  }
  accrued.sort((a, b) => a - b);

  // The Reports tab's CSV from the day whose postings make about csvRows rows up to today.
  const {
    rows: [edge],
  } = await db.query(`SELECT ((booking_date AT TIME ZONE 'UTC')::date)::text AS day FROM supplier_transaction ORDER BY booking_date DESC OFFSET $1 LIMIT 1`, [
    csvRows,
  ]);
  const from = edge?.day ?? day(-365);
  const before = rssMb(apiPid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(apiPid))), 20);
  const t0 = performance.now();
  const csv = await download(`${base}/api/payments-report/reports.csv?from=${from}&to=${day(1)}`, token).finally(() => clearInterval(sampler));
  const seconds = (performance.now() - t0) / 1000;
  peak = Math.max(peak, rssMb(apiPid));

  log(`\nFinance at ${concurrency} concurrent connections (${durationMs / 1000} s each); aims: p95 of the overview and of a supplier ledger page`);
  log(`${'request'.padEnd(28)} ${'p50'.padStart(10)} ${'p95'.padStart(10)} ${'req/s'.padStart(8)} | aim`);
  for (const { name, aimMs, m } of rows) {
    const failures = m.errors ? `  (${m.errors} failed requests, e.g. ${m.firstError})` : '';
    log(`${name.padEnd(28)} ${fmt(m.p50).padStart(10)} ${fmt(m.p95).padStart(10)} ${m.rps.toFixed(0).padStart(8)} | p95 < ${aimMs} ms${failures}`);
  }
  const accruedLine = accrued.length
    ? `${fmt(accrued[Math.floor(accrued.length / 2)])} median, ${fmt(accrued.at(-1))} slowest of ${accrued.length}`
    : `failed (${accruedError})`;
  log(`${'accrued report, one year'.padEnd(28)} ${accruedLine} (one connection); aim: under 3 s`);
  const dataRows = Math.max(0, csv.lines - 1);
  log(
    `${'CSV export (Reports tab)'.padEnd(28)} ${csv.status === 200 ? `${dataRows.toLocaleString('en-US')} rows, ${(csv.bytes / 1048576).toFixed(0)} MB in ${seconds.toFixed(1)} s = ${Math.round(dataRows / seconds).toLocaleString('en-US')} rows/s` : `failed: ${csv.status}`}; aim: 100,000 rows/s or more`,
  );
  log(
    `${'API resident memory'.padEnd(28)} ${before.toFixed(0)} MB before the export, peak ${peak.toFixed(0)} MB during it (+${(peak - before).toFixed(0)} MB); aim: flat, under +50 MB`,
  );
  return { rows, accrued, csv: { ...csv, seconds, rssBeforeMb: before, rssPeakMb: peak } };
}
