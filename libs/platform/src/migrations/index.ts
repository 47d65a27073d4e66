import { PlatformTables1763780000000 } from './1763780000000-platform-tables.js';
import { DeliveryUnderFaults1765130000000 } from './1765130000000-delivery-under-faults.js';

import type { MigrationInterface } from 'typeorm';

export const platformMigrations: (new () => MigrationInterface)[] = [PlatformTables1763780000000, DeliveryUnderFaults1765130000000];
