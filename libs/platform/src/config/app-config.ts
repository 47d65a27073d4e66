/**
 * Every setting the back-office reads from the environment, with its default.
 * The README's configuration table lists the same names; keep both in step.
 */
export interface AppConfig {
  port: number;
  appUrl: string;
  databaseUrl: string;
  /** Most connections this process opens to PostgreSQL (DATABASE_POOL_MAX). */
  databasePoolMax: number;
  /** Longest wait for a free connection (or a new one) before the request answers 503 DatabaseBusy (DATABASE_ACQUIRE_TIMEOUT_MS). */
  databaseAcquireTimeoutMs: number;
  redisUrl: string;
  /** Prefix of every Redis key and BullMQ queue, so that test runs never share state. */
  redisPrefix: string;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  captchaHmacKey: string;
  captchaMaxNumber: number;
  smtpUrl: string;
  mailFrom: string;
  storageDir: string;
  webDistDir: string;
  logLevel: string;
  responseCacheTtlSeconds: number;
  appVersion: string;
  /** The company whose users see Purchase Tickets. */
  purchaseTicketsCompanyId: string;
  /** Base URL of the card payment gateway; null: not configured, every charge and refund answers 503. */
  paymentGatewayUrl: string | null;
  /** Longest wait for one gateway answer (PAYMENT_GATEWAY_TIMEOUT_MS); past it the outcome is unknown and is looked up by its key. */
  paymentGatewayTimeoutMs: number;
  /** Base URL of the supplier API (bookings of supplier-API lines); null: not configured, calls answer 503. */
  supplierApiUrl: string | null;
  /** The public customer site (no trailing slash); null: not configured, the booking edit screen's Track is disabled. */
  publicSiteUrl: string | null;
  /** The app configuration enables transports (spec part 2, route table): off, /transports and its API answer 404. */
  transportsEnabled: boolean;
  /** OpenAI-compatible chat-completions base URL of the AI writer (e.g. https://api.openai.com/v1); null: not configured, generating answers 503. */
  aiWriterUrl: string | null;
  /** The model named in each chat-completions request. */
  aiWriterModel: string;
  /** Bearer token sent to the AI writer; null: none. */
  aiWriterApiKey: string | null;
  /** Base URL of a Nominatim-protocol geocoder (address and area search); null: not configured, searches answer 503. */
  geocoderUrl: string | null;
  /** How long a geocoder answer is reused from Redis. */
  geocoderCacheTtlSeconds: number;
  /** Least time between two geocoder requests: 1000 for the public nominatim.openstreetmap.org (its usage policy), else 0. */
  geocoderMinIntervalMs: number;
  /** Base URL of a SerpApi-protocol search-results API (GET {url}/search.json); null: not configured, prospect searches fail saying so. */
  serpApiUrl: string | null;
  /** The `api_key` sent with each search-results request; null: none. */
  serpApiKey: string | null;
  /** A MapLibre style JSON URL for the maps (its sources may be pmtiles:// archives); null: the tile-free base. */
  mapStyleUrl: string | null;
  /** Largest JSON or urlencoded request body, in bytes (uploads have their own multer limits). */
  bodyLimitBytes: number;
  /** Express's `trust proxy` (hops, `loopback`, subnets): which proxies' X-Forwarded-For gives the client IP; false: none. */
  trustProxy: boolean | number | string;
  rateLimits: RateLimits;
  /** Monitoring is switched on (MONITORING_ENABLED): off, full admins lose /monitoring's items (view-user-events holders keep the viewer). */
  monitoringEnabled: boolean;
  /** Connection of the monitoring role (farebox_monitoring): by default DATABASE_URL with that user name and no password. */
  monitoringDatabaseUrl: string;
  /** Slack Web API base URL (https://slack.com/api); null: not configured, runs record "Slack is not configured". */
  slackApiUrl: string | null;
  /** Bot token (xoxb-...) sent to chat.postMessage. */
  slackBotToken: string | null;
  /** The key the public site sends in X-Api-Key to POST /api/user-events; null: ingestion answers 503. */
  userEventsApiKey: string | null;
}

/** At most `points` requests in a window of `durationSeconds`. */
export interface RateLimit {
  points: number;
  durationSeconds: number;
}

/** The public endpoints an attacker would hammer, limited per client IP and per account (name, e-mail or reset link). */
export interface RateLimits {
  loginPerIp: RateLimit;
  loginPerAccount: RateLimit;
  captchaPerIp: RateLimit;
  forgotPasswordPerIp: RateLimit;
  forgotPasswordPerAccount: RateLimit;
  resetPasswordPerIp: RateLimit;
  resetPasswordPerAccount: RateLimit;
}

function int(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number.parseInt(value, 10);
  if (!Number.isFinite(n)) throw new Error(`Expected an integer, got "${value}"`);
  return n;
}

/** `points/seconds`, e.g. `10/900`: ten requests per 15 minutes. */
function rateLimit(name: string, value: string | undefined, fallback: RateLimit): RateLimit {
  if (value === undefined || value === '') return fallback;
  const match = /^(\d+)\/(\d+)$/.exec(value.trim());
  if (!match || Number(match[1]) < 1 || Number(match[2]) < 1) throw new Error(`${name} must be <requests>/<seconds>, e.g. 10/900, got "${value}"`);
  return { points: Number(match[1]), durationSeconds: Number(match[2]) };
}

/** `true` or `false` (also 1/0, yes/no, on/off); unset or empty: the fallback. */
function flag(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value.trim() === '') return fallback;
  const v = value.trim().toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(v)) return true;
  if (['false', '0', 'no', 'off'].includes(v)) return false;
  throw new Error(`${name} must be true or false, got "${value}"`);
}

function trustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** An absolute http(s) URL without its trailing slashes, or null when unset. */
function siteUrl(name: string, value: string | undefined): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${value}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  return value.replace(/\/+$/, '');
}

/** The public Nominatim server, whose usage policy allows one request a second. */
export const PUBLIC_NOMINATIM_HOST = 'nominatim.openstreetmap.org';
const isPublicNominatim = (url: string | undefined): boolean => {
  try {
    return !!url && new URL(url).hostname === PUBLIC_NOMINATIM_HOST;
  } catch {
    return false;
  }
};

/** The role the monitoring queries run as (created by the ops migration MonitoringViews). */
export const MONITORING_DB_ROLE = 'farebox_monitoring';

/** The app's database URL signed in as the monitoring role, without a password (trust or peer authentication). */
function monitoringUrlOf(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.username = MONITORING_DB_ROLE;
  url.password = '';
  return url.toString();
}

export function loadAppConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = int(env.PORT, 3000);
  return {
    port,
    appUrl: env.APP_URL ?? `http://localhost:${port}`,
    databaseUrl: env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/farebox',
    databasePoolMax: int(env.DATABASE_POOL_MAX, 10),
    databaseAcquireTimeoutMs: int(env.DATABASE_ACQUIRE_TIMEOUT_MS, 5000),
    redisUrl: env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    redisPrefix: env.REDIS_PREFIX ?? 'farebox',
    jwtSecret: env.JWT_SECRET ?? 'farebox-dev-only-secret-change-me',
    accessTokenTtlSeconds: int(env.ACCESS_TOKEN_TTL_SECONDS, 900),
    refreshTokenTtlDays: int(env.REFRESH_TOKEN_TTL_DAYS, 14),
    captchaHmacKey: env.CAPTCHA_HMAC_KEY ?? 'farebox-dev-only-captcha-key',
    captchaMaxNumber: int(env.CAPTCHA_MAX_NUMBER, 50_000),
    smtpUrl: env.SMTP_URL ?? 'smtp://127.0.0.1:1025',
    mailFrom: env.MAIL_FROM ?? 'Farebox back-office <no-reply@farebox.local>',
    storageDir: env.STORAGE_DIR ?? 'var/storage',
    webDistDir: env.WEB_DIST_DIR ?? 'apps/web/dist',
    logLevel: env.LOG_LEVEL ?? 'info',
    responseCacheTtlSeconds: int(env.RESPONSE_CACHE_TTL_SECONDS, 300),
    appVersion: env.APP_VERSION ?? '0.1.0',
    purchaseTicketsCompanyId: env.PURCHASE_TICKETS_COMPANY_ID ?? '00000000-0000-4000-8000-00000000c0de',
    paymentGatewayUrl: env.PAYMENT_GATEWAY_URL || null,
    paymentGatewayTimeoutMs: int(env.PAYMENT_GATEWAY_TIMEOUT_MS, 10_000),
    supplierApiUrl: env.SUPPLIER_API_URL || null,
    publicSiteUrl: siteUrl('PUBLIC_SITE_URL', env.PUBLIC_SITE_URL),
    transportsEnabled: flag('TRANSPORTS_ENABLED', env.TRANSPORTS_ENABLED, true),
    aiWriterUrl: env.AI_WRITER_URL?.replace(/\/+$/, '') || null,
    aiWriterModel: env.AI_WRITER_MODEL || 'gpt-4o-mini',
    aiWriterApiKey: env.AI_WRITER_API_KEY || null,
    geocoderUrl: siteUrl('GEOCODER_URL', env.GEOCODER_URL),
    geocoderCacheTtlSeconds: int(env.GEOCODER_CACHE_TTL_SECONDS, 7 * 24 * 60 * 60),
    geocoderMinIntervalMs: int(env.GEOCODER_MIN_INTERVAL_MS, isPublicNominatim(env.GEOCODER_URL) ? 1000 : 0),
    mapStyleUrl: env.MAP_STYLE_URL || null,
    serpApiUrl: siteUrl('SERP_API_URL', env.SERP_API_URL),
    serpApiKey: env.SERP_API_KEY || null,
    bodyLimitBytes: int(env.BODY_LIMIT_BYTES, 1024 * 1024),
    trustProxy: trustProxy(env.TRUST_PROXY),
    monitoringEnabled: flag('MONITORING_ENABLED', env.MONITORING_ENABLED, true),
    monitoringDatabaseUrl: env.MONITORING_DATABASE_URL || monitoringUrlOf(env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/farebox'),
    slackApiUrl: env.SLACK_API_URL?.replace(/\/+$/, '') || null,
    slackBotToken: env.SLACK_BOT_TOKEN || null,
    userEventsApiKey: env.USER_EVENTS_API_KEY || null,
    rateLimits: {
      loginPerIp: rateLimit('RATE_LIMIT_LOGIN_PER_IP', env.RATE_LIMIT_LOGIN_PER_IP, { points: 100, durationSeconds: 15 * 60 }),
      loginPerAccount: rateLimit('RATE_LIMIT_LOGIN_PER_ACCOUNT', env.RATE_LIMIT_LOGIN_PER_ACCOUNT, { points: 10, durationSeconds: 15 * 60 }),
      captchaPerIp: rateLimit('RATE_LIMIT_CAPTCHA_PER_IP', env.RATE_LIMIT_CAPTCHA_PER_IP, { points: 200, durationSeconds: 15 * 60 }),
      forgotPasswordPerIp: rateLimit('RATE_LIMIT_FORGOT_PASSWORD_PER_IP', env.RATE_LIMIT_FORGOT_PASSWORD_PER_IP, { points: 20, durationSeconds: 60 * 60 }),
      forgotPasswordPerAccount: rateLimit('RATE_LIMIT_FORGOT_PASSWORD_PER_ACCOUNT', env.RATE_LIMIT_FORGOT_PASSWORD_PER_ACCOUNT, {
        points: 5,
        durationSeconds: 60 * 60,
      }),
      resetPasswordPerIp: rateLimit('RATE_LIMIT_RESET_PASSWORD_PER_IP', env.RATE_LIMIT_RESET_PASSWORD_PER_IP, { points: 20, durationSeconds: 60 * 60 }),
      resetPasswordPerAccount: rateLimit('RATE_LIMIT_RESET_PASSWORD_PER_ACCOUNT', env.RATE_LIMIT_RESET_PASSWORD_PER_ACCOUNT, {
        points: 5,
        durationSeconds: 60 * 60,
      }),
    },
  };
}
