import { Inject, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { from, of, switchMap, type Observable } from 'rxjs';
import type { AuthenticatedUser } from '../access/access.decorators.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { RESPONSE_CACHE_KEY, type CachedResponseOptions } from './response-cache.options.js';
import { ResponseCacheService } from './response-cache.service.js';

/**
 * Who shares one cached answer of a URL.
 *
 * The decision: the cache key is the request URL (path + query) plus an audience, because an answer may depend on
 * who asks (an agent sees only its own company). The audience is everything the access rules look at except the
 * user's id: role, company, full-admin flag and scopes. Users with the same audience may share an answer, so a
 * cached route must not depend on anything else of the user (never cache `/auth/me`-like answers). A route whose
 * answer is the same for everyone it admits declares `shared: true` and keeps one variant.
 */
export function cacheAudience(user: AuthenticatedUser | undefined, shared: boolean): string {
  if (shared) return 'shared';
  if (!user) return 'anonymous';
  return [user.role, user.companyId ?? '-', user.isFullAdmin ? 'full' : '', [...user.scopes].sort().join(',')].join('|');
}

/** Serves GET answers of routes marked @CachedResponse() from Redis, and stores them on a miss. */
@Injectable()
export class ResponseCacheInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly cache: ResponseCacheService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const options = this.reflector.get<CachedResponseOptions | undefined>(RESPONSE_CACHE_KEY, context.getHandler());
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest & { user?: AuthenticatedUser }>();
    const response = http.getResponse<FastifyReply>();
    if (!options || request.method !== 'GET') return next.handle();
    const url = request.originalUrl;
    const audience = cacheAudience(request.user, options.shared ?? false);
    const ttl = options.ttlSeconds ?? this.config.responseCacheTtlSeconds;
    return from(this.cache.get(url, audience)).pipe(
      switchMap((hit) => {
        if (hit !== undefined) {
          void response.header('X-Cache', 'HIT');
          return of(hit);
        }
        void response.header('X-Cache', 'MISS');
        return next.handle().pipe(switchMap((body: unknown) => from(this.cache.set(url, audience, body, ttl).then(() => body))));
      }),
    );
  }
}
