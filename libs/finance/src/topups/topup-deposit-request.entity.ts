import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { Decimal } from 'decimal.js';
import { decimalTransformer } from '@farebox/platform';

export type DepositRequestState = 'open' | 'deposited' | 'cancelled';

/** A request to pay a top-up supplier (the deposit-request machine); it moves no balance until a deposit answers it. */
@Entity('topup_deposit_request')
export class TopupDepositRequest {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'company_id', type: 'uuid' }) companyId: string;
  @Column({ type: 'text', default: 'open' }) state: DepositRequestState;
  @Column({ type: 'numeric', precision: 14, scale: 2, transformer: decimalTransformer }) amount: Decimal;
  @Column({ type: 'char', length: 3 }) currency: string;
  @Column({ name: 'amount_usd', type: 'numeric', precision: 14, scale: 2, transformer: decimalTransformer }) amountUsd: Decimal;
  /** YYYY-MM-DD; null is 'Immediate'. */
  @Column({ name: 'due_date', type: 'date', nullable: true }) dueDate: string | null;
  @Column({ type: 'text', nullable: true }) note: string | null;
  /** Raised by the daily auto-deposit job. */
  @Column({ name: 'is_auto', type: 'boolean', default: false }) isAuto: boolean;
  @Column({ name: 'created_by', type: 'uuid', nullable: true }) createdBy: string | null;
  @Column({ name: 'created_by_name', type: 'text', nullable: true }) createdByName: string | null;
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' }) updatedAt: Date;
  @Column({ name: 'cancelled_by', type: 'uuid', nullable: true }) cancelledBy: string | null;
  @Column({ name: 'cancelled_at', type: 'timestamptz', nullable: true }) cancelledAt: Date | null;
  @Column({ type: 'int', default: 1 }) version: number;
  @Column({ name: 'machine_version', type: 'int', default: 1 }) machineVersion: number;
}
