import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { Direction } from '../lines/line.constants.js';

/**
 * A recurring departure of a line in one direction: on the given weekdays (0 Sunday to 6 Saturday) at a local
 * time of the departure station's city, between start_date and end_date (open when null). Trips are its
 * concrete occurrences.
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
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
