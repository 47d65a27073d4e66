import { applyDecorators, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import { ErrorCode } from '@farebox/domain';
import { ApiErrors } from '../errors/api-errors.decorator.js';
import { IDEMPOTENCY_KEY_HEADER } from './idempotency.service.js';

/** The request's Idempotency-Key header (undefined when absent; IdempotencyService.run refuses that with 400). */
export const IdempotencyKeyHeader = createParamDecorator((_data: unknown, ctx: ExecutionContext): string | undefined => {
  const value = ctx.switchToHttp().getRequest<{ headers: Record<string, string | string[] | undefined> }>().headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
});

/** Documents the required header, the 400 without it and the 422 for a key reused with another request. */
export function ApiIdempotent() {
  return applyDecorators(
    ApiHeader({
      name: IDEMPOTENCY_KEY_HEADER,
      required: true,
      description: 'A new random key per intended operation (e.g. a UUID), the same on every retry: a retry gets the first answer and moves no money twice.',
    }),
    ApiErrors(ErrorCode.IdempotencyKeyRequired, ErrorCode.IdempotencyKeyReused),
  );
}
