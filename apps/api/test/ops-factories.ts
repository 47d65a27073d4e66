import { APP_CONFIG, Clock, type AppConfig } from '@farebox/platform';
import { DEMO_USERS, seedDemoData, type SeedStep } from '../src/seed/index.js';
import type { TestApp } from './harness.js';
import { tokenFor } from './identity-factories.js';

/** Seeds the demo data (companies, users, notifications, ...) into the test app's database, at the app's clock. */
export async function seedDemo(t: TestApp, steps?: readonly SeedStep[]): Promise<Record<string, number>> {
  return seedDemoData(t.dataSource, t.app.get<AppConfig>(APP_CONFIG), steps, t.app.get(Clock));
}

/** A bearer token of a real session for every demo user, by username (seed first). */
export async function demoTokens(t: TestApp): Promise<Record<string, string>> {
  const tokens: Record<string, string> = {};
  for (const user of DEMO_USERS) tokens[user.username] = await tokenFor(t, user);
  return tokens;
}
