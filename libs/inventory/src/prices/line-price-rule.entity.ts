import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { Decimal } from 'decimal.js';
import type { PriceRulePassengerType, TimeInterval } from '@farebox/domain';
import { decimalTransformer } from '@farebox/platform';

const money = (name: string) => Column({ name, type: 'numeric', precision: 14, scale: 2, transformer: decimalTransformer });

/** A price exception of a line (spec 3.5 "Price rule"); an empty list sets no condition. */
@Entity('line_price_rule')
export class LinePriceRule {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'line_id', type: 'uuid' }) lineId: string;
  /** HH:MM local departure times. */
  @Column({ name: 'departure_times', type: 'text', array: true, default: () => `'{}'` }) departureTimes: string[];
  /** Private transfers only. */
  @Column({ name: 'time_intervals', type: 'jsonb', default: () => `'[]'` }) timeIntervals: TimeInterval[];
  @Column({ name: 'start_date', type: 'date', nullable: true }) startDate: string | null;
  @Column({ name: 'end_date', type: 'date', nullable: true }) endDate: string | null;
  /** 0 (Sunday) to 6. */
  @Column({ type: 'smallint', array: true, default: () => `'{}'` }) dows: number[];
  @Column({ name: 'passenger_types', type: 'jsonb', default: () => `'[]'` }) passengerTypes: PriceRulePassengerType[];
  @Column({ name: 'from_station_ids', type: 'uuid', array: true, default: () => `'{}'` }) fromStationIds: string[];
  @Column({ name: 'to_station_ids', type: 'uuid', array: true, default: () => `'{}'` }) toStationIds: string[];
  /** Selling price per passenger in `currency` (the line's supplier currency). */
  @money('price') price: Decimal;
  @Column({ type: 'char', length: 3 }) currency: string;
  @money('price_usd') priceUsd: Decimal;
  /** The rule prices trips departing from this instant (its last save) on. */
  @Column({ name: 'effective_from', type: 'timestamptz' }) effectiveFrom: Date;
  @Column({ type: 'int', default: 1 }) version: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
