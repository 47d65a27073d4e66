import type { MigrationInterface } from 'typeorm';
import { RefundCoupons1764910000000 } from './1764910000000-refund-coupons.js';

/** Every migration of this area; append each new migration class here. */
export const discountsMigrations: (new () => MigrationInterface)[] = [RefundCoupons1764910000000];
