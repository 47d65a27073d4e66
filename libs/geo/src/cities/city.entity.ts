import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Country } from '../countries/country.entity.js';

const text = (name: string) => Column({ name, type: 'text', nullable: true });

/** A city; every trip's local times are read in its IANA timezone. Its nearby cities are in `city_nearby`. */
@Entity('city')
export class City {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'country_id', type: 'uuid' }) countryId: string;
  @ManyToOne(() => Country, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'country_id' })
  country?: Country;
  /** The province the city is in, if any; set from the province form or the city form. */
  @Column({ name: 'province_id', type: 'uuid', nullable: true }) provinceId: string | null;
  @Column({ type: 'text' }) name: string;
  /** Unique; follows the name; every change is kept in slug_history. */
  @Column({ type: 'text' }) slug: string;
  /** IANA zone, e.g. Asia/Bangkok. */
  @Column({ type: 'text' }) timezone: string;
  @text('high_season') highSeason: string | null;
  @text('places_to_see') placesToSee: string | null;
  @text('good_to_know') goodToKnow: string | null;
  /** Sanitised HTML. */
  @text('description') description: string | null;
  /** Sanitised HTML. */
  @text('promotion_html') promotionHtml: string | null;
  @Column({ type: 'int', default: 1 }) version: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
