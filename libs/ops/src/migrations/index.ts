import type { MigrationInterface } from 'typeorm';
import { ProspectFiles1764930000000 } from './1764930000000-prospect-files.js';

/** Every migration of this area; append each new migration class here. */
export const opsMigrations: (new () => MigrationInterface)[] = [ProspectFiles1764930000000];
