import { fmt, measure } from './bench/measure.mjs';
const token = process.argv[2];
const base = 'http://127.0.0.1:3350';
const get = async (path) => { const r = await fetch(base + path, { headers: { authorization: `Bearer ${token}` } }); if (!r.ok) throw new Error(String(r.status)); await r.arrayBuffer(); };
const rnd = (n) => 20 * Math.floor(Math.random() * n);
for (const [name, path] of [['me', () => '/api/auth/me'], ['boxes', () => '/api/payments-report/overview/boxes'], ['topup', () => `/api/payments-report/overview/topup?offset=${rnd(50)}`], ['invoice', () => `/api/payments-report/overview/invoice?offset=${rnd(150)}`]]) {
  const m = await measure(() => get(path()), { concurrency: 32, durationMs: 5000 });
  console.log(name.padEnd(10), fmt(m.p50), fmt(m.p95), m.rps.toFixed(0), m.errors);
}
