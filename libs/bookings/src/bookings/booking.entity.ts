import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { Decimal } from 'decimal.js';
import type { AmendStatus, ApproveMethod, BlockDeparture, BookingStatus, CustomerStatus, PaymentStatus } from '@farebox/domain';
import { decimalTransformer } from '@farebox/platform';
import type { JourneyInput } from './booking-journey-input.js';

const money = (name: string, nullable = false) =>
  Column({ name, type: 'numeric', precision: 14, scale: 2, nullable, transformer: decimalTransformer, ...(nullable ? {} : { default: 0 }) });
const flag = (name: string) => Column({ name, type: 'boolean', default: false });
const text = (name: string) => Column({ name, type: 'text', nullable: true });
const uuid = (name: string) => Column({ name, type: 'uuid', nullable: true });
const json = (name: string) => Column({ name, type: 'jsonb', nullable: true });
const jsonList = (name: string) => Column({ name, type: 'jsonb', default: () => "'[]'" });

export interface BookingApplication {
  name: string;
  email: string | null;
  domain: string | null;
}

/** The approval inputs saved on approve: booking code, per-passenger seats and QR codes, pickup time, extras. */
export interface StoredApprovalInputs {
  bookingCode?: string | null;
  seats?: Record<string, { departure?: string | null; return?: string | null }>;
  qrCodes?: Record<string, string>;
  pickupTime?: string | null;
  extras?: { id: string; status: string; otherValue?: string | null }[];
}

/**
 * The change request an edit of an approved booking made: what changes (in words for the supplier), the status to
 * restore on decline, and the proposed journey, applied only when the change is accepted (dropped once answered).
 */
export interface StoredAmendRequest {
  requestedAt: string;
  requestedBy: string;
  previousStatus: BookingStatus;
  changedFields: string[];
  description?: string;
  proposal?: JourneyInput;
}

export interface StoredCancellation {
  refundType: string;
  feePercent?: string | null;
  amount?: string | null;
  costRefundInSupplierCurrency?: string | null;
  includeFees?: boolean;
  cancellationType?: string | null;
  reason?: string | null;
}

export interface AdditionalFee {
  description: string;
  price: string;
}

export interface AdditionalTransaction {
  type: 'charge' | 'refund';
  price: string;
  description: string;
  isSettled: boolean;
  email: string | null;
  createdAt: string;
}

export interface Addon {
  name: string;
  slug: string;
  paymentStatus: string;
  selection: { offerItemCode: string; price: string }[];
}

/** The pack chosen with the booking, as the line offered it then; price is per passenger and journey. */
export interface StoredPack {
  id: string;
  name: string;
  description: string | null;
  price: string;
  currency: string;
  priceUsd: string;
}

export interface RedeemedCoupon {
  code: string;
  amount: string;
  currency: string;
}

/** A booking (spec part 2, section 3.1); company_id is the supplier (operator) company whose agents confirm it. */
@Entity('booking')
export class Booking {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'text' }) reference: string;
  @text('cart_reference') cartReference: string | null;

  @Column({ type: 'text', default: 'pending' }) status: BookingStatus;
  @Column({ name: 'customer_status', type: 'text', default: 'pending' }) customerStatus: CustomerStatus;
  @Column({ name: 'amend_status', type: 'text', nullable: true }) amendStatus: AmendStatus | null;
  @json('amend_request') amendRequest: StoredAmendRequest | null;
  @Column({ name: 'payment_status', type: 'text', default: 'unpaid' }) paymentStatus: PaymentStatus;
  @text('payment_provider') paymentProvider: string | null;
  @flag('is_disputed') isDisputed: boolean;
  @flag('is_fraudulent') isFraudulent: boolean;
  @flag('is_b2b') isB2b: boolean;
  @flag('is_supplier_api') isSupplierApi: boolean;
  @flag('is_automatic_approve') isAutomaticApprove: boolean;
  @flag('is_manual') isManual: boolean;
  /** Sold offline by staff at the line's offline price. */
  @flag('is_offline_sale') isOfflineSale: boolean;
  @flag('is_handled') isHandled: boolean;
  @flag('has_note') hasNote: boolean;
  @flag('pending_tickets') pendingTickets: boolean;
  @flag('tickets_issued') ticketsIssued: boolean;
  @flag('is_updated_in_supplier_records') isUpdatedInSupplierRecords: boolean;
  @Column({ type: 'text', default: 'farebox' }) domain: string;
  @json('application') application: BookingApplication | null;
  @Column({ name: 'approve_method', type: 'text', default: 'pendingApproval' }) approveMethod: ApproveMethod;
  @Column({ name: 'approval_date', type: 'timestamptz', nullable: true }) approvalDate: Date | null;
  @text('approved_by') approvedBy: string | null;
  @json('approval_inputs') approvalInputs: StoredApprovalInputs | null;
  @text('decline_reason') declineReason: string | null;
  @text('decline_reason_text') declineReasonText: string | null;
  @Column({ name: 'block_departure', type: 'text', nullable: true }) blockDeparture: BlockDeparture | null;
  @Column({ name: 'declined_at', type: 'timestamptz', nullable: true }) declinedAt: Date | null;
  @text('declined_by') declinedBy: string | null;
  @Column({ name: 'canceled_at', type: 'timestamptz', nullable: true }) canceledAt: Date | null;
  @text('canceled_by') canceledBy: string | null;
  @json('cancellation') cancellation: StoredCancellation | null;
  @uuid('in_progress_by') inProgressBy: string | null;
  @uuid('exchanged_from_id') exchangedFromId: string | null;
  @uuid('exchanged_to_id') exchangedToId: string | null;

  @Column({ name: 'company_id', type: 'uuid' }) companyId: string;
  @uuid('supplier_id') supplierId: string | null;
  @Column({ name: 'line_id', type: 'uuid' }) lineId: string;
  @uuid('trip_id') tripId: string | null;
  @uuid('return_trip_id') returnTripId: string | null;
  @uuid('event_id') eventId: string | null;
  @Column({ name: 'departure_at', type: 'timestamptz' }) departureAt: Date;
  @Column({ type: 'text' }) timezone: string;
  @uuid('from_city_id') fromCityId: string | null;
  @uuid('to_city_id') toCityId: string | null;
  @uuid('from_station_id') fromStationId: string | null;
  @uuid('to_station_id') toStationId: string | null;
  @Column({ name: 'country_code', type: 'char', length: 2, nullable: true }) countryCode: string | null;
  @text('region') region: string | null;
  @text('supplier_integration') supplierIntegration: string | null;
  @text('supplier_booking_code') supplierBookingCode: string | null;

  @Column({ name: 'first_name', type: 'text' }) firstName: string;
  @Column({ name: 'last_name', type: 'text' }) lastName: string;
  @Column({ type: 'text' }) email: string;
  @text('phone') phone: string | null;
  @Column({ name: 'passengers_count', type: 'int', default: 1 }) passengersCount: number;
  @text('visitor_id') visitorId: string | null;

  /** basicCurrency: the currency the customer paid in. */
  @Column({ type: 'text', default: 'USD' }) currency: string;
  @money('price_amount') priceAmount: Decimal;
  @money('price_amount_usd') priceAmountUsd: Decimal;
  @money('cost_amount_usd') costAmountUsd: Decimal;
  @money('cost_in_supplier_currency') costInSupplierCurrency: Decimal;
  @Column({ name: 'supplier_currency', type: 'text', default: 'USD' }) supplierCurrency: string;
  @money('price_without_addons', true) priceWithoutAddons: Decimal | null;
  @money('base_price', true) basePrice: Decimal | null;
  @money('settled_price', true) settledPrice: Decimal | null;
  @money('initial_price', true) initialPrice: Decimal | null;
  @money('return_discount', true) returnDiscount: Decimal | null;
  @json('pack') pack: StoredPack | null;
  @jsonList('additional_fees') additionalFees: AdditionalFee[];
  @jsonList('additional_transactions') additionalTransactions: AdditionalTransaction[];
  @jsonList('addons') addons: Addon[];
  @jsonList('redeemed_coupons') redeemedCoupons: RedeemedCoupon[];
  @json('extended_policy') extendedPolicy: Record<string, unknown> | null;
  @json('experiments') experiments: Record<string, unknown> | null;
  @json('extra_info') extraInfo: Record<string, unknown> | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' }) updatedAt: Date;
  @Column({ type: 'int', default: 1 }) version: number;
  @Column({ name: 'machine_version', type: 'int', default: 1 }) machineVersion: number;
}
