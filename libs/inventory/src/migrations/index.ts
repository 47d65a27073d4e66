import type { MigrationInterface } from 'typeorm';
import { Inventory1763900100000 } from './1763900100000-inventory.js';

/** Every migration of this area; append each new migration class here. */
export const inventoryMigrations: (new () => MigrationInterface)[] = [Inventory1763900100000];
