import express, { type NextFunction, type Request, type RequestHandler, type Response, type Router } from 'express';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Vite names every built asset after its content hash: a name never serves two contents, so browsers keep them a year. */
export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
/** index.html names the current assets: always revalidated, so a new build is picked up on the next load. */
export const INDEX_CACHE = 'no-cache';

/** The encodings the build writes beside each asset (apps/web/vite.config.ts), best first. */
const ENCODINGS = [
  { name: 'br', ext: '.br' },
  { name: 'gzip', ext: '.gz' },
] as const;

/**
 * Serves /assets/<name> from the .br or .gz file the build wrote beside it, when the browser accepts that encoding:
 * no compression work per request. Anything else falls through to the plain static files.
 */
function precompressedAssets(assetsDir: string): RequestHandler {
  const files = new Set(existsSync(assetsDir) ? readdirSync(assetsDir) : []);
  return (req: Request, res: Response, next: NextFunction) => {
    res.vary('Accept-Encoding');
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const name = req.path.slice(1);
    if (!files.has(name)) return next();
    const accepted = req.acceptsEncodings(ENCODINGS.map((e) => e.name));
    const encoding = ENCODINGS.find((e) => e.name === accepted && files.has(name + e.ext));
    if (!encoding) return next();
    res.type(name.slice(name.lastIndexOf('.')));
    res.set('Content-Encoding', encoding.name);
    res.sendFile(join(assetsDir, name + encoding.ext), { maxAge: '1y', immutable: true }, (err) => err && next(err));
  };
}

/** The cache policy of a static file of the built app (express.static's setHeaders). */
function setWebCacheHeaders(res: Response, path: string): void {
  res.setHeader('Cache-Control', /[\\/]assets[\\/]/.test(path) ? HASHED_ASSET_CACHE : INDEX_CACHE);
}

/**
 * Every other GET gets index.html (client-side routing), never cached; a missing asset goes on to the 404 (a stale
 * chunk name must fail as a script, not load the page's HTML).
 */
function indexHtmlFallback(webDist: string): RequestHandler {
  const indexFile = join(webDist, 'index.html');
  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path.startsWith('/assets/')) return next();
    res.setHeader('Cache-Control', INDEX_CACHE);
    res.sendFile(indexFile, (err) => err && next(err));
  };
}

/**
 * The built web app, mounted before Nest's routes: precompressed assets, the other static files, then index.html.
 * An /api path leaves at once, for Nest: serve-static would otherwise look for it on disk, a stat per API call.
 */
export function webApp(webDist: string): Router {
  const router = express.Router();
  router.use('/api', (_req, _res, next) => next('router'));
  router.use('/assets', precompressedAssets(join(webDist, 'assets')));
  router.use(express.static(webDist, { index: false, setHeaders: setWebCacheHeaders }));
  router.use(indexHtmlFallback(webDist));
  return router;
}
