import {
  AMOUNT_DEBOUNCE_MS,
  canApproveInvoiceLevel,
  canUploadInvoice,
  CURRENCIES,
  FinanceLoading,
  formatCents,
  INVOICE_CLASSES,
  INVOICE_FILE_TYPES,
  INVOICE_TYPE_OPTIONS,
  invoiceGapOrNull,
  InvoiceMessage,
  isCycleInvoiceType,
  isIsoDate,
  MULTI_CURRENCY_PERIOD_NOTE,
  platformAmountIn,
  REGION_OPTIONS,
  TAX_CODE_OPTIONS,
  toCents,
  toUsdCents,
  type FieldProblem,
} from '@farebox/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { ApiError } from '@/api/api-error';
import { FormErrorSummary, SelectField, TextAreaField, TextField } from '@/ui/form-fields';
import { todayIso } from '@/ui/format';
import { FormModal } from '@/ui/form-modal';
import { toFormErrors } from '@/ui/form-resolver';
import { useToast } from '@/ui/toast';
import { useDebouncedValue } from '@/ui/use-debounced-value';
import { useIdempotencyKey } from '@/ui/use-idempotency-key';
import { useCompany } from '@/features/companies/companies.api';
import { useActor } from '@/features/users/use-permissions';
import { formatMoneyIn, formatCurrencyTotals, USD } from '../finance-format';
import { GapPercent } from '../gap-percent';
import { SupplierPicker } from '../supplier/supplier-picker';
import { AssigneeSelect } from './assignee-select';
import { invoiceErrorToast } from './invoice-errors';
import { useCurrencyRates, useCyclesCost, useReconciliationCycles, useTopupCost, useUploadInvoice } from './invoices.api';
import { emptyUploadValues, labelledProblems, toUploadFields, uploadFieldOf, withSupplierDefaults, type UploadInvoiceValues } from './upload-invoice-form';
import { validateUpload } from './upload-invoice-validation';

/** The fields a supplier decides (its cycles and defaults): cleared when another supplier is picked. */
const SUPPLIER_FIELDS = ['cycleId', 'currency', 'region', 'taxCode', 'invoiceType'] as const;

export interface UploadInvoiceModalProps {
  open: boolean;
  onClose: () => void;
  /** Preset supplier (the overview's Reconcile, the Supplier tab). */
  supplierId?: string;
  /** Preset cycle (the overview's Reconcile). */
  cycleId?: string;
}

/**
 * Upload invoice (spec 3 'Upload invoice form' and 5). Users without the upload right get 'Insufficient permissions'
 * and the modal closes.
 */
export function UploadInvoiceModal({ open, onClose, supplierId, cycleId }: UploadInvoiceModalProps) {
  const actor = useActor();
  const { notify } = useToast();
  const allowed = canUploadInvoice(actor);
  useEffect(() => {
    if (open && !allowed) {
      notify({ kind: 'error', title: InvoiceMessage.InsufficientPermissions });
      onClose();
    }
  }, [open, allowed, notify, onClose]);
  if (!open || !allowed) return null;
  return <UploadInvoiceForm onClose={onClose} supplierId={supplierId} cycleId={cycleId} />;
}

function UploadInvoiceForm({ onClose, supplierId: presetSupplier, cycleId: presetCycle }: Omit<UploadInvoiceModalProps, 'open'>) {
  const actor = useActor();
  const today = useMemo(() => todayIso(), []);
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  // The resolver reads the file and whether an assignee is needed as they are at submit time (kept after each render).
  const fileRef = useRef<File | null>(null);
  const approvesRef = useRef(false);
  const resolver = useMemo(
    () => (values: UploadInvoiceValues) => {
      const found = validateUpload(values, fileRef.current, today, !approvesRef.current);
      setProblems(found);
      const mapped = found.map((p) => ({ field: uploadFieldOf(p.field), message: p.message }));
      return found.length === 0 ? { values, errors: {} } : { values: {}, errors: toFormErrors<UploadInvoiceValues>(mapped) };
    },
    [today],
  );
  const { register, handleSubmit, control, setValue, getValues, setError, formState } = useForm<UploadInvoiceValues>({
    defaultValues: emptyUploadValues({ supplierId: presetSupplier, cycleId: presetCycle, today }),
    resolver,
  });
  const errors = formState.errors;
  const [supplierId, currency, invoiceType, cycleId, topupStart, topupEnd, invoiceAmount, invoiceDate, fareboxAmount] = useWatch({
    control,
    name: ['supplierId', 'currency', 'invoiceType', 'cycleId', 'topupStart', 'topupEnd', 'invoiceAmount', 'invoiceDate', 'fareboxAmount'],
  });
  const byCycle = isCycleInvoiceType(invoiceType);

  // The supplier decides the defaults: its currency, region, tax code and the usual type of its payment type.
  const supplier = useCompany(supplierId || undefined);
  useEffect(() => {
    if (!supplier.data) return;
    for (const [key, value] of Object.entries(withSupplierDefaults(getValues(), supplier.data))) setValue(key as keyof UploadInvoiceValues, value);
  }, [supplier.data, getValues, setValue]);

  const cycles = useReconciliationCycles(supplierId || undefined);
  const cycleCost = useCyclesCost(supplierId || undefined, byCycle ? cycleId : '');
  const rangeCost = useTopupCost(supplierId || undefined, byCycle ? '' : topupStart, byCycle ? '' : topupEnd);
  const cost = byCycle ? cycleCost : rangeCost;
  const costAsked = byCycle ? !!cycleId : !!topupStart && !!topupEnd;
  useEffect(() => setValue('fareboxAmount', platformAmountIn(cost.data, currency)), [cost.data, currency, setValue]);

  // The live figures follow the amount 500 ms after the last keystroke (spec 9).
  const amount = useDebouncedValue(invoiceAmount, AMOUNT_DEBOUNCE_MS);
  // The server converts at the invoice date's rate: so do the live figures (the newest rates until a date is chosen).
  const rates = useCurrencyRates(isIsoDate(invoiceDate) ? invoiceDate : undefined);
  const usdRate = currency === USD ? '1' : rates.data?.find((r) => r.currency === currency)?.rate;
  const cents = toCents(amount);
  const amountUsd = cents !== null && usdRate ? formatCents(toUsdCents(cents, usdRate)) : '';
  // The gap and its percent need no rate; its USD value and so the level do.
  const gap = invoiceGapOrNull({ invoiceAmount: amount, platformAmount: fareboxAmount, usdRate: usdRate ?? '1', invoiceType });
  const level = gap && usdRate ? gap.gapLevel : null;
  const approvesAtUpload = level !== null && canApproveInvoiceLevel(actor, level);
  useEffect(() => {
    fileRef.current = file;
    approvesRef.current = approvesAtUpload;
  });

  const upload = useUploadInvoice();
  const { keyFor } = useIdempotencyKey();
  const { notify } = useToast();

  const onValid = (values: UploadInvoiceValues) => {
    if (!file) return;
    // The same form and file sent again (a retry after a lost answer) keeps its key: the server replays the upload.
    const fields = toUploadFields(values);
    const key = keyFor({ supplierId: values.supplierId, fields, file: [file.name, file.size, file.lastModified] });
    upload.mutate(
      { supplierId: values.supplierId, body: { ...fields, file }, key },
      {
        onSuccess: ({ invoice }) => {
          notify({ kind: 'success', title: 'Invoice uploaded', text: `${invoice.invoiceNumber}: ${invoice.statusDisplay}` });
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fieldErrors.length > 0) {
            setProblems(error.fieldErrors);
            for (const p of error.fieldErrors) {
              const field = uploadFieldOf(p.field);
              if (field !== 'file') setError(field, { type: 'server', message: p.message });
            }
          }
          const toast = invoiceErrorToast(error);
          notify({ kind: 'error', ...toast });
          if (error instanceof ApiError && error.status === 403) onClose();
        },
      },
    );
  };

  const fileError = problems.find((p) => p.field === 'file')?.message;
  const cycleOptions = (cycles.data ?? []).map((c) => ({
    value: c.id,
    label: c.hasInvoice ? `${c.label} (invoiced)` : c.label,
    disabled: c.hasInvoice && c.id !== presetCycle,
  }));

  return (
    <FormModal title="Upload Invoice" size="xl" submitLabel="Upload" busy={upload.isPending} onClose={onClose} onSubmit={handleSubmit(onValid)}>
      <FormErrorSummary errors={labelledProblems(problems)} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Controller
          control={control}
          name="supplierId"
          render={({ field }) => (
            <SupplierPicker
              required
              value={field.value}
              onChange={(id) => {
                if (id === field.value) return;
                field.onChange(id);
                // Another supplier brings its own cycles and defaults.
                for (const key of SUPPLIER_FIELDS) setValue(key, '');
              }}
              error={errors.supplierId?.message}
            />
          )}
        />
        <SelectField label="Region" required placeholder="Choose a region" options={REGION_OPTIONS} error={errors.region?.message} {...register('region')} />
        <SelectField
          label="Currency"
          required
          placeholder="Choose a currency"
          options={CURRENCIES.map((c) => ({ value: c, label: c }))}
          error={errors.currency?.message}
          {...register('currency')}
        />
        <SelectField
          label="Class"
          required
          options={INVOICE_CLASSES.map((c) => ({ value: c, label: c }))}
          error={errors.invoiceClass?.message}
          {...register('invoiceClass')}
        />
        <SelectField
          label="Invoice type"
          required
          placeholder="Choose a type"
          options={INVOICE_TYPE_OPTIONS}
          error={errors.invoiceType?.message}
          {...register('invoiceType')}
        />
        {byCycle ? (
          <SelectField
            label="Period"
            required
            placeholder={!supplierId ? 'Choose a supplier first' : cycles.isPending ? 'Loading…' : 'Choose a cycle'}
            hint={InvoiceMessage.OneCycle}
            options={cycleOptions}
            error={errors.cycleId?.message}
            {...register('cycleId')}
          />
        ) : (
          <fieldset className="grid grid-cols-2 gap-2">
            <legend className="sr-only">Top-up range</legend>
            <TextField label="Top-up range start" type="date" required error={errors.topupStart?.message} {...register('topupStart')} />
            <TextField label="Top-up range end" type="date" required min={topupStart || undefined} error={errors.topupEnd?.message} {...register('topupEnd')} />
          </fieldset>
        )}
        <TextField label="Invoice number" required error={errors.invoiceNumber?.message} {...register('invoiceNumber')} />
        <TextField label="Invoice date" type="date" required error={errors.invoiceDate?.message} {...register('invoiceDate')} />
        <TextField label="Receive date" type="date" required error={errors.receiveDate?.message} {...register('receiveDate')} />
        <TextField
          label="Due date"
          type="date"
          required
          min={invoiceDate || undefined}
          hint="Not before the invoice date."
          error={errors.dueDate?.message}
          {...register('dueDate')}
        />
        <SelectField
          label="Tax code"
          required
          placeholder="Choose a tax code"
          options={TAX_CODE_OPTIONS}
          error={errors.taxCode?.message}
          {...register('taxCode')}
        />
        <TextField
          label="File (one PDF or image)"
          type="file"
          required
          accept={INVOICE_FILE_TYPES.join(',')}
          error={fileError}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
      </div>

      <section aria-labelledby="upload-amounts-title" className="rounded border border-slate-200 p-3">
        <h3 id="upload-amounts-title" className="mb-2 text-sm font-semibold text-slate-900">
          Amounts
        </h3>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <TextField
            label={`Invoice amount${currency ? ` (${currency})` : ''}`}
            inputMode="decimal"
            required
            error={errors.invoiceAmount?.message}
            {...register('invoiceAmount')}
          />
          <TextField
            label="Amount in USD"
            readOnly
            value={amountUsd ? formatMoneyIn(amountUsd, USD) : ''}
            hint={currency && currency !== USD && !usdRate && rates.isSuccess ? `No ${currency} rate yet.` : undefined}
          />
          <TextField
            label={`Platform amount${currency ? ` (${currency})` : ''}`}
            readOnly
            required
            value={fareboxAmount}
            error={errors.fareboxAmount?.message}
            hint={
              cost.isFetching
                ? FinanceLoading.Data
                : !costAsked
                  ? byCycle
                    ? 'Choose a period.'
                    : 'Choose the top-up range.'
                  : cost.data
                    ? `Period cost: ${formatCurrencyTotals(cost.data.totalsByCurrency)}`
                    : undefined
            }
          />
        </div>
        {cost.data?.isMultiCurrencyPeriod && (
          <p role="status" className="mt-2 rounded border border-amber-400 bg-amber-50 p-2 text-sm text-amber-900">
            {MULTI_CURRENCY_PERIOD_NOTE}
          </p>
        )}
        <dl className="mt-3 grid gap-3 sm:grid-cols-4" aria-live="polite">
          <div>
            <dt className="text-sm font-medium text-slate-700">Gap</dt>
            <dd className="text-sm text-slate-900">{gap ? formatMoneyIn(gap.gap, currency) : '—'}</dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-slate-700">Gap in USD</dt>
            <dd className="text-sm text-slate-900">{gap && usdRate ? formatMoneyIn(gap.gapUsd, USD) : '—'}</dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-slate-700">Gap percent</dt>
            <dd className="text-sm" data-testid="upload-gap-percent">
              {gap ? <GapPercent percent={gap.gapPercent} /> : '—'}
            </dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-slate-700">Gap level</dt>
            <dd className="text-sm text-slate-900" data-testid="upload-gap-level">
              {level ?? '—'}
            </dd>
          </div>
        </dl>
      </section>

      <div className="grid gap-4 sm:grid-cols-2">
        <AssigneeSelect
          level={level}
          required={!approvesAtUpload}
          hint={approvesAtUpload ? 'You may approve this gap level: the invoice is approved at upload.' : undefined}
          error={errors.assignee?.message}
          {...register('assignee')}
        />
        <div />
        <TextAreaField label="Note" rows={3} error={errors.note?.message} {...register('note')} />
        <TextAreaField label="Memo" rows={3} error={errors.memo?.message} {...register('memo')} />
      </div>
    </FormModal>
  );
}
