import type { AmendStatus, BookingAction, BookingStatus, CustomerStatus, PaymentStatus } from '@farebox/domain';

export interface Money {
  amount: string;
  currency: string;
}

/** One row of GET /api/bookings. */
export interface BookingListItem {
  id: string;
  reference: string;
  cartReference: string | null;
  status: BookingStatus;
  customerStatus: CustomerStatus | null;
  amendStatus: AmendStatus | null;
  payment: { status: PaymentStatus; provider: string | null; isDisputed: boolean } | null;
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
  fromCity: string;
  toCity: string;
  fromStation: string;
  toStation: string;
  company: { id: string; name: string };
  customer: { firstName: string; lastName: string; email: string | null; phone: string | null } | null;
  passengersCount: number;
  /** Left out for agents, who see supplierPrice only. */
  price: (Money & { amountUsd: string | null }) | null;
  supplierPrice: Money | null;
  labels: string[];
  inProgressBy: string | null;
  hasNote: boolean;
  pendingTickets: boolean;
}

export interface BookingListPage {
  data: BookingListItem[];
  meta: { limit: number; offset: number; hasNext: boolean };
}

export interface StationPoint {
  station: string;
  address: string | null;
  city: string;
}

export interface ItemExtraDto {
  id: string;
  optionId: string;
  extraType: string;
  value: string | null;
  mandatory: boolean;
  status?: string | null;
  otherValue?: string | null;
}

/** One journey of a booking: position 0 the outbound, 1 the return. */
export interface BookingItemDto {
  position: number;
  reference: string;
  product: {
    id: string;
    denomination: string;
    type: string;
    lineClass: string | null;
    privateTransfer: boolean;
    slug: string | null;
    approvalInputs: { bookingCode?: boolean; seatsNumber?: boolean; qrCodes?: boolean; requiredAttachments?: boolean } | null;
    newExtras: boolean;
  };
  trip: { id: string | null; departureAt: string; arrivalAt: string | null; timezone: string; from: StationPoint; to: StationPoint };
  extras: ItemExtraDto[];
  approvedDeparture: string | null;
  ticketUrl: string | null;
  vehiclesOnBoard: { typeName: string; name: string; licenseNumber: string }[];
  supplierApi: { status: string; supplierBookingReference: string | null; supplierIntegrationBookingId: string | null; supplierIntegration: string } | null;
}

export interface BookingPassengerDto {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  age: number | null;
  passengerType: string;
  extraInfos: { slug: string; value: string }[];
  baggage: { itemsCount: number; category: string; dimensions: Record<string, number | undefined> } | null;
  seats: { departure?: string | null; return?: string | null };
  qrCodes: { departure?: string | null; return?: string | null };
  /** Added by a change request: needs a seat when the amend is approved. */
  isAdded: boolean;
}

export interface BookingPrices {
  price: string;
  priceWithoutAddons: string | null;
  basePrice: string | null;
  settledPrice: string | null;
  initialPrice: string | null;
  additionalFees: { description: string; price: string }[];
  additionalTransactions: { type: 'charge' | 'refund'; price: string; description: string; isSettled: boolean; email: string | null; createdAt: string }[];
  addons: { name: string; slug: string; paymentStatus: string; selection: { offerItemCode: string; price: string }[] }[];
  redeemedCoupons: { code: string; amount: string; currency: string }[];
}

export interface BookingHistoryEntry {
  at: string;
  action: string;
  status: string | null;
  customerStatus: string | null;
  by: string | null;
}

export interface BookingNote {
  id: string;
  note: string;
  by: string;
  createdAt: string;
}

/** GET /api/bookings/:id. */
export interface BookingDetail extends BookingListItem {
  items: BookingItemDto[];
  passengers: BookingPassengerDto[];
  approvalInputs: { bookingCode?: string | null; pickupTime?: string | null } | null;
  declineReason: string | null;
  declineReasonText: string | null;
  prices: BookingPrices | null;
  history: BookingHistoryEntry[];
  notes: BookingNote[];
  version: number;
  allowedActions: BookingAction[];
  /** Why changes are refused (after tickets are issued). */
  blockedReason?: string;
}
