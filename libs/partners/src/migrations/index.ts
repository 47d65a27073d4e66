import type { MigrationInterface } from 'typeorm';
import { SalesChannels1763900200000 } from './1763900200000-sales-channels.js';

/** Every migration of this area; append each new migration class here. */
export const partnersMigrations: (new () => MigrationInterface)[] = [SalesChannels1763900200000];
