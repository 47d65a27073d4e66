import { Link } from 'react-router';
import { formatMoney } from '../../../ui/format';
import type { BookingDetailPayment } from '../booking.types';
import { Facts, Section } from './section';

/** What was charged and refunded; the transaction history itself is the payment's detail on the payments screen. */
export function PaymentSection({ payment }: { payment: BookingDetailPayment }) {
  const money = (amount: string | null) => formatMoney(amount, payment.currency);
  return (
    <Section
      title="Transactions"
      actions={
        payment.paymentId && (
          <Link to={`/payments?view=${encodeURIComponent(payment.paymentId)}`} className="text-sm text-sky-900 underline">
            Transaction history
          </Link>
        )
      }
    >
      <Facts
        entries={[
          ['Price', money(payment.price)],
          ['Charged', money(payment.chargedAmount)],
          ['Refunded', money(payment.refundedAmount)],
          ['Paid', money(payment.paidAmount)],
        ]}
      />
    </Section>
  );
}
