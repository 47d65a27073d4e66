import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Country } from '../countries/country.entity.js';

/** A city; every trip's local times are read in its IANA timezone. */
@Entity('city')
export class City {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'country_id', type: 'uuid' }) countryId: string;
  @ManyToOne(() => Country, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'country_id' })
  country?: Country;
  /** The province the city is in, if any; set from the province form. */
  @Column({ name: 'province_id', type: 'uuid', nullable: true }) provinceId: string | null;
  @Column({ type: 'text' }) name: string;
  @Column({ type: 'text' }) slug: string;
  /** IANA zone, e.g. Asia/Bangkok. */
  @Column({ type: 'text' }) timezone: string;
  @Column({ type: 'int', default: 1 }) version: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
