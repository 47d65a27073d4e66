import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FINANCE_ENTITIES } from './finance-entities.js';
import { FinanceJobsModule } from './jobs/finance-jobs.module.js';
import { SupplierAccountsModule } from './suppliers/supplier-accounts.module.js';
import { PaymentsReportModule } from './reports/payments-report.module.js';
import { SupplierInvoicesModule } from './invoices/supplier-invoices.module.js';

/** Supplier finance: supplier ledgers, currency rates, top-ups, invoices and the payments report. */
@Module({
  imports: [TypeOrmModule.forFeature(FINANCE_ENTITIES), PaymentsReportModule, SupplierAccountsModule, FinanceJobsModule, SupplierInvoicesModule],
  controllers: [],
  providers: [],
  exports: [TypeOrmModule, FinanceJobsModule],
})
export class FinanceModule {}
