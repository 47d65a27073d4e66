import { APP_CONFIG, type AppConfig } from '@farebox/platform';
import { DEMO_USERS, seedDemoData } from '../src/seed/index.js';
import type { TestApp } from './harness.js';
import { tokenFor } from './identity-factories.js';

/** Seeds the demo data (companies, users, notifications, ...) into the test app's database. */
export async function seedDemo(t: TestApp): Promise<Record<string, number>> {
  return seedDemoData(t.dataSource, t.app.get<AppConfig>(APP_CONFIG));
}

/** A bearer token of a real session for every demo user, by username (seed first). */
export async function demoTokens(t: TestApp): Promise<Record<string, string>> {
  const tokens: Record<string, string> = {};
  for (const user of DEMO_USERS) tokens[user.username] = await tokenFor(t, user);
  return tokens;
}
