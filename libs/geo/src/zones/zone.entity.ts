import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { City } from '../cities/city.entity.js';

/** A named part of a city (spec part 3, section 3); its country is the city's. */
@Entity('zone')
export class Zone {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'text' }) name: string;
  /** Unique; every change is kept in slug_history. */
  @Column({ type: 'text' }) slug: string;
  @Column({ name: 'city_id', type: 'uuid' }) cityId: string;
  @ManyToOne(() => City, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'city_id' })
  city?: City;
  /** Sanitised HTML. */
  @Column({ type: 'text', nullable: true }) description: string | null;
  @Column({ type: 'int', default: 1 }) version: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
