export const RESPONSE_CACHE_KEY = 'farebox:response-cache';

export interface CachedResponseOptions {
  /** Lifetime of an entry; defaults to the RESPONSE_CACHE_TTL_SECONDS setting. */
  ttlSeconds?: number;
  /** The answer is the same for everyone the route admits: keep one variant instead of one per audience. */
  shared?: boolean;
}
