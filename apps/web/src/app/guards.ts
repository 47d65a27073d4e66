import { canAccess, Role, SANDBOX_START_PATH, SCREEN_RULES, type AccessRule } from '@farebox/domain';
import { redirect, replace, type LoaderFunctionArgs } from 'react-router';
import { clearSession, ensureSession, rememberIntendedUrl } from '@/features/auth/session-store';
import { notifyToast } from '@/ui/toast';

export const NOT_AUTHENTICATED = { title: 'Not Authenticated', text: 'You need to be authenticated to access this resource.' } as const;
export const UNAUTHORIZED = { title: 'Unauthorized', text: "You don't have the permission to access this resource." } as const;

/** Where the router is now (before the navigation being guarded completes); set once the router exists. */
let currentLocation: () => { pathname: string; search: string; hash: string } | null = () => null;
export function trackLocation(get: typeof currentLocation): void {
  currentLocation = get;
}

function pathOf(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Sends an anonymous visitor to /login, keeping the URL first asked for. */
function toLogin(request: Request): never {
  rememberIntendedUrl(pathOf(request));
  notifyToast({ kind: 'error', ...NOT_AUTHENTICATED });
  throw redirect('/login');
}

/**
 * Loader of the shell (root layout): restores the session through the refresh cookie once per page load,
 * sends anonymous visitors to /login and refuses roles that may not use the back-office.
 */
export async function shellLoader({ request }: LoaderFunctionArgs) {
  const me = await ensureSession();
  if (!me) toLogin(request);
  if (!canAccess(me, SCREEN_RULES.home)) {
    notifyToast({ kind: 'error', ...UNAUTHORIZED });
    clearSession();
    throw redirect('/login');
  }
  return null;
}

/**
 * Loader guard of one screen: the same AccessRule as the API. When refused, the navigation is blocked: the
 * router is sent back to where it was (a replace, so history does not grow); on a first load it goes to `/`.
 * Anonymous visitors are left to the shell loader, which runs in parallel and redirects to /login. `also` adds a
 * condition beyond the rule (e.g. the user's company may purchase tickets).
 */
export function guard(rule: AccessRule, also?: (me: NonNullable<Awaited<ReturnType<typeof ensureSession>>>) => boolean) {
  return async ({ request }: LoaderFunctionArgs) => {
    const me = await ensureSession();
    if (!me) return null;
    if (canAccess(me, rule) && (!also || also(me))) return null;
    notifyToast({ kind: 'error', ...UNAUTHORIZED });
    const from = currentLocation();
    const target = from ? `${from.pathname}${from.search}${from.hash}` : '/';
    if (target === pathOf(request)) throw redirect('/');
    throw replace(target);
  };
}

/**
 * guard(rule) for a screen whose first request can start before its code arrives: the prefetcher's module is fetched
 * beside the session check, and once the user may see the screen, it starts the request (not awaited) while the
 * router still downloads the screen's chunk.
 */
export function guardAndPrefetch(rule: AccessRule, loadPrefetcher: () => Promise<(request: Request) => void>) {
  const check = guard(rule);
  return async (args: LoaderFunctionArgs) => {
    const prefetcher = loadPrefetcher().catch(() => null);
    const result = await check(args);
    if (await ensureSession()) (await prefetcher)?.(args.request);
    return result;
  };
}

/** Public sign-in screens: a signed-in user goes home instead. */
export async function publicOnlyLoader() {
  const me = await ensureSession();
  if (me) throw redirect('/');
  return null;
}

/** Loader of Home: the supply-admin-sandbox role has no start page but Supply configs, so it is sent there. */
export async function homeLoader(args: LoaderFunctionArgs) {
  const me = await ensureSession();
  if (me?.role === Role.SupplyAdminSandbox) throw redirect(SANDBOX_START_PATH);
  return guard(SCREEN_RULES.home)(args);
}
