import { Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { ExpressAdapter } from '@nestjs/platform-express';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadAppConfig } from '@farebox/platform';
import { webApp } from './web-app.static.js';

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
    (this.adapterHost.httpAdapter as ExpressAdapter).use(webApp(webDist));
  }
}
