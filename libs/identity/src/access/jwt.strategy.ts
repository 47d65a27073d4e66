import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG, Clock, type AppConfig, type AuthenticatedUser } from '@farebox/platform';
import { ACCESS_TOKEN_ALGORITHM, accessTokenKey, type AccessTokenPayload } from './access-token.js';
import { PrincipalService } from './principal.service.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The claims of a token whose signature checks out, of any shape until validate() has checked them. */
type SignedClaims = Partial<Record<keyof AccessTokenPayload | 'exp', unknown>>;

/**
 * passport-jwt verifies the bearer token's signature; expiry is checked in validate() on the app's Clock, since
 * jsonwebtoken's own check reads the system time (its `clockTimestamp` option is fixed when the strategy is built).
 * Then the user with its session is loaded on every request (through the principal cache), so that a disabled or
 * demoted user, or a revoked session, stops working at once rather than when the token expires.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly principals: PrincipalService,
    private readonly clock: Clock,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // passport-jwt hands the key to jsonwebtoken as it is, and jsonwebtoken takes a key object; the types of
      // passport-jwt's options predate that.
      secretOrKey: accessTokenKey(config) as unknown as Buffer,
      algorithms: [ACCESS_TOKEN_ALGORITHM],
      ignoreExpiration: true,
    });
  }

  async validate({ sub, sid, exp }: SignedClaims): Promise<AuthenticatedUser | false> {
    if (typeof exp !== 'number' || exp * 1000 <= this.clock.nowMs()) return false;
    if (typeof sub !== 'string' || typeof sid !== 'string' || !UUID.test(sub) || !UUID.test(sid)) return false;
    return (await this.principals.load(sub, sid)) ?? false;
  }
}
