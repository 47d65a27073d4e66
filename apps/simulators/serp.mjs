#!/usr/bin/env node
// SERP simulator: a SerpApi-compatible search-results endpoint on loopback with deterministic organic results.
//
//   GET  /search.json?engine=google&q&location&google_domain&hl[&num][&api_key]
//                               -> 200 { search_metadata, search_parameters, organic_results: [{ position, title, link,
//                               displayed_link, snippet }] }: `num` results (default 10), the same for the same q, location,
//                               google_domain and hl. 400 { error } without engine=google or q; 401 { error } when started
//                               with --api-key and api_key differs; 503 { error } while failures are switched on.
//   POST /_simulator/settings   { failures?: { count, status?, message? }, delayMs? } -> the next `count` searches fail with
//                               `status` (default 503), and every answer waits `delayMs`
//   GET  /_simulator/stats      -> { searches }: how many searches were answered with results
//   GET  /_simulator/health     -> 200
//
// Usage: node apps/simulators/serp.mjs --port 4050 [--host 127.0.0.1] [--delay-ms 100] [--api-key <key>]
import { createHash } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { cliOptions, createJsonServer, listen } from './http-kit.mjs';

const DEFAULT_RESULTS = 10;
const MAX_RESULTS = 100;
const DEFAULT_FAILURE_MESSAGE = 'The search backend is overloaded. Please try again later.';
const SITES = ['busways.example', 'ferrylines.example', 'travelguide.example', 'ticketdesk.example', 'transfers.example', 'localbus.example'];
const KINDS = ['timetable', 'tickets', 'operators', 'reviews', 'prices', 'guide'];

const hashOf = (text) => createHash('sha256').update(text).digest();
const slug = (text) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The `n` organic results of one search: derived only from its parameters (same search, same results). */
export function simulatedResults({ q, location, googleDomain, hl }, n = DEFAULT_RESULTS) {
  const seed = `${q}|${location}|${googleDomain}|${hl}`;
  return Array.from({ length: n }, (_, i) => {
    const digest = hashOf(`${seed}|${i}`);
    const site = SITES[digest[0] % SITES.length];
    const kind = KINDS[digest[1] % KINDS.length];
    const link = `https://www.${site}/${slug(location.split(',')[0])}/${slug(q)}-${kind}-${digest.subarray(2, 4).toString('hex')}`;
    return {
      position: i + 1,
      title: `${q} – ${kind} (${location.split(',')[0]})`,
      link,
      displayed_link: `www.${site} › ${kind}`,
      snippet: `Simulated result ${i + 1} for "${q}" near ${location} on ${googleDomain} (${hl}).`,
    };
  });
}

export function createSerp({ apiKey = null, delayMs = 0 } = {}) {
  const settings = { failures: { count: 0, status: 503, message: DEFAULT_FAILURE_MESSAGE }, delayMs: Number(delayMs) || 0 };
  let searches = 0;

  const search = async ({ query }) => {
    if (settings.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, settings.delayMs));
    if (apiKey && query.get('api_key') !== apiKey)
      return { status: 401, body: { error: 'Invalid API key. Your API key should be here: https://serpapi.com/manage-api-key' } };
    if (query.get('engine') !== 'google') return { status: 400, body: { error: 'Unsupported `engine` parameter: only google is simulated.' } };
    const q = query.get('q') ?? '';
    if (q.trim() === '') return { status: 400, body: { error: 'Missing query `q` parameter.' } };
    if (settings.failures.count > 0) {
      settings.failures.count -= 1;
      return { status: settings.failures.status, body: { error: settings.failures.message } };
    }
    const parameters = {
      engine: 'google',
      q,
      location: query.get('location') ?? '',
      googleDomain: query.get('google_domain') || 'google.com',
      hl: query.get('hl') || 'en',
    };
    const num = Math.min(MAX_RESULTS, Math.max(1, Number.parseInt(query.get('num') ?? '', 10) || DEFAULT_RESULTS));
    searches += 1;
    return {
      status: 200,
      body: {
        search_metadata: { id: `sim-${searches}`, status: 'Success' },
        search_parameters: { engine: 'google', q, location_requested: parameters.location, google_domain: parameters.googleDomain, hl: parameters.hl },
        organic_results: simulatedResults(parameters, num),
      },
    };
  };

  return createJsonServer([
    ['GET', '/search.json', search],
    [
      'POST',
      '/_simulator/settings',
      ({ body }) => {
        if (body.failures)
          settings.failures = {
            count: Math.max(0, Number(body.failures.count) || 0),
            status: Number(body.failures.status) || 503,
            message: body.failures.message || DEFAULT_FAILURE_MESSAGE,
          };
        if (body.delayMs !== undefined) settings.delayMs = Number(body.delayMs) || 0;
        return { status: 200, body: settings };
      },
    ],
    ['GET', '/_simulator/stats', () => ({ status: 200, body: { searches } })],
    ['GET', '/_simulator/health', () => ({ status: 200, body: { ok: true } })],
  ]);
}

/** Answers { url, server, close }; SERP_API_URL is `url`. */
export const startSerp = ({ apiKey, delayMs, ...options } = {}) => listen(createSerp({ apiKey, delayMs }), options);

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const options = cliOptions(process.argv.slice(2), { 'delay-ms': '100', 'api-key': '' });
  const { url } = await startSerp({ host: options.host, port: options.port || 4050, delayMs: options['delay-ms'], apiKey: options['api-key'] || null });
  console.log(`SERP simulator listening on ${url}`);
}
