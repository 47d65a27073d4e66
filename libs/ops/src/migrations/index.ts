import type { MigrationInterface } from 'typeorm';
import { Monitoring1764940000000 } from './1764940000000-monitoring.js';

/** Every migration of this area; append each new migration class here. */
export const opsMigrations: (new () => MigrationInterface)[] = [Monitoring1764940000000];
