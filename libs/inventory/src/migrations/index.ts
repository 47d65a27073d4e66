import type { MigrationInterface } from 'typeorm';
import { Inventory1763900100000 } from './1763900100000-inventory.js';
import { LinePacks1763900300000 } from './1763900300000-line-packs.js';
import { Schedules1764704000000 } from './1764704000000-schedules.js';
import { MultiStations1764704100000 } from './1764704100000-multi-stations.js';

/** Every migration of this area; append each new migration class here. */
export const inventoryMigrations: (new () => MigrationInterface)[] = [
  Inventory1763900100000,
  LinePacks1763900300000,
  Schedules1764704000000,
  MultiStations1764704100000,
];
