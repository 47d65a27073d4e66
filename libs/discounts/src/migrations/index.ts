import type { MigrationInterface } from 'typeorm';
import { PromoCampaigns1764900000000 } from './1764900000000-promo-campaigns.js';

/** Every migration of this area; append each new migration class here. */
export const discountsMigrations: (new () => MigrationInterface)[] = [PromoCampaigns1764900000000];
