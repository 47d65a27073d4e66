import { Module } from '@nestjs/common';
import { ResponseCacheModule } from './cache/response-cache.module.js';
import { ChangeLogModule } from './change-log/change-log.module.js';
import { ClockModule } from './clock/clock.js';
import { AppConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import { LoggingModule } from './logging/logging.module.js';
import { MailModule } from './mail/mail.module.js';
import { OutboxModule } from './outbox/outbox.module.js';
import { QueueModule } from './queue/queue.module.js';
import { RedisModule } from './redis/redis.module.js';
import { StorageModule } from './storage/storage.module.js';

/** Infrastructure every app (api, worker) starts with. */
@Module({
  imports: [
    AppConfigModule,
    ClockModule,
    LoggingModule,
    DatabaseModule,
    RedisModule,
    QueueModule,
    OutboxModule,
    MailModule,
    StorageModule,
    ChangeLogModule,
    ResponseCacheModule,
  ],
  exports: [QueueModule],
})
export class PlatformModule {}
