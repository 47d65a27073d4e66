import { PlatformTables1763780000000 } from './1763780000000-platform-tables.js';

import type { MigrationInterface } from 'typeorm';

export const platformMigrations: (new () => MigrationInterface)[] = [PlatformTables1763780000000];
