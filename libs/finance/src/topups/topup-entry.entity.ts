import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { Decimal } from 'decimal.js';
import { decimalTransformer } from '@farebox/platform';

export type TopupEntryType = 'deposit' | 'adjustment';
export type AdjustmentType = 'cash' | 'cost';

/** A deposit or an adjustment on a top-up supplier's balance. Append-only (the database refuses UPDATE and DELETE). */
@Entity('topup_entry')
export class TopupEntry {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'bigint', insert: false, update: false }) seq: string;
  @Column({ name: 'company_id', type: 'uuid' }) companyId: string;
  @Column({ type: 'text' }) type: TopupEntryType;
  @Column({ name: 'adjustment_type', type: 'text', nullable: true }) adjustmentType: AdjustmentType | null;
  /** Signed, in the supplier currency: a deposit is positive; an adjustment either way. */
  @Column({ type: 'numeric', precision: 14, scale: 2, transformer: decimalTransformer }) amount: Decimal;
  @Column({ type: 'char', length: 3 }) currency: string;
  @Column({ name: 'amount_usd', type: 'numeric', precision: 14, scale: 2, transformer: decimalTransformer }) amountUsd: Decimal;
  /** YYYY-MM-DD: the adjustment date, or the day of the deposit. */
  @Column({ name: 'entry_date', type: 'date' }) entryDate: string;
  @Column({ type: 'text', nullable: true }) note: string | null;
  @Column({ name: 'invoice_reference', type: 'text', nullable: true }) invoiceReference: string | null;
  @Column({ name: 'deposit_request_id', type: 'uuid', nullable: true }) depositRequestId: string | null;
  @Column({ name: 'created_by', type: 'uuid', nullable: true }) createdBy: string | null;
  @Column({ name: 'created_by_name', type: 'text', nullable: true }) createdByName: string | null;
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
}
