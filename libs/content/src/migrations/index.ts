import type { MigrationInterface } from 'typeorm';
import { Routes1764630000000 } from './1764630000000-routes.js';

/** Every migration of this area; append each new migration class here. */
export const contentMigrations: (new () => MigrationInterface)[] = [Routes1764630000000];
