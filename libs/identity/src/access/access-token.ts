import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { Clock } from '@farebox/platform';

/** What an access token carries: the user and the session (refresh-token family) it was issued for. */
export interface AccessTokenPayload {
  sub: string;
  sid: string;
}

interface VerifiedToken extends AccessTokenPayload {
  expiresAtMs: number;
}

const BEARER = /^Bearer\s+(\S+)$/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** About one token per signed-in user and access-token lifetime; the oldest goes first. */
const MAX_VERIFIED = 10_000;

/**
 * Checks the request's bearer token: its signature (HS256, the module's key), its expiry, and that it names a user and
 * a session. A signature is checked once per process: the tokens already verified are remembered until they expire,
 * since a user sends the same token with every request until it is refreshed. Whether the session and the user still
 * count is the principal cache's question, asked on every request.
 */
@Injectable()
export class AccessTokenVerifier {
  private readonly verified = new Map<string, VerifiedToken>();

  constructor(
    private readonly jwt: JwtService,
    private readonly clock: Clock,
  ) {}

  /** The token's payload, or null when there is no valid token. */
  verify(authorization: string | undefined): AccessTokenPayload | null {
    const token = authorization === undefined ? undefined : BEARER.exec(authorization)?.[1];
    if (token === undefined) return null;
    const now = this.clock.nowMs();
    const known = this.verified.get(token);
    if (known) {
      if (known.expiresAtMs > now) return known;
      this.verified.delete(token);
      return null;
    }
    const payload = this.checkSignature(token, now);
    if (!payload) return null;
    if (this.verified.size >= MAX_VERIFIED) this.verified.delete(this.verified.keys().next().value!);
    this.verified.set(token, payload);
    return payload;
  }

  private checkSignature(token: string, now: number): VerifiedToken | null {
    let payload: Partial<Record<keyof AccessTokenPayload | 'exp', unknown>>;
    try {
      payload = this.jwt.verify(token, { clockTimestamp: Math.floor(now / 1000) });
    } catch {
      return null;
    }
    const { sub, sid, exp } = payload;
    if (typeof sub !== 'string' || typeof sid !== 'string' || typeof exp !== 'number' || !UUID.test(sub) || !UUID.test(sid)) return null;
    return { sub, sid, expiresAtMs: exp * 1000 };
  }
}
