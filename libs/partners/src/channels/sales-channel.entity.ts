import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A sales channel (partner, spec part 2, section 3.3). Its slug is the booking's `domain`. A restricted channel
 * is left out of pickers that ask for excludeRestrictedChannels.
 */
@Entity('sales_channel')
export class SalesChannel {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'text' }) slug: string;
  @Column({ type: 'text' }) name: string;
  /** Channel type (b2b, whitelabel, organic, bookingAgent...). */
  @Column({ type: 'text' }) type: string;
  @Column({ name: 'is_restricted', type: 'boolean', default: false }) isRestricted: boolean;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
