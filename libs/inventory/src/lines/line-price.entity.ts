import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { Decimal } from 'decimal.js';
import { decimalTransformer } from '@farebox/platform';

const money = (name: string) => Column({ name, type: 'numeric', precision: 14, scale: 2, transformer: decimalTransformer });

/**
 * Price of one passenger type on a line: the supplier's cost and the selling amount in the supplier currency
 * (amount = cost + markup percent), with both converted to USD at pricing time.
 */
@Entity('line_price')
export class LinePrice {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'line_id', type: 'uuid' }) lineId: string;
  /** The company's passenger type name (company.passenger_types[].type), e.g. Adult. */
  @Column({ name: 'passenger_type', type: 'text' }) passengerType: string;
  @money('cost') cost: Decimal;
  @money('amount') amount: Decimal;
  @Column({ type: 'char', length: 3 }) currency: string;
  @Column({ type: 'numeric', precision: 6, scale: 2, transformer: decimalTransformer }) markup: Decimal;
  @money('cost_usd') costUsd: Decimal;
  @money('amount_usd') amountUsd: Decimal;
  /** The amount follows the markup (else the markup was derived from the amount typed). */
  @Column({ name: 'is_amount_by_markup', type: 'boolean', default: true }) isAmountByMarkup: boolean;
}
