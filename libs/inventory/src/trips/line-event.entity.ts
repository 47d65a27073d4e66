import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { DateRange, PrepaidAllocation } from '@farebox/domain';
import type { Direction } from '../lines/line.constants.js';

/**
 * A recurring departure of a line in one direction: on the given weekdays (0 Sunday to 6 Saturday) at a local
 * time of the departure station's city, on the days inside one of its date ranges. start_date/end_date are the
 * envelope of the ranges (earliest start, latest end or null when one is open), kept for readers that want one span.
 * Trips are its concrete occurrences.
 */
@Entity('line_event')
export class LineEvent {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'line_id', type: 'uuid' }) lineId: string;
  @Column({ type: 'text' }) direction: Direction;
  @Column({ type: 'text', nullable: true }) title: string | null;
  @Column({ name: 'from_station_id', type: 'uuid' }) fromStationId: string;
  @Column({ name: 'to_station_id', type: 'uuid' }) toStationId: string;
  @Column({ name: 'days_of_week', type: 'smallint', array: true }) daysOfWeek: number[];
  /** Local wall-clock time, 'HH:MM:SS'. */
  @Column({ name: 'departure_time', type: 'time' }) departureTime: string;
  @Column({ name: 'duration_minutes', type: 'int' }) durationMinutes: number;
  @Column({ name: 'start_date', type: 'date' }) startDate: string;
  @Column({ name: 'end_date', type: 'date', nullable: true }) endDate: string | null;
  /** Seats each trip of the event offers. */
  @Column({ type: 'int' }) seats: number;
  @Column({ type: 'text', default: '#3b82f6' }) color: string;
  @Column({ type: 'int', default: 1 }) version: number;
  @Column({ name: 'date_ranges', type: 'jsonb' }) dateRanges: DateRange[];
  /** Prepaid seats bought in advance, each covered by a prepaid invoice. */
  @Column({ type: 'jsonb', default: () => "'[]'" }) allocations: PrepaidAllocation[];
  /** The price rule the event's trips are priced by (the price-rules area owns it); null: the line's prices. */
  @Column({ name: 'price_rule_id', type: 'uuid', nullable: true }) priceRuleId: string | null;
  /** Whether the event stops at the line's multi-stations of its direction or at its own list. */
  @Column({ name: 'multi_stations_source', type: 'text', default: 'line' }) multiStationsSource: 'line' | 'event';
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
