// Promo code campaigns: Save & Generate of a serial campaign of 100,000 codes through the real job (outbox relay,
// BullMQ, the worker's batches) until GET /api/promocodes/{id} says ready, then Download Excel of those codes, which
// above BACKGROUND_EXPORT_ROWS is the worker's background export (its resident memory sampled), and the direct
// download at its largest (a campaign of BACKGROUND_EXPORT_ROWS codes, the API's resident memory sampled while it
// streams). Runs the worker beside the bench API. Aims: generation under 10 s, memory growth under 50 MB. Nothing here
// fails on a figure.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { BACKGROUND_EXPORT_ROWS } from '../../libs/domain/dist/exports/background-export.js';
import { runExportJob } from './export-job-measure.mjs';
import { rssMb } from './finance-measure.mjs';
import { startWorker } from './purchase-measure.mjs';

const CODES = Number(process.env.BENCH_CAMPAIGN_CODES ?? 100_000);

/** Streams the file to its end without keeping it: answers the status and bytes. */
function download(url, token) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent: false, headers: { authorization: `Bearer ${token}` } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode, bytes }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/**
 * Save & Generate of a serial campaign of `codes` codes through the real job (the worker must run), until
 * GET /api/promocodes/{id} says ready. Answers the campaign's id, its generated count and the seconds it took.
 */
export async function generateSerialCampaign({ base, token, codes = CODES, prefix = 'BENCH' }) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const call = async (method, path, body, extraHeaders = {}) => {
    const res = await fetch(`${base}${path}`, { method, headers: { ...headers, ...extraHeaders }, body: body && JSON.stringify(body) });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.status === 204 ? null : res.json();
  };
  await call('PUT', '/api/auth/me/developer-mode', { serialPromoCodesEnabled: true });
  const started = performance.now();
  const { id } = await call(
    'POST',
    '/api/promocodes/serial',
    {
      prefix,
      numberOfCodes: codes,
      type: 'percentage',
      value: '10',
      minimumPurchase: null,
      limit: 0,
      perUserLimit: null,
      expiredAt: null,
      expiredIn: 30,
      team: 'marketing',
      activated: true,
    },
    { 'idempotency-key': `bench-serial-${randomUUID()}` },
  );
  let campaign;
  do {
    await new Promise((r) => setTimeout(r, 50));
    campaign = await call('GET', `/api/promocodes/${id}`);
  } while (campaign.generation.state !== 'ready' && campaign.generation.state !== 'failed');
  if (campaign.generation.state === 'failed') throw new Error(`The generation failed: ${campaign.generation.error}`);
  return { id, generated: campaign.generation.generated, seconds: (performance.now() - started) / 1000 };
}

export async function measureCampaigns({ base, token, apiPid, env }) {
  const worker = await startWorker(env);
  try {
    const { id, generated, seconds: generationSeconds } = await generateSerialCampaign({ base, token });
    const background = await runExportJob({ base, token, kind: 'promocodes.codes', filters: { campaignId: id }, pid: worker.pid });

    const direct = await generateSerialCampaign({ base, token, codes: BACKGROUND_EXPORT_ROWS, prefix: 'DIRECT' });
    const before = rssMb(apiPid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(apiPid))), 20);
    const t0 = performance.now();
    const file = await download(`${base}/api/promocodes/${direct.id}/codes.xlsx`, token).finally(() => clearInterval(sampler));
    const downloadSeconds = (performance.now() - t0) / 1000;
    peak = Math.max(peak, rssMb(apiPid));

    const growth = (from, to) => `${from.toFixed(0)} MB before, peak ${to.toFixed(0)} MB (+${(to - from).toFixed(0)} MB); aim: under 50 MB growth`;
    const { job } = background;
    console.log(`\nPromo codes: a serial campaign of ${CODES.toLocaleString('en-US')} codes`);
    console.log(`${'Save & Generate to ready'.padEnd(38)} ${generationSeconds.toFixed(2)} s (${generated.toLocaleString('en-US')} codes); aim: under 10 s`);
    console.log(
      `${'Download Excel in the background'.padEnd(38)} ${job.status === 'ready' ? `${job.done.toLocaleString('en-US')} codes ready in ${background.seconds.toFixed(2)} s` : `failed: ${job.error ?? job.message}`}; the worker ${growth(background.before, background.peak)}`,
    );
    console.log(
      `${`Download Excel direct (${BACKGROUND_EXPORT_ROWS.toLocaleString('en-US')} codes)`.padEnd(38)} ${file.status === 200 ? `${(file.bytes / 1048576).toFixed(1)} MB in ${downloadSeconds.toFixed(2)} s` : `failed: ${file.status}`}; the API ${growth(before, peak)}`,
    );
  } finally {
    worker.kill('SIGTERM');
  }
}
