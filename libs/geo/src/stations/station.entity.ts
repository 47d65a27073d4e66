import type { AreaPolygon, StationGeometry, StationLocationType } from '@farebox/domain';
import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { City } from '../cities/city.entity.js';
import { Zone } from '../zones/zone.entity.js';

/** A station, pier, airport or pickup point in a city: a point (address, coordinates in WGS 84) or an area. */
@Entity('station')
export class Station {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'city_id', type: 'uuid' }) cityId: string;
  @ManyToOne(() => City, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'city_id' })
  city?: City;
  /** The zone of the city the station lies in, if any (a zone in use is never deleted). */
  @Column({ name: 'zone_id', type: 'uuid', nullable: true }) zoneId: string | null;
  @ManyToOne(() => Zone, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'zone_id' })
  zone?: Zone | null;
  @Column({ type: 'text' }) name: string;
  /** Unique; every change is kept in slug_history. */
  @Column({ type: 'text' }) slug: string;
  @Column({ name: 'location_type', type: 'text', nullable: true }) locationType: StationLocationType | null;
  @Column({ name: 'geometry_type', type: 'text', default: 'point' }) type: StationGeometry;
  @Column({ type: 'text', nullable: true }) address: string | null;
  @Column({ type: 'double precision', nullable: true }) lat: number | null;
  @Column({ type: 'double precision', nullable: true }) lng: number | null;
  @Column({ name: 'area_name', type: 'text', nullable: true }) areaName: string | null;
  /** GeoJSON Polygon or MultiPolygon of an area station. */
  @Column({ name: 'area_polygon', type: 'jsonb', nullable: true }) areaPolygon: AreaPolygon | null;
  /** Sanitised HTML. */
  @Column({ name: 'about_station', type: 'text', nullable: true }) aboutStation: string | null;
  @Column({ type: 'int', default: 1 }) version: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
