import type { MigrationInterface } from 'typeorm';
import { companiesMigrations } from '@farebox/companies';
import { identityMigrations } from '@farebox/identity';
import { notificationsMigrations } from '@farebox/notifications';
import { platformMigrations } from '@farebox/platform';

/** Every migration of every area, in timestamp order. */
export const allMigrations: (new () => MigrationInterface)[] = [...platformMigrations, ...identityMigrations, ...companiesMigrations, ...notificationsMigrations].sort((a, b) =>
  a.name.replace(/\D/g, '').localeCompare(b.name.replace(/\D/g, '')),
);
