import type { IncomingMessage } from 'node:http';
import { Injectable } from '@nestjs/common';
import { ExtractJwt } from 'passport-jwt';
import { Clock } from '@farebox/platform';

/** The claims of a token whose signature checks out, of any shape until the strategy has checked them. */
export type SignedClaims = Record<string, unknown>;

/** About one token per signed-in user and access-token lifetime; the oldest goes first. */
const MAX_TOKENS = 10_000;

/** The bearer token of a request, as passport-jwt reads it. */
export const bearerToken = ExtractJwt.fromAuthHeaderAsBearerToken();

/** What the token is read from: Fastify's request, or any with Node's headers. */
export type RequestWithHeaders = Pick<IncomingMessage, 'headers'>;

/**
 * The tokens passport-jwt has verified in this process, by their whole text (signature included), with their claims,
 * until they expire on the app's Clock. A client sends the same access token with every request of its lifetime, and
 * checking its signature again each time (passport's path with jsonwebtoken's HMAC) was most of the access check's cost.
 * Only a token passport-jwt accepted is ever stored, so a forged or altered token never skips it; the session and the
 * user behind a remembered token are still checked on every request (PrincipalService).
 */
@Injectable()
export class VerifiedTokens {
  private readonly claims = new Map<string, SignedClaims>();

  constructor(private readonly clock: Clock) {}

  /** The claims of the request's token if passport-jwt verified it earlier and it has not expired since. */
  claimsOf(request: RequestWithHeaders): SignedClaims | undefined {
    const token = bearerToken(request);
    const claims = token ? this.claims.get(token) : undefined;
    if (!claims || this.isLive(claims)) return claims;
    this.claims.delete(token!);
    return undefined;
  }

  /** Called with the claims passport-jwt has just verified for the request's token. */
  remember(request: RequestWithHeaders, claims: SignedClaims): void {
    const token = bearerToken(request);
    if (!token || !this.isLive(claims)) return;
    if (this.claims.size >= MAX_TOKENS) this.claims.delete(this.claims.keys().next().value!);
    this.claims.set(token, claims);
  }

  /** Whether the claims' expiry (seconds since the epoch) is still ahead on the app's clock. */
  isLive({ exp }: SignedClaims): boolean {
    return typeof exp === 'number' && exp * 1000 > this.clock.nowMs();
  }
}
