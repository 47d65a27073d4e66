import { canChooseReconciliation, PaymentMessage, PRICE_CHANGE_REASON_TYPES, validateChangePrice, type FieldProblem } from '@farebox/domain';
import { useState, type FormEvent } from 'react';
import { FormErrorSummary, SelectField, TextAreaField, TextField } from '@/ui/form-fields';
import { formatMoney } from '@/ui/format';
import { useEditConflict } from '@/ui/edit-conflict-notice';
import { FormModal } from '@/ui/form-modal';
import { ConfirmDialog } from '@/ui/modal';
import { errorMessage } from '@/ui/states';
import { useToast } from '@/ui/toast';
import { useIdempotencyKey } from '@/ui/use-idempotency-key';
import { useActor } from '@/features/users/use-permissions';
import type { PaymentDetail } from './payment.types';
import { changePriceLabel, toChangePriceBody, type ChangePriceValues, type ReconciliationChoice } from './change-price-form';
import { useChangePrice } from './payments.api';

/**
 * Change booking price (spec 5): new total and supplier total, the supplier cost per item, a reason type with its
 * dependent reasons (free text where the type allows) or a note (required unless a reason is chosen), the
 * reconciliation choice only with its permission;
 * 'Are you sure?' before it is sent with the form's Idempotency-Key.
 */
export function ChangePriceModal({ payment, onClose }: { payment: PaymentDetail; onClose: () => void }) {
  const actor = useActor();
  const mayReconcile = canChooseReconciliation(actor);
  const { summary } = payment;
  const items = payment.booking.items;
  const references = items.map((i) => i.reference);
  const [values, setValues] = useState<ChangePriceValues>({
    amount: summary.amount ?? '',
    supplierAmount: summary.supplierAmount,
    perItem: Object.fromEntries(items.map((i) => [i.reference, ''])),
    reasonType: '',
    reason: '',
    note: '',
    reconciliation: 'none',
    effectiveDate: '',
    cycle: '',
  });
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const [confirming, setConfirming] = useState(false);
  const { keyFor } = useIdempotencyKey();
  const change = useChangePrice(payment.bookingId);
  const { notify } = useToast();
  const conflict = useEditConflict();

  const set = <K extends keyof ChangePriceValues>(field: K, value: ChangePriceValues[K]) => setValues((v) => ({ ...v, [field]: value }));
  const type = PRICE_CHANGE_REASON_TYPES.find((t) => t.type === values.reasonType);
  const error = (field: string) => problems.find((p) => p.field === field)?.message;
  const supplierCurrency = summary.supplierCurrency;

  const review = (e: FormEvent) => {
    e.preventDefault();
    const found = validateChangePrice(toChangePriceBody(values, references), references);
    setProblems(found);
    if (found.length === 0) setConfirming(true);
  };

  const send = () => {
    const body = { ...toChangePriceBody(values, references), version: payment.bookingVersion };
    change.mutate(
      { body, key: keyFor(body) },
      {
        onSuccess: () => {
          notify({ kind: 'success', title: 'Price changed', text: `${payment.reference}: ${formatMoney(values.amount, summary.currency)}` });
          onClose();
        },
        onError: (err) => {
          setConfirming(false);
          if (!conflict.caught(err)) notify({ kind: 'error', title: 'Price change failed', text: errorMessage(err) });
        },
      },
    );
  };

  return (
    <>
      {!confirming && (
        <FormModal
          title={`Change booking price ${payment.reference}`}
          size="lg"
          submitLabel="Change price"
          busy={change.isPending}
          onClose={onClose}
          onSubmit={review}
        >
          {conflict.notice}
          <FormErrorSummary errors={problems.map((p) => ({ field: changePriceLabel(p.field), message: p.message }))} />
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label={`New total price (${summary.currency})`}
              inputMode="decimal"
              required
              value={values.amount}
              error={error('amount')}
              onChange={(e) => set('amount', e.target.value)}
            />
            <TextField
              label={`Supplier total (${supplierCurrency})`}
              inputMode="decimal"
              required
              value={values.supplierAmount}
              error={error('supplierAmount')}
              onChange={(e) => set('supplierAmount', e.target.value)}
            />
          </div>
          {items.length > 1 && (
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium text-slate-800">Supplier cost per item ({supplierCurrency})</legend>
              {error('supplierCostPerItem') && <p className="text-sm text-red-700">{error('supplierCostPerItem')}</p>}
              <div className="grid gap-3 sm:grid-cols-2">
                {items.map((item) => (
                  <TextField
                    key={item.reference}
                    label={`${item.reference} · ${item.denomination}`}
                    inputMode="decimal"
                    value={values.perItem[item.reference] ?? ''}
                    error={error(`supplierCostPerItem.${item.reference}`)}
                    onChange={(e) => set('perItem', { ...values.perItem, [item.reference]: e.target.value })}
                  />
                ))}
              </div>
            </fieldset>
          )}
          <div className="grid gap-3 sm:grid-cols-2">
            <SelectField
              label="Reason type"
              placeholder="No reason (write a note)"
              options={PRICE_CHANGE_REASON_TYPES.map((t) => ({ value: t.type, label: t.label }))}
              value={values.reasonType}
              error={error('reasonType')}
              onChange={(e) => setValues((v) => ({ ...v, reasonType: e.target.value, reason: '' }))}
            />
            {type?.freeText ? (
              <TextField label="Reason" required value={values.reason} error={error('reason')} onChange={(e) => set('reason', e.target.value)} />
            ) : (
              <SelectField
                label="Reason"
                required={!!type}
                disabled={!type}
                placeholder={type ? 'Choose a reason' : 'Choose a type first'}
                options={(type?.reasons ?? []).map((r) => ({ value: r, label: r }))}
                value={values.reason}
                error={error('reason')}
                onChange={(e) => set('reason', e.target.value)}
              />
            )}
          </div>
          <TextAreaField
            label="Note"
            required={!type}
            hint={type ? 'Optional with a reason.' : 'Required unless a reason is chosen.'}
            value={values.note}
            error={error('note')}
            onChange={(e) => set('note', e.target.value)}
          />
          {mayReconcile && (
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium text-slate-800">Reconciliation</legend>
              {error('reconciliation') && <p className="text-sm text-red-700">{error('reconciliation')}</p>}
              <SelectField
                label="Reconcile by"
                options={[
                  { value: 'none', label: 'Default' },
                  { value: 'effectiveDate', label: 'Effective date' },
                  { value: 'cycle', label: 'Reconciliation cycle' },
                ]}
                value={values.reconciliation}
                onChange={(e) => set('reconciliation', e.target.value as ReconciliationChoice)}
              />
              {values.reconciliation === 'effectiveDate' && (
                <TextField
                  label="Effective date"
                  type="date"
                  required
                  value={values.effectiveDate}
                  error={error('reconciliation.effectiveDate')}
                  onChange={(e) => set('effectiveDate', e.target.value)}
                />
              )}
              {values.reconciliation === 'cycle' && (
                <TextField label="Cycle" placeholder="2025-06" required value={values.cycle} onChange={(e) => set('cycle', e.target.value)} />
              )}
            </fieldset>
          )}
        </FormModal>
      )}
      <ConfirmDialog
        open={confirming}
        title={PaymentMessage.Confirm}
        message={
          <p className="text-sm text-slate-800">
            Change the price of {payment.reference} to {formatMoney(values.amount, summary.currency)} (supplier{' '}
            {formatMoney(values.supplierAmount, supplierCurrency)})?
          </p>
        }
        confirmLabel="Change price"
        danger={false}
        busy={change.isPending}
        onConfirm={send}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
