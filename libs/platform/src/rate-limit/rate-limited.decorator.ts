import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ErrorResponseDto } from '../http/error-response.dto.js';
import { RATE_LIMIT_RULES_KEY, RateLimitGuard, type RateLimitRule } from './rate-limit.guard.js';

/** Limits the route by each rule (limits from the RATE_LIMIT_* settings); over a limit it answers 429 with Retry-After. */
export function RateLimited(...rules: RateLimitRule[]) {
  return applyDecorators(
    SetMetadata(RATE_LIMIT_RULES_KEY, rules),
    UseGuards(RateLimitGuard),
    ApiTooManyRequestsResponse({
      type: ErrorResponseDto,
      description: `TooManyRequests: over one of the limits ${rules.map((r) => r.limit).join(', ')}; the Retry-After header gives the seconds to wait`,
      headers: { 'Retry-After': { description: 'Seconds until the limit lets this request through again', schema: { type: 'integer' } } },
    }),
  );
}
