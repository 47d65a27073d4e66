import type { PurchaseBatchState } from '@farebox/domain';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One Purchase Tickets purchase: queued by the screen, its bookings created by the worker (see the migration). */
@Entity('purchase_ticket_batch')
export class PurchaseTicketBatch {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'line_id', type: 'uuid' }) lineId: string;
  @Column({ name: 'trip_id', type: 'uuid' }) tripId: string;
  @Column({ type: 'text' }) email: string;
  @Column({ type: 'int' }) tickets: number;
  /** Seats taken on the trip for bookings not created yet. */
  @Column({ name: 'held_seats', type: 'int' }) heldSeats: number;
  @Column({ name: 'created_count', type: 'int', default: 0 }) createdCount: number;
  @Column({ name: 'cart_reference', type: 'text' }) cartReference: string;
  @Column({ type: 'text', default: 'queued' }) state: PurchaseBatchState;
  @Column({ type: 'text', nullable: true }) error: string | null;
  @Column({ name: 'requested_by', type: 'uuid' }) requestedBy: string;
  @Column({ name: 'requested_by_name', type: 'text' }) requestedByName: string;
  @Column({ name: 'requested_at', type: 'timestamptz' }) requestedAt: Date;
  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true }) finishedAt: Date | null;
}
