import type { BookingStatus, CustomerStatus, PaymentStatus } from '@farebox/domain';
import type { BookingDetail } from '../booking.types';

/**
 * GET /api/bookings/:id as the edit screen reads it: the booking view's BookingDetail plus the ids of its cities
 * (the product's departures are looked up in the booking's direction).
 */
export type EditableBooking = BookingDetail & { fromCityId: string; toCityId: string };

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
