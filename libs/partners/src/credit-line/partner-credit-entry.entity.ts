import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type PartnerCreditEntryKind = 'topUp' | 'charge' | 'refund';

/**
 * One line of a booking agent's credit-line ledger (append-only): a top-up (positive), a booking's charge (negative)
 * or its refund (positive), in the partner's currency. The balance is the sum of the partner's entries.
 */
@Entity('partner_credit_entry')
export class PartnerCreditEntry {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'channel_id', type: 'uuid' }) channelId: string;
  @Column({ type: 'text' }) kind: PartnerCreditEntryKind;
  /** Decimal string, 2 decimals; negative for a charge. */
  @Column({ type: 'numeric', precision: 14, scale: 2 }) amount: string;
  @Column({ type: 'text' }) currency: string;
  @Column({ name: 'booking_id', type: 'uuid', nullable: true }) bookingId: string | null;
  @Column({ type: 'text', nullable: true }) note: string | null;
  @Column({ name: 'added_by_id', type: 'uuid', nullable: true }) addedById: string | null;
  @Column({ name: 'added_by_name', type: 'text' }) addedByName: string;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
