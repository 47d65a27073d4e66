import type { Actor } from '../access/access-rule.js';
import type { AmendStatus, BookingStatus, CustomerStatus, PaymentStatus } from './booking-status.js';

/** Who acts on a booking: what the action rules need to know about the signed-in user. */
export type BookingActor = Pick<Actor, 'role' | 'isFullAdmin' | 'companyId'>;

/** What the action rules need to know about a booking. */
export interface BookingFacts {
  /** The supplier (operator) company whose agents confirm the booking. */
  companyId: string;
  status: BookingStatus;
  customerStatus: CustomerStatus;
  amendStatus: AmendStatus | null;
  paymentStatus: PaymentStatus;
  isManual: boolean;
  isSupplierApi: boolean;
  pendingTickets: boolean;
  ticketsIssued: boolean;
  /** Some journey has a ticket URL. */
  hasTicketUrl: boolean;
  /** The product uses the new extras (vouchers are sent only for those). */
  newExtras: boolean;
  /** Some journey carries a vehicle (ferries). */
  hasVehicleOnBoard: boolean;
}
