import { ApiError, type ErrorBody } from './api-error';

type Query = Record<string, string | number | boolean | undefined | null | (string | number)[]>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  /** JSON-serialised unless it is FormData. */
  body?: unknown;
  signal?: AbortSignal;
  /** Ask for text (CSV) instead of JSON. */
  accept?: 'json' | 'text' | 'blob';
  /** Extra request headers (e.g. `Idempotency-Key` on money-moving calls). */
  headers?: Record<string, string>;
}

let accessToken: string | null = null;
let refreshing: Promise<boolean> | null = null;
const unauthenticatedListeners = new Set<() => void>();

export function setAccessToken(token: string | null): void {
  accessToken = token;
}

/** Called when a request stays unauthenticated after a refresh attempt (the shell sends the user to login). */
export function onUnauthenticated(listener: () => void): () => void {
  unauthenticatedListeners.add(listener);
  return () => unauthenticatedListeners.delete(listener);
}

export function toQueryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((v) => params.append(key, String(v)));
    else params.set(key, String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** Exchanges the httpOnly refresh cookie for a new access token; one exchange at a time. */
export function refreshAccessToken(): Promise<boolean> {
  refreshing ??= fetch('/api/auth/refresh', { method: 'POST', credentials: 'same-origin' })
    .then(async (res) => {
      if (!res.ok) return false;
      const body = (await res.json()) as { accessToken: string };
      setAccessToken(body.accessToken);
      return true;
    })
    .catch(() => false)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers };
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (options.accept === 'text') headers.Accept = 'text/csv, text/plain';
  return fetch(`/api${path}${toQueryString(options.query)}`, {
    method: options.method ?? 'GET',
    headers,
    body,
    signal: options.signal,
    credentials: 'same-origin',
  });
}

async function toApiError(res: Response): Promise<ApiError> {
  let body: ErrorBody;
  try {
    body = (await res.json()) as ErrorBody;
  } catch {
    body = { status: res.status, code: 'HttpError', message: res.statusText || 'Error Occurred' };
  }
  return new ApiError(res.status, res.statusText, body);
}

/** Calls the API; refreshes the access token once on a 401 and throws ApiError on failure. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  let res = await send(path, options);
  if (res.status === 401 && !path.startsWith('/auth/')) {
    if (await refreshAccessToken()) res = await send(path, options);
    if (res.status === 401) unauthenticatedListeners.forEach((l) => l());
  }
  if (!res.ok) throw await toApiError(res);
  if (res.status === 204) return undefined as T;
  if (options.accept === 'text') return (await res.text()) as T;
  if (options.accept === 'blob') return (await res.blob()) as T;
  return (await res.json()) as T;
}
