import type { MigrationInterface } from 'typeorm';
import { Definitions1764920000000 } from './1764920000000-definitions.js';

/** Every migration of this area; append each new migration class here. */
export const definitionsMigrations: (new () => MigrationInterface)[] = [Definitions1764920000000];
