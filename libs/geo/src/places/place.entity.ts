import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { City } from '../cities/city.entity.js';
import { Country } from '../countries/country.entity.js';
import { PlaceType } from './place-type.entity.js';

/** A point of interest (spec part 3, section 3): a place to see in a city, with its type and position. */
@Entity('place')
export class Place {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'text' }) name: string;
  @Column({ type: 'text' }) address: string;
  @Column({ name: 'city_id', type: 'uuid' }) cityId: string;
  @ManyToOne(() => City, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'city_id' })
  city?: City;
  /** Always the city's country (checked on every save). */
  @Column({ name: 'country_id', type: 'uuid' }) countryId: string;
  @ManyToOne(() => Country, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'country_id' })
  country?: Country;
  @Column({ name: 'type_id', type: 'uuid' }) typeId: string;
  @ManyToOne(() => PlaceType, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'type_id' })
  type?: PlaceType;
  /** Degrees (WGS 84); both or neither. */
  @Column({ type: 'double precision', nullable: true }) latitude: number | null;
  @Column({ type: 'double precision', nullable: true }) longitude: number | null;
  /** Sanitised HTML. */
  @Column({ name: 'about_point_of_interest', type: 'text', nullable: true }) aboutPointOfInterest: string | null;
  /** YYYY-MM-DD. */
  @Column({ name: 'expiration_date', type: 'date', nullable: true }) expirationDate: string | null;
  @Column({ type: 'int', default: 1 }) version: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
