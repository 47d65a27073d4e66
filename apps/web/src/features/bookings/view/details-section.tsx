import { bookingTrackingUrl } from '@farebox/domain';
import { Link } from 'react-router';
import { formatDateTimeInZone, isoDate } from '@/ui/format';
import { useCanOpenScreen } from '@/features/shell/menu-context';
import { humanize, visiblePrice, type BookingAudience } from '../booking-display';
import type { BookingDetail } from '../booking.types';
import { ApprovalAttachments } from './approval-attachments';
import { PublicSiteLink } from './public-site-link';
import { Facts, Section, yesNo } from './section';

const LINK = 'text-sky-900 underline';

/** Details: references, statuses, payment, channel, company, tracking page, customer, approval (with its attachments) or decline facts. */
export function DetailsSection({ booking, audience }: { booking: BookingDetail; audience: BookingAudience }) {
  const { isFullAdmin, isAgent } = audience;
  const customer = booking.customer;
  return (
    <Section title="Details">
      <Facts
        entries={[
          ['Reference', booking.reference],
          ['Supplier status', humanize(booking.status)],
          isFullAdmin && ['Customer status', humanize(booking.customerStatus)],
          !!booking.amendStatus && ['Change request', humanize(booking.amendStatus)],
          ['Payment', humanize(booking.payment.status)],
          isFullAdmin && ['Payment provider', booking.payment.provider],
          isFullAdmin && booking.payment.isDisputed && ['Disputed', 'Yes'],
          ['Fraudulent', yesNo(booking.isFraudulent)],
          ['Price', visiblePrice(booking, audience)],
          isFullAdmin && ['Channel', booking.domain],
          ['Booked', formatDateTimeInZone(booking.createdAt)],
          ['Manual', yesNo(booking.isManual)],
          ['Supplier API', yesNo(booking.isSupplierApi)],
          isAgent && ['Handled', yesNo(booking.isHandled)],
          !!booking.inProgressBy && ['In progress by', booking.inProgressBy.name],
          isFullAdmin && ['Approval method', humanize(booking.approveMethod)],
          !!booking.approvalDate && ['Approved', formatDateTimeInZone(booking.approvalDate)],
          !!booking.approvalInputs?.bookingCode && ['Booking code', booking.approvalInputs.bookingCode],
          !!booking.approvalInputs?.pickupTime && ['Pickup time', booking.approvalInputs.pickupTime],
          !!booking.supplierBookingCode &&
            booking.supplierBookingCode !== booking.approvalInputs?.bookingCode && ['Supplier booking code', booking.supplierBookingCode],
          !!booking.declineReason && ['Decline reason', [humanize(booking.declineReason), booking.declineReasonText].filter(Boolean).join(': ')],
          !!booking.declinedAt && ['Declined', `${formatDateTimeInZone(booking.declinedAt)}${booking.declinedBy ? ` by ${booking.declinedBy}` : ''}`],
          !!booking.blockDeparture && ['Blocked departure', humanize(booking.blockDeparture)],
          !!booking.canceledAt && ['Canceled', formatDateTimeInZone(booking.canceledAt)],
          [
            'Company',
            isFullAdmin ? (
              <Link to={`/companies/edit/${booking.company.id}`} className={LINK}>
                {booking.company.name}
              </Link>
            ) : (
              booking.company.name
            ),
          ],
          isFullAdmin && ['Tracking page', <PublicSiteLink to={(site) => bookingTrackingUrl(site, booking.reference)} label={`Track ${booking.reference}`} />],
          booking.approvalAttachments.length > 0 && [
            'Approval attachments',
            <ApprovalAttachments bookingId={booking.id} attachments={booking.approvalAttachments} />,
          ],
          !!customer && ['Customer', `${customer.firstName} ${customer.lastName}`],
          !!customer?.email && ['E-mail', customer.email],
          !!customer?.phone && ['Phone', customer.phone],
        ]}
      />
    </Section>
  );
}

/** The visitor's monitoring from the booking day to the departure day. */
const monitoringQuery = (visitorId: string, b: Pick<BookingDetail, 'createdAt' | 'departureAt'>) =>
  new URLSearchParams({ visitorId, fromDate: isoDate(new Date(b.createdAt)), toDate: isoDate(new Date(b.departureAt)) }).toString();

/** Misc and agency details (full admins): B2B, visitor, the application the booking came from, exchanges. */
export function MiscSection({ booking, viewHref }: { booking: BookingDetail; viewHref: (id: string) => string }) {
  const app = booking.application;
  const canOpenMonitoring = useCanOpenScreen('monitoring');
  const exchangeLink = (id: string) => (
    <Link to={viewHref(id)} className={LINK}>
      Open
    </Link>
  );
  return (
    <Section title="Misc and agency details">
      <Facts
        entries={[
          ['B2B', yesNo(booking.isB2b)],
          [
            'Visitor ID',
            booking.visitorId && canOpenMonitoring ? (
              <Link to={`/monitoring?${monitoringQuery(booking.visitorId, booking)}`} className={LINK}>
                {booking.visitorId}
              </Link>
            ) : (
              booking.visitorId
            ),
          ],
          ['Agency', app?.name],
          ['Agency e-mail', app?.email],
          ['Agency domain', app?.domain],
          !!booking.exchangedFromId && ['Exchanged from', exchangeLink(booking.exchangedFromId)],
          !!booking.exchangedToId && ['Exchanged to', exchangeLink(booking.exchangedToId)],
        ]}
      />
    </Section>
  );
}
