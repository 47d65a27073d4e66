import { createHash, createHmac } from 'node:crypto';

/** A reset link is valid this long (spec: one hour). */
export const PASSWORD_RESET_TTL_SECONDS = 60 * 60;

/**
 * The token in a reset link, derived from the token row's id with an HMAC, so the worker can rebuild the
 * link from the id alone: the outbox and the job carry ids only, and the database stores only a hash.
 */
export function passwordResetLinkToken(secret: string, tokenId: string): string {
  return createHmac('sha256', secret).update(`password-reset:${tokenId}`).digest('base64url');
}

export function passwordResetLink(appUrl: string, token: string): string {
  return `${appUrl.replace(/\/$/, '')}/reset-password?token=${encodeURIComponent(token)}`;
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
