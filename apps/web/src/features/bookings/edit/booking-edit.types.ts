import type { AmendStatus, BookingStatus, CustomerStatus, PaymentStatus } from '@farebox/domain';

/** A passenger as GET /api/bookings/:id returns it. */
export interface BookingPassengerDto {
  id: string;
  firstName: string;
  lastName: string;
  email?: string | null;
  phone?: string | null;
  age?: number | null;
  passengerType: string;
}

/** One journey (item) of a booking: index 0 outbound, 1 return. */
export interface BookingItemDto {
  position: number;
  reference: string;
  product: { id: string; denomination: string; type: string; privateTransfer: boolean };
  trip: { id: string; departureAt: string; timezone: string };
  extras?: { optionId: string; value?: string | null }[];
  vehiclesOnBoard?: unknown[];
}

/** What the edit screen reads of GET /api/bookings/:id (the REST contract's BookingDetail). */
export interface EditableBooking {
  id: string;
  reference: string;
  version: number;
  status: BookingStatus;
  customerStatus: CustomerStatus;
  amendStatus: AmendStatus | null;
  payment: { status: PaymentStatus };
  isFraudulent: boolean;
  isSupplierApi: boolean;
  domain: string | null;
  company: { id: string; name: string };
  fromCity: { id: string; name: string };
  toCity: { id: string; name: string };
  customer: { firstName: string; lastName: string; email: string | null; phone: string | null };
  price: { amount: string; currency: string };
  passengersCount: number;
  items: BookingItemDto[];
  passengers: BookingPassengerDto[];
  allowedActions: string[];
  blockedReason?: string;
}

/** A passenger of POST /api/bookings and PUT /api/bookings/:id. */
export interface PassengerInput {
  firstName: string;
  lastName: string;
  email?: string;
  phone?: string;
  age?: number;
  passengerType: string;
}

/** Whom to tell about an edit (the notify modal). */
export interface NotifyChoice {
  supportTeam?: boolean;
  supplier?: boolean;
  /** When the supplier changed: a cancellation e-mail to the old one, a new-booking e-mail to the new one. */
  oldSupplierCancellation?: boolean;
  newSupplierBooking?: boolean;
}

/** CreateBookingBody of the REST contract (also the `booking` of an exchange and, with `version`, of an edit). */
export interface CreateBookingBody {
  lineId: string;
  outboundTripId: string;
  returnTripId?: string;
  passengers: PassengerInput[];
  passengersCount?: number;
  domain?: string;
  paymentStatus?: PaymentStatus;
  status?: BookingStatus;
  customerStatus?: CustomerStatus;
  isFraudulent?: boolean;
  extras: { optionId: string; value?: string }[];
  packId?: string;
  notify?: NotifyChoice;
}

/** A supplier-API booking: only the contact and the fraud flag may change. */
export interface SupplierApiEditBody {
  email: string;
  phone?: string;
  isFraudulent: boolean;
}

export interface SavedBookingRef {
  id: string;
  reference: string;
}
