import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { join, resolve, sep } from 'node:path';

/** Vite names every built asset after its content hash: a name never serves two contents, so browsers keep them a year. */
export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
/** index.html names the current assets: always revalidated, so a new build is picked up on the next load. */
export const INDEX_CACHE = 'no-cache';

const isApiPath = (path: string): boolean => path === '/api' || path.startsWith('/api/');

/**
 * The built web app, beside Nest's routes: one route per file of the build, then index.html for every other GET
 * (client-side routing), never cached. Assets are sent from the .br or .gz file the build wrote beside them
 * (apps/web/vite.config.ts) when the browser accepts that encoding: no compression work per request.
 * An /api path is never looked up on disk: it goes to the not-found handler, which Nest sets for its JSON 404.
 */
export async function registerWebApp(fastify: FastifyInstance, webDist: string): Promise<void> {
  const root = resolve(webDist);
  const assetsDir = join(root, 'assets') + sep;
  await fastify.register(fastifyStatic, {
    root,
    // Routes for the files found at start-up instead of a catch-all: the catch-all would stat every /api request.
    wildcard: false,
    globIgnore: ['api', 'api/**'],
    index: false,
    preCompressed: true,
    setHeaders: (reply, path) => {
      reply.header('cache-control', path.startsWith(assetsDir) ? HASHED_ASSET_CACHE : INDEX_CACHE);
    },
  });
  fastify.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: (request, reply) => {
      const path = '/' + (request.params as { '*': string })['*'];
      // A missing asset is a 404, not the page's HTML: a stale chunk name must fail as a script.
      if (isApiPath(path) || path.startsWith('/assets/')) return reply.callNotFound();
      return reply.sendFile('index.html');
    },
  });
}
