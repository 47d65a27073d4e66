import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { Decimal } from 'decimal.js';
import type { SettlementStatus } from '@farebox/domain';
import { decimalTransformer } from '@farebox/platform';

const money = (name: string) => Column({ name, type: 'numeric', precision: 14, scale: 2, default: 0, transformer: decimalTransformer });

/**
 * The payment of one booking (spec part 2, 3.2): its place in the payments list (paid or unpaid, Mark as Paid)
 * and the totals captured from and refunded to the customer, kept in step with its transactions.
 */
@Entity('booking_payment')
export class BookingPayment {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'booking_id', type: 'uuid' }) bookingId: string;
  /** The booking's supplier company (agents see their own company's payments only). */
  @Column({ name: 'company_id', type: 'uuid' }) companyId: string;
  @Column({ type: 'text', default: 'unpaid' }) status: SettlementStatus;
  @Column({ type: 'text' }) currency: string;
  @Column({ name: 'supplier_currency', type: 'text' }) supplierCurrency: string;
  @money('charged_amount') chargedAmount: Decimal;
  @money('refunded_amount') refundedAmount: Decimal;
  @money('charged_supplier_amount') chargedSupplierAmount: Decimal;
  @money('refunded_supplier_amount') refundedSupplierAmount: Decimal;
  /** The customer's stored payment method at the gateway, used for charges. */
  @Column({ name: 'payment_method', type: 'text', nullable: true }) paymentMethod: string | null;
  @Column({ name: 'marked_paid_at', type: 'timestamptz', nullable: true }) markedPaidAt: Date | null;
  @Column({ name: 'marked_paid_by', type: 'uuid', nullable: true }) markedPaidBy: string | null;
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' }) updatedAt: Date;
  @Column({ type: 'int', default: 1 }) version: number;
  @Column({ name: 'machine_version', type: 'int', default: 1 }) machineVersion: number;
}
