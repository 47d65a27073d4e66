/** What a JSON HTTP call answered; `error` is the provider's `{ error: { code, message } }` when it sent one. */
export interface JsonAnswer<T> {
  status: number;
  body: T;
  error: { code: string; message: string } | null;
}

/** A call that got no HTTP answer at all (refused connection, timeout, unreadable body): what it did is unknown. */
export class TransportError extends Error {}

const TIMEOUT_MS = 10_000;

/** A provider's error field as text: a string or number as sent, anything else (absent, an object) the fallback. */
const textOr = (value: unknown, fallback: string): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : fallback);

/** One JSON request to an integration over HTTP; only transport failures throw, every HTTP status is returned. */
export async function requestJson<T>(
  baseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  options: { body?: unknown; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<JsonAnswer<T>> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(new URL(path, baseUrl), {
      method,
      headers: { accept: 'application/json', ...(options.body === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS),
    });
    text = await response.text();
  } catch (err) {
    throw new TransportError(`${method} ${path}: ${(err as Error).message}`);
  }
  let body: unknown;
  try {
    body = text === '' ? null : JSON.parse(text);
  } catch {
    throw new TransportError(`${method} ${path}: HTTP ${response.status} with a body that is not JSON`);
  }
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  return {
    status: response.status,
    body: body as T,
    error: error ? { code: textOr(error.code, 'unknown'), message: textOr(error.message, `HTTP ${response.status}`) } : null,
  };
}
