import { createSecretKey, type KeyObject } from 'node:crypto';
import type { AppConfig } from '@farebox/platform';

/** What an access token carries: the user and the session (refresh-token family) it was issued for. */
export interface AccessTokenPayload {
  sub: string;
  sid: string;
}

/** Access tokens are signed and accepted with this algorithm only. */
export const ACCESS_TOKEN_ALGORITHM = 'HS256';

/**
 * The signing key as a key object, built once: given the secret as a string, jsonwebtoken tries it as a public key
 * (an exception) and then builds a secret key from it, on every verification.
 */
export function accessTokenKey(config: AppConfig): KeyObject {
  return createSecretKey(Buffer.from(config.jwtSecret));
}
