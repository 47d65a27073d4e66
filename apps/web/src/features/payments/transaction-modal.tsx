import {
  formatCents,
  PaymentMessage,
  recoverAmount,
  resolveTransaction,
  toCents,
  TransactionKind,
  type FieldProblem,
  type MoneyDirection,
} from '@farebox/domain';
import { useState, type FormEvent } from 'react';
import { FormErrorSummary, TextField } from '@/ui/form-fields';
import { formatMoney } from '@/ui/format';
import { useEditConflict } from '@/ui/edit-conflict-notice';
import { FormModal } from '@/ui/form-modal';
import { ConfirmDialog } from '@/ui/modal';
import { errorMessage } from '@/ui/states';
import { useToast } from '@/ui/toast';
import { useIdempotencyKey } from '@/ui/use-idempotency-key';
import type { PaymentDetail } from './payment.types';
import { useMoneyTransaction, type TransactionBody } from './payments.api';

const TITLES: Record<MoneyDirection, string> = { charge: 'Charge', refund: 'Refund' };
const LABELS: Record<string, string> = { amount: 'Amount', supplierAmount: 'Supplier amount', reason: 'Reason' };

/**
 * Charge or refund (spec 5): recover the gap between the price and what the customer paid (offered only when
 * they paid less, for a charge, or more, for a refund), or a new transaction with amount, supplier amount and
 * reason. Validated with the API's own rule, confirmed, and sent with one Idempotency-Key per opened form.
 */
export function TransactionModal({ payment, direction, onClose }: { payment: PaymentDetail; direction: MoneyDirection; onClose: () => void }) {
  const { summary } = payment;
  const price = toCents(summary.amount) ?? 0n;
  const charged = toCents(summary.charges.amount) ?? 0n;
  const refunded = toCents(summary.refunds.amount) ?? 0n;
  const recover = recoverAmount(direction, price, charged - refunded);
  const [kind, setKind] = useState<TransactionKind>(recover === null ? TransactionKind.New : TransactionKind.Recover);
  const [values, setValues] = useState({ amount: '', supplierAmount: '', reason: '' });
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { keyFor } = useIdempotencyKey();
  const transaction = useMoneyTransaction(payment.bookingId, direction);
  const { notify } = useToast();
  const conflict = useEditConflict();
  const title = TITLES[direction];

  const body = (): TransactionBody =>
    kind === TransactionKind.Recover
      ? { transactionType: kind, supplierAmount: values.supplierAmount.trim() || undefined, reason: values.reason.trim() || undefined }
      : { transactionType: kind, amount: values.amount.trim(), supplierAmount: values.supplierAmount.trim(), reason: values.reason.trim() };

  const review = (e: FormEvent) => {
    e.preventDefault();
    const result = resolveTransaction(direction, body(), { price, totals: { charged, refunded }, currency: summary.currency });
    setProblems(result.ok || !('errors' in result) ? [] : result.errors);
    setRefusal(result.ok || !('refusal' in result) ? null : result.refusal);
    if (result.ok) setConfirming(true);
  };

  const send = () => {
    const request = { ...body(), version: payment.bookingVersion };
    transaction.mutate(
      { body: request, key: keyFor(request) },
      {
        onSuccess: () => {
          notify({ kind: 'success', title: `${title} done`, text: payment.reference });
          onClose();
        },
        // The form stays as it was, and a retry sends the same key: the server applies it at most once.
        onError: (err) => {
          setConfirming(false);
          if (!conflict.caught(err)) notify({ kind: 'error', title: `${title} failed`, text: errorMessage(err) });
        },
      },
    );
  };

  const error = (field: string) => problems.find((p) => p.field === field)?.message;
  const amountText = formatMoney(kind === TransactionKind.Recover && recover !== null ? formatCents(recover) : values.amount, summary.currency);

  return (
    <>
      {!confirming && (
        <FormModal title={`${title} ${payment.reference}`} submitLabel={title} busy={transaction.isPending} onClose={onClose} onSubmit={review}>
          <p className="text-sm text-slate-800">
            Price {formatMoney(summary.amount, summary.currency)} · paid {formatMoney(summary.paidAmount, summary.currency)}
          </p>
          {conflict.notice}
          <FormErrorSummary errors={problems.map((p) => ({ field: LABELS[p.field] ?? p.field, message: p.message }))} />
          {refusal && (
            <p role="alert" className="rounded border border-red-300 bg-red-50 p-3 text-sm text-red-900">
              {refusal}
            </p>
          )}
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-800">Transaction</legend>
            {recover !== null && (
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="transactionType"
                  className="accent-sky-800"
                  checked={kind === TransactionKind.Recover}
                  onChange={() => setKind(TransactionKind.Recover)}
                />
                Recover transaction ({formatMoney(formatCents(recover), summary.currency)})
              </label>
            )}
            <label className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="transactionType"
                className="accent-sky-800"
                checked={kind === TransactionKind.New}
                onChange={() => setKind(TransactionKind.New)}
              />
              New transaction
            </label>
          </fieldset>
          {kind === TransactionKind.New && (
            <TextField
              label={`Amount (${summary.currency})`}
              inputMode="decimal"
              required
              value={values.amount}
              error={error('amount')}
              onChange={(e) => setValues((v) => ({ ...v, amount: e.target.value }))}
            />
          )}
          <TextField
            label={`Supplier amount (${summary.supplierCurrency})`}
            inputMode="decimal"
            required={kind === TransactionKind.New}
            value={values.supplierAmount}
            error={error('supplierAmount')}
            onChange={(e) => setValues((v) => ({ ...v, supplierAmount: e.target.value }))}
          />
          <TextField
            label="Reason"
            required={kind === TransactionKind.New}
            value={values.reason}
            error={error('reason')}
            onChange={(e) => setValues((v) => ({ ...v, reason: e.target.value }))}
          />
        </FormModal>
      )}
      <ConfirmDialog
        open={confirming}
        title={PaymentMessage.Confirm}
        message={
          <p className="text-sm text-slate-800">
            {title} {amountText} for booking {payment.reference}?
          </p>
        }
        confirmLabel={title}
        busy={transaction.isPending}
        onConfirm={send}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
