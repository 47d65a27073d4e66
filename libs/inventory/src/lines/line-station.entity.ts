import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { MultiStationKind, PickupDropoffData } from '@farebox/domain';
import type { Direction } from './line.constants.js';

/**
 * A stop of a line in one direction (multi-stations): primary A/B, boarding and drop-off stops with offsets, or a
 * pick-up/drop-off service. event_id null: the line's list; set: that event's own list.
 */
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
  @Column({ type: 'text', default: 'stop' }) kind: MultiStationKind;
  /** Extra price of boarding or leaving here, in the line's currency; null for none. */
  @Column({ type: 'numeric', precision: 14, scale: 2, nullable: true }) price: string | null;
  @Column({ name: 'pickup_dropoff', type: 'jsonb', nullable: true }) pickupDropoff: PickupDropoffData | null;
  @Column({ name: 'event_id', type: 'uuid', nullable: true }) eventId: string | null;
  @Column({ type: 'int', default: 1 }) version: number;
}
