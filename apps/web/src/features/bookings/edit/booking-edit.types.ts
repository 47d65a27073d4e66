import type { Schemas } from '@/api/http';

/** The request bodies of POST /api/bookings, PUT /api/bookings/:id and the exchange, generated from libs/bookings. */

export type PassengerInput = Schemas['BookingPassengerInputDto'];
/** A vehicle on board a ferry (type: one of the line's vehicle types). */
export type VehicleInput = Schemas['VehicleInputDto'];
/** Whom to tell about an edit (the notify modal). */
export type NotifyChoice = Schemas['BookingNotifyDto'];
/** Also the `booking` of an exchange. */
export type CreateBookingBody = Schemas['CreateBookingDto'];
/** The version and the fields that changed. */
export type UpdateBookingBody = Schemas['UpdateBookingDto'];
/** A supplier-API booking: only the contact and the fraud flag may change. */
export type SupplierApiEditBody = Pick<UpdateBookingBody, 'email' | 'phone' | 'isFraudulent'>;
