import {
  bookingLabels,
  PaymentStatus,
  Role,
  type ApproveMethod,
  type BookingStatus,
  type AmendStatus,
  type PaymentStatus as PaymentStatusT,
} from '@farebox/domain';
import type { AuthenticatedUser } from '@farebox/platform';
import type { BookingListItemDto } from './dto/booking-list-item.dto.js';

/** A row of withDisplayColumns(): booking columns as PostgreSQL returns them plus the joined names. */
export interface BookingRow {
  id: string;
  reference: string;
  cart_reference: string | null;
  status: BookingStatus;
  customer_status: string;
  amend_status: AmendStatus | null;
  payment_status: PaymentStatusT;
  payment_provider: string | null;
  is_disputed: boolean;
  is_fraudulent: boolean;
  is_b2b: boolean;
  is_supplier_api: boolean;
  is_automatic_approve: boolean;
  is_manual: boolean;
  is_handled: boolean;
  has_note: boolean;
  pending_tickets: boolean;
  approve_method: ApproveMethod;
  domain: string;
  created_at: Date;
  departure_at: Date;
  timezone: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  passengers_count: number;
  currency: string;
  price_amount: string;
  price_amount_usd: string;
  cost_in_supplier_currency: string;
  supplier_currency: string;
  company_id: string;
  in_progress_by: string | null;
  line_name: string;
  line_type: string;
  from_city: string | null;
  to_city: string | null;
  from_station: string | null;
  to_station: string | null;
  company_name: string;
  in_progress_name: string | null;
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

export function toListItem(row: BookingRow, viewer: BookingViewer): BookingListItemDto {
  const full = viewer.fullAdmin;
  return {
    id: row.id,
    reference: row.reference,
    cartReference: full ? row.cart_reference : null,
    status: row.status,
    customerStatus: full ? row.customer_status : null,
    amendStatus: row.amend_status,
    payment: {
      status: full || row.payment_status === PaymentStatus.Refund ? row.payment_status : null,
      provider: full ? row.payment_provider : null,
      isDisputed: full && row.is_disputed,
    },
    isFraudulent: row.is_fraudulent,
    isSupplierApi: row.is_supplier_api,
    isManual: row.is_manual,
    isHandled: row.is_handled,
    domain: full ? row.domain : null,
    createdAt: row.created_at.toISOString(),
    departureAt: row.departure_at.toISOString(),
    timezone: row.timezone,
    lineName: row.line_name,
    lineType: row.line_type,
    fromCity: row.from_city,
    toCity: row.to_city,
    fromStation: row.from_station,
    toStation: row.to_station,
    company: { id: row.company_id, name: row.company_name },
    customer: {
      firstName: row.first_name,
      lastName: row.last_name,
      email: full && !row.is_b2b ? row.email : null,
      phone: full ? row.phone : null,
    },
    passengersCount: row.passengers_count,
    price: full ? { amount: row.price_amount, currency: row.currency, amountUsd: row.price_amount_usd } : null,
    supplierPrice: full || viewer.agent ? { amount: row.cost_in_supplier_currency, currency: row.supplier_currency } : null,
    labels: bookingLabels(
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
      { isFullAdmin: full },
    ),
    inProgressBy: row.in_progress_by ? { id: row.in_progress_by, name: row.in_progress_name ?? '' } : null,
    hasNote: row.has_note,
    pendingTickets: row.pending_tickets,
  };
}
