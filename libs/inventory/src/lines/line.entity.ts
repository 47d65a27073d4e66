import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Company } from '@farebox/companies';
import type { Decimal } from 'decimal.js';
import { City, Station } from '@farebox/geo';
import type {
  AdditionalServices,
  ApprovalAmountType,
  DirectionItinerary,
  FullAllocationPolicy,
  LineDirection,
  LineLuggage,
  LineVideo,
  LuggagePolicyType,
  OnLimitPolicy,
} from '@farebox/domain';
import { decimalTransformer } from '@farebox/platform';
import type { ApprovalInputs, LineType } from './line.constants.js';

const flag = (name: string, defaultValue = false) => Column({ name, type: 'boolean', default: defaultValue });
const money = (name: string) => Column({ name, type: 'numeric', precision: 14, scale: 2, default: 0, transformer: decimalTransformer });

/**
 * A line (the product): a route between primary stations A and B operated by a supplier company, with
 * recurring events in both directions (spec part 2, section 3.5). Only the fields bookings need so far; the
 * line editor extends this table.
 */
@Entity('line')
export class Line {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'text' }) denomination: string;
  @Column({ type: 'text' }) type: LineType;
  @Column({ name: 'line_class', type: 'text' }) lineClass: string;
  /** The operator: a supplier company (company.id). */
  @Column({ name: 'company_id', type: 'uuid' }) companyId: string;
  @ManyToOne(() => Company) @JoinColumn({ name: 'company_id' }) company?: Company;
  /** A different supplier selling the operator's line, when there is one. */
  @Column({ name: 'supplier_id', type: 'uuid', nullable: true }) supplierId: string | null;
  @Column({ type: 'text' }) slug: string;
  @flag('published') published: boolean;
  @Column({ name: 'published_at', type: 'timestamptz', nullable: true }) publishedAt: Date | null;
  @flag('is_show_on_search', true) isShowOnSearch: boolean;
  @flag('is_private_transfer') isPrivateTransfer: boolean;
  @Column({ name: 'private_max_passengers', type: 'int', nullable: true }) privateMaxPassengers: number | null;
  @flag('is_supplier_api') isSupplierApi: boolean;
  @Column({ name: 'supplier_integration', type: 'text', nullable: true }) supplierIntegration: string | null;
  @flag('manual_bookings') manualBookings: boolean;
  @flag('automatic_approval') automaticApproval: boolean;
  @Column({ name: 'min_passengers', type: 'int', default: 1 }) minPassengers: number;
  @flag('refundable', true) refundable: boolean;
  @flag('amendable') amendable: boolean;
  @Column({ name: 'approval_inputs', type: 'jsonb' }) approvalInputs: ApprovalInputs;
  @flag('new_extras', true) newExtras: boolean;
  /** Ferry carrying vehicles as well as passengers (see line_vehicle_type). */
  @flag('vehicle_on_board') vehicleOnBoard: boolean;
  /** The operator's currency when the line was priced (prices carry their own currency too). */
  /** bookBefore (spec 3.5): sales close this many minutes before departure; null until departure. */
  @Column({ name: 'book_before_minutes', type: 'int', nullable: true }) bookBeforeMinutes: number | null;
  @Column({ name: 'reverse_cutoff_minutes', type: 'int', nullable: true }) reverseCutoffMinutes: number | null;
  @Column({ name: 'automatic_approval_cutoff_minutes', type: 'int', nullable: true }) automaticApprovalCutoffMinutes: number | null;
  @Column({ name: 'allocation_cutoff_minutes', type: 'int', nullable: true }) allocationCutoffMinutes: number | null;
  @Column({ name: 'allocation_booking_window_minutes', type: 'int', nullable: true }) allocationBookingWindowMinutes: number | null;
  @Column({ name: 'supplier_currency', type: 'char', length: 3 }) supplierCurrency: string;
  // The line price input of the Prices tab (spec 2.11), in the supplier currency.
  @flag('booking_fee_active') bookingFeeActive: boolean;
  @flag('booking_fee_per_passenger') bookingFeePerPassenger: boolean;
  @money('booking_fee_price') bookingFeePrice: Decimal;
  /** Maximum round-trip discount per passenger. */
  @money('return_discount') returnDiscount: Decimal;
  /** Round-trip cost discount per passenger. */
  @money('return_cost_discount') returnCostDiscount: Decimal;
  @Column({ name: 'offline_price', type: 'numeric', precision: 14, scale: 2, nullable: true, transformer: decimalTransformer }) offlinePrice: Decimal | null;
  @Column({ name: 'from_city_id', type: 'uuid' }) fromCityId: string;
  @Column({ name: 'to_city_id', type: 'uuid' }) toCityId: string;
  @Column({ name: 'station_a_id', type: 'uuid' }) stationAId: string;
  @Column({ name: 'station_b_id', type: 'uuid' }) stationBId: string;
  @ManyToOne(() => City) @JoinColumn({ name: 'from_city_id' }) fromCity?: City;
  @ManyToOne(() => City) @JoinColumn({ name: 'to_city_id' }) toCity?: City;
  @ManyToOne(() => Station) @JoinColumn({ name: 'station_a_id' }) stationA?: Station;
  @ManyToOne(() => Station) @JoinColumn({ name: 'station_b_id' }) stationB?: Station;
  // Tab 0 (Operator & Route) of the line editor (migration 1764700300000).
  @flag('manual_bookings_support') manualBookingsSupport: boolean;
  @flag('manual_bookings_operations') manualBookingsOperations: boolean;
  @flag('attach_tickets_manually') attachTicketsManually: boolean;
  @Column({ name: 'automatic_approval_amount_type', type: 'text', default: 'unlimited' }) automaticApprovalAmountType: ApprovalAmountType;
  @Column({ name: 'automatic_approval_amount', type: 'int', nullable: true }) automaticApprovalAmount: number | null;
  @Column({ name: 'on_limit_policy', type: 'text', nullable: true }) onLimitPolicy: OnLimitPolicy | null;
  /** Departure-time flexibility (never with automatic approval). */
  @flag('flexible_schedule') flexibleSchedule: boolean;
  @flag('late_approval') lateApproval: boolean;
  @Column({ name: 'late_approval_days', type: 'int', nullable: true }) lateApprovalDays: number | null;
  @flag('activity') activity: boolean;
  @flag('is_scraping_availability') isScrapingAvailability: boolean;
  @flag('show_promotion') showPromotion: boolean;
  @flag('is_flexible_cancellation') isFlexibleCancellation: boolean;
  @Column({ name: 'private_trip_duration_minutes', type: 'int', nullable: true }) privateTripDurationMinutes: number | null;
  @flag('private_all_passenger_details_required') privateAllPassengerDetailsRequired: boolean;
  @Column({ name: 'private_interval_minutes', type: 'int', default: 30 }) privateIntervalMinutes: number;
  // Tab 2 (Options) of the line editor (migration 1764700410000); passenger extra info is line_passenger_extra_info.
  @flag('phone_required') phoneRequired: boolean;
  @flag('need_extra_info') needExtraInfo: boolean;
  /** The line's prepaid tickets; null when it has no prepaid allocation. */
  @Column({ name: 'prepaid_tickets', type: 'int', nullable: true }) prepaidTickets: number | null;
  /** What happens once the prepaid tickets are used up (spec 4): bookings become pending, or the line fully booked. */
  @Column({ name: 'full_allocation_policy', type: 'text', default: 'pending' }) fullAllocationPolicy: FullAllocationPolicy;
  @Column({ name: 'key_details', type: 'jsonb', default: () => "'[]'" }) keyDetails: string[];
  // Tab 3 (Pictures & Ticket) and tab 5 (Info & Social) (migration 1764700510000); pictures are libs/images pictures of owner 'line'.
  /** A PDF template image (libs/images, type template). */
  @Column({ name: 'ticket_template_id', type: 'uuid', nullable: true }) ticketTemplateId: string | null;
  /** Rich text, sanitised HTML. */
  @Column({ type: 'text', default: '' }) info: string;
  @Column({ name: 'short_description', type: 'text', default: '' }) shortDescription: string;
  /** Rich text, sanitised HTML. */
  @Column({ name: 'special_notes', type: 'text', default: '' }) specialNotes: string;
  /** Rich text, sanitised HTML. */
  @Column({ name: 'pick_up_drop_off_points', type: 'text', default: '' }) pickUpDropOffPoints: string;
  @Column({ type: 'jsonb' }) itinerary: Record<LineDirection, DirectionItinerary>;
  @Column({ name: 'additional_services', type: 'jsonb' }) additionalServices: AdditionalServices;
  @Column({ name: 'luggage_policy_type', type: 'text', default: 'openText' }) luggagePolicyType: LuggagePolicyType;
  /** Null until the tab is first saved. */
  @Column({ type: 'jsonb', nullable: true }) luggage: LineLuggage | null;
  /** Minutes. */
  @Column({ name: 'arrive_before_departure', type: 'int', nullable: true }) arriveBeforeDeparture: number | null;
  /** Read-only here: set by the e-commerce integration. */
  @Column({ type: 'jsonb', nullable: true }) ecommerce: { productId: string; name: string; groupName: string } | null;
  @Column({ type: 'jsonb', default: () => "'[]'" }) videos: LineVideo[];
  @Column({ name: 'blog_url', type: 'text', default: '' }) blogUrl: string;
  @Column({ name: 'voucher_remark', type: 'text', default: '' }) voucherRemark: string;
  @Column({ name: 'voucher_alert_title', type: 'text', default: '' }) voucherAlertTitle: string;
  @Column({ name: 'voucher_alert_text', type: 'text', default: '' }) voucherAlertText: string;
  @Column({ name: 'passenger_alert', type: 'text', default: '' }) passengerAlert: string;
  @Column({ type: 'int', default: 1 }) version: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
