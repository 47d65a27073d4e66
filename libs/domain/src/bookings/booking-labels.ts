import { AmendStatus, ApproveMethod, BookingStatus, PaymentStatus, type ApproveMethod as ApproveMethodT } from './booking-status.js';
import type { BookingFacts } from './booking-facts.js';

export const BookingLabel = {
  ChangeRequest: (amendStatus: string) => `Change request ${amendStatus}`,
  AwaitingTicket: 'awaiting ticket',
  Fraudulent: 'fraudulent',
  WaitingForApi: 'Waiting for API Approval',
} as const;

export const APPROVE_METHOD_LABELS: Record<ApproveMethodT, string> = {
  pendingApproval: 'Pending approval',
  automatic: 'Automatic approval',
  manual: 'Manual approval',
  supplierApi: 'Supplier API approval',
};

export interface LabelFacts extends Pick<BookingFacts, 'status' | 'amendStatus' | 'paymentStatus' | 'pendingTickets' | 'isSupplierApi'> {
  isFraudulent: boolean;
  isAutomaticApprove: boolean;
  approveMethod: ApproveMethodT;
}

/**
 * The labels of a list row (spec 2.1). A change-request label stands in for the status while the request is
 * active; non-full-admins see the approval method only on approved bookings.
 */
export function bookingLabels(f: LabelFacts, viewer: { isFullAdmin: boolean }): string[] {
  const labels: string[] = [];
  if (f.amendStatus === AmendStatus.Pending) labels.push(BookingLabel.ChangeRequest(f.amendStatus));
  if (f.pendingTickets) labels.push(BookingLabel.AwaitingTicket);
  if (f.isFraudulent) labels.push(BookingLabel.Fraudulent);
  if (f.isSupplierApi && f.status === BookingStatus.Pending && f.paymentStatus === PaymentStatus.Paid && !f.isAutomaticApprove) {
    labels.push(BookingLabel.WaitingForApi);
  }
  if (f.approveMethod !== ApproveMethod.PendingApproval && (viewer.isFullAdmin || f.status === BookingStatus.Approved)) {
    labels.push(APPROVE_METHOD_LABELS[f.approveMethod]);
  }
  return labels;
}
