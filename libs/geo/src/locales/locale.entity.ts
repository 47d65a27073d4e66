import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A language the public site is offered in (spec part 3, section 3). */
@Entity('locale')
export class Locale {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'text' }) name: string;
  /** The locale code, 2 or 3 characters (e.g. en, heb); unique. */
  @Column({ type: 'text' }) locale: string;
  @Column({ name: 'is_activated', type: 'boolean', default: false }) isActivated: boolean;
  @Column({ name: 'flag_url', type: 'text', nullable: true }) flagUrl: string | null;
  @Column({ type: 'int', default: 1 }) version: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
