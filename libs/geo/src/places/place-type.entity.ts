import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A kind of point of interest (museum, beach, temple, ...); one that places use is never deleted. */
@Entity('place_type')
export class PlaceType {
  @PrimaryGeneratedColumn('uuid') id: string;
  /** Unique regardless of case. */
  @Column({ type: 'text' }) name: string;
  @Column({ type: 'text' }) slug: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
