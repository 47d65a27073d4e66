import type { MigrationInterface } from 'typeorm';
import { ProspectFiles1764930000000 } from './1764930000000-prospect-files.js';
import { Monitoring1764940000000 } from './1764940000000-monitoring.js';

/** Every migration of this area; append each new migration class here. */
export const opsMigrations: (new () => MigrationInterface)[] = [ProspectFiles1764930000000, Monitoring1764940000000];
