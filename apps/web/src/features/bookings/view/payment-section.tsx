import { Link } from 'react-router';
import { formatMoney } from '@/ui/format';
import { TransactionsTable } from '@/features/payments/payment-history-tables';
import type { BookingDetailPayment } from '../booking.types';
import { PaymentHistoryState, type BookingPaymentHistory } from './booking-payment-history';
import { Facts, Section } from './section';

/** Transactions history (spec 2.4): what was charged and refunded, and every transaction of the booking. */
export function PaymentSection({ payment, history }: { payment: BookingDetailPayment; history: BookingPaymentHistory }) {
  const money = (amount: string | null) => formatMoney(amount, payment.currency);
  return (
    <Section
      title="Transactions history"
      actions={
        payment.paymentId && (
          <Link to={`/payments?view=${encodeURIComponent(payment.paymentId)}`} className="text-sm text-sky-900 underline">
            Open the payment
          </Link>
        )
      }
    >
      <div className="space-y-3">
        <Facts
          entries={[
            ['Price', money(payment.price)],
            ['Charged', money(payment.chargedAmount)],
            ['Refunded', money(payment.refundedAmount)],
            ['Paid', money(payment.paidAmount)],
          ]}
        />
        <PaymentHistoryState history={history}>{(detail) => <TransactionsTable transactions={detail?.transactions ?? []} />}</PaymentHistoryState>
      </div>
    </Section>
  );
}
