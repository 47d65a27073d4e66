// The little HTTP toolkit both simulators share: JSON in and out, path routing, listening on loopback,
// and provider-side idempotency (the same Idempotency-Key gives the same answer and one effect).
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';

const MAX_BODY_BYTES = 1024 * 1024;

export class HttpError extends Error {
  constructor(status, code, message) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

async function readJson(req) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, 'body_too_large', 'The request body is too large.');
    chunks.push(chunk);
  }
  if (chunks.length === 0) return {};
  try {
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new Error('not an object');
    return body;
  } catch {
    throw new HttpError(400, 'invalid_json', 'The request body must be a JSON object.');
  }
}

/**
 * Routes are [method, pattern, handler]; a pattern like '/v1/payments/:id/refunds' binds `params.id`.
 * A handler gets { params, body, query, headers } and answers { status, body } or throws HttpError.
 */
export function createJsonServer(routes) {
  const compiled = routes.map(([method, pattern, handler]) => {
    const names = [];
    const source = pattern.replace(/:([a-zA-Z]+)/g, (_, name) => {
      names.push(name);
      return '([^/]+)';
    });
    return { method, regex: new RegExp(`^${source}$`), names, handler };
  });
  return createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://simulator');
    let answer;
    try {
      const route = compiled.find((r) => r.method === req.method && r.regex.test(url.pathname));
      if (!route) throw new HttpError(404, 'not_found', `No route ${req.method} ${url.pathname}`);
      const values = route.regex.exec(url.pathname).slice(1).map(decodeURIComponent);
      const params = Object.fromEntries(route.names.map((n, i) => [n, values[i]]));
      const body = req.method === 'GET' ? {} : await readJson(req);
      answer = await route.handler({ params, body, query: url.searchParams, headers: req.headers });
    } catch (err) {
      answer =
        err instanceof HttpError
          ? { status: err.status, body: { error: { code: err.code, message: err.message } } }
          : { status: 500, body: { error: { code: 'internal', message: String(err?.message ?? err) } } };
    }
    res.writeHead(answer.status, { 'content-type': 'application/json', ...(answer.headers ?? {}) });
    res.end(JSON.stringify(answer.body ?? {}));
  });
}

/** Listens on host:port (0 picks a free port) and answers { url, server, close }. */
export function listen(server, { host = '127.0.0.1', port = 0 } = {}) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolve({
        url: `http://${host}:${address.port}`,
        server,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections?.();
            server.close(() => done());
          }),
      });
    });
  });
}

/**
 * Provider-side idempotency, as payment providers do it: a POST with a key already seen replays the stored
 * answer; the same key with another body is refused with 422.
 */
export function idempotent(handler) {
  const seen = new Map();
  return async (request) => {
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string' || key.trim() === '') throw new HttpError(400, 'idempotency_key_missing', 'The Idempotency-Key header is required.');
    const scope = `${JSON.stringify(request.params)}|${key}`;
    const hash = createHash('sha256').update(JSON.stringify(request.body)).digest('hex');
    const previous = seen.get(scope);
    if (previous) {
      if (previous.hash !== hash) throw new HttpError(422, 'idempotency_key_reused', 'This Idempotency-Key was used with a different request.');
      return { ...(await previous.answer), headers: { 'idempotent-replayed': 'true' } };
    }
    const answer = (async () => {
      try {
        return await handler(request);
      } catch (err) {
        if (err instanceof HttpError && err.status < 500) return { status: err.status, body: { error: { code: err.code, message: err.message } } };
        seen.delete(scope);
        throw err;
      }
    })();
    seen.set(scope, { hash, answer });
    return answer;
  };
}

/** Amounts travel as decimal strings; the simulators count in integer cents. */
export function toCents(value, field = 'amount') {
  const match = typeof value === 'string' ? /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(value) : null;
  if (!match) throw new HttpError(400, 'invalid_amount', `${field} must be a decimal string with at most 2 decimals.`);
  return BigInt(match[1]) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

export const formatCents = (cents) => `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;

/** Runs `start(options)` from the command line: --port, --host, plus the simulator's own flags. */
export function cliOptions(argv, extra = {}) {
  const options = {};
  for (let i = 0; i < argv.length; i += 2) {
    const name = argv[i]?.replace(/^--/, '');
    if (!name || argv[i + 1] === undefined)
      throw new Error(
        `Usage: --port <n> [--host <h>]${Object.keys(extra)
          .map((k) => ` [--${k} <v>]`)
          .join('')}`,
      );
    options[name] = argv[i + 1];
  }
  return {
    host: options.host ?? '127.0.0.1',
    port: Number(options.port ?? 0),
    ...Object.fromEntries(Object.keys(extra).map((k) => [k, options[k] ?? extra[k]])),
  };
}
