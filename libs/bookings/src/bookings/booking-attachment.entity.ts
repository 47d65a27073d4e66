import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A file the supplier uploads to approve a booking (spec 3.1 approvalAttachements). Uploaded first (attachedAt
 * null), then taken by the approval that names it; only attached files belong to the booking's record.
 */
@Entity('booking_attachment')
export class BookingAttachment {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'booking_id', type: 'uuid' }) bookingId: string;
  @Column({ name: 'storage_key', type: 'text' }) storageKey: string;
  @Column({ name: 'file_name', type: 'text' }) fileName: string;
  @Column({ name: 'content_type', type: 'text' }) contentType: string;
  @Column({ type: 'int' }) size: number;
  @Column({ name: 'uploaded_by', type: 'uuid', nullable: true }) uploadedBy: string | null;
  @Column({ name: 'uploaded_by_name', type: 'text' }) uploadedByName: string;
  @Column({ name: 'attached_at', type: 'timestamptz', nullable: true }) attachedAt: Date | null;
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
}
