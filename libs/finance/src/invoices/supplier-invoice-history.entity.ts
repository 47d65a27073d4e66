import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { InvoiceAction, InvoiceState } from '@farebox/domain';

/** One transition of an invoice: who, when, the note and the assignee. Append-only. */
@Entity('supplier_invoice_history')
export class SupplierInvoiceHistory {
  @PrimaryGeneratedColumn('uuid') id: string;
  /** Insertion order: the steps of one transaction share their created_at. */
  @Column({ type: 'bigint', insert: false, update: false }) seq: string;
  @Column({ name: 'invoice_id', type: 'uuid' }) invoiceId: string;
  @Column({ type: 'text' }) action: 'upload' | InvoiceAction;
  @Column({ name: 'from_state', type: 'text', nullable: true }) fromState: InvoiceState | null;
  @Column({ name: 'to_state', type: 'text' }) toState: InvoiceState;
  @Column({ name: 'actor_id', type: 'uuid', nullable: true }) actorId: string | null;
  @Column({ name: 'actor_name', type: 'text' }) actorName: string;
  @Column({ name: 'assignee_id', type: 'uuid', nullable: true }) assigneeId: string | null;
  @Column({ type: 'text', nullable: true }) note: string | null;
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
}
