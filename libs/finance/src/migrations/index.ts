import type { MigrationInterface } from 'typeorm';
import { SupplierFinance1764100000000 } from './1764100000000-supplier-finance.js';

/** Every migration of this area; append each new migration class here. */
export const financeMigrations: (new () => MigrationInterface)[] = [SupplierFinance1764100000000];
