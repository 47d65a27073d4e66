import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Company } from '@farebox/companies';
import { NotificationsModule } from '@farebox/notifications';
import { FINANCE_ENTITIES } from '../finance-entities.js';
import { SupplierLedgerModule } from '../ledger/supplier-ledger.module.js';
import { TopupBalanceService } from '../topups/topup-balance.service.js';
import { AutoDepositService } from './auto-deposit.service.js';

/**
 * What the worker runs of supplier finance (the daily automatic deposit requests), without routes; the API's
 * FinanceModule imports it for the top-up balances.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Company, ...FINANCE_ENTITIES]), NotificationsModule, SupplierLedgerModule],
  providers: [TopupBalanceService, AutoDepositService],
  exports: [TopupBalanceService, AutoDepositService, SupplierLedgerModule],
})
export class FinanceJobsModule {}
