import type { EntityManager } from 'typeorm';
import { Role, type BookingFacts } from '@farebox/domain';
import { notAuthorized } from '@farebox/identity';
import { Line } from '@farebox/inventory';
import { entityRow, entityRows, notFound, type AuthenticatedUser } from '@farebox/platform';
import { Booking } from './booking.entity.js';
import { BookingItem } from './booking-item.entity.js';

/** A booking with what its action rules read. */
export interface LoadedBooking {
  booking: Booking;
  items: BookingItem[];
  line: Line;
  facts: BookingFacts;
}

export function factsOf(booking: Booking, items: readonly BookingItem[], line: Pick<Line, 'newExtras'>): BookingFacts {
  return {
    companyId: booking.companyId,
    status: booking.status,
    customerStatus: booking.customerStatus,
    amendStatus: booking.amendStatus,
    paymentStatus: booking.paymentStatus,
    isManual: booking.isManual,
    isSupplierApi: booking.isSupplierApi,
    pendingTickets: booking.pendingTickets,
    ticketsIssued: booking.ticketsIssued,
    hasTicketUrl: items.some((i) => !!i.ticketUrl),
    newExtras: line.newExtras,
    hasVehicleOnBoard: items.some((i) => i.vehiclesOnBoard.length > 0),
  };
}

/** An agent reads only its own company's bookings (403 otherwise, as for companies). */
export function assertCanRead(user: AuthenticatedUser, booking: Pick<Booking, 'companyId'>): void {
  if (user.role === Role.Agent && user.companyId !== booking.companyId) throw notAuthorized();
}

/** Loads the booking for a read or a command (404 when missing, 403 for another company's agent). */
export async function loadBooking(manager: EntityManager, id: string, user: AuthenticatedUser): Promise<LoadedBooking> {
  const booking = await entityRow(manager, Booking, 'id', id);
  if (!booking) throw notFound('Booking');
  assertCanRead(user, booking);
  // One after the other: inside a transaction the manager has a single connection.
  const items = await entityRows(manager, BookingItem, 'bookingId', id, { orderBy: 'position' });
  const line = await entityRow(manager, Line, 'id', booking.lineId);
  if (!line) throw new Error(`Booking ${id} names line ${booking.lineId}, which does not exist`);
  return { booking, items, line, facts: factsOf(booking, items, line) };
}
