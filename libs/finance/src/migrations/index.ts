import type { MigrationInterface } from 'typeorm';
import { SupplierFinance1764100000000 } from './1764100000000-supplier-finance.js';
import { DailyCostBalanceIndex1764100030000 } from './1764100030000-daily-cost-balance-index.js';
import { InvoiceHistoryOrder1764300000000 } from './1764300000000-invoice-history-order.js';

/** Every migration of this area; append each new migration class here. */
export const financeMigrations: (new () => MigrationInterface)[] = [
  SupplierFinance1764100000000,
  DailyCostBalanceIndex1764100030000,
  InvoiceHistoryOrder1764300000000,
];
