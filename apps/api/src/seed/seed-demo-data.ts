import type { DataSource } from 'typeorm';
import { Clock, type AppConfig } from '@farebox/platform';
import type { SeedStep } from './seed-step.js';
import { SEED_STEPS } from './seed-steps.js';

/** Serialises concurrent seed runs (e.g. two `npm start` at once) on one database. */
const SEED_LOCK = 727_002;

/** Runs every seed step in one transaction; answers the rows each step inserted (all 0 on a second run). */
export async function seedDemoData(
  dataSource: DataSource,
  config: AppConfig,
  steps: readonly SeedStep[] = SEED_STEPS,
  clock: Clock = new Clock(),
): Promise<Record<string, number>> {
  const now = clock.now();
  return dataSource.transaction(async (manager) => {
    await manager.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    const inserted: Record<string, number> = {};
    for (const step of steps) inserted[step.name] = await step.run({ manager, config, now, clock });
    return inserted;
  });
}
