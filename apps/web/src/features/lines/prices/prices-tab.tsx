import { useEffect, useMemo, useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { ApiError } from '@/api/api-error';
import { Button } from '@/ui/button';
import { conflictChanges, EditConflictNotice, type ConflictChange } from '@/ui/edit-conflict-notice';
import { problemsResolver } from '@/ui/form-resolver';
import { Spinner } from '@/ui/spinner';
import type { LineDetail } from '@/features/lines/edit/line-edit.api';
import { useToast } from '@/ui/toast';
import { LinePriceInput } from './line-price-input';
import { PriceInput } from './price-input';
import { PriceRules } from './price-rules';
import { pricesProblems, toBody, toFormField, toFormValues, type PricesFormValues } from './prices-form-values';
import { useLinePrices, useSaveLinePrices, type LinePrices } from './prices.api';

/** What the tab needs of the line editor's line. */
export type PricesTabLine = Pick<LineDetail, 'id' | 'version' | 'isSupplierApi' | 'supplierCurrency' | 'access'>;

export interface PricesTabProps {
  line: PricesTabLine;
  /** Called with the line's new version after a price save (a save bumps it), so the page's next save is not stale. */
  onLineChanged: (line: PricesTabLine) => void;
}

/** Tab 1 of the line editor (spec 2.9, 2.11): prices, the line price input and the price-exception rules. */
export function PricesTab({ line, onLineChanged }: PricesTabProps) {
  const prices = useLinePrices(line.id);
  if (prices.isPending) return <Spinner label="Loading prices" />;
  if (prices.isError)
    return (
      <p role="alert" className="text-sm font-medium text-red-700">
        The prices could not be loaded: {prices.error instanceof ApiError ? prices.error.body.message : 'Error Occurred'}
      </p>
    );
  return (
    <div className="space-y-6">
      <PricesForm
        key={`${prices.data.lineId}:${prices.data.version}`}
        line={line}
        prices={prices.data}
        onSaved={(version) => onLineChanged({ ...line, version })}
        onReload={async () => {
          const latest = await prices.refetch();
          if (latest.data) onLineChanged({ ...line, version: latest.data.version });
        }}
      />
      <PriceRules lineId={line.id} currency={prices.data.supplierCurrency} isSupplierApi={line.isSupplierApi} />
    </div>
  );
}

function PricesForm({
  line,
  prices,
  onSaved,
  onReload,
}: {
  line: PricesTabLine;
  prices: LinePrices;
  onSaved: (version: number) => void;
  onReload: () => Promise<void>;
}) {
  const readOnly = !line.access.editLine;
  const { notify } = useToast();
  const save = useSaveLinePrices(line.id);
  const resolver = useMemo(() => problemsResolver<PricesFormValues>(pricesProblems), []);
  const form = useForm<PricesFormValues>({ defaultValues: toFormValues(prices), resolver });
  const [globalError, setGlobalError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<ConflictChange[] | null>(null);
  useEffect(() => form.reset(toFormValues(prices)), [form, prices]);

  const onValid = async (values: PricesFormValues) => {
    setGlobalError(null);
    setConflict(null);
    // The page's version is the line's: another tab's save moves it, and the API checks it.
    const { body, rows } = toBody(values, Math.max(line.version, prices.version));
    try {
      const saved = await save.mutateAsync(body);
      notify({ kind: 'success', title: 'Prices saved', text: `Version ${saved.version}` });
      onSaved(saved.version);
    } catch (error) {
      const changes = conflictChanges(error);
      if (changes) return setConflict(changes);
      if (error instanceof ApiError)
        for (const p of error.fieldErrors) form.setError(toFormField(p.field, rows) as Path<PricesFormValues>, { type: 'server', message: p.message });
      setGlobalError(`The prices were not saved: ${error instanceof ApiError ? error.body.message : 'Error Occurred'}`);
    }
  };

  return (
    <form
      noValidate
      aria-label="Prices"
      className="space-y-4"
      onSubmit={(e) => void form.handleSubmit(onValid, () => setGlobalError('Please fix the fields marked below.'))(e)}
    >
      {conflict && (
        <EditConflictNotice
          changes={conflict}
          onReload={() => {
            setConflict(null);
            void onReload();
          }}
        />
      )}
      <PriceInput form={form} currency={prices.supplierCurrency} usdRate={prices.usdRate} readOnly={readOnly} />
      <LinePriceInput form={form} currency={prices.supplierCurrency} readOnly={readOnly} />
      {globalError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {globalError}
        </p>
      )}
      {!readOnly && (
        <Button type="submit" loading={save.isPending}>
          Save prices
        </Button>
      )}
    </form>
  );
}
