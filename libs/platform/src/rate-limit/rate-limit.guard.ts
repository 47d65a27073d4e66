import { createHash } from 'node:crypto';
import { HttpStatus, Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig, RateLimits } from '../config/app-config.js';
import { ErrorCode } from '@farebox/domain';
import { AppException } from '../errors/app-exception.js';
import { REDIS } from '../redis/redis.module.js';

/** One limit of a route and what it counts by (the client IP, the account named in the body, ...); no key: not counted. */
export interface RateLimitRule {
  limit: keyof RateLimits;
  by: (request: FastifyRequest) => string | undefined;
}

export const RATE_LIMIT_RULES_KEY = 'farebox:rate-limit-rules';

/** The client's address (X-Forwarded-For only from the proxies TRUST_PROXY names). */
export const clientIp = (request: FastifyRequest): string | undefined => request.ip;

export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppException(HttpStatus.TOO_MANY_REQUESTS, ErrorCode.TooManyRequests, `Too many requests, try again in ${retryAfterSeconds} seconds.`, {
    retryAfterSeconds,
  });

/**
 * Counts the request against each rule of the route, in order, in Redis (so every API process shares the counts);
 * the first rule over its limit answers 429 with Retry-After and the later rules are not counted.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly limiters = new Map<keyof RateLimits, RateLimiterRedis>();

  constructor(
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rules = this.reflector.get<RateLimitRule[] | undefined>(RATE_LIMIT_RULES_KEY, context.getHandler()) ?? [];
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    for (const rule of rules) {
      const key = rule.by(request);
      if (key === undefined || key === '') continue;
      try {
        // Hashed: account keys come from the request body, and no name or address should sit in Redis.
        await this.limiter(rule.limit).consume(createHash('sha256').update(key).digest('base64url'));
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        // The error filter answers Retry-After from the exception's details.
        throw tooManyRequests(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)));
      }
    }
    return true;
  }

  private limiter(name: keyof RateLimits): RateLimiterRedis {
    let limiter = this.limiters.get(name);
    if (!limiter) {
      const { points, durationSeconds } = this.config.rateLimits[name];
      limiter = new RateLimiterRedis({ storeClient: this.redis, keyPrefix: `rate-limit:${name}`, points, duration: durationSeconds });
      this.limiters.set(name, limiter);
    }
    return limiter;
  }
}
