import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-jwt';
import { APP_CONFIG, type AppConfig, type AuthenticatedUser } from '@farebox/platform';
import { ACCESS_TOKEN_ALGORITHM, accessTokenKey } from './access-token.js';
import { PrincipalService } from './principal.service.js';
import { bearerToken, VerifiedTokens, type RequestWithHeaders, type SignedClaims } from './verified-tokens.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * passport-jwt verifies the bearer token's signature; expiry is checked on the app's Clock, since jsonwebtoken's own
 * check reads the system time (its `clockTimestamp` option is fixed when the strategy is built). A verified token is
 * remembered (VerifiedTokens), so the guard does not hand it to passport again. Then the user with its session is
 * loaded on every request (through the principal cache), so that a disabled or demoted user, or a revoked session,
 * stops working at once rather than when the token expires.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly principals: PrincipalService,
    private readonly verifiedTokens: VerifiedTokens,
  ) {
    super({
      jwtFromRequest: bearerToken,
      // passport-jwt hands the key to jsonwebtoken as it is, and jsonwebtoken takes a key object; the types of
      // passport-jwt's options predate that.
      secretOrKey: accessTokenKey(config) as unknown as Buffer,
      algorithms: [ACCESS_TOKEN_ALGORITHM],
      ignoreExpiration: true,
      passReqToCallback: true,
    });
  }

  async validate(request: RequestWithHeaders, claims: SignedClaims): Promise<AuthenticatedUser | false> {
    if (!this.verifiedTokens.isLive(claims)) return false;
    this.verifiedTokens.remember(request, claims);
    return this.principalOf(claims);
  }

  /**
   * The signed-in user behind the claims of a verified token that has not expired (validate, or VerifiedTokens for a
   * remembered one, has checked that); false when they name no live session.
   */
  async principalOf({ sub, sid }: SignedClaims): Promise<AuthenticatedUser | false> {
    if (typeof sub !== 'string' || typeof sid !== 'string' || !UUID.test(sub) || !UUID.test(sid)) return false;
    return (await this.principals.load(sub, sid)) ?? false;
  }
}
