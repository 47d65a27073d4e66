import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { Decimal } from 'decimal.js';
import { decimalTransformer } from '@farebox/platform';
import type { Direction, PolicyKind, PolicyUnit } from './line.constants.js';

/** A cancellation or amendment fee: fee_percent applies from time_before (unit) before departure. */
@Entity('line_policy_rule')
export class LinePolicyRule {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'line_id', type: 'uuid' }) lineId: string;
  @Column({ type: 'text' }) kind: PolicyKind;
  /** null: both directions. */
  @Column({ type: 'text', nullable: true }) direction: Direction | null;
  @Column({ name: 'time_before', type: 'int' }) timeBefore: number;
  @Column({ type: 'text' }) unit: PolicyUnit;
  @Column({ name: 'fee_percent', type: 'numeric', precision: 5, scale: 2, transformer: decimalTransformer }) feePercent: Decimal;
  @Column({ type: 'int', default: 0 }) position: number;
}
