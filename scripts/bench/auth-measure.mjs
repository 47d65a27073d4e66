// GET /api/auth/me (the access check every request pays, plus the caller's row) beside a raw node:http server answering a
// JSON of the same size, both loaded by autocannon in the same run, so the ratio says what the framework and the check cost.
import { spawn } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import autocannon from 'autocannon';

const RAW_PORT = Number(process.env.BENCH_RAW_PORT ?? 3399);

function load(url, { connections, durationS, headers }) {
  return autocannon({ url, connections, duration: durationS, headers });
}

/** A node:http server in a process of its own (like the API), answering every request with `body`. */
async function startRawServer(body) {
  const code = `import http from 'node:http';
const body = ${JSON.stringify(body)};
http.createServer((req, res) => { res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) }); res.end(body); }).listen(${RAW_PORT}, () => console.log('ready'));`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve);
    child.once('exit', () => reject(new Error('The raw node:http server exited')));
  });
  return child;
}

export async function measureAuth({ base, token, connections, durationMs }) {
  const headers = { authorization: `Bearer ${token}` };
  const sample = await fetch(`${base}/api/auth/me`, { headers });
  if (!sample.ok) throw new Error(`GET /api/auth/me: ${sample.status}`);
  const raw = await startRawServer(await sample.text());
  try {
    const durationS = durationMs / 1000;
    // Warm-up of both (JIT, the principal cache), then the measured runs.
    await load(`${base}/api/auth/me`, { connections, durationS: 2, headers });
    await load(`http://127.0.0.1:${RAW_PORT}/`, { connections, durationS: 2 });
    const api = await load(`${base}/api/auth/me`, { connections, durationS, headers });
    const bare = await load(`http://127.0.0.1:${RAW_PORT}/`, { connections, durationS });
    const line = (name, r) =>
      `${name.padEnd(28)} ${r.requests.average.toFixed(0).padStart(8)} ${`${r.latency.p50} ms`.padStart(10)} ${`${r.latency.p97_5} ms`.padStart(10)}${r.non2xx || r.errors ? `  (${r.non2xx} non-2xx, ${r.errors} errors)` : ''}`;
    console.log(`\nAccess check at ${connections} connections (${durationS} s each, autocannon); aim: GET /api/auth/me at 25% of raw node:http or more`);
    console.log(`${'request'.padEnd(28)} ${'req/s'.padStart(8)} ${'p50'.padStart(10)} ${'p97.5'.padStart(10)}`);
    console.log(line('GET /api/auth/me', api));
    console.log(line('raw node:http, same body', bare));
    console.log(`ratio: ${((100 * api.requests.average) / bare.requests.average).toFixed(1)}% of raw node:http`);
    // The machine may be shared: the ratio of two figures taken in the same run means more than either figure.
    const loadAverages = loadavg().map((l) => l.toFixed(1));
    console.log(`load average ${loadAverages.join(' / ')} (1 / 5 / 15 min) on ${availableParallelism()} cores`);
  } finally {
    raw.kill('SIGTERM');
  }
}
