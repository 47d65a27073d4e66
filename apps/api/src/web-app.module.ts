import { Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { ExpressAdapter } from '@nestjs/platform-express';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadAppConfig } from '@farebox/platform';
import { indexHtmlFallback, precompressedAssets, setWebCacheHeaders } from './web-app.static.js';

const webDist = resolve(loadAppConfig().webDistDir);

/**
 * Serves the built React app on every non-API path (client-side routing falls back to index.html): hashed assets
 * precompressed (br, gzip) and cached for a year, index.html revalidated on every load.
 */
@Module({})
export class WebAppModule implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    if (!existsSync(webDist)) return;
    const http = this.adapterHost.httpAdapter as ExpressAdapter;
    http.use('/assets', precompressedAssets(join(webDist, 'assets')));
    http.useStaticAssets(webDist, { index: false, setHeaders: setWebCacheHeaders });
    http.use(indexHtmlFallback(webDist));
  }
}
