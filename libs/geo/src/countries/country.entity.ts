import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

const text = (name: string) => Column({ name, type: 'text', nullable: true });

/**
 * A country (spec part 3, section 3). `region` is the sales region (latam, apac, emea, north_america) that bookings
 * copy; `worldRegion` and `subregion` are the geographic ones the country screens show.
 */
@Entity('country')
export class Country {
  @PrimaryGeneratedColumn('uuid') id: string;
  /** ISO 3166-1 alpha-2, upper case. */
  @Column({ type: 'char', length: 2 }) code: string;
  /** The common name. */
  @Column({ type: 'text' }) name: string;
  @text('official_name') officialName: string | null;
  @Column({ type: 'text' }) slug: string;
  @Column({ type: 'text', nullable: true }) region: string | null;
  @text('capital') capital: string | null;
  @text('world_region') worldRegion: string | null;
  @text('subregion') subregion: string | null;
  /** Decimal degrees; numeric, so they travel as the exact text the user typed. */
  @Column({ type: 'numeric', nullable: true }) latitude: string | null;
  @Column({ type: 'numeric', nullable: true }) longitude: string | null;
  @text('timezone') timezone: string | null;
  @Column({ name: 'spoken_languages', type: 'text', array: true, default: () => `'{}'` }) spokenLanguages: string[];
  @text('dialing_code') dialingCode: string | null;
  @Column({ name: 'average_cost_usd', type: 'numeric', precision: 14, scale: 2, nullable: true }) averageCostUsd: string | null;
  /** Sanitised HTML. */
  @text('description') description: string | null;
  /** Sanitised HTML. */
  @text('promotion_html') promotionHtml: string | null;
  @Column({ type: 'int', default: 1 }) version: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
