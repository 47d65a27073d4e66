// A background export of the Reports tab's CSV (about `csvRows` rows, the same range as finance-measure's direct
// download): POST /api/exports, then its status until ready (runExportJob), with the worker started beside the bench
// API. Prints the time from the request to the file being ready and the worker's resident memory before and at its
// peak, beside the aims. Nothing fails on a figure.
import { randomUUID } from 'node:crypto';
import { rssMb } from './finance-measure.mjs';
import { startWorker } from './purchase-measure.mjs';

const day = (offsetDays) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/**
 * POST /api/exports of `kind` with `filters`, then its status every 100 ms until ready or failed, with the resident
 * memory of process `pid` (the worker) sampled every 20 ms: the last status, the seconds to it, RSS before and at peak.
 */
export async function runExportJob({ base, token, kind, filters, pid }) {
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 20);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const t0 = performance.now();
  try {
    let job = await (
      await fetch(`${base}/api/exports`, { method: 'POST', headers: { ...headers, 'idempotency-key': randomUUID() }, body: JSON.stringify({ kind, filters }) })
    ).json();
    while (job.status !== 'ready' && job.status !== 'failed' && job.id) {
      await new Promise((r) => setTimeout(r, 100));
      job = await (await fetch(`${base}/api/exports/${job.id}`, { headers })).json();
    }
    return { job, seconds: (performance.now() - t0) / 1000, before, peak: Math.max(peak, rssMb(pid)) };
  } finally {
    clearInterval(sampler);
  }
}

export async function measureBackgroundExport({ base, token, db, env, csvRows, log = console.log }) {
  const {
    rows: [edge],
  } = await db.query(`SELECT ((booking_date AT TIME ZONE 'UTC')::date)::text AS day FROM supplier_transaction ORDER BY booking_date DESC OFFSET $1 LIMIT 1`, [
    csvRows,
  ]);
  const filters = { from: edge?.day ?? day(-365), to: day(1) };
  const worker = await startWorker(env);
  try {
    const { job, seconds, before, peak } = await runExportJob({ base, token, kind: 'payments-report.transactions', filters, pid: worker.pid });
    log(`\nBackground export of the Reports CSV (worker beside the API)`);
    log(
      `${'time to ready'.padEnd(28)} ${job.status === 'ready' ? `${job.done.toLocaleString('en-US')} rows in ${seconds.toFixed(1)} s = ${Math.round(job.done / seconds).toLocaleString('en-US')} rows/s` : `failed: ${job.error ?? job.message}`}; aim: 100,000 rows/s or more (as the direct download)`,
    );
    log(
      `${'worker resident memory'.padEnd(28)} ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB during it (+${(peak - before).toFixed(0)} MB); aim: flat, under +50 MB`,
    );
    return { seconds, rows: job.done, rssBeforeMb: before, rssPeakMb: peak };
  } finally {
    worker.kill('SIGTERM');
  }
}
