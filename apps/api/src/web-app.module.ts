import { Module } from '@nestjs/common';
import { ServeStaticModule } from '@nestjs/serve-static';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadAppConfig } from '@farebox/platform';

const webDist = resolve(loadAppConfig().webDistDir);

/** Serves the built React app on every non-API path (client-side routing falls back to index.html). */
@Module({
  imports: existsSync(webDist) ? [ServeStaticModule.forRoot({ rootPath: webDist, exclude: ['/api/{*path}'] })] : [],
})
export class WebAppModule {}
