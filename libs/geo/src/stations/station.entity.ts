import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { City } from '../cities/city.entity.js';

/** A station, pier, airport or pickup point in a city. Coordinates in degrees (WGS 84). */
@Entity('station')
export class Station {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'city_id', type: 'uuid' }) cityId: string;
  @ManyToOne(() => City, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'city_id' })
  city?: City;
  /** The zone of the city the station lies in, if any (a zone in use is never deleted). */
  @Column({ name: 'zone_id', type: 'uuid', nullable: true }) zoneId: string | null;
  @Column({ type: 'text' }) name: string;
  @Column({ type: 'text' }) slug: string;
  @Column({ type: 'text', nullable: true }) address: string | null;
  @Column({ type: 'double precision', nullable: true }) lat: number | null;
  @Column({ type: 'double precision', nullable: true }) lng: number | null;
  @Column({ type: 'int', default: 1 }) version: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
