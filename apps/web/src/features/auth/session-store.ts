import { setAccessToken, type Schemas } from '@/api/http';
import { queryClient } from '@/app/query-client';
import { authApi } from './auth-api';
import type { Me } from './me';

/**
 * The session outside React, so route loaders (the guards) and components share one source of truth.
 * React reads it through useAuth() (useSyncExternalStore).
 */
export type SessionStatus = 'unknown' | 'authenticated' | 'anonymous';

interface SessionState {
  status: SessionStatus;
  me: Me | null;
  /** True when the user signed in through the login form during this page's lifetime (not restored by a refresh). */
  signedInHere: boolean;
}

let state: SessionState = { status: 'unknown', me: null, signedInHere: false };
const listeners = new Set<() => void>();
let restoring: Promise<Me | null> | null = null;

function set(next: Partial<SessionState>): void {
  state = { ...state, ...next };
  listeners.forEach((l) => l());
}

export const sessionStore = {
  getState: (): SessionState => state,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The refresh that public/session-start.js began before this code ran, taken once; null when there is none. */
function startedRefresh(): Promise<Schemas['LoginResponseDto']> | null {
  const started = window.sessionRefreshStarted;
  window.sessionRefreshStarted = undefined;
  return (
    started?.then((res) => {
      if (!res.ok) throw new Error(`The session refresh answered ${res.status}`);
      return res.json() as Promise<Schemas['LoginResponseDto']>;
    }) ?? null
  );
}

/** Restores the session once per page load through the refresh cookie; later calls answer from memory. */
export function ensureSession(): Promise<Me | null> {
  if (state.status !== 'unknown') return Promise.resolve(state.me);
  restoring ??= (startedRefresh() ?? authApi.refresh())
    .then((res) => {
      setAccessToken(res.accessToken);
      set({ status: 'authenticated', me: res.user });
      return res.user;
    })
    .catch(() => {
      setAccessToken(null);
      set({ status: 'anonymous', me: null });
      return null;
    })
    .finally(() => {
      restoring = null;
    });
  return restoring;
}

export function signedIn(accessToken: string, me: Me): void {
  setAccessToken(accessToken);
  set({ status: 'authenticated', me, signedInHere: true });
}

export function updateMe(me: Me): void {
  set({ me });
}

/** Forgets the session locally (the server cookie is cleared by logout()). */
export function clearSession(): void {
  setAccessToken(null);
  queryClient.clear();
  set({ status: 'anonymous', me: null, signedInHere: false });
}

export async function logout(): Promise<void> {
  try {
    await authApi.logout();
  } finally {
    clearSession();
  }
}

const REDIRECT_KEY = 'farebox.afterLogin';

/** Stores the URL first asked for, to return to it after login. */
export function rememberIntendedUrl(url: string): void {
  if (url.startsWith('/login') || url.startsWith('/forgot-password') || url.startsWith('/reset-password')) return;
  sessionStorage.setItem(REDIRECT_KEY, url);
}

/** The stored URL (once) or `/`. Only same-site paths are honoured. */
export function takeIntendedUrl(): string {
  const url = sessionStorage.getItem(REDIRECT_KEY);
  sessionStorage.removeItem(REDIRECT_KEY);
  return url && url.startsWith('/') && !url.startsWith('//') ? url : '/';
}
