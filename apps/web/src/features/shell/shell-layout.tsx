import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, Navigate, Outlet, useLocation, useNavigate, useNavigation } from 'react-router';
import { onUnauthenticated } from '@/api/http';
import { NOT_AUTHENTICATED } from '@/app/guards';
import { SignAgreementGate } from '@/features/agreement/sign-agreement-gate';
import { clearSession, rememberIntendedUrl } from '@/features/auth/session-store';
import { useAuth } from '@/features/auth/use-auth';
import { opsApi, opsKeys } from '@/features/ops/ops-api';
import { Spinner } from '@/ui/spinner';
import { useToast } from '@/ui/toast';
import { Sidebar } from './sidebar';
import { usePageSettled } from './use-page-settled';

// The bell's popover library is fetched once the first screen has rendered (usePageSettled), not with the shell.
const NotificationsMenu = lazy(() => import('./notifications-menu').then((m) => ({ default: m.NotificationsMenu })));
const bellPlaceholder = <span className="h-10 w-10" aria-hidden="true" />;

/** The build version, shown to full admins only (spec part 1, 2.1): the API reports it on /operations. */
function VersionDisplay() {
  const { data } = useQuery({ queryKey: opsKeys.operations, queryFn: opsApi.operations, staleTime: 5 * 60_000 });
  const version = (data?.find((s) => s.name === 'api') ?? data?.[0])?.version;
  if (!version) return null;
  return <p className="px-6 pb-4 text-xs text-slate-300">Version {version}</p>;
}

/** Header, sidebar and body of every signed-in screen. */
export function ShellLayout() {
  const { me, logout } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const { notify } = useToast();
  const settled = usePageSettled();
  // The small-screen menu is open only on the page it was opened on, so any navigation closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === location.pathname;
  const setMenuOpen = (open: boolean) => setMenuOpenOn(open ? location.pathname : null);

  // A request that stays 401 after a token refresh: the session ended on the server.
  useEffect(
    () =>
      onUnauthenticated(() => {
        rememberIntendedUrl(`${window.location.pathname}${window.location.search}`);
        clearSession();
        notify({ kind: 'error', ...NOT_AUTHENTICATED });
        void navigate('/login');
      }),
    [navigate, notify],
  );

  const onLogout = async () => {
    await logout();
    void navigate('/login', { replace: true });
  };

  // The session ended (logout, or expired on the server): the screens below need a user, so leave at once.
  if (!me) return <Navigate to="/login" replace />;

  return (
    <div className="min-h-screen bg-slate-50">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
        Skip to content
      </a>
      <header className="sticky top-0 z-20 flex h-14 items-center gap-3 bg-sky-900 px-3 text-white shadow">
        <button
          type="button"
          className="rounded p-2 hover:bg-sky-800 focus-visible:outline-2 focus-visible:outline-white lg:hidden"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls="sidebar"
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M4 6h16M4 12h16M4 18h16" />
          </svg>
        </button>
        <Link to="/" className="text-lg font-semibold focus-visible:outline-2 focus-visible:outline-white">
          Farebox
        </Link>
        {navigation.state === 'loading' && <Spinner size="sm" label="Loading page" />}
        <div className="ml-auto flex items-center gap-2">
          <Suspense fallback={bellPlaceholder}>{settled ? <NotificationsMenu /> : bellPlaceholder}</Suspense>
          <span className="hidden text-sm sm:inline" data-testid="display-name">
            {me.displayName || me.username}
          </span>
          <button
            type="button"
            onClick={onLogout}
            className="rounded border border-white/60 px-3 py-1 text-sm hover:bg-sky-800 focus-visible:outline-2 focus-visible:outline-white"
          >
            Logout
          </button>
        </div>
      </header>
      <div className="flex">
        {menuOpen && <div className="fixed inset-0 top-14 z-10 bg-slate-900/40 lg:hidden" aria-hidden="true" onClick={() => setMenuOpen(false)} />}
        <aside
          id="sidebar"
          className={`fixed top-14 bottom-0 z-10 w-60 overflow-y-auto bg-slate-800 lg:sticky lg:block lg:h-[calc(100vh-3.5rem)] ${menuOpen ? 'block' : 'hidden'}`}
        >
          <Sidebar me={me} onNavigate={() => setMenuOpen(false)} />
          {me.isFullAdmin && settled && <VersionDisplay />}
        </aside>
        <main id="main" className="min-w-0 flex-1 p-4 sm:p-6">
          <Outlet />
        </main>
      </div>
      <SignAgreementGate />
    </div>
  );
}
