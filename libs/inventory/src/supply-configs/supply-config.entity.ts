import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A supplier company's supply settings (migration 1764861600000). Percentages stay decimal strings. */
@Entity('supply_config')
export class SupplyConfig {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'company_id', type: 'uuid' }) companyId: string;
  @Column({ name: 'default_markup_percent', type: 'numeric', precision: 5, scale: 2 }) defaultMarkupPercent: string;
  @Column({ name: 'commission_percent', type: 'numeric', precision: 5, scale: 2 }) commissionPercent: string;
  @Column({ name: 'auto_approve_bookings', type: 'boolean' }) autoApproveBookings: boolean;
  @Column({ name: 'sync_enabled', type: 'boolean' }) syncEnabled: boolean;
  @Column({ name: 'sync_days_in_advance', type: 'int' }) syncDaysInAdvance: number;
  @Column({ type: 'boolean' }) sandbox: boolean;
  @Column({ type: 'int', default: 1 }) version: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
