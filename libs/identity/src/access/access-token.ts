import type { JwtService } from '@nestjs/jwt';

/** What an access token carries: the user and the session (refresh-token family) it was issued for. */
export interface AccessTokenPayload {
  sub: string;
  sid: string;
}

const BEARER = /^Bearer\s+(\S+)$/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The payload of the request's bearer token when its signature (HS256, the module's key) and expiry check out and it
 * names a user and a session; null otherwise.
 */
export function readAccessToken(jwt: JwtService, authorization: string | undefined): AccessTokenPayload | null {
  const token = authorization === undefined ? undefined : BEARER.exec(authorization)?.[1];
  if (token === undefined) return null;
  let payload: Partial<Record<keyof AccessTokenPayload, unknown>>;
  try {
    payload = jwt.verify(token);
  } catch {
    return null;
  }
  const { sub, sid } = payload;
  return typeof sub === 'string' && typeof sid === 'string' && UUID.test(sub) && UUID.test(sid) ? { sub, sid } : null;
}
