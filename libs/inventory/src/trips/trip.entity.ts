import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Station } from '@farebox/geo';
import type { TripTermSource } from '@farebox/domain';
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
  /** The trip's own prepaid number (Edit allocation: Set, or Edit trip "for this trip"), used when prepaidSource is 'trip'. */
  @Column({ name: 'prepaid_seats', type: 'int', nullable: true }) prepaidSeats: number | null;
  /** Where the trip takes its price rule, stops and prepaid allocation from (Edit trip; 'trip' is isManuallyPriced / isManuallyAllocated). */
  @Column({ name: 'price_source', type: 'text', default: 'event' }) priceSource: TripTermSource;
  /** The trip's own price rule, used when priceSource is 'trip'. */
  @Column({ name: 'price_rule_id', type: 'uuid', nullable: true }) priceRuleId: string | null;
  @Column({ name: 'multi_stations_source', type: 'text', default: 'event' }) multiStationsSource: TripTermSource;
  @Column({ name: 'prepaid_source', type: 'text', default: 'event' }) prepaidSource: TripTermSource;
  @Column({ type: 'int', default: 1 }) version: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
