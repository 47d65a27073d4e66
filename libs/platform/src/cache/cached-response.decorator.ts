import { applyDecorators, SetMetadata, UseInterceptors } from '@nestjs/common';
import { ResponseCacheInterceptor } from './response-cache.interceptor.js';
import { RESPONSE_CACHE_KEY, type CachedResponseOptions } from './response-cache.options.js';

/**
 * Caches the JSON answer of a GET route in Redis under its URL (see ResponseCacheInterceptor for the key).
 * The answer carries `X-Cache: HIT` or `MISS`. Writes that change what the route answers should call
 * `ResponseCacheService.evictPrefix(url)`.
 */
export function CachedResponse(ttlSecondsOrOptions?: number | CachedResponseOptions) {
  const options: CachedResponseOptions = typeof ttlSecondsOrOptions === 'number' ? { ttlSeconds: ttlSecondsOrOptions } : (ttlSecondsOrOptions ?? {});
  return applyDecorators(SetMetadata(RESPONSE_CACHE_KEY, options), UseInterceptors(ResponseCacheInterceptor));
}
