import { PlatformTables1763780000000 } from './1763780000000-platform-tables.js';
import { FileJobs1765120000000 } from './1765120000000-file-jobs.js';
import { DeliveryUnderFaults1765130000000 } from './1765130000000-delivery-under-faults.js';

import type { MigrationInterface } from 'typeorm';

export const platformMigrations: (new () => MigrationInterface)[] = [PlatformTables1763780000000, FileJobs1765120000000, DeliveryUnderFaults1765130000000];
