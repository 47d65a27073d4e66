import 'reflect-metadata';
import { type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import cookieParser from 'cookie-parser';
import { Logger } from 'nestjs-pino';
import { AllExceptionsFilter, createValidationPipe, documentDatabaseBusy, documentValidationErrors, loadAppConfig, securityHeaders } from '@farebox/platform';
import { PRODUCT_DISPLAY_NAME } from '@farebox/domain';
import { AppModule } from './app.module.js';

export function buildOpenApiDocument(app: INestApplication, version = loadAppConfig().appVersion): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle(`${PRODUCT_DISPLAY_NAME} back-office API`)
    .setDescription('REST API of the back-office. Every route lists who may call it under `x-access`.')
    .setVersion(version)
    .addBearerAuth()
    .build();
  const document = SwaggerModule.createDocument(app, config);
  documentValidationErrors(document);
  documentDatabaseBusy(document);
  return document;
}

/** The HTTP application exactly as production runs it; tests call this too. */
export async function createApiApp(options: { logs?: boolean } = {}): Promise<INestApplication> {
  const config = loadAppConfig();
  const app = await NestFactory.create<NestExpressApplication>(AppModule, { bufferLogs: true, logger: options.logs === false ? false : undefined });
  if (options.logs !== false) app.useLogger(app.get(Logger));
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(securityHeaders(config));
  app.useBodyParser('json', { limit: config.bodyLimitBytes });
  app.useBodyParser('urlencoded', { limit: config.bodyLimitBytes, extended: true });
  app.setGlobalPrefix('api');
  app.use(cookieParser());
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  app.enableShutdownHooks();
  // Built at the first request for it (then kept), not at start-up: most API processes never serve it.
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), { jsonDocumentUrl: 'api/docs-json' });
  return app;
}
