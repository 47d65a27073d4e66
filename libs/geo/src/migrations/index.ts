import type { MigrationInterface } from 'typeorm';
import { Geo1763900000000 } from './1763900000000-geo.js';

/** Every migration of this area; append each new migration class here. */
export const geoMigrations: (new () => MigrationInterface)[] = [Geo1763900000000];
