import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { Decimal } from 'decimal.js';
import { decimalTransformer } from '@farebox/platform';

export type SupplierTransactionKind = 'booking' | 'cancellation' | 'refund' | 'price_change';

const money = (name: string) => Column({ name, type: 'numeric', precision: 14, scale: 2, transformer: decimalTransformer });

/**
 * One posting of a booking's supplier cost, in the supplier currency (positive: owed to the supplier).
 * Append-only: the database refuses UPDATE and DELETE; a correction is a new posting.
 */
@Entity('supplier_transaction')
export class SupplierTransaction {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'bigint', insert: false, update: false }) seq: string;
  @Column({ name: 'company_id', type: 'uuid' }) companyId: string;
  /** Makes a posting idempotent: the same business event never posts twice. */
  @Column({ name: 'posting_key', type: 'text' }) postingKey: string;
  @Column({ type: 'text' }) kind: SupplierTransactionKind;
  @Column({ name: 'booking_id', type: 'uuid', nullable: true }) bookingId: string | null;
  @Column({ name: 'booking_reference', type: 'text' }) bookingReference: string;
  @Column({ name: 'supplier_booking_id', type: 'text', nullable: true }) supplierBookingId: string | null;
  @Column({ name: 'booking_code', type: 'text', nullable: true }) bookingCode: string | null;
  @money('amount') amount: Decimal;
  @Column({ type: 'char', length: 3 }) currency: string;
  @money('amount_usd') amountUsd: Decimal;
  @Column({ name: 'booking_date', type: 'timestamptz' }) bookingDate: Date;
  @Column({ name: 'departure_date', type: 'timestamptz' }) departureDate: Date;
  /** YYYY-MM-DD: the booking date or the departure date, by the supplier's calculationBasedOn (or a reconciliation date). */
  @Column({ name: 'effective_date', type: 'date' }) effectiveDate: string;
  @Column({ name: 'approval_date', type: 'timestamptz', nullable: true }) approvalDate: Date | null;
  @Column({ type: 'text', nullable: true }) route: string | null;
  @Column({ name: 'passenger_name', type: 'text', nullable: true }) passengerName: string | null;
  @Column({ type: 'int', default: 0 }) tickets: number;
  @Column({ name: 'booking_status', type: 'text', nullable: true }) bookingStatus: string | null;
  @Column({ type: 'text', nullable: true }) reason: string | null;
  @Column({ name: 'created_by', type: 'uuid', nullable: true }) createdBy: string | null;
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
}
