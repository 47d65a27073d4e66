import { Link } from 'react-router';
import { formatDateTimeInZone } from '../../../ui/format';
import { humanize, visiblePaymentStatus, visiblePrice, type BookingAudience } from '../booking-display';
import type { BookingDetail } from '../booking.types';
import { Facts, Section, yesNo } from './section';

const LINK = 'text-sky-900 underline';

/** Details: references, statuses, payment, channel, company, customer and approval or decline facts. */
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
          ['Payment', humanize(visiblePaymentStatus(booking, audience))],
          isFullAdmin && ['Payment provider', booking.payment?.provider],
          isFullAdmin && !!booking.payment?.isDisputed && ['Disputed', 'Yes'],
          ['Fraudulent', yesNo(booking.isFraudulent)],
          ['Price', visiblePrice(booking, audience)],
          isFullAdmin && ['Channel', booking.domain],
          ['Booked', formatDateTimeInZone(booking.createdAt)],
          ['Manual', yesNo(booking.isManual)],
          ['Supplier API', yesNo(booking.isSupplierApi)],
          isAgent && ['Handled', yesNo(booking.isHandled)],
          !!booking.inProgressBy && ['In progress', 'Yes'],
          !!booking.approvalInputs?.bookingCode && ['Booking code', booking.approvalInputs.bookingCode],
          !!booking.approvalInputs?.pickupTime && ['Pickup time', booking.approvalInputs.pickupTime],
          !!booking.declineReason && ['Decline reason', [humanize(booking.declineReason), booking.declineReasonText].filter(Boolean).join(': ')],
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
          !!customer && ['Customer', `${customer.firstName} ${customer.lastName}`],
          !!customer?.email && ['E-mail', customer.email],
          !!customer?.phone && ['Phone', customer.phone],
        ]}
      />
    </Section>
  );
}
