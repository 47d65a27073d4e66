import { HttpStatus, Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { createHash, timingSafeEqual } from 'node:crypto';
import { ErrorCode, USER_EVENTS_API_KEY_HEADER } from '@farebox/domain';
import { APP_CONFIG, AppException, type AppConfig } from '@farebox/platform';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * The ingestion's own key (USER_EVENTS_API_KEY) in X-Api-Key, compared in constant time (both sides hashed first, so
 * the length leaks nothing either). Not configured: 503, so the public site learns the endpoint is off.
 */
@Injectable()
export class UserEventsKeyGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const expected = this.config.userEventsApiKey;
    if (!expected) throw new AppException(HttpStatus.SERVICE_UNAVAILABLE, ErrorCode.UserEventsNotConfigured, 'User events ingestion is not configured.');
    const given = context.switchToHttp().getRequest<{ headers: Record<string, string | string[] | undefined> }>().headers[USER_EVENTS_API_KEY_HEADER];
    if (typeof given !== 'string' || !timingSafeEqual(digest(given), digest(expected)))
      throw new AppException(HttpStatus.UNAUTHORIZED, ErrorCode.UserEventsKeyInvalid, 'Missing or wrong X-Api-Key.');
    return true;
  }
}
