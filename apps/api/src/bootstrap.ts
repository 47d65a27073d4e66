import 'reflect-metadata';
import { type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import fastifyCookie from '@fastify/cookie';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { Logger } from 'nestjs-pino';
import {
  AllExceptionsFilter,
  createValidationPipe,
  documentDatabaseBusy,
  documentValidationErrors,
  loadAppConfig,
  requestId,
  securityHeaders,
  trustedProxies,
} from '@farebox/platform';
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

/**
 * Text bodies (text/plain, text/csv) reach their route unread: the one route that takes them (the payments CSV upload)
 * reads the stream with its own size limit and message.
 */
function leaveTextBodiesUnread(fastify: FastifyInstance): void {
  fastify.removeContentTypeParser('text/plain');
  fastify.addContentTypeParser(['text/plain', 'text/csv'], (_request, _payload, done) => done(null, undefined));
}

/** The HTTP application exactly as production runs it, initialised and ready to answer; tests call this too. */
export async function createApiApp(options: { logs?: boolean } = {}): Promise<INestApplication> {
  const config = loadAppConfig();
  const adapter = new FastifyAdapter({ bodyLimit: config.bodyLimitBytes, trustProxy: trustedProxies(config), genReqId: requestId });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule, adapter, { bufferLogs: true, logger: options.logs === false ? false : undefined });
  if (options.logs !== false) app.useLogger(app.get(Logger));
  const fastify = adapter.getInstance();
  const headers = securityHeaders(config);
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.header('X-Request-Id', request.id);
    headers(request.raw, reply.raw, (err) => done(err as Error | undefined));
  });
  await app.register(fastifyCookie);
  leaveTextBodiesUnread(fastify);
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  const errors = new AllExceptionsFilter();
  app.useGlobalFilters(errors);
  // What Fastify refuses before a route's handler runs (a body over the limit, malformed JSON) goes to the route's own
  // error handler, fixed when the route is added: give every route ours (Nest's comes after the routes are added).
  fastify.addHook('onRoute', (route) => {
    route.errorHandler = (error, request, reply) => errors.reply(error, request, reply);
  });
  app.enableShutdownHooks();
  // Built at the first request for it (then kept), not at start-up: most API processes never serve it.
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), { jsonDocumentUrl: 'api/docs-json' });
  await app.init();
  // Routes are fixed once Fastify is ready: listen() would do this too, but Supertest calls the bare server.
  await fastify.ready();
  return app;
}
