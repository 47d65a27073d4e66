import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { Direction } from './line.constants.js';

/** A stop of a line in one direction (multi-stations): primary A/B, boarding and drop-off stops with offsets. */
@Entity('line_station')
export class LineStation {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'line_id', type: 'uuid' }) lineId: string;
  @Column({ name: 'station_id', type: 'uuid' }) stationId: string;
  @Column({ type: 'text' }) direction: Direction;
  @Column({ type: 'int' }) position: number;
  @Column({ name: 'is_primary', type: 'boolean', default: false }) isPrimary: boolean;
  @Column({ name: 'is_boarding', type: 'boolean', default: true }) isBoarding: boolean;
  @Column({ name: 'is_dropoff', type: 'boolean', default: true }) isDropoff: boolean;
  /** Minutes after the event's departure at the first station. */
  @Column({ name: 'time_offset_minutes', type: 'int', default: 0 }) timeOffsetMinutes: number;
}
