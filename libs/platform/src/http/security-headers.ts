import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { AppConfig } from '../config/app-config.js';

/** The Swagger UI page (`/api/docs`) writes its layout in inline `<style>` blocks and draws icons from data: URLs. */

/**
 * The one inline `<style>` the web app needs: the ALTCHA widget's stylesheet, which its bundle inserts at load. Allowed
 * by its hash, not by 'unsafe-inline'; another altcha version brings other CSS, and e2e/content-security-policy.spec.ts
 * then fails with the new hash in the browser's message.
 */
const ALTCHA_STYLE_HASH = "'sha256-ZgqGuQlekW98cv0XQjYUGCLTvc3q5MkU+2SkqlFGoTM='";
const DOCS_PATH = /^\/api\/docs([/?]|$)/;

/** Sets the headers on the raw response, then calls `next` (run from Fastify's onRequest hook). */
export type HeaderSetter = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

/**
 * Helmet's headers on every response, with a Content-Security-Policy that allows only our own origin. The web app
 * needs blob: workers (the ALTCHA captcha solves in a worker made from a blob URL; pdf.js's worker is a built asset)
 * and data:/blob: images (PDF thumbnails, picked pictures). HSTS and upgrade-insecure-requests only when the app is
 * served over https (APP_URL): over plain http they would lock a browser out of the local stack.
 */
export function securityHeaders(config: Pick<AppConfig, 'appUrl'>): HeaderSetter {
  const https = new URL(config.appUrl).protocol === 'https:';
  const directives = {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", ALTCHA_STYLE_HASH],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    workerSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: https ? [] : null,
  };
  const options = (styleSrc: string[]) =>
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: { ...directives, styleSrc } },
      strictTransportSecurity: https ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'no-referrer' },
    });
  const app = options(directives.styleSrc);
  const docs = options(["'self'", "'unsafe-inline'"]);
  return (req, res, next) => (DOCS_PATH.test(req.url ?? '') ? docs : app)(req, res, next);
}
