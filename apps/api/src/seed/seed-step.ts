import type { DataSourceOptions, EntityManager } from 'typeorm';
import type { AppConfig, Clock } from '@farebox/platform';

export interface SeedContext {
  /** The seed's one transaction: every step commits together or not at all. */
  manager: EntityManager;
  config: AppConfig;
  /** The one "now" of the run (taken once from the Clock), so every step places its data relative to the same instant. */
  now: Date;
  clock: Clock;
}

/**
 * One area's demo data. A step must be idempotent: it inserts only what is missing (fixed ids and usernames,
 * `ON CONFLICT DO NOTHING`), never updates or deletes, so a second run changes nothing and never overwrites
 * what a user changed in the demo.
 */
export interface SeedStep {
  name: string;
  /** The TypeORM entities the step writes through (the CLI registers them on its DataSource). */
  entities: Extract<DataSourceOptions['entities'], unknown[]>;
  /** Answers how many rows it inserted. */
  run(ctx: SeedContext): Promise<number>;
}

/** Deterministic demo ids: `00000000-0000-4000-8000-<kind><n>` (valid v4-shaped UUIDs, easy to spot in the data). */
export function demoId(kind: string, n: number): string {
  const tail = `${kind}${n.toString(16).padStart(12 - kind.length, '0')}`;
  if (!/^[0-9a-f]{12}$/.test(tail)) throw new Error(`Bad demo id ${kind}/${n}`);
  return `00000000-0000-4000-8000-${tail}`;
}
