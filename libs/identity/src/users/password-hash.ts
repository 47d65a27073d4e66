import argon2 from 'argon2';

/**
 * argon2id with the OWASP password-storage parameters (19 MiB, 2 passes, 1 lane): strong, and cheap enough
 * that a burst of logins does not starve a small server. `verify` reads the parameters from the stored hash,
 * so raising them later only needs a change here.
 */
export const PASSWORD_HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, PASSWORD_HASH_OPTIONS);
}

/** False for a wrong password and for a malformed hash. */
export function verifyPassword(hash: string, password: string): Promise<boolean> {
  return argon2.verify(hash, password).catch(() => false);
}
