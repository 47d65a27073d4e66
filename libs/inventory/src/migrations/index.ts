import type { MigrationInterface } from 'typeorm';
import { Inventory1763900100000 } from './1763900100000-inventory.js';
import { LinePacks1763900300000 } from './1763900300000-line-packs.js';
import { LinesList1764731000000 } from './1764731000000-lines-list.js';
import { RideRules1764732000000 } from './1764732000000-ride-rules.js';

/** Every migration of this area; append each new migration class here. */
export const inventoryMigrations: (new () => MigrationInterface)[] = [
  Inventory1763900100000,
  LinePacks1763900300000,
  LinesList1764731000000,
  RideRules1764732000000,
];
