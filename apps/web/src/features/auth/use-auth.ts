import { useSyncExternalStore } from 'react';
import { authApi } from './auth-api';
import type { Me } from './me';
import { logout, sessionStore, signedIn, updateMe, type SessionStatus } from './session-store';

export interface AuthApi {
  me: Me | null;
  status: SessionStatus;
  /** Signed in through the login form during this page's lifetime. */
  signedInHere: boolean;
  login: (username: string, password: string, captcha: string) => Promise<Me>;
  logout: () => Promise<void>;
  /** Reloads the current user (e.g. after signing the agreement). */
  reload: () => Promise<Me>;
  setMe: (me: Me) => void;
}

async function login(username: string, password: string, captcha: string): Promise<Me> {
  const res = await authApi.login({ username, password, captcha });
  signedIn(res.accessToken, res.user);
  return res.user;
}

async function reload(): Promise<Me> {
  const me = await authApi.me();
  updateMe(me);
  return me;
}

/** The session: the signed-in user and the sign-in actions. */
export function useAuth(): AuthApi {
  const state = useSyncExternalStore(sessionStore.subscribe, sessionStore.getState);
  return { me: state.me, status: state.status, signedInHere: state.signedInHere, login, logout, reload, setMe: updateMe };
}

/** The signed-in user inside the shell (the shell guard guarantees one). */
export function useMe(): Me {
  const { me } = useAuth();
  if (!me) throw new Error('useMe outside the signed-in shell');
  return me;
}
