import type { MigrationInterface } from 'typeorm';
import { SalesChannels1763900200000 } from './1763900200000-sales-channels.js';
import { PartnerProperties1764850000000 } from './1764850000000-partner-properties.js';
import { PartnerCreditLine1764870000000 } from './1764870000000-partner-credit-line.js';

/** Every migration of this area; append each new migration class here. */
export const partnersMigrations: (new () => MigrationInterface)[] = [
  SalesChannels1763900200000,
  PartnerProperties1764850000000,
  PartnerCreditLine1764870000000,
];
