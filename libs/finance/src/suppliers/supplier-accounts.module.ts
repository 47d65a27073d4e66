import { Module } from '@nestjs/common';
import { IdempotencyModule } from '@farebox/platform';
import { FinanceJobsModule } from '../jobs/finance-jobs.module.js';
import { CurrencyRatesController } from '../ledger/currency-rates.controller.js';
import { TopupCommandsService } from '../topups/topup-commands.service.js';
import { TopupLedgerExportModule } from '../topups/topup-ledger.export.js';
import { TopupsController } from '../topups/topups.controller.js';
import { SupplierSummaryController } from './supplier-summary.controller.js';
import { SupplierSummaryService } from './supplier-summary.service.js';

/**
 * The supplier accounts' routes: currency rates, a top-up supplier's deposits, adjustments, deposit requests and
 * ledger, and the Supplier tab's summary. The postings themselves are SupplierLedgerModule's (bookings calls it).
 */
@Module({
  imports: [IdempotencyModule, FinanceJobsModule, TopupLedgerExportModule],
  controllers: [CurrencyRatesController, TopupsController, SupplierSummaryController],
  providers: [TopupCommandsService, SupplierSummaryService],
})
export class SupplierAccountsModule {}
