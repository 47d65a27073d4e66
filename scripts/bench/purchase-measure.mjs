// Purchase Tickets end to end: POST /api/purchase-tickets for 100 tickets of one departure, then the worker's job
// (outbox relay, BullMQ, one booking per ticket through the booking create) until GET /api/purchase-tickets/{id} says
// done. Runs the worker beside the bench API; the departure gets room for the runs first. Aim: under 5 s per purchase.
// Nothing here fails on a figure.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { nodeFlagsOf } from '../node-flags.mjs';

const TICKETS = 100;
const RUNS = 3;

export async function startWorker(env) {
  // The worker's V8 flags, as npm start gives them.
  const worker = spawn(process.execPath, [...nodeFlagsOf('WORKER_NODE_OPTIONS'), 'apps/worker/dist/main.js'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The worker did not start in 60 s')), 60_000);
    worker.stdout.on('data', (chunk) => {
      if (String(chunk).includes('Worker started')) {
        clearTimeout(timer);
        resolve();
      }
    });
    worker.on('exit', (code) => reject(new Error(`The worker exited with ${code} during start-up`)));
  });
  return worker;
}

/** A published line's next departure, given room for every run's tickets. */
async function departure(databaseUrl) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const {
      rows: [trip],
    } = await db.query(
      `SELECT t.id, t.line_id FROM trip t JOIN line l ON l.id = t.line_id
        WHERE l.published AND NOT l.is_supplier_api AND NOT l.is_private_transfer AND l.min_passengers = 1 AND NOT t.blocked
          AND t.departure_at > now() + interval '3 days'
          AND NOT EXISTS (SELECT 1 FROM line_extra_option o WHERE o.line_id = l.id AND o.mandatory)
        ORDER BY t.departure_at, t.id LIMIT 1`,
    );
    await db.query(`UPDATE trip SET seats_total = seats_total + $2, seats_left = seats_left + $2 WHERE id = $1`, [trip.id, TICKETS * RUNS]);
    return trip;
  } finally {
    await db.end();
  }
}

export async function measurePurchase({ base, token, databaseUrl, env }) {
  const worker = await startWorker(env);
  try {
    const trip = await departure(databaseUrl);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const times = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const started = performance.now();
      const res = await fetch(`${base}/api/purchase-tickets`, {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': randomUUID() },
        body: JSON.stringify({ lineId: trip.line_id, tripId: trip.id, email: `bench.${run}@example.com`, tickets: TICKETS }),
      });
      if (res.status !== 201) throw new Error(`POST /api/purchase-tickets: ${res.status} ${await res.text()}`);
      const { id } = await res.json();
      let batch;
      do {
        await new Promise((r) => setTimeout(r, 50));
        batch = await (await fetch(`${base}/api/purchase-tickets/${id}`, { headers })).json();
      } while (batch.state !== 'done' && batch.state !== 'failed');
      if (batch.state === 'failed') throw new Error(`The purchase failed: ${batch.error}`);
      times.push(performance.now() - started);
    }
    console.log(`\nPurchase Tickets: ${TICKETS} tickets end to end through the job (${RUNS} runs); aim: under 5 s`);
    console.log(times.map((ms, i) => `run ${i + 1}: ${(ms / 1000).toFixed(2)} s`).join('   '));
  } finally {
    worker.kill('SIGTERM');
  }
}
