import { loadAppConfig, runMigrations } from '@farebox/platform';
import { allMigrations } from '../database/migrations.js';

const applied = await runMigrations(loadAppConfig().databaseUrl, allMigrations);
console.log(applied.length ? `Applied migrations: ${applied.join(', ')}` : 'Database schema is up to date');
