import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { Decimal } from 'decimal.js';
import type { TransactionType } from '@farebox/domain';
import { decimalTransformer } from '@farebox/platform';

/** Where a transaction came from: the storefront checkout, a charge or refund form, or a cancellation. */
export type TransactionSource = 'checkout' | 'recoverTransaction' | 'newTransaction' | 'cancellation';

/** One movement of money on a booking (spec part 2, 3.1 'Transaction'); append-only. */
@Entity('payment_transaction')
export class PaymentTransaction {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'booking_id', type: 'uuid' }) bookingId: string;
  @Column({ name: 'booking_payment_id', type: 'uuid' }) bookingPaymentId: string;
  @Column({ type: 'text' }) type: TransactionType;
  @Column({ type: 'text' }) source: TransactionSource;
  @Column({ type: 'numeric', precision: 14, scale: 2, transformer: decimalTransformer }) amount: Decimal;
  @Column({ type: 'text' }) currency: string;
  @Column({ name: 'supplier_amount', type: 'numeric', precision: 14, scale: 2, default: 0, transformer: decimalTransformer }) supplierAmount: Decimal;
  @Column({ name: 'supplier_currency', type: 'text' }) supplierCurrency: string;
  @Column({ type: 'text' }) provider: string;
  @Column({ name: 'provider_transaction_id', type: 'text', nullable: true }) providerTransactionId: string | null;
  /** The gateway payment: for a charge its own, for a refund the one the money went back to. */
  @Column({ name: 'provider_payment_id', type: 'text', nullable: true }) providerPaymentId: string | null;
  @Column({ name: 'authorization_id', type: 'text', nullable: true }) authorizationId: string | null;
  @Column({ type: 'text' }) description: string;
  @Column({ type: 'text', nullable: true }) reason: string | null;
  /** Set when an exchange moved the transaction here from the original booking. */
  @Column({ name: 'moved_from_booking_id', type: 'uuid', nullable: true }) movedFromBookingId: string | null;
  @Column({ name: 'created_by', type: 'uuid', nullable: true }) createdBy: string | null;
  @Column({ name: 'created_by_name', type: 'text', nullable: true }) createdByName: string | null;
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
}
