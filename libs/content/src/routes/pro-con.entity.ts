import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { ProConType } from '@farebox/domain';

/** The unique index a duplicate slug violates (a racing create included). */
export const PRO_CON_SLUG_KEY = 'pro_con_slug_key';

/** A pro or a con that route transportations list (spec part 3, section 3); created, never edited. */
@Entity('pro_con')
export class ProCon {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'text' }) slug: string;
  @Column({ type: 'text' }) text: string;
  @Column({ type: 'text' }) type: ProConType;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
