import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A receipt link added to a deposit; the newest one per deposit is shown. Append-only. */
@Entity('topup_receipt')
export class TopupReceipt {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'topup_entry_id', type: 'uuid' }) topupEntryId: string;
  @Column({ type: 'text' }) url: string;
  @Column({ name: 'created_by', type: 'uuid', nullable: true }) createdBy: string | null;
  @Column({ name: 'created_by_name', type: 'text', nullable: true }) createdByName: string | null;
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
}
