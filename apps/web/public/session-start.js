// Begins the session refresh as soon as the HTML is read, while the app's code (the entry is about 110 KB gzip) is
// still downloading and running: ensureSession() (src/features/auth/session-store.ts) takes this answer instead of
// asking again. A plain script served as it is (Vite would merge a second module script of index.html into the entry),
// and a blocking one: it must run before the entry, or both would spend the same refresh cookie (the API takes a
// replay for theft).
window.sessionRefreshStarted = fetch('/api/auth/refresh', { method: 'POST', credentials: 'same-origin', priority: 'high' });
