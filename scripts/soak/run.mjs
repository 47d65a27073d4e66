#!/usr/bin/env node
// npm run soak: SOAK_MINUTES (default 10) of mixed reads and money moves at 32 connections against the real API and
// worker on loopback, on a database of its own (farebox_soak, recreated, migrated and seeded). It fails (exit 1) on
// any 5xx or unexpected status, on a memory trend of the API or the worker, or on a broken ledger invariant.
//
// Options (environment): SOAK_MINUTES, SKIP_BUILD=1 (reuse the last build), SOAK_API_PORT (default 3370; the
// simulators and the mail catcher take the next ports up to +4).
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import pg from 'pg';
import { nodeFlagsOf } from '../node-flags.mjs';
import { startPaymentGateway } from '../../apps/simulators/payment-gateway.mjs';
import { startSupplierApi } from '../../apps/simulators/supplier-api.mjs';
import { checkInvariants, snapshotDrift } from './invariants.mjs';
import { login, runLoad } from './load.mjs';
import { memoryTrend, MEMORY_TREND_LIMIT_MB, sampleRss } from './memory.mjs';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const CONNECTIONS = 32;
const PORT = Number(process.env.SOAK_API_PORT ?? 3370);
const DB_NAME = 'farebox_soak';
const ADMIN_URL = process.env.SOAK_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseUrl = (() => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DB_NAME}`;
  return url.toString();
})();
const base = `http://127.0.0.1:${PORT}`;

const children = [];
function start(name, args, env) {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr.on('data', () => {}); // drained so a chatty child never blocks
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`${name} exited early (${code ?? signal})`);
  });
  children.push(child);
  return child;
}
let stopping = false;
const stopAll = () => {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
};
process.on('exit', stopAll);

/** Runs a command to its end without blocking this process (the simulators it talks to live here). */
function run(args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(args[0], args.slice(1), { env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} failed (${code})`))));
  });
}

async function recreateDatabase() {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DB_NAME}`);
  await admin.end();
}

async function waitForHealth(child) {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error('The API exited during start-up');
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('The API did not become healthy in 2 minutes');
}

const mark = (ok) => (ok ? 'ok  ' : 'FAIL');

async function main() {
  if (process.env.SKIP_BUILD !== '1') await run(['npm', 'run', 'build:server']);
  console.log(`Recreating ${DB_NAME}, migrating, seeding`);
  await recreateDatabase();
  await run([process.execPath, 'apps/api/dist/cli/migrate.js'], { DATABASE_URL: databaseUrl });
  await run([process.execPath, 'apps/api/dist/cli/seed.js'], { DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' });

  const gateway = await startPaymentGateway({ port: PORT + 1 });
  const supplier = await startSupplierApi({ port: PORT + 2 });
  await run([process.execPath, 'apps/simulators/gateway-preload.mjs', databaseUrl, gateway.url]);
  mkdirSync('var/soak', { recursive: true });
  start('mail catcher', ['scripts/mail-catcher.mjs', '--smtp-port', String(PORT + 3), '--http-port', String(PORT + 4)]);
  const env = {
    PORT: String(PORT),
    DATABASE_URL: databaseUrl,
    REDIS_PREFIX: 'soak',
    PAYMENT_GATEWAY_URL: gateway.url,
    SUPPLIER_API_URL: supplier.url,
    SMTP_URL: `smtp://127.0.0.1:${PORT + 3}`,
    STORAGE_DIR: 'var/soak/storage',
    LOG_LEVEL: 'warn',
  };
  // The V8 flags, as scripts/lib.sh sets them for npm run soak (and npm run bench's BENCH_ONLY=soak).
  const api = start('API', [...nodeFlagsOf('API_NODE_OPTIONS'), 'apps/api/dist/main.js'], env);
  const worker = start('worker', [...nodeFlagsOf('WORKER_NODE_OPTIONS'), 'apps/worker/dist/main.js'], env);
  await waitForHealth(api);

  const db = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  const token = await login(base, 'admin');
  const before = await snapshotDrift(db, gateway.url);
  const startedAt = new Date();
  const durationMs = MINUTES * 60_000;
  console.log(`Soaking for ${MINUTES} min at ${CONNECTIONS} connections (API pid ${api.pid}, worker pid ${worker.pid})`);
  const sampler = sampleRss({ api: api.pid, worker: worker.pid }, 5_000);
  const load = await runLoad({ base, token, db, connections: CONNECTIONS, durationMs });
  const rss = sampler.stop();
  // Let the worker drain what the load queued before the ledgers are read.
  await new Promise((r) => setTimeout(r, 3_000));
  const broken = await checkInvariants(db, before, { gatewayUrl: gateway.url, since: startedAt });
  await db.end();
  stopAll();
  await gateway.close();
  await supplier.close();

  const trends = { api: memoryTrend(rss.api), worker: memoryTrend(rss.worker) };
  const checks = [
    [`requests: ${load.total} (${(load.total / (durationMs / 1000)).toFixed(0)}/s)`, 'any', true],
    [`5xx answers: ${load.serverErrors}`, '0', load.serverErrors === 0],
    [`unexpected statuses: ${load.unexpected}${load.firstUnexpected ? ` (e.g. ${load.firstUnexpected})` : ''}`, '0', load.unexpected === 0],
    [`transport errors: ${load.transportErrors}`, '0', load.transportErrors === 0],
    [`money moves: ${load.moves.ok} done, ${load.moves.refused} refused (409/402), ${load.moves.replays} replays identical`, 'any', true],
    ...Object.entries(trends).map(([name, t]) => [
      `${name} RSS: ${t.firstMb.toFixed(0)} MB -> ${t.lastMb.toFixed(0)} MB (max ${t.maxMb.toFixed(0)} MB), growth ${t.growthMb.toFixed(1)} MB`,
      `growth under ${MEMORY_TREND_LIMIT_MB} MB`,
      t.growthMb < MEMORY_TREND_LIMIT_MB,
    ]),
    [`broken ledger invariants: ${broken.length}`, '0', broken.length === 0],
  ];
  console.log(`\nSoak summary (${MINUTES} min, ${CONNECTIONS} connections)`);
  for (const [figure, aim, ok] of checks) console.log(`${mark(ok)} ${figure.padEnd(100)} aim: ${aim}`);
  for (const b of broken.slice(0, 20)) console.log(`     ${b}`);
  const failed = checks.some(([, , ok]) => !ok);
  console.log(failed ? '\nSOAK FAILED' : '\nSOAK PASSED');
  process.exitCode = failed ? 1 : 0;
}

main().catch((err) => {
  console.error(err);
  stopAll();
  process.exit(1);
});
