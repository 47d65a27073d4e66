import type { CookieOptions, Response } from 'express';

export const REFRESH_COOKIE = 'farebox_refresh';
export const REFRESH_COOKIE_PATH = '/api/auth';

function options(appUrl: string): CookieOptions {
  return { httpOnly: true, sameSite: 'strict', path: REFRESH_COOKIE_PATH, secure: appUrl.startsWith('https:') };
}

export function setRefreshCookie(res: Response, appUrl: string, token: string, expiresAt: Date): void {
  res.cookie(REFRESH_COOKIE, token, { ...options(appUrl), expires: expiresAt });
}

export function clearRefreshCookie(res: Response, appUrl: string): void {
  res.clearCookie(REFRESH_COOKIE, options(appUrl));
}
