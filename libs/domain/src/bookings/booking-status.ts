/** Supplier status of a booking (spec part 2, section 4). */
export const BookingStatus = {
  Pending: 'pending',
  Reserved: 'reserved',
  Approved: 'approved',
  Declined: 'declined',
  Canceled: 'canceled',
} as const;
export type BookingStatus = (typeof BookingStatus)[keyof typeof BookingStatus];
export const BOOKING_STATUSES: readonly BookingStatus[] = Object.values(BookingStatus);

export const CustomerStatus = {
  Pending: 'pending',
  Approved: 'approved',
  Canceled: 'canceled',
} as const;
export type CustomerStatus = (typeof CustomerStatus)[keyof typeof CustomerStatus];
export const CUSTOMER_STATUSES: readonly CustomerStatus[] = Object.values(CustomerStatus);

/** Change-request (amend) status; null when the booking never had one. */
export const AmendStatus = {
  Pending: 'pending',
  Approved: 'approved',
  Canceled: 'canceled',
  Declined: 'declined',
  Failed: 'failed',
} as const;
export type AmendStatus = (typeof AmendStatus)[keyof typeof AmendStatus];
export const AMEND_STATUSES: readonly AmendStatus[] = Object.values(AmendStatus);

export const PaymentStatus = {
  Unpaid: 'unpaid',
  Authorized: 'authorized',
  Paid: 'paid',
  Refund: 'refund',
  Failed: 'failed',
  Expired: 'expired',
} as const;
export type PaymentStatus = (typeof PaymentStatus)[keyof typeof PaymentStatus];
export const PAYMENT_STATUSES: readonly PaymentStatus[] = Object.values(PaymentStatus);
/** The list's payment filter when the URL names none (spec 9). */
export const DEFAULT_PAYMENT_FILTER: readonly PaymentStatus[] = [PaymentStatus.Paid, PaymentStatus.Authorized];
/**
 * The fixed payment filter of users who are not full admins (agents, non-full-admin staff): the default plus refunds,
 * whose status spec 2.1 shows them, so they see their cancelled and refunded bookings too.
 */
export const NON_FULL_ADMIN_PAYMENT_FILTER: readonly PaymentStatus[] = [...DEFAULT_PAYMENT_FILTER, PaymentStatus.Refund];

/** How a booking got (or gets) approved; the list labels every method but the default. */
export const ApproveMethod = {
  PendingApproval: 'pendingApproval',
  Automatic: 'automatic',
  Manual: 'manual',
  SupplierApi: 'supplierApi',
} as const;
export type ApproveMethod = (typeof ApproveMethod)[keyof typeof ApproveMethod];
export const APPROVE_METHODS: readonly ApproveMethod[] = Object.values(ApproveMethod);

export const BlockDeparture = { FirstLeg: 'firstLeg', SecondLeg: 'secondLeg', Both: 'both', None: 'none' } as const;
export type BlockDeparture = (typeof BlockDeparture)[keyof typeof BlockDeparture];
export const BLOCK_DEPARTURES: readonly BlockDeparture[] = Object.values(BlockDeparture);

export const ManualFilter = {
  MyManual: 'myManual',
  ManualNoHeat: 'manualNoHeat',
  ManualOnlyHeat: 'manualOnlyHeat',
  Manual: 'manual',
  NonManual: 'nonManual',
} as const;
export type ManualFilter = (typeof ManualFilter)[keyof typeof ManualFilter];
export const MANUAL_FILTERS: readonly ManualFilter[] = Object.values(ManualFilter);

export const BookingSort = { BookedAtDesc: '-bookedAt', BookedAt: 'bookedAt', DepartureDesc: '-departure', Departure: 'departure' } as const;
export type BookingSort = (typeof BookingSort)[keyof typeof BookingSort];
export const BOOKING_SORTS: readonly BookingSort[] = Object.values(BookingSort);
export const DEFAULT_BOOKING_SORT: BookingSort = BookingSort.BookedAtDesc;

/** Version of the booking machines a row was last written under (stored as booking.machine_version). */
export const BOOKING_MACHINE_VERSION = 1;
