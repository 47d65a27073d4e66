import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Station } from '@farebox/geo';
import type { Direction } from '../lines/line.constants.js';
import { Line } from '../lines/line.entity.js';

/**
 * A concrete departure. The from/to cities are copied from the stations so the product search reads one
 * index; timezone is the departure city's, in which departure_at is shown.
 */
@Entity('trip')
export class Trip {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'line_id', type: 'uuid' }) lineId: string;
  @ManyToOne(() => Line) @JoinColumn({ name: 'line_id' }) line?: Line;
  @Column({ type: 'text' }) direction: Direction;
  @Column({ name: 'event_id', type: 'uuid', nullable: true }) eventId: string | null;
  @Column({ name: 'from_station_id', type: 'uuid' }) fromStationId: string;
  @Column({ name: 'to_station_id', type: 'uuid' }) toStationId: string;
  @ManyToOne(() => Station) @JoinColumn({ name: 'from_station_id' }) fromStation?: Station;
  @ManyToOne(() => Station) @JoinColumn({ name: 'to_station_id' }) toStation?: Station;
  @Column({ name: 'from_city_id', type: 'uuid' }) fromCityId: string;
  @Column({ name: 'to_city_id', type: 'uuid' }) toCityId: string;
  @Column({ name: 'departure_at', type: 'timestamptz' }) departureAt: Date;
  @Column({ name: 'arrival_at', type: 'timestamptz' }) arrivalAt: Date;
  @Column({ type: 'text' }) timezone: string;
  @Column({ name: 'seats_total', type: 'int' }) seatsTotal: number;
  @Column({ name: 'seats_left', type: 'int' }) seatsLeft: number;
  /** Not sold: a declined booking's "block departure", or the date marked fully booked on the schedule. */
  @Column({ type: 'boolean', default: false }) blocked: boolean;
  /** Manual prepaid allocation (Edit allocation: Set); null takes the event's. */
  @Column({ name: 'prepaid_seats', type: 'int', nullable: true }) prepaidSeats: number | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
