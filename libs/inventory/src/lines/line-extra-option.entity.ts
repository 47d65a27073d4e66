import { Column, DeleteDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { Decimal } from 'decimal.js';
import { decimalTransformer } from '@farebox/platform';
import type { ExtraType } from './line.constants.js';

/** A predefined pick-up point (hotel, terminal) with its time in minutes before or after the departure. */
export interface ExtraDataItem {
  name: string;
  time: number;
  beforeAfter: 'before' | 'after';
}

/** An extra the customer may add to a booking of the line (hotel pickup, airport drop-off, upgrade). */
@Entity('line_extra_option')
export class LineExtraOption {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'line_id', type: 'uuid' }) lineId: string;
  @Column({ name: 'extra_type', type: 'text' }) extraType: ExtraType;
  @Column({ type: 'text' }) label: string;
  @Column({ type: 'text', nullable: true }) note: string | null;
  @Column({ name: 'need_input', type: 'boolean', default: false }) needInput: boolean;
  @Column({ name: 'input_label', type: 'text', nullable: true }) inputLabel: string | null;
  @Column({ type: 'boolean', default: false }) mandatory: boolean;
  @Column({ name: 'per_passenger', type: 'boolean', default: false }) perPassenger: boolean;
  /** In the supplier currency; 0 is free. */
  @Column({ type: 'numeric', precision: 14, scale: 2, transformer: decimalTransformer }) price: Decimal;
  @Column({ type: 'char', length: 3 }) currency: string;
  @Column({ name: 'price_usd', type: 'numeric', precision: 14, scale: 2, transformer: decimalTransformer }) priceUsd: Decimal;
  @Column({ type: 'int', default: 0 }) position: number;
  // The Extras tab (migration 1764700410000).
  /** A predefined list (`data`) is offered; with usePredefinedData the customer must pick from it. */
  @Column({ name: 'allow_predefined_data', type: 'boolean', default: false }) allowPredefinedData: boolean;
  @Column({ name: 'use_predefined_data', type: 'boolean', default: false }) usePredefinedData: boolean;
  @Column({ type: 'jsonb', default: () => "'[]'" }) data: ExtraDataItem[];
  /** Removed from the line: no longer offered (TypeORM finds skip it), still named by the bookings that chose it. */
  @DeleteDateColumn({ name: 'deleted_at', type: 'timestamptz', nullable: true }) deletedAt: Date | null;
}
