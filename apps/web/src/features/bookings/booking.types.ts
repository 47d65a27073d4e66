import type { AmendStatus, ApprovalRequirements, BookingAction, BookingStatus, CustomerStatus, PaymentStatus } from '@farebox/domain';

/** Payload types of the bookings REST contract, as BookingListItemDto and BookingDetailDto in libs/bookings answer. */

export interface Money {
  amount: string;
  currency: string;
}

export interface IdName {
  id: string;
  name: string;
}

/** `status`: non-full-admins get it only when it is a refund. */
export interface BookingPaymentSummary {
  status: PaymentStatus | null;
  provider: string | null;
  isDisputed: boolean;
}

/** One row of GET /api/bookings. */
export interface BookingListItem {
  id: string;
  reference: string;
  cartReference: string | null;
  status: BookingStatus;
  /** Full admins only. */
  customerStatus: CustomerStatus | null;
  amendStatus: AmendStatus | null;
  payment: BookingPaymentSummary;
  isFraudulent: boolean;
  isSupplierApi: boolean;
  isManual: boolean;
  isHandled: boolean;
  domain: string | null;
  createdAt: string;
  departureAt: string;
  timezone: string;
  lineName: string;
  lineType: string;
  fromCity: string | null;
  toCity: string | null;
  fromStation: string | null;
  toStation: string | null;
  company: IdName;
  /** e-mail and phone: full admins only (no e-mail for B2B bookings). */
  customer: { firstName: string; lastName: string; email: string | null; phone: string | null };
  passengersCount: number;
  /** Full admins only. */
  price: (Money & { amountUsd: string }) | null;
  /** Full admins and agents. */
  supplierPrice: Money | null;
  labels: string[];
  inProgressBy: IdName | null;
  hasNote: boolean;
  pendingTickets: boolean;
}

export interface BookingListPage {
  data: BookingListItem[];
  meta: { limit: number; offset: number; hasNext: boolean };
}

export interface BookingPlace {
  stationId: string | null;
  station: string | null;
  address: string | null;
  city: string | null;
}

export interface BookingExtra {
  id: string;
  optionId: string;
  extraType: string;
  label: string | null;
  value: string | null;
  mandatory: boolean;
  status: string | null;
  otherValue: string | null;
}

export interface BookingPassenger {
  id: string;
  position: number;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  age: number | null;
  passengerType: string;
  seats: { departure?: string | null; return?: string | null };
  qrCodes: { departure?: string | null; return?: string | null };
  /** Added by a change request: needs a seat when the amend is approved. */
  isAdded: boolean;
  extraInfos: { slug: string; value: string }[];
}

/** One journey of a booking: position 0 the outbound, 1 the return. */
export interface BookingItem {
  position: number;
  reference: string;
  product: {
    id: string;
    denomination: string;
    type: string;
    lineClass: string;
    privateTransfer: boolean;
    slug: string;
    approvalInputs: Record<string, boolean>;
    newExtras: boolean;
  };
  trip: { id: string | null; departureAt: string; arrivalAt: string | null; timezone: string; from: BookingPlace; to: BookingPlace };
  passengers: BookingPassenger[];
  extras: BookingExtra[];
  /** Pickup time the supplier confirmed (HH:mm, local). */
  approvedDeparture: string | null;
  ticketUrl: string | null;
  vehiclesOnBoard: { typeName: string; name: string; licenseNumber: string }[];
  supplierApi: { status?: string; supplierBookingReference?: string | null; supplierIntegrationBookingId?: string | null; supplierIntegration?: string } | null;
}

export interface AdditionalTransaction {
  type: 'charge' | 'refund';
  price: string;
  description: string;
  isSettled: boolean;
  email: string | null;
  createdAt: string;
}

/** Full admins only. */
export interface BookingPrices {
  price: Money;
  priceUsd: string;
  costUsd: string;
  costInSupplierCurrency: Money;
  priceWithoutAddons: string | null;
  basePrice: string | null;
  settledPrice: string | null;
  initialPrice: string | null;
  returnDiscount: string | null;
  additionalFees: { description: string; price: string }[];
  additionalTransactions: AdditionalTransaction[];
  addons: { name: string; slug: string; paymentStatus: string }[];
  redeemedCoupons: { code: string; amount: string; currency: string }[];
}

/** A cancellation or amendment fee: feePercent applies from timeBefore (unit) before departure. */
export interface PolicyRule {
  timeBefore: number;
  unit: 'hours' | 'days';
  feePercent: string;
  /** null: both directions. */
  direction: 'aToB' | 'bToA' | null;
}

/** The cancellation and amendment policy of the booking's line (full admins only). */
export interface BookingPolicy {
  refundable: boolean;
  amendable: boolean;
  cancellationRules: PolicyRule[];
  amendmentRules: PolicyRule[];
}

export interface BookingHistoryEntry {
  at: string;
  action: string;
  status: string;
  customerStatus: string;
  amendStatus: string | null;
  by: string;
}

export interface BookingNote {
  id: string;
  note: string;
  by: string;
  createdAt: string;
}

/** The booking's payment in its detail: the list's summary plus the paid amounts (null for agents). */
export interface BookingDetailPayment extends BookingPaymentSummary {
  paymentId: string | null;
  currency: string;
  price: string | null;
  paidAmount: string | null;
  chargedAmount: string | null;
  refundedAmount: string | null;
}

/** An approval attachment; GET /api/bookings/:id/attachments/:attachmentId downloads it. */
export interface BookingAttachment {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
  uploadedBy: string;
  createdAt: string;
  attachedAt: string | null;
}

/** GET /api/bookings/:id. */
export interface BookingDetail extends BookingListItem {
  /** The ids of fromCity and toCity: the booking's direction on its line. */
  fromCityId: string | null;
  toCityId: string | null;
  payment: BookingDetailPayment;
  items: BookingItem[];
  passengers: BookingPassenger[];
  /** The pack chosen with the booking; price per passenger and journey, in the supplier currency. */
  pack: { id: string; name: string; description: string | null; price: string; currency: string; priceUsd: string } | null;
  approvalInputs: { bookingCode?: string | null; pickupTime?: string | null } | null;
  approveMethod: string;
  approvalDate: string | null;
  declineReason: string | null;
  declineReasonText: string | null;
  blockDeparture: string | null;
  declinedAt: string | null;
  declinedBy: string | null;
  canceledAt: string | null;
  amendRequest: { requestedAt?: string; description?: string } | null;
  exchangedFromId: string | null;
  exchangedToId: string | null;
  isB2b: boolean;
  ticketsIssued: boolean;
  supplierBookingCode: string | null;
  visitorId: string | null;
  /** Agency details: the application the booking came from (full admins only). */
  application: { name?: string; email?: string | null; domain?: string | null } | null;
  prices: BookingPrices | null;
  policy: BookingPolicy | null;
  /** The storefront experiments the booking ran under, by name (full admins only). */
  experiments: Record<string, unknown> | null;
  history: BookingHistoryEntry[];
  notes: BookingNote[];
  version: number;
  allowedActions: BookingAction[];
  /** Why the actions this user's role could take are refused by the booking's facts, e.g. exchange with a vehicle on board. */
  refusals: Partial<Record<BookingAction, string>>;
  /** Why cancellations and changes are refused (after tickets are issued). */
  blockedReason?: string;
  /** The decline reasons this user may choose. */
  declineReasons: { value: string; label: string; needsText: boolean }[];
  /** Declining may block the departure: the decline form then asks which. */
  manualBlocking: boolean;
  /** What the approve form must ask for (the shared rule's input, less the passenger ids). */
  approvalRequirements: Omit<ApprovalRequirements, 'passengerIds'>;
  /** The files approvals attached (spec 3.1 approvalAttachements). */
  approvalAttachments: BookingAttachment[];
}
