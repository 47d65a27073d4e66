import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { Decimal } from 'decimal.js';
import { decimalTransformer } from '@farebox/platform';

const money = (name: string) => Column({ name, type: 'numeric', precision: 14, scale: 2, transformer: decimalTransformer });

/** A pack a booking of the line may include (e.g. flexible ticket, meal and seat), priced per passenger and journey. */
@Entity('line_pack')
export class LinePack {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'line_id', type: 'uuid' }) lineId: string;
  @Column({ type: 'text' }) name: string;
  @Column({ type: 'text', nullable: true }) description: string | null;
  /** Per passenger, in the supplier currency. */
  @money('amount') amount: Decimal;
  @Column({ type: 'char', length: 3 }) currency: string;
  @money('amount_usd') amountUsd: Decimal;
  @Column({ type: 'int', default: 0 }) position: number;
}
