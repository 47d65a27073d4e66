import type { MigrationInterface } from 'typeorm';
import { bookingsMigrations } from '@farebox/bookings';
import { companiesMigrations } from '@farebox/companies';
import { contentMigrations } from '@farebox/content';
import { definitionsMigrations } from '@farebox/definitions';
import { discountsMigrations } from '@farebox/discounts';
import { financeMigrations } from '@farebox/finance';
import { geoMigrations } from '@farebox/geo';
import { identityMigrations } from '@farebox/identity';
import { imagesMigrations } from '@farebox/images';
import { inventoryMigrations } from '@farebox/inventory';
import { notificationsMigrations } from '@farebox/notifications';
import { opsMigrations } from '@farebox/ops';
import { partnersMigrations } from '@farebox/partners';
import { platformMigrations } from '@farebox/platform';

/** Every migration of every area, in timestamp order. */
export const allMigrations: (new () => MigrationInterface)[] = [
  ...platformMigrations,
  ...identityMigrations,
  ...companiesMigrations,
  ...notificationsMigrations,
  ...geoMigrations,
  ...contentMigrations,
  ...imagesMigrations,
  ...inventoryMigrations,
  ...partnersMigrations,
  ...bookingsMigrations,
  ...financeMigrations,
  ...definitionsMigrations,
  ...discountsMigrations,
  ...opsMigrations,
].sort((a, b) => a.name.replace(/\D/g, '').localeCompare(b.name.replace(/\D/g, '')));
