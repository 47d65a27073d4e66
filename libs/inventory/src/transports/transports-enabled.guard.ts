import { HttpStatus, Inject, Injectable, type CanActivate } from '@nestjs/common';
import { ErrorCode } from '@farebox/domain';
import { APP_CONFIG, AppException, type AppConfig } from '@farebox/platform';

/**
 * Transports exist only when the app configuration enables them (TRANSPORTS_ENABLED, spec part 2 route table): off,
 * every transports route answers 404 as if it were not there. It runs after the global access guard, so a caller
 * who may not use transports at all still gets 401 or 403 first.
 */
@Injectable()
export class TransportsEnabledGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(): boolean {
    if (!this.config.transportsEnabled)
      throw new AppException(HttpStatus.NOT_FOUND, ErrorCode.NotFound, 'Transports are not enabled in this deployment (TRANSPORTS_ENABLED).');
    return true;
  }
}
