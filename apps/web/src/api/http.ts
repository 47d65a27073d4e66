import createClient from 'openapi-fetch';
import { ErrorCode } from '@farebox/domain';
import { ApiError, type ErrorBody } from './api-error';
import type { components, paths } from './generated/schema';

/** The server's payloads, generated from its OpenAPI document (`npm run contract`). */
export type Schemas = components['schemas'];

type Query = Record<string, unknown>;

/** The query parameters of a GET route, e.g. `QueryOf<'/api/payments'>`: what a list's filters become. */
export type QueryOf<P extends keyof paths> = paths[P] extends { get: { parameters: { query?: infer Q } } } ? NonNullable<Q> : never;

let accessToken: string | null = null;
let refreshing: Promise<boolean> | null = null;
const unauthenticatedListeners = new Set<() => void>();

export function setAccessToken(token: string | null): void {
  accessToken = token;
}

/** The Authorization header value of the session, for the one call that cannot go through the client (upload progress). */
export function authorizationHeader(): string | null {
  return accessToken ? `Bearer ${accessToken}` : null;
}

/** Called when a request stays unauthenticated after a refresh attempt (the shell sends the user to login). */
export function onUnauthenticated(listener: () => void): () => void {
  unauthenticatedListeners.add(listener);
  return () => unauthenticatedListeners.delete(listener);
}

/** A query value as the API reads it: a string as it is, a number or boolean as it prints. */
const queryText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/** Empty values are left out and arrays repeat their key (`payment=paid&payment=authorized`). */
function queryString(query: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((v) => params.append(key, queryText(v)));
    else params.set(key, queryText(value));
  }
  return params.toString();
}

/**
 * The JSON of the request public/session-start.js began before the app's code ran, when it was for exactly `path`
 * with `query` (null when it failed), taken once; null when there is none for that URL.
 */
export function takeEarlyJson<T>(path: string, query: Query): Promise<T | null> | null {
  const early = window.earlyRequest;
  if (!early || early.url !== `${path}?${queryString(query)}`) return null;
  window.earlyRequest = undefined;
  return early.json as Promise<T | null>;
}

/** Exchanges the httpOnly refresh cookie for a new access token; one exchange at a time. */
export function refreshAccessToken(): Promise<boolean> {
  refreshing ??= client
    .POST('/api/auth/refresh')
    .then(({ data }) => {
      setAccessToken(data!.accessToken);
      return true;
    })
    .catch(() => false)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/**
 * Sends the request's bytes rather than the Request itself: a Request's body is a stream, which the browser's
 * devtools (and so Playwright) cannot show, and which a retry after a token refresh could not send again.
 */
function send(request: Request, body: ArrayBuffer | undefined): Promise<Response> {
  const headers = new Headers(request.headers);
  if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`);
  return fetch(request.url, { method: request.method, headers, body, signal: request.signal, credentials: 'same-origin', priority: 'high' });
}

async function toApiError(res: Response): Promise<ApiError> {
  let body: ErrorBody;
  try {
    body = (await res.json()) as ErrorBody;
  } catch {
    body = { status: res.status, code: ErrorCode.HttpError, message: res.statusText || 'Error Occurred' };
  }
  return new ApiError(res.status, res.statusText, body);
}

/** Refreshes the access token once on a 401 and throws ApiError on any failure, so a call resolves only with data. */
async function authenticatedFetch(request: Request): Promise<Response> {
  const body = request.body ? await request.arrayBuffer() : undefined;
  let res = await send(request, body);
  if (res.status === 401 && !new URL(request.url).pathname.startsWith('/api/auth/')) {
    if (await refreshAccessToken()) res = await send(request, body);
    if (res.status === 401) unauthenticatedListeners.forEach((l) => l());
  }
  if (!res.ok) throw await toApiError(res);
  return res;
}

/** The one API client (openapi-fetch over the generated paths): `await data(client.GET('/api/users/{id}', ...))`. */
export const client = createClient<paths>({
  fetch: authenticatedFetch,
  querySerializer: queryString,
});

/** The data of a call; failures have already thrown ApiError (see authenticatedFetch). */
export async function data<T>(call: Promise<{ data?: T }>): Promise<T> {
  return (await call).data as T;
}

/** A multipart body from a typed one (`bodySerializer: toFormData`): strings as fields, Blobs as files; undefined left out. */
export function toFormData(body: Record<string, string | Blob | undefined>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) if (value !== undefined) form.append(key, value);
  return form;
}
