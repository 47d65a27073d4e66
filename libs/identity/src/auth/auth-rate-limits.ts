import type { FastifyRequest } from 'fastify';
import { loginAttemptKey } from '@farebox/domain';
import { clientIp, type RateLimitRule } from '@farebox/platform';

/** A string field of the JSON body, as typed (validation runs after the limits, so anything may be there). */
function bodyString(request: FastifyRequest, field: string): string | undefined {
  const value = (request.body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' ? value : undefined;
}

/** The account a sign-in or forgot-password names, the same way the lockout counts it (trimmed, lower-cased). */
const namedAccount = (field: string) => (request: FastifyRequest) => {
  const typed = bodyString(request, field);
  return typed === undefined ? undefined : loginAttemptKey(typed);
};

export const LOGIN_RATE_LIMITS: RateLimitRule[] = [
  { limit: 'loginPerIp', by: clientIp },
  { limit: 'loginPerAccount', by: namedAccount('username') },
];

export const CAPTCHA_RATE_LIMITS: RateLimitRule[] = [{ limit: 'captchaPerIp', by: clientIp }];

export const FORGOT_PASSWORD_RATE_LIMITS: RateLimitRule[] = [
  { limit: 'forgotPasswordPerIp', by: clientIp },
  { limit: 'forgotPasswordPerAccount', by: namedAccount('identifier') },
];

/** A reset link belongs to one account, so the link stands for it. */
export const RESET_PASSWORD_RATE_LIMITS: RateLimitRule[] = [
  { limit: 'resetPasswordPerIp', by: clientIp },
  { limit: 'resetPasswordPerAccount', by: (request) => bodyString(request, 'token') },
];
