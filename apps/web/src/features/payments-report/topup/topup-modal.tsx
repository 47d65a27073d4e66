import { ADJUSTMENT_TYPE_OPTIONS, CURRENCIES, validateTopupRequest, type TopupRequestType } from '@farebox/domain';
import { useMemo } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useEditConflict } from '@/ui/edit-conflict-notice';
import { FormErrorSummary, SelectField, TextAreaField, TextField } from '@/ui/form-fields';
import { FormModal } from '@/ui/form-modal';
import { problemsResolver } from '@/ui/form-resolver';
import { useToast } from '@/ui/toast';
import { useIdempotencyKey } from '@/ui/use-idempotency-key';
import { formatMoneyIn } from '../finance-format';
import {
  emptyTopupValues,
  topupFailure,
  topupFormDates,
  TOPUP_SUCCESS,
  TOPUP_TITLES,
  toTopupBody,
  type AnsweredRequest,
  type TopupFormValues,
} from './topup-form';
import { OpenRequestSelect } from './open-request-select';
import { useTopup } from './topup.api';

export interface TopupModalProps {
  open: boolean;
  onClose: () => void;
  supplierId: string;
  supplierName: string;
  /** The supplier's currency (the form's default; another one is refused by the server). */
  currency: string;
  mode: TopupRequestType;
  /** Deposit answering this open deposit request. */
  answering?: AnsweredRequest;
}

const FIELD_LABELS: Record<string, string> = {
  amount: 'Amount',
  currency: 'Currency',
  dueDate: 'Due date',
  adjustmentType: 'Adjustment type',
  adjustmentDate: 'Date',
  note: 'Note',
  depositId: 'Deposit request',
};

/**
 * The add top-up modal (spec 2.3, 5): a deposit request (amount, due date from the list), a deposit (amount; it may
 * answer an open request) or an adjustment (cash or cost, signed amount, note, date). Validated with the API's own
 * rule and sent with one Idempotency-Key per filled-in form.
 */
export function TopupModal(props: TopupModalProps) {
  if (!props.open) return null;
  return <TopupForm {...props} />;
}

function TopupForm({ onClose, supplierId, supplierName, currency, mode, answering }: TopupModalProps) {
  const { today, dueDates } = useMemo(() => topupFormDates(), []);
  const title = TOPUP_TITLES[mode];
  const context = { supplierName };
  const resolver = useMemo(
    () => problemsResolver<TopupFormValues>((v) => validateTopupRequest(toTopupBody(mode, v, { supplierName }), { today, supplierCurrency: currency })),
    [mode, supplierName, today, currency],
  );
  const { register, handleSubmit, setError, setValue, getValues, formState } = useForm<TopupFormValues>({
    defaultValues: emptyTopupValues(currency, today, answering),
    resolver,
  });
  const errors = formState.errors;
  const { keyFor } = useIdempotencyKey();
  const topup = useTopup(supplierId);
  const { notify } = useToast();
  // The ledger refreshed after the refusal: the deposit is made again on the request as it is now.
  const conflict = useEditConflict(onClose);

  const submit = handleSubmit((values) => {
    const body = toTopupBody(mode, values, context);
    topup.mutate(
      { body, key: keyFor(body) },
      {
        onSuccess: () => {
          notify({ kind: 'success', title: TOPUP_SUCCESS[mode], text: `${supplierName}: ${formatMoneyIn(body.amount, body.currency)}` });
          onClose();
        },
        onError: (error) => {
          if (conflict.caught(error)) return;
          const failure = topupFailure(error);
          if ('problems' in failure) failure.problems.forEach((p) => setError(p.field as Path<TopupFormValues>, { type: 'server', message: p.message }));
          else notify({ kind: 'error', title: failure.title });
        },
      },
    );
  });

  const summary = Object.entries(errors)
    .filter(([, e]) => e?.message)
    .map(([field, e]) => ({ field: FIELD_LABELS[field] ?? field, message: String(e.message) }));

  return (
    <FormModal
      title={`${title}: ${supplierName}`}
      submitLabel={mode === 'deposit_request' ? 'Send request' : 'Save'}
      busy={topup.isPending}
      onClose={onClose}
      onSubmit={submit}
    >
      {conflict.notice}
      {formState.isSubmitted && <FormErrorSummary errors={summary} />}
      {mode === 'deposit' && (
        <OpenRequestSelect
          supplierId={supplierId}
          currency={currency}
          onPick={(request) => {
            setValue('depositRequestVersion', request?.depositRequest?.version);
            if (request && !getValues('amount')) setValue('amount', request.amount);
          }}
          {...register('depositId')}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Amount"
          type="number"
          step="0.01"
          min={mode === 'adjustment' ? undefined : '0.01'}
          inputMode="decimal"
          required
          data-autofocus
          hint={mode === 'adjustment' ? 'Negative to take from the balance.' : undefined}
          error={errors.amount?.message}
          {...register('amount')}
        />
        <SelectField
          label="Currency"
          required
          options={CURRENCIES.map((c) => ({ value: c, label: c }))}
          error={errors.currency?.message}
          hint={`Supplier currency: ${currency}`}
          {...register('currency')}
        />
      </div>
      {mode === 'deposit_request' && <SelectField label="Due date" required options={dueDates} error={errors.dueDate?.message} {...register('dueDate')} />}
      {mode === 'adjustment' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <fieldset>
            <legend className="block text-sm font-medium text-slate-800">
              Adjustment type
              <span aria-hidden="true" className="text-red-700">
                {' '}
                *
              </span>
            </legend>
            <div className="mt-2 flex gap-4">
              {ADJUSTMENT_TYPE_OPTIONS.map((o) => (
                <label key={o.value} className="flex items-center gap-2 text-sm text-slate-800">
                  <input type="radio" value={o.value} className="accent-sky-800" {...register('adjustmentType')} />
                  {o.label}
                </label>
              ))}
            </div>
            {errors.adjustmentType?.message && <p className="mt-1 text-sm text-red-700">{errors.adjustmentType.message}</p>}
          </fieldset>
          <TextField label="Date" type="date" required error={errors.adjustmentDate?.message} {...register('adjustmentDate')} />
        </div>
      )}
      <TextAreaField label="Note" rows={3} required={mode === 'adjustment'} error={errors.note?.message} {...register('note')} />
    </FormModal>
  );
}
