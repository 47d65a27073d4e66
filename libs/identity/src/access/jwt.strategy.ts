import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG, type AppConfig, type AuthenticatedUser } from '@farebox/platform';
import { PrincipalService } from './principal.service.js';
import type { AccessTokenPayload } from './access-token.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Verifies the bearer token, then loads the user with its session on every request, so that a disabled
 * or demoted user, or a revoked session, stops working at once rather than when the token expires.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly principals: PrincipalService,
  ) {
    super({ jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(), secretOrKey: config.jwtSecret, ignoreExpiration: false });
  }

  async validate(payload: AccessTokenPayload): Promise<AuthenticatedUser | false> {
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || !UUID.test(payload.sub) || !UUID.test(payload.sid)) return false;
    return (await this.principals.load(payload.sub, payload.sid)) ?? false;
  }
}
