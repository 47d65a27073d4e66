import { BookingAction, bookingActionRefusal, type BookingActor } from '@farebox/domain';
import type { Line } from '@farebox/inventory';
import type { Booking } from '../bookings/entities/booking.entity.js';
import type { BookingItem } from '../bookings/entities/booking-item.entity.js';

/** Why the actor may not send this booking's voucher (the booking workflow's Send Voucher rule), or null. */
export function voucherRefusal(actor: BookingActor, booking: Booking, items: readonly BookingItem[], line: Pick<Line, 'newExtras'> | undefined): string | null {
  return bookingActionRefusal(BookingAction.SendVoucher, actor, {
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
    newExtras: line?.newExtras ?? false,
    hasVehicleOnBoard: items.some((i) => i.vehiclesOnBoard.length > 0),
  });
}
