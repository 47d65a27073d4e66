import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { Decimal } from 'decimal.js';
import { decimalTransformer } from '@farebox/platform';

const money = (name: string) => Column({ name, type: 'numeric', precision: 14, scale: 2, transformer: decimalTransformer });

/** A vehicle a ferry line carries on board (car, motorbike...), priced like a passenger type. */
@Entity('line_vehicle_type')
export class LineVehicleType {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'line_id', type: 'uuid' }) lineId: string;
  @Column({ name: 'type_name', type: 'text' }) typeName: string;
  @money('amount') amount: Decimal;
  @Column({ type: 'char', length: 3 }) currency: string;
  @money('amount_usd') amountUsd: Decimal;
}
