import 'reflect-metadata';
import { pathToFileURL } from 'node:url';
import { DataSource } from 'typeorm';
import { loadAppConfig, type AppConfig } from '@farebox/platform';
import { DEMO_PASSWORD, DEMO_USERS, SEED_STEPS, seedDemoData } from '../seed/index.js';

export { DEMO_PASSWORD, DEMO_USERS, seedDemoData } from '../seed/index.js';

/** Seeds the database of DATABASE_URL (already migrated) with the demo data; safe to run again. */
export async function runSeedCli(config: AppConfig = loadAppConfig()): Promise<Record<string, number>> {
  const dataSource = new DataSource({
    type: 'postgres',
    url: config.databaseUrl,
    entities: [...new Set(SEED_STEPS.flatMap((step) => step.entities))],
  });
  await dataSource.initialize();
  try {
    return await seedDemoData(dataSource, config);
  } finally {
    await dataSource.destroy();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const inserted = await runSeedCli();
  const summary = Object.entries(inserted)
    .map(([step, n]) => `${step} +${n}`)
    .join(', ');
  console.log(`Demo data seeded (${summary}). Accounts (password ${DEMO_PASSWORD}): ${DEMO_USERS.map((u) => u.username).join(', ')}`);
}
