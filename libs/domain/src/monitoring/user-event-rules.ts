/** Limits of the user-events ingestion (POST /api/user-events), enforced by its DTOs. */
export const USER_EVENTS_PER_REQUEST_MAX = 500;
export const USER_EVENT_NAME_MAX = 100;
export const USER_EVENT_ID_MAX = 100;
/** Serialised size of an event's properties, and of its metadata. */
export const USER_EVENT_OBJECT_BYTES_MAX = 8 * 1024;
/** The request header that carries the ingestion key. */
export const USER_EVENTS_API_KEY_HEADER = 'x-api-key';
/** How far in the future an event's timestamp may be (clock skew of the public site's clients). */
export const USER_EVENT_FUTURE_SKEW_MS = 5 * 60 * 1000;

/** The viewer's filters, as they stand in /monitoring's URL. */
export interface UserEventFilters {
  name?: string;
  visitorId?: string;
  sessionId?: string;
  /** YYYY-MM-DD, UTC, inclusive. */
  fromDate?: string;
  toDate?: string;
  /** One property: `key=value`. */
  property?: string;
}

/** `key=value` into its parts; null when there is no `=` or no key. */
export function parsePropertyFilter(text: string): { key: string; value: string } | null {
  const at = text.indexOf('=');
  if (at <= 0) return null;
  return { key: text.slice(0, at).trim(), value: text.slice(at + 1).trim() };
}
