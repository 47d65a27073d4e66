import { bookingLabels, Role, type AmendStatus, type ApproveMethod, type BookingStatus, type PaymentStatus } from '@farebox/domain';
import type { AuthenticatedUser } from '@farebox/platform';
import type { BookingListItemDto } from './dto/booking-list-item.dto.js';

/** A row of withListItems(): the list row as JSON text without its labels, and the facts the labels come from. */
export interface BookingItemRow {
  item: string;
  status: BookingStatus;
  amend_status: AmendStatus | null;
  payment_status: PaymentStatus;
  pending_tickets: boolean;
  is_supplier_api: boolean;
  is_fraudulent: boolean;
  is_automatic_approve: boolean;
  approve_method: ApproveMethod;
}

/** What a user may see of a booking (spec 2.1 and 6): full admins everything, agents supplier prices only. */
export interface BookingViewer {
  fullAdmin: boolean;
  agent: boolean;
}

export const viewerOf = (user: AuthenticatedUser): BookingViewer => ({
  fullAdmin: user.isFullAdmin && user.role !== Role.Agent,
  agent: user.role === Role.Agent,
});

const labelsOf = (row: BookingItemRow, viewer: BookingViewer): string[] =>
  bookingLabels(
    {
      status: row.status,
      amendStatus: row.amend_status,
      paymentStatus: row.payment_status,
      pendingTickets: row.pending_tickets,
      isSupplierApi: row.is_supplier_api,
      isFraudulent: row.is_fraudulent,
      isAutomaticApprove: row.is_automatic_approve,
      approveMethod: row.approve_method,
    },
    { isFullAdmin: viewer.fullAdmin },
  );

/** The list row's JSON text with its labels added, without parsing what PostgreSQL built (the text ends in "}"). */
export const listItemJson = (row: BookingItemRow, viewer: BookingViewer): string =>
  `${row.item.slice(0, -1)},"labels":${JSON.stringify(labelsOf(row, viewer))}}`;

/** The list row as an object, for the booking view that extends it. */
export const toListItem = (row: BookingItemRow, viewer: BookingViewer): BookingListItemDto => ({
  ...(JSON.parse(row.item) as Omit<BookingListItemDto, 'labels'>),
  labels: labelsOf(row, viewer),
});
