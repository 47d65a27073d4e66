import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One line of the booking log: every transition writes one (timestamp, action, statuses, who). */
@Entity('booking_history')
export class BookingHistory {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'booking_id', type: 'uuid' }) bookingId: string;
  @Column({ type: 'timestamptz', default: () => 'now()' }) at: Date;
  @Column({ type: 'text' }) action: string;
  @Column({ type: 'text' }) status: string;
  @Column({ name: 'customer_status', type: 'text' }) customerStatus: string;
  @Column({ name: 'amend_status', type: 'text', nullable: true }) amendStatus: string | null;
  @Column({ name: 'payment_status', type: 'text', nullable: true }) paymentStatus: string | null;
  @Column({ name: 'by_user_id', type: 'uuid', nullable: true }) byUserId: string | null;
  @Column({ name: 'by_name', type: 'text' }) byName: string;
  @Column({ type: 'jsonb', nullable: true }) details: Record<string, unknown> | null;
}
