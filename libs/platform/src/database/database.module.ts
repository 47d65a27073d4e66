import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';

/** TypeORM over PostgreSQL. Entities come from each feature module's forFeature; the schema only from migrations. */
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        type: 'postgres' as const,
        url: config.databaseUrl,
        autoLoadEntities: true,
        synchronize: false,
        migrationsRun: false,
        // A bounded wait for a connection: when all are taken past it, the request answers 503 DatabaseBusy instead of hanging.
        extra: { max: config.databasePoolMax, connectionTimeoutMillis: config.databaseAcquireTimeoutMs },
      }),
    }),
  ],
})
export class DatabaseModule {}
