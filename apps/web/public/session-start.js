// Begins the session refresh as soon as the HTML is read, while the app's code (the entry is about 110 KB gzip) is
// still downloading and running: ensureSession() (src/features/auth/session-store.ts) takes this answer instead of
// asking again. A plain script served as it is (Vite would merge a second module script of index.html into the entry),
// and a blocking one: it must run before the entry, or both would spend the same refresh cookie (the API takes a
// replay for theft).
window.sessionRefreshStarted = fetch('/api/auth/refresh', { method: 'POST', credentials: 'same-origin', priority: 'high' });

// The chunks of the screen opened that the entry does not import, fetched beside the entry instead of after it has run
// (the build writes them here: firstScreenModules in vite.config.ts; none in development). At low priority: about 20
// of them at the default priority held back the session refresh and the list on HTTP/1.1's six connections.
{
  const SCREEN_MODULES = {};
  for (const href of SCREEN_MODULES[location.pathname] ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    link.fetchPriority = 'low';
    document.head.append(link);
  }
}

// A screen opened as it is (no query) also gets its first list as soon as the session is back, still before the app's
// code has run: takeEarlyJson() (src/api/http.ts) hands it to the screen's first request when that asks for exactly
// this URL (a unit test keeps them the same). The body is read from a clone, before ensureSession() reads its own.
{
  const FIRST_REQUESTS = { '/bookings': '/api/bookings?payment=paid%3Bauthorized&sort=-bookedAt&offset=0&limit=20' };
  const url = location.search ? undefined : FIRST_REQUESTS[location.pathname];
  if (url) {
    const json = window.sessionRefreshStarted
      .then((res) => (res.ok ? res.clone().json() : null))
      .then((session) => session && fetch(url, { headers: { authorization: `Bearer ${session.accessToken}` }, credentials: 'same-origin', priority: 'high' }))
      .then((res) => (res?.ok ? res.json() : null))
      .catch(() => null);
    window.earlyRequest = { url, json };
  }
}
