import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/ui/button';
import { problemsResolver } from '@/ui/form-resolver';
import type { LineDetail } from '@/features/lines/edit/line-edit.api';
import { LineSection, useSectionSave, type SectionVersion } from '@/features/lines/edit/line-section';
import { LinePriceInput } from './line-price-input';
import { usePriceChangePreview } from './price-change-preview';
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
  return (
    <div className="space-y-6">
      <LineSection line={line} onLineChanged={onLineChanged} query={useLinePrices(line.id)} noun="prices">
        {(prices, version) => (
          <>
            <PricesForm line={line} prices={prices} version={version} />
            <PriceRules lineId={line.id} currency={prices.supplierCurrency} isSupplierApi={line.isSupplierApi} />
          </>
        )}
      </LineSection>
    </div>
  );
}

function PricesForm({ line, prices, version }: { line: PricesTabLine; prices: LinePrices; version: SectionVersion }) {
  const readOnly = !line.access.editLine;
  const save = useSaveLinePrices(line.id);
  const resolver = useMemo(() => problemsResolver<PricesFormValues>(pricesProblems), []);
  const form = useForm<PricesFormValues>({ defaultValues: toFormValues(prices), resolver });
  useEffect(() => form.reset(toFormValues(prices)), [form, prices]);

  const section = useSectionSave({
    form,
    savedTitle: 'Prices saved',
    notSaved: 'The prices were not saved',
    version,
    // The server's field paths index the priced rows sent; toBody's rows map them back to the form's rows.
    toFormField: (field) => toFormField(field, toBody(form.getValues(), prices.version).rows),
  });

  const change = usePriceChangePreview({ title: 'Save the prices?', confirmLabel: 'Save prices' });

  // Save first shows what the change does to future trips (the server's dry run), then saves on confirmation.
  const onValid = (values: PricesFormValues) => {
    // The page's version is the line's: another tab's save moves it, and the API checks it.
    const { body } = toBody(values, Math.max(line.version, prices.version));
    return section.check(() =>
      change.preview(
        () => save.mutateAsync({ ...body, dryRun: true }),
        () => section.save(() => save.mutateAsync(body)),
      ),
    );
  };

  return (
    <form noValidate aria-label="Prices" className="space-y-4" onSubmit={section.onSubmit(onValid)}>
      {section.conflictNotice}
      <PriceInput form={form} currency={prices.supplierCurrency} usdRate={prices.usdRate} readOnly={readOnly} />
      <LinePriceInput form={form} currency={prices.supplierCurrency} readOnly={readOnly} />
      {section.errorLine}
      {!readOnly && (
        <Button type="submit" loading={save.isPending}>
          Save prices
        </Button>
      )}
      {change.dialog}
    </form>
  );
}
