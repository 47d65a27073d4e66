import { Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { logSerializers } from './log-serializers.js';

/**
 * Structured JSON logs; every request line carries the request's id (requestId: Fastify's, kept on the raw request,
 * where pino-http finds it). Nest mounts this middleware under the global prefix, so only /api requests are logged.
 */
@Module({
  imports: [
    LoggerModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        pinoHttp: {
          level: config.logLevel,
          serializers: logSerializers,
        },
      }),
    }),
  ],
})
export class LoggingModule {}
