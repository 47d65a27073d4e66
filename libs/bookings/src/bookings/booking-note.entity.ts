import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('booking_note')
export class BookingNote {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'booking_id', type: 'uuid' }) bookingId: string;
  @Column({ type: 'text' }) note: string;
  @Column({ name: 'by_user_id', type: 'uuid', nullable: true }) byUserId: string | null;
  @Column({ name: 'by_name', type: 'text' }) byName: string;
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
}
