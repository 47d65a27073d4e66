import type { MigrationInterface } from 'typeorm';
import { PromoCampaigns1764900000000 } from './1764900000000-promo-campaigns.js';
import { PromoRedemptionOrder1764900100000 } from './1764900100000-promo-redemption-order.js';

/** Every migration of this area; append each new migration class here. */
export const discountsMigrations: (new () => MigrationInterface)[] = [PromoCampaigns1764900000000, PromoRedemptionOrder1764900100000];
