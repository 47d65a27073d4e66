import { Airline } from '@farebox/definitions';
import { demoId, type SeedStep } from './seed-step.js';

/**
 * Demo airlines. The other definition tables (vehicle classes, passenger types, passenger extra info, key details) are
 * reference data every database needs, so their rows come with the migration instead.
 */
const AIRLINES = ['Thai Airways', 'Bangkok Airways', 'Vietnam Airlines', 'AirAsia', 'Nok Air', 'El Al'];

export const definitionsSeed: SeedStep = {
  name: 'definitions',
  entities: [Airline],
  async run({ manager }) {
    const result = await manager
      .createQueryBuilder()
      .insert()
      .into(Airline)
      .values(AIRLINES.map((name, i) => ({ id: demoId('de', i + 1), name })))
      .orIgnore()
      .execute();
    return (result.raw as unknown[]).length;
  },
};
