import { randomUUID } from 'node:crypto';
import { Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { logSerializers } from './log-serializers.js';

/** Structured JSON logs; every request line carries a request id (taken from X-Request-Id or made here). */
@Module({
  imports: [
    LoggerModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        pinoHttp: {
          level: config.logLevel,
          genReqId: (req: IncomingMessage, res: ServerResponse) => {
            const id = (req.headers['x-request-id'] as string | undefined) ?? randomUUID();
            res.setHeader('X-Request-Id', id);
            return id;
          },
          serializers: logSerializers,
          autoLogging: { ignore: (req: IncomingMessage) => !req.url?.startsWith('/api') },
        },
      }),
    }),
  ],
})
export class LoggingModule {}
