import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { RefundCouponEntryKind } from '@farebox/domain';

/** A card payment of the coupon's source booking that a cancel refunds to, up to `amount` (decimal string). */
export interface CouponSourcePayment {
  /** The gateway's payment id (payment_transaction.provider_payment_id of the booking's card charge). */
  paymentId: string;
  bookingReference: string;
  amount: string;
}

/** A refund the gateway made for a cancel. */
export interface CouponGatewayRefund {
  refundId: string;
  paymentId: string;
  amount: string;
}

/** A refund coupon (spec part 3, section 3); its balance is the sum of its RefundCouponEntry rows. */
@Entity('refund_coupon')
export class RefundCoupon {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'text' }) code: string;
  @Column({ type: 'text' }) currency: string;
  @Column({ type: 'text' }) email: string;
  /** The cancelled bookings the coupon was issued for. */
  @Column({ name: 'booking_references', type: 'text', array: true }) bookingReferences: string[];
  /** The gateway fee part of the original payment, decimal string: refunded only by a cancel including fees. */
  @Column({ name: 'processing_fee', type: 'numeric', precision: 14, scale: 2 }) processingFee: string;
  @Column({ name: 'source_payments', type: 'jsonb' }) sourcePayments: CouponSourcePayment[];
  @Column({ type: 'boolean' }) activated: boolean;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ name: 'expire_at', type: 'timestamptz', nullable: true }) expireAt: Date | null;
  @Column({ type: 'integer' }) version: number;
}

/** One line of a coupon's ledger (append-only). */
@Entity('refund_coupon_entry')
export class RefundCouponEntryRow {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'coupon_id', type: 'uuid' }) couponId: string;
  @Column({ type: 'text' }) kind: RefundCouponEntryKind;
  /** Decimal string, signed: positive for the issue, negative otherwise. */
  @Column({ type: 'numeric', precision: 14, scale: 2 }) amount: string;
  /** A consumption's bookings. */
  @Column({ name: 'booking_references', type: 'text', array: true }) bookingReferences: string[];
  @Column({ name: 'fee_refunded', type: 'numeric', precision: 14, scale: 2 }) feeRefunded: string;
  @Column({ name: 'gateway_refunds', type: 'jsonb' }) gatewayRefunds: CouponGatewayRefund[];
  @Column({ name: 'created_by_id', type: 'uuid', nullable: true }) createdById: string | null;
  @Column({ name: 'created_by_name', type: 'text' }) createdByName: string;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}

export const REFUND_COUPON_ENTITIES = [RefundCoupon, RefundCouponEntryRow];
