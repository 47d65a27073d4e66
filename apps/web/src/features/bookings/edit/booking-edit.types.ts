import type { AmendStatus, BookingStatus, CustomerStatus, PaymentStatus } from '@farebox/domain';

/** A passenger of POST /api/bookings and PUT /api/bookings/:id. */
export interface PassengerInput {
  firstName: string;
  lastName: string;
  email?: string;
  phone?: string;
  age?: number;
  passengerType: string;
}

/** A vehicle on board a ferry (type: one of the line's vehicle types). */
export interface VehicleInput {
  typeName: string;
  name: string;
  licenseNumber: string;
}

/** Whom to tell about an edit (the notify modal). */
export interface NotifyChoice {
  supportTeam?: boolean;
  supplier?: boolean;
  /** When the supplier changed: a cancellation e-mail to the previous one, a new-booking e-mail to the new one. */
  cancellationToPrevious?: boolean;
  newBookingToCurrent?: boolean;
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
  /** Lines carrying vehicles only: the whole list. */
  vehicles?: VehicleInput[];
  packId?: string;
  notify?: NotifyChoice;
}

/**
 * PUT /api/bookings/:id: the version and the fields that changed; an edit also sets the change-request status and
 * may drop the return journey (null).
 */
export interface UpdateBookingBody extends Partial<Omit<CreateBookingBody, 'returnTripId' | 'packId'>> {
  version: number;
  returnTripId?: string | null;
  /** null removes the pack. */
  packId?: string | null;
  amendStatus?: AmendStatus;
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
