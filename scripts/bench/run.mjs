// npm run bench: on a database of its own (farebox_bench, never the demo data) generates the bookings, starts
// the API on it, and prints p50 / p95 / requests per second of the bookings list and view at 32 concurrent
// connections, beside the same list SQL run straight on PostgreSQL; then the bookings page's first render and
// JavaScript (gzip) in Chromium; then the finance part (finance-data.mjs, finance-measure.mjs): supplier
// transactions of the bench companies, the payments-report overview, a ledger page, the accrued report and a large CSV
// export; and GET /api/auth/me beside a raw node:http server (auth-measure.mjs). The aims are printed next to the
// figures; nothing here fails on a figure.
import { spawn } from 'node:child_process';
import { solveChallenge } from 'altcha-lib/v1';
import pg from 'pg';
import { nodeFlagsOf } from '../node-flags.mjs';
import { measureAuth } from './auth-measure.mjs';
import { measureBookings } from './bookings-measure.mjs';
import { generateCities, measureCities } from './cities-measure.mjs';
import { generateLines, measureLines } from './lines-measure.mjs';
import { measureTripGeneration } from './trips-measure.mjs';
import { measurePurchase } from './purchase-measure.mjs';
import { measureCampaigns } from './campaigns-measure.mjs';
import { measureSync } from './sync-measure.mjs';
import { measureStations } from './stations-measure.mjs';
import { generateFinance } from './finance-data.mjs';
import { measureFinance } from './finance-measure.mjs';
import { measureMemory } from './memory-measure.mjs';
import { generateBookings } from './generate-data.mjs';
import { bookingsPageMetrics, printBookingsPageMetrics } from './web-metrics.mjs';

const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 1_000_000);
const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 2_000);
const CONCURRENCY = 32;
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 8_000);
const PORT = Number(process.env.BENCH_API_PORT ?? 3300);
const DATABASE_URL = process.env.BENCH_DATABASE_URL;
/** bookings | finance | auth | cities | lines | purchase | sync | campaigns | web | memory: measure only that part (the bookings are generated for bookings, web, finance and memory: the postings are theirs). */
const ONLY = process.env.BENCH_ONLY ?? '';
/** Cold loads of the bookings page; the median is printed. */
const WEB_READINGS = Number(process.env.BENCH_WEB_READINGS ?? 5);
/** The cities and stations lists are measured at this many stations (spread over BENCH_CITIES cities). */
const STATIONS = Number(process.env.BENCH_STATIONS ?? 50_000);
const CITIES = Number(process.env.BENCH_CITIES ?? 5_000);
/** The lines list is measured at this many lines. */
const LINES = Number(process.env.BENCH_LINES ?? 2_000);
const FINANCE_SCALE = Number(process.env.FINANCE_BENCH_SCALE ?? 1);
const FINANCE_TRANSACTIONS = Math.round(5_000_000 * FINANCE_SCALE);
const FINANCE_CSV_ROWS = Math.round(1_000_000 * FINANCE_SCALE);
/** BENCH_ONLY=memory: supplier transactions generated for the Reports tab CSV, and the codes of the campaign exported as Excel. */
const MEMORY_TRANSACTIONS = Number(process.env.BENCH_MEMORY_TRANSACTIONS ?? 1_000_000);
const MEMORY_CAMPAIGN_CODES = Number(process.env.BENCH_CAMPAIGN_CODES ?? 100_000);
const PASSWORD = 'Demo-Passw0rd!';
const base = `http://127.0.0.1:${PORT}`;

async function waitForHealth(child) {
  for (let i = 0; i < 120; i++) {
    if (child.exitCode !== null) throw new Error('The API exited during start-up: see var/log/bench-api.log');
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('The API did not become healthy in 60 s');
}

async function login(username) {
  const challenge = await (await fetch(`${base}/api/auth/captcha`)).json();
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  const captcha = Buffer.from(JSON.stringify({ ...challenge, number: solution.number, maxnumber: undefined })).toString('base64');
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD, captcha }),
  });
  if (!res.ok) throw new Error(`Login as ${username} failed: ${res.status} ${await res.text()}`);
  return (await res.json()).accessToken;
}

/** The bookings page in Chromium (BENCH_ONLY=web runs only this on the generated bookings). */
async function measureWebPage() {
  printBookingsPageMetrics(await bookingsPageMetrics(`http://localhost:${PORT}`, { username: 'admin', password: PASSWORD, readings: WEB_READINGS }));
}

async function main() {
  if (ONLY === 'soak') return void (await import('../soak/run.mjs')); // npm run soak's own set-up, load and summary
  const { default: logStream } = await import('node:fs').then((fs) => ({ default: fs.createWriteStream('var/log/bench-api.log') }));
  if (!['auth', 'cities', 'lines', 'purchase', 'sync', 'campaigns'].includes(ONLY)) {
    console.log(`Generating ${BOOKINGS.toLocaleString('en-US')} bookings over ${COMPANIES.toLocaleString('en-US')} companies and one year`);
    const gen = await generateBookings(DATABASE_URL, { bookings: BOOKINGS, companies: COMPANIES });
    console.log(
      `Generated in ${(gen.totalMs / 1000).toFixed(1)} s (rows ${(gen.loadedMs / 1000).toFixed(1)} s, then ${gen.indexes} indexes rebuilt and ANALYZE)  aim: under 180 s`,
    );
  }

  if (ONLY === 'memory') {
    console.log(`Generating ${MEMORY_TRANSACTIONS.toLocaleString('en-US')} supplier transactions for the Reports tab CSV`);
    await generateFinance(DATABASE_URL, { companies: COMPANIES, transactions: MEMORY_TRANSACTIONS, bookings: BOOKINGS });
  }

  // API_NODE_OPTIONS: the V8 flags the API runs with (scripts/lib.sh), as npm start gives them.
  const api = spawn(process.execPath, [...nodeFlagsOf('API_NODE_OPTIONS'), 'apps/api/dist/main.js'], {
    env: { ...process.env, PORT: String(PORT), DATABASE_URL, REDIS_PREFIX: process.env.BENCH_REDIS_PREFIX ?? 'bench', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  api.stdout.pipe(logStream);
  api.stderr.pipe(logStream);
  try {
    await waitForHealth(api);
    if (ONLY === '' || ONLY === 'auth') await measureAuth({ base, token: await login('admin'), connections: CONCURRENCY, durationMs: DURATION_MS });
    if (ONLY === '' || ONLY === 'bookings') {
      const options = { bookings: BOOKINGS, concurrency: CONCURRENCY, durationMs: DURATION_MS };
      await measureBookings({ base, token: await login('admin'), databaseUrl: DATABASE_URL, ...options });
      await measureWebPage();
    }
    if (ONLY === 'web') await measureWebPage();
    if (ONLY === '' || ONLY === 'finance') {
      console.log(
        `\nGenerating ${FINANCE_TRANSACTIONS.toLocaleString('en-US')} supplier transactions for ${COMPANIES.toLocaleString('en-US')} suppliers over one year`,
      );
      const fin = await generateFinance(DATABASE_URL, { companies: COMPANIES, transactions: FINANCE_TRANSACTIONS, bookings: BOOKINGS });
      console.log(
        `Generated in ${(fin.totalMs / 1000).toFixed(1)} s (rows ${(fin.loadedMs / 1000).toFixed(1)} s, then indexes, derived totals, deposits, invoices and ANALYZE)`,
      );
      const db = new pg.Pool({ connectionString: DATABASE_URL, max: 2 });
      try {
        // A new sign-in: the generation may outlast an access token.
        await measureFinance({
          base,
          token: await login('admin'),
          db,
          apiPid: api.pid,
          concurrency: CONCURRENCY,
          durationMs: DURATION_MS,
          csvRows: FINANCE_CSV_ROWS,
        });
        await (
          await import('./export-job-measure.mjs')
        ).measureBackgroundExport({
          base,
          token: await login('admin'),
          db,
          env: { ...process.env, DATABASE_URL, REDIS_PREFIX: process.env.BENCH_REDIS_PREFIX ?? 'bench', LOG_LEVEL: 'info' },
          csvRows: FINANCE_CSV_ROWS,
        });
      } finally {
        await db.end();
      }
    }
    if (ONLY === '' || ONLY === 'cities') {
      console.log(`\nGenerating ${CITIES.toLocaleString('en-US')} cities with ${STATIONS.toLocaleString('en-US')} stations`);
      const geo = await generateCities(DATABASE_URL, { cities: CITIES, stations: STATIONS });
      console.log(
        `${geo.cities.toLocaleString('en-US')} cities, ${geo.stations.toLocaleString('en-US')} stations ready in ${(geo.totalMs / 1000).toFixed(1)} s`,
      );
      const token = await login('admin');
      await measureCities({ base, token, databaseUrl: DATABASE_URL, concurrency: CONCURRENCY, durationMs: DURATION_MS });
      await measureStations({ base, token, databaseUrl: DATABASE_URL, concurrency: CONCURRENCY, durationMs: DURATION_MS });
    }
    if (ONLY === '' || ONLY === 'lines') {
      console.log(`\nGenerating ${LINES.toLocaleString('en-US')} lines`);
      const gen = await generateLines(DATABASE_URL, { lines: LINES });
      console.log(
        `${gen.lines.toLocaleString('en-US')} lines ready in ${(gen.totalMs / 1000).toFixed(1)} s (${gen.total.toLocaleString('en-US')} in the table)`,
      );
      const db = new pg.Client({ connectionString: DATABASE_URL });
      await db.connect();
      const {
        rows: [agent],
      } = await db.query(`SELECT company_id FROM app_user WHERE username = 'agent'`);
      await db.end();
      await measureLines({
        base,
        adminToken: await login('admin'),
        agentToken: await login('agent'),
        agentCompanyId: agent.company_id,
        databaseUrl: DATABASE_URL,
        concurrency: CONCURRENCY,
        durationMs: DURATION_MS,
      });
      await measureTripGeneration(DATABASE_URL);
    }
    if (ONLY === '' || ONLY === 'purchase') {
      await measurePurchase({
        base,
        token: await login('purchaser'),
        databaseUrl: DATABASE_URL,
        env: { ...process.env, DATABASE_URL, REDIS_PREFIX: process.env.BENCH_REDIS_PREFIX ?? 'bench', LOG_LEVEL: 'info' },
      });
    }
    if (ONLY === '' || ONLY === 'sync') await measureSync(DATABASE_URL);
    if (ONLY === '' || ONLY === 'campaigns') {
      await measureCampaigns({
        base,
        token: await login('admin'),
        apiPid: api.pid,
        env: { ...process.env, DATABASE_URL, REDIS_PREFIX: process.env.BENCH_REDIS_PREFIX ?? 'bench', LOG_LEVEL: 'info' },
      });
    }
    if (ONLY === 'memory') {
      // Its own part only: the other parts' load would leave the heap larger than an API at rest.
      const db = new pg.Pool({ connectionString: DATABASE_URL, max: 2 });
      try {
        await measureMemory({
          base,
          apiPid: api.pid,
          login,
          db,
          env: { ...process.env, DATABASE_URL, REDIS_PREFIX: process.env.BENCH_REDIS_PREFIX ?? 'bench', LOG_LEVEL: 'info' },
          settleMs: Number(process.env.BENCH_MEMORY_SETTLE_MS ?? 10_000),
          idleMs: Number(process.env.BENCH_MEMORY_IDLE_MS ?? 150_000),
          campaignCodes: MEMORY_CAMPAIGN_CODES,
        });
      } finally {
        await db.end();
      }
    }
  } finally {
    api.kill('SIGTERM');
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
