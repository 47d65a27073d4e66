import { Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyAdapter } from '@nestjs/platform-fastify';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadAppConfig } from '@farebox/platform';
import { registerWebApp } from './web-app.static.js';

const webDist = resolve(loadAppConfig().webDistDir);

/**
 * Serves the built React app on every non-API path (client-side routing falls back to index.html): hashed assets
 * precompressed (br, gzip) and cached for a year, index.html revalidated on every load.
 */
@Module({})
export class WebAppModule implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  // Runs in app.init() before Fastify is ready, so the routes can still be added.
  async onModuleInit(): Promise<void> {
    if (!existsSync(webDist)) return;
    await registerWebApp((this.adapterHost.httpAdapter as FastifyAdapter).getInstance(), webDist);
  }
}
