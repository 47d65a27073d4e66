import { Module } from '@nestjs/common';
import { CurrencyRatesService } from './currency-rates.service.js';
import { SupplierLedgerService } from './supplier-ledger.service.js';

/**
 * The supplier ledger's posting side, without routes: what the bookings area imports to post a booking's supplier
 * cost inside its own transactions (bookings depends on finance, never the reverse).
 */
@Module({
  providers: [CurrencyRatesService, SupplierLedgerService],
  exports: [CurrencyRatesService, SupplierLedgerService],
})
export class SupplierLedgerModule {}
