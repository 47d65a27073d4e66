import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import supertest from 'supertest';
import { DataSource } from 'typeorm';
import { createDatabaseFromTemplate, databaseUrl, dropDatabase } from './test-database.js';

export interface TestApp {
  app: INestApplication;
  http: ReturnType<typeof supertest>;
  dataSource: DataSource;
  close(): Promise<void>;
}

/**
 * The real API on a fresh copy of the migrated schema, with its own Redis key prefix.
 * Call once per test file (beforeAll) and close it in afterAll.
 */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dbName = `farebox_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await createDatabaseFromTemplate(dbName);
  Object.assign(process.env, {
    DATABASE_URL: databaseUrl(dbName),
    REDIS_PREFIX: `test:${dbName}`,
    CAPTCHA_MAX_NUMBER: '2000',
    STORAGE_DIR: `/tmp/farebox-test-storage/${dbName}`,
    LOG_LEVEL: 'silent',
    ...env,
  });
  const { createApiApp } = await import('../src/bootstrap.js');
  const app = await createApiApp({ logs: false });
  await app.init();
  return {
    app,
    http: supertest(app.getHttpServer()),
    dataSource: app.get(DataSource),
    async close() {
      await app.close();
      await dropDatabase(dbName);
    },
  };
}

export * from './identity-factories.js';
export * from './companies-factories.js';
export * from './ops-factories.js';
export * from './inventory-factories.js';
