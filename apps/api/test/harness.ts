import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import supertest from 'supertest';
import { DataSource } from 'typeorm';
import { startSimulators } from '../../simulators/index.mjs';
import { createDatabaseFromTemplate, databaseUrl, dropDatabase } from './test-database.js';

/**
 * Test files sign in many times from 127.0.0.1, so the rate limits are raised; a test of the limits passes '' for
 * the ones it checks, which restores their defaults.
 */
const RAISED_RATE_LIMITS = Object.fromEntries(
  [
    'LOGIN_PER_IP',
    'LOGIN_PER_ACCOUNT',
    'CAPTCHA_PER_IP',
    'FORGOT_PASSWORD_PER_IP',
    'FORGOT_PASSWORD_PER_ACCOUNT',
    'RESET_PASSWORD_PER_IP',
    'RESET_PASSWORD_PER_ACCOUNT',
  ].map((limit) => [`RATE_LIMIT_${limit}`, '100000/60']),
);

export interface TestApp {
  app: INestApplication;
  http: ReturnType<typeof supertest>;
  dataSource: DataSource;
  /** Base URLs of the payment gateway and supplier API simulators this app talks to (apps/simulators), fresh per app. */
  simulators: { gatewayUrl: string; supplierUrl: string };
  close(): Promise<void>;
}

/**
 * The real API on a fresh copy of the migrated schema, with its own Redis key prefix and its own payment gateway
 * and supplier API simulators (in-process HTTP servers on free loopback ports, so no two test files share their
 * state). Pass PAYMENT_GATEWAY_URL or SUPPLIER_API_URL in `env` to override ('' = not configured).
 * Call once per test file (beforeAll) and close it in afterAll.
 */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dbName = `farebox_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await createDatabaseFromTemplate(dbName);
  const simulators = await startSimulators();
  Object.assign(process.env, {
    PAYMENT_GATEWAY_URL: simulators.gateway.url,
    SUPPLIER_API_URL: simulators.supplier.url,
    DATABASE_URL: databaseUrl(dbName),
    REDIS_PREFIX: `test:${dbName}`,
    CAPTCHA_MAX_NUMBER: '2000',
    STORAGE_DIR: `/tmp/farebox-test-storage/${dbName}`,
    LOG_LEVEL: 'silent',
    ...RAISED_RATE_LIMITS,
    ...env,
  });
  const { createApiApp } = await import('../src/bootstrap.js');
  const app = await createApiApp({ logs: false });
  return {
    app,
    http: supertest(app.getHttpServer()),
    dataSource: app.get(DataSource),
    simulators: { gatewayUrl: simulators.gateway.url, supplierUrl: simulators.supplier.url },
    async close() {
      await app.close();
      await simulators.close();
      await dropDatabase(dbName);
    },
  };
}

export * from './identity-factories.js';
export * from './companies-factories.js';
export * from './ops-factories.js';
export * from './inventory-factories.js';
export * from './payments-factories.js';
export * from './bookings-factories.js';
export * from './mail-inbox.js';
