import { randomUUID } from 'node:crypto';
// Promo code campaigns: Save & Generate of a serial campaign of 100,000 codes through the real job (outbox relay,
// BullMQ, the worker's batches) until GET /api/promocodes/{id} says ready, then Download Excel of those codes with the
// API process's resident memory sampled while it streams. Runs the worker beside the bench API. Aims: generation
// under 10 s, memory growth under 50 MB. Nothing here fails on a figure.
import http from 'node:http';
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
export async function generateSerialCampaign({ base, token, codes = CODES }) {
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
      prefix: 'BENCH',
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

    const before = rssMb(apiPid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(apiPid))), 20);
    const t0 = performance.now();
    const file = await download(`${base}/api/promocodes/${id}/codes.xlsx`, token).finally(() => clearInterval(sampler));
    const downloadSeconds = (performance.now() - t0) / 1000;
    peak = Math.max(peak, rssMb(apiPid));

    console.log(`\nPromo codes: a serial campaign of ${CODES.toLocaleString('en-US')} codes`);
    console.log(`${'Save & Generate to ready'.padEnd(28)} ${generationSeconds.toFixed(2)} s (${generated.toLocaleString('en-US')} codes); aim: under 10 s`);
    console.log(
      `${'Download Excel'.padEnd(28)} ${file.status === 200 ? `${(file.bytes / 1048576).toFixed(1)} MB in ${downloadSeconds.toFixed(2)} s` : `failed: ${file.status}`}`,
    );
    console.log(
      `${'API resident memory'.padEnd(28)} ${before.toFixed(0)} MB before the download, peak ${peak.toFixed(0)} MB during it (+${(peak - before).toFixed(0)} MB); aim: under 50 MB growth`,
    );
  } finally {
    worker.kill('SIGTERM');
  }
}
