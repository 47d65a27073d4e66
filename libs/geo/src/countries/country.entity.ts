import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A country (spec part 3, section 3). `region` is the sales region (latam, apac, emea, north_america). */
@Entity('country')
export class Country {
  @PrimaryGeneratedColumn('uuid') id: string;
  /** ISO 3166-1 alpha-2, upper case. */
  @Column({ type: 'char', length: 2 }) code: string;
  @Column({ type: 'text' }) name: string;
  @Column({ type: 'text' }) slug: string;
  @Column({ type: 'text', nullable: true }) region: string | null;
  @Column({ type: 'int', default: 1 }) version: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
