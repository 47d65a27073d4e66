import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { Decimal } from 'decimal.js';
import type { Reconciliation } from '@farebox/domain';
import { decimalTransformer } from '@farebox/platform';

const money = (name: string) => Column({ name, type: 'numeric', precision: 14, scale: 2, transformer: decimalTransformer });

/** One Change price (the booking's price history): totals before and after, the reason or note, and who. */
@Entity('booking_price_change')
export class BookingPriceChange {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'booking_id', type: 'uuid' }) bookingId: string;
  @Column({ type: 'text' }) currency: string;
  @Column({ name: 'supplier_currency', type: 'text' }) supplierCurrency: string;
  @money('amount_from') amountFrom: Decimal;
  @money('amount_to') amountTo: Decimal;
  @money('supplier_amount_from') supplierAmountFrom: Decimal;
  @money('supplier_amount_to') supplierAmountTo: Decimal;
  @Column({ name: 'supplier_cost_per_item', type: 'jsonb', default: () => "'{}'" }) supplierCostPerItem: Record<string, string>;
  /** Null when the change has only a note. */
  @Column({ name: 'reason_type', type: 'text', nullable: true }) reasonType: string | null;
  @Column({ type: 'text', nullable: true }) reason: string | null;
  @Column({ type: 'text', nullable: true }) note: string | null;
  @Column({ type: 'jsonb', nullable: true }) reconciliation: Reconciliation | null;
  @Column({ name: 'created_by', type: 'uuid', nullable: true }) createdBy: string | null;
  @Column({ name: 'created_by_name', type: 'text' }) createdByName: string;
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
}
