import type { MigrationInterface } from 'typeorm';
import { SupplierFinance1764100000000 } from './1764100000000-supplier-finance.js';
import { DailyCostBalanceIndex1764100030000 } from './1764100030000-daily-cost-balance-index.js';
import { InvoiceHistoryOrder1764300000000 } from './1764300000000-invoice-history-order.js';
import { SupplierLedgerTotal1765210000000 } from './1765210000000-supplier-ledger-total.js';
import { OverviewTotals1765210010000 } from './1765210010000-overview-totals.js';

/** Every migration of this area; append each new migration class here. */
export const financeMigrations: (new () => MigrationInterface)[] = [
  SupplierFinance1764100000000,
  DailyCostBalanceIndex1764100030000,
  InvoiceHistoryOrder1764300000000,
  SupplierLedgerTotal1765210000000,
  OverviewTotals1765210010000,
];
