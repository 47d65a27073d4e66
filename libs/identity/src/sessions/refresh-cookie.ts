import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';

export const REFRESH_COOKIE = 'farebox_refresh';
export const REFRESH_COOKIE_PATH = '/api/auth';

function options(appUrl: string): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'strict', path: REFRESH_COOKIE_PATH, secure: appUrl.startsWith('https:') };
}

export function setRefreshCookie(reply: FastifyReply, appUrl: string, token: string, expiresAt: Date): void {
  void reply.setCookie(REFRESH_COOKIE, token, { ...options(appUrl), expires: expiresAt });
}

export function clearRefreshCookie(reply: FastifyReply, appUrl: string): void {
  void reply.clearCookie(REFRESH_COOKIE, options(appUrl));
}
