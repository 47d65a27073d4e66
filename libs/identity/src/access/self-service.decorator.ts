import { SetMetadata } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import { applyDecorators } from '@nestjs/common';

export const SELF_SERVICE_WRITE_KEY = 'farebox:self-service-write';

/**
 * A write that changes only the caller's own preferences (developer mode), not business data:
 * read-admin may do it too, unlike every other non-GET route.
 */
export function SelfServiceWrite() {
  return applyDecorators(SetMetadata(SELF_SERVICE_WRITE_KEY, true), ApiExtension('x-self-service-write', true));
}
