import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Decimal } from 'decimal.js';
import { decimalTransformer } from '@farebox/platform';

/** Units of `currency` per 1 USD from `rateDate` on (4 decimals); USD is the base and is never stored. */
@Entity('currency_rate')
export class CurrencyRate {
  @PrimaryColumn({ type: 'char', length: 3 }) currency: string;
  @PrimaryColumn({ name: 'rate_date', type: 'date' }) rateDate: string;
  @Column({ type: 'numeric', precision: 12, scale: 4, transformer: decimalTransformer }) rate: Decimal;
}
