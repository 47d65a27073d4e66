import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FINANCE_ENTITIES } from './finance-entities.js';

/** Supplier finance: supplier ledgers, currency rates, top-ups, invoices and the payments report. */
@Module({
  imports: [TypeOrmModule.forFeature(FINANCE_ENTITIES)],
  controllers: [],
  providers: [],
  exports: [TypeOrmModule],
})
export class FinanceModule {}
