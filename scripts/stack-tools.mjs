#!/usr/bin/env node
// Small helpers the run scripts need and bash does badly. Usage:
//   node scripts/stack-tools.mjs host-port <url> <default-port>   -> prints "host port"
//   node scripts/stack-tools.mjs ensure-db <database-url>         -> creates the database when missing
//   node scripts/stack-tools.mjs recreate-db <database-url>       -> drops (forcing connections off) and creates it
//   node scripts/stack-tools.mjs flush-redis <redis-url> <prefix> -> deletes every key starting with "<prefix>:"
//   node scripts/stack-tools.mjs wait-http <url> <seconds> [pid...] -> waits for a 2xx answer (fails when a pid exits)
//   node scripts/stack-tools.mjs jest-counts <json-file>          -> prints "passed failed" from jest --json
//   node scripts/stack-tools.mjs pw-counts <json-file>            -> prints "passed failed" from Playwright's json
import { readFileSync } from 'node:fs';

const [command, ...args] = process.argv.slice(2);

function adminUrlOf(databaseUrl) {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`Unexpected database name "${name}" in ${databaseUrl}`);
  url.pathname = '/postgres';
  return { adminUrl: url.toString(), name };
}

async function withAdmin(databaseUrl, work) {
  const { default: pg } = await import('pg');
  const { adminUrl, name } = adminUrlOf(databaseUrl);
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await work(client, name);
  } finally {
    await client.end();
  }
}

async function ensureDb(databaseUrl) {
  await withAdmin(databaseUrl, async (client, name) => {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount === 0) {
      await client.query(`CREATE DATABASE "${name}"`);
      console.log(`Created database ${name}`);
    }
  });
}

async function recreateDb(databaseUrl) {
  await withAdmin(databaseUrl, async (client, name) => {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}"`);
    console.log(`Recreated database ${name}`);
  });
}

async function flushRedis(redisUrl, prefix) {
  if (!prefix) throw new Error('flush-redis needs a prefix');
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, lazyConnect: true });
  await redis.connect();
  let cursor = '0';
  let deleted = 0;
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
    cursor = next;
    if (keys.length) deleted += await redis.del(...keys);
  } while (cursor !== '0');
  await redis.quit();
  console.log(`Removed ${deleted} Redis keys under "${prefix}:"`);
}

/** Waits for a 2xx answer; gives up early when one of the given processes (the server starting) has exited. */
async function waitHttp(url, seconds, pids = []) {
  const deadline = Date.now() + Number(seconds) * 1000;
  let last = '';
  while (Date.now() < deadline) {
    for (const pid of pids) {
      try {
        process.kill(Number(pid), 0);
      } catch {
        throw new Error(`process ${pid} exited before ${url} answered`);
      }
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
      if (response.ok) return;
      last = `status ${response.status}: ${(await response.text()).slice(0, 200)}`;
    } catch (error) {
      last = error.cause?.code ?? error.message;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${seconds}s (${last})`);
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

process.on('uncaughtException', (error) => {
  console.error(`stack-tools ${command}: ${error.message}`);
  process.exit(1);
});

switch (command) {
  case 'host-port': {
    const url = new URL(args[0]);
    console.log(`${url.hostname.replace(/^\[|\]$/g, '') || '127.0.0.1'} ${url.port || args[1]}`);
    break;
  }
  case 'ensure-db':
    await ensureDb(args[0]);
    break;
  case 'recreate-db':
    await recreateDb(args[0]);
    break;
  case 'flush-redis':
    await flushRedis(args[0], args[1]);
    break;
  case 'wait-http':
    await waitHttp(args[0], args[1] ?? 60, args.slice(2));
    break;
  case 'jest-counts': {
    const r = readJson(args[0]);
    console.log(r ? `${r.numPassedTests} ${r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0)}` : '0 0');
    break;
  }
  case 'pw-counts': {
    const s = readJson(args[0])?.stats;
    console.log(s ? `${s.expected + s.flaky} ${s.unexpected}` : '0 0');
    break;
  }
  default:
    console.error(`Unknown command "${command}"`);
    process.exit(2);
}
