import { PaymentAction, PaymentMessage, SettlementStatus, type MoneyDirection } from '@farebox/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/ui/button';
import { ReadOnlyField } from '@/ui/form-fields';
import { formatDateTimeInZone, formatMoney } from '@/ui/format';
import { ConfirmDialog, Modal } from '@/ui/modal';
import { Loading } from '@/ui/spinner';
import { ErrorState, errorMessage } from '@/ui/states';
import { useToast } from '@/ui/toast';
import { useIdempotencyKey } from '@/ui/use-idempotency-key';
import { ChangePriceModal } from './change-price-modal';
import { PriceChangesTable, TransactionsTable } from './payment-history-tables';
import type { PaymentDetail } from './payment.types';
import { operatorOf } from './payment-columns';
import { usePayment, useSetPaymentStatus } from './payments.api';
import { TransactionModal } from './transaction-modal';

type Form = { kind: 'changePrice' } | { kind: 'transaction'; direction: MoneyDirection } | { kind: 'status'; status: SettlementStatus };

/** Mark as Paid / Mark as Unpaid, after 'Are you sure?', with one Idempotency-Key per opened confirmation. */
function StatusConfirm({ payment, status, onClose }: { payment: PaymentDetail; status: SettlementStatus; onClose: () => void }) {
  const { keyFor } = useIdempotencyKey();
  const setStatus = useSetPaymentStatus(payment);
  const { notify } = useToast();
  const label = status === SettlementStatus.Paid ? 'Mark as Paid' : 'Mark as Unpaid';
  const confirm = () =>
    setStatus.mutate(
      { status, key: keyFor(status) },
      {
        onSuccess: () => {
          notify({ kind: 'success', title: status === SettlementStatus.Paid ? 'Marked as paid' : 'Marked as unpaid', text: payment.reference });
          onClose();
        },
        onError: (err) => notify({ kind: 'error', title: `${label} failed`, text: errorMessage(err) }),
      },
    );
  return (
    <ConfirmDialog
      open
      title={PaymentMessage.Confirm}
      message={
        <p className="text-sm text-slate-800">
          {label}: {payment.reference}?
        </p>
      }
      confirmLabel={label}
      danger={status === SettlementStatus.Unpaid}
      busy={setStatus.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}

function PaymentDetails({ payment, onOpen }: { payment: PaymentDetail; onOpen: (form: Form) => void }) {
  // The server's allowedActions decide every button; only the recover option of Charge and Refund depends on the
  // paid amount differing from the price (spec 5), and the transaction form offers it then.
  const allowed = (action: PaymentAction) => payment.allowedActions.includes(action);
  const { summary } = payment;
  return (
    <div className="space-y-5">
      <dl className="grid gap-3 sm:grid-cols-3">
        <ReadOnlyField
          label="Booking"
          value={
            <Link
              to={`/bookings?booking=${encodeURIComponent(payment.reference)}&view=${encodeURIComponent(payment.bookingId)}`}
              className="text-sky-900 underline"
            >
              {payment.reference}
            </Link>
          }
        />
        <ReadOnlyField label="Payment status" value={payment.status === SettlementStatus.Paid ? 'Paid' : 'Unpaid'} />
        <ReadOnlyField label="Company" value={payment.company.name} />
        <ReadOnlyField label="Operator" value={operatorOf(payment)} />
        <ReadOnlyField label="Customer" value={payment.customer.name} />
        <ReadOnlyField label="E-mail" value={payment.customer.email ?? '—'} />
        <ReadOnlyField label="Created" value={formatDateTimeInZone(payment.createdAt)} />
        <ReadOnlyField label="Price" value={formatMoney(summary.amount, summary.currency)} />
        <ReadOnlyField label="Paid" value={formatMoney(summary.paidAmount, summary.currency)} />
        <ReadOnlyField label="Supplier price" value={formatMoney(summary.supplierAmount, summary.supplierCurrency)} />
        <ReadOnlyField label="Customer payment" value={`${payment.booking.paymentStatus}${payment.booking.isDisputed ? ' (disputed)' : ''}`} />
      </dl>
      <section aria-labelledby="payment-journeys">
        <h3 id="payment-journeys" className="mb-1 text-sm font-semibold text-slate-900">
          Journeys
        </h3>
        <ul className="space-y-1 text-sm">
          {payment.booking.items.map((item, i) => (
            <li key={item.reference}>
              {i === 0 ? 'Departure' : 'Return'}: {item.denomination} · {formatDateTimeInZone(item.departureAt, item.timezone)}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="payment-transactions" className="space-y-2">
        <h3 id="payment-transactions" className="text-sm font-semibold text-slate-900">
          Transaction history
        </h3>
        <TransactionsTable transactions={payment.transactions} />
      </section>
      <section aria-labelledby="payment-price-history" className="space-y-2">
        <h3 id="payment-price-history" className="text-sm font-semibold text-slate-900">
          Price history
        </h3>
        <PriceChangesTable priceChanges={payment.priceChanges} />
      </section>
      <div className="flex flex-wrap gap-2">
        {allowed(PaymentAction.MarkPaid) && <Button onClick={() => onOpen({ kind: 'status', status: SettlementStatus.Paid })}>Mark as Paid</Button>}
        {allowed(PaymentAction.MarkUnpaid) && (
          <Button variant="secondary" onClick={() => onOpen({ kind: 'status', status: SettlementStatus.Unpaid })}>
            Mark as Unpaid
          </Button>
        )}
        {allowed(PaymentAction.ChangePrice) && (
          <Button variant="secondary" onClick={() => onOpen({ kind: 'changePrice' })}>
            Change price
          </Button>
        )}
        {allowed(PaymentAction.Charge) && (
          <Button variant="secondary" onClick={() => onOpen({ kind: 'transaction', direction: 'charge' })}>
            Charge
          </Button>
        )}
        {allowed(PaymentAction.Refund) && (
          <Button variant="secondary" onClick={() => onOpen({ kind: 'transaction', direction: 'refund' })}>
            Refund
          </Button>
        )}
      </div>
    </div>
  );
}

/** The payment detail: booking details, payment status, transaction history and the money actions allowed. */
export function PaymentDetailModal({ paymentId, onClose }: { paymentId: string; onClose: () => void }) {
  const payment = usePayment(paymentId);
  const [form, setForm] = useState<Form | null>(null);
  const closeForm = () => setForm(null);
  return (
    <>
      <Modal open={!form} size="xl" title={payment.data ? `Payment ${payment.data.reference}` : 'Payment'} onClose={onClose}>
        {payment.isPending ? (
          <Loading label="Loading the payment…" />
        ) : payment.isError ? (
          <ErrorState error={payment.error} onRetry={() => void payment.refetch()} />
        ) : (
          <PaymentDetails payment={payment.data} onOpen={setForm} />
        )}
      </Modal>
      {payment.data && form?.kind === 'changePrice' && <ChangePriceModal payment={payment.data} onClose={closeForm} />}
      {payment.data && form?.kind === 'transaction' && <TransactionModal payment={payment.data} direction={form.direction} onClose={closeForm} />}
      {payment.data && form?.kind === 'status' && <StatusConfirm payment={payment.data} status={form.status} onClose={closeForm} />}
    </>
  );
}
