import type { MigrationInterface } from 'typeorm';

/** Every migration of this area; append each new migration class here. */
export const definitionsMigrations: (new () => MigrationInterface)[] = [];
