/** A booking as the supplier's system holds it (spec part 2, 3.1 'Supplier booking data'). */
export interface SupplierBookingData {
  supplierBookingReference: string;
  status: string;
  departure: string | null;
  arrival: string | null;
  passengers: number | null;
  price: { cost: string; currency: string } | null;
  bookingCode: string | null;
  cancellationType: string | null;
  cancellationFee: string | null;
  cancellationCutoff: string | null;
  bookingFee: string | null;
  ticketUrl: string | null;
}

export interface SupplierCancellation {
  supplierBookingReference: string;
  status: string;
  cancellationFee: string | null;
  currency: string | null;
  cancelledAt: string | null;
}

/** Which supplier booking: the line's supplier integration and the supplier's booking reference. */
export interface SupplierBookingRef {
  integration: string | null;
  reference: string;
}

/**
 * Port to the supplier APIs of supplier-API lines. Failures are AppExceptions: 502 SupplierCancelFailed
 * ("The cancellation failed at the supplier's end.", details.supplierMessage), 502 SupplierApiUnavailable,
 * 503 SupplierApiNotConfigured.
 */
export abstract class SupplierApi {
  /** Null when the supplier has no data for the booking. */
  abstract getBooking(ref: SupplierBookingRef): Promise<SupplierBookingData | null>;
  /** Cancelling an already cancelled booking answers the same cancellation. */
  abstract cancel(ref: SupplierBookingRef, reason: string | null): Promise<SupplierCancellation>;
}
