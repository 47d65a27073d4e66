import type { APIRequestContext, APIResponse } from '@playwright/test';
import type { components } from '../../apps/web/src/api/generated/schema';
import { solveCaptcha } from './captcha';
import { DEMO_PASSWORD } from './env';

/** The API's payloads, generated from its OpenAPI document (`npm run contract`): name one as `get<Schemas['...']>`. */
export type Schemas = components['schemas'];

/** The signed-in user as `GET /api/auth/me` returns it. */
export interface Me {
  id: string;
  username: string;
  displayName: string;
  email: string;
  role: string;
  scopes: string[];
  isFullAdmin: boolean;
  companyId: string | null;
  serialPromoCodesEnabled: boolean;
  company: { id: string; name: string; signedAgreement: boolean; scheduleAuthorized: boolean; canPurchaseTickets: boolean } | null;
}

/** A non-2xx answer from the API, with its status and parsed body (`{ status, code, message, details }`). */
export class ApiCallError extends Error {
  constructor(
    readonly method: string,
    readonly path: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`${method} ${path} answered ${status}: ${JSON.stringify(body)}`);
  }
}

export interface RequestOptions {
  /** JSON body. */
  data?: unknown;
  /** Query parameters. */
  params?: Record<string, string | number | boolean>;
  /** Multipart body, e.g. `{ file: { name: 'logo.png', mimeType: 'image/png', buffer } }`. */
  multipart?: Record<string, string | number | boolean | { name: string; mimeType: string; buffer: Buffer }>;
  /** Extra headers, e.g. `{ 'Idempotency-Key': randomUUID() }` on money-moving calls. */
  headers?: Record<string, string>;
}

export interface ApiClient {
  readonly username: string;
  readonly accessToken: string;
  readonly user: Me;
  /** Any call, answer returned as is (never throws on a status): for asserting on refusals. */
  request(method: string, path: string, options?: RequestOptions): Promise<APIResponse>;
  /**
   * These throw ApiCallError unless the answer is 2xx, and return the parsed JSON (undefined on 204) as the type the
   * caller names (e.g. `Schemas['BookingDetailDto']`), unknown when it names none.
   */
  get<T = unknown>(path: string, params?: RequestOptions['params']): Promise<T>;
  post<T = unknown>(path: string, data?: unknown): Promise<T>;
  put<T = unknown>(path: string, data?: unknown): Promise<T>;
  delete<T = unknown>(path: string, params?: RequestOptions['params']): Promise<T>;
}

/** `/users` and `/api/users` both mean the API route `/api/users`. */
const apiPath = (path: string) => (path.startsWith('/api/') ? path : `/api${path.startsWith('/') ? '' : '/'}${path}`);

async function parse(response: APIResponse): Promise<unknown> {
  if (response.status() === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * `POST /api/auth/login` with the captcha solved in Node, a new session of its own. The request context keeps the
 * refresh cookie the API sets: a browser context's `request` hands it to the browser (see `login`).
 */
export async function signIn(request: APIRequestContext, username: string, password: string = DEMO_PASSWORD): Promise<{ accessToken: string; user: Me }> {
  const login = await request.post('/api/auth/login', {
    data: { username, password, captcha: await solveCaptcha(request) },
  });
  const body = (await parse(login)) as { accessToken: string; user: Me };
  if (!login.ok()) throw new ApiCallError('POST', '/api/auth/login', login.status(), body);
  return body;
}

/**
 * Signs in through the real API (`POST /api/auth/login`, solving the ALTCHA captcha like the widget does)
 * and returns a client that sends the bearer token: for test set-up and for checks that need no browser.
 *
 *   const admin = await api(request, 'admin');
 *   const company = await admin.get('/companies/' + id);
 *   await admin.put('/companies/' + id, { ...changes, version: company.version });
 *   const refused = await (await api(request, 'readadmin')).request('PUT', '/companies/' + id, { data: {...} });
 *   expect(refused.status()).toBe(403);
 */
export async function api(request: APIRequestContext, username: string, password: string = DEMO_PASSWORD): Promise<ApiClient> {
  const body = await signIn(request, username, password);

  const call = (method: string, path: string, options: RequestOptions = {}) =>
    request.fetch(apiPath(path), {
      method,
      headers: { ...options.headers, authorization: `Bearer ${body.accessToken}` },
      data: options.data,
      params: options.params,
      multipart: options.multipart,
    });
  // The caller names the payload's type; nothing checks it at run time, as with any JSON.parse.
  const checked = async <T>(method: string, path: string, options?: RequestOptions): Promise<T> => {
    const response = await call(method, path, options);
    const parsed = await parse(response);
    if (!response.ok()) throw new ApiCallError(method, apiPath(path), response.status(), parsed);
    return parsed as T;
  };

  return {
    username,
    accessToken: body.accessToken,
    user: body.user,
    request: call,
    get: (path, params) => checked('GET', path, { params }),
    post: (path, data) => checked('POST', path, { data }),
    put: (path, data) => checked('PUT', path, { data }),
    delete: (path, params) => checked('DELETE', path, { params }),
  };
}
