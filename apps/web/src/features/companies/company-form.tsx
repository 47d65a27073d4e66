import { categoriesFor, type FieldProblem, type PassengerTypeRow } from '@farebox/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, FormProvider, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ApiError } from '@/api/api-error';
import { Button } from '@/ui/button';
import { EditConflictNotice, conflictChanges, type ConflictChange } from '@/ui/edit-conflict-notice';
import { FormErrorSummary } from '@/ui/form-fields';
import { toFormErrors } from '@/ui/form-resolver';
import { useToast } from '@/ui/toast';
import { useSaveCompany } from './companies.api';
import { CompanyFieldInputs } from './company-field-inputs';
import { FIELDS, formFieldOf, labelOf, tabOf, type TabKey } from './company-fields';
import { checkCompany, toCompanyBody, toFormValues, type CompanyFormValues } from './company-form-values';
import { CompanyPictures } from './company-pictures';
import { CompanyTabs } from './company-tabs';
import type { CompanyDto } from './company.types';
import { PassengerTypesEditor } from './passenger-types-editor';

export const COMPANY_SAVE_FAILED = (message: string) => `Company failed to update with error: ${message}`;

/** Problems keyed by the form's field paths (report e-mails are one text area). */
function toFormProblems(problems: readonly FieldProblem[]): FieldProblem[] {
  return problems.map((p) => ({ field: formFieldOf(p.field), message: p.message }));
}

/** Create (no `company`) or edit form of a company, validated with the shared `validateCompany`. */
export function CompanyForm({ company, onReload }: { company?: CompanyDto; onReload?: () => Promise<{ data?: CompanyDto }> }) {
  const creating = !company;
  const navigate = useNavigate();
  const { notify } = useToast();
  const save = useSaveCompany(company);
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const [conflict, setConflict] = useState<ConflictChange[] | null>(null);
  const [reloading, setReloading] = useState(false);
  const [tab, setTab] = useState<TabKey>('general');
  const summaryRef = useRef<HTMLDivElement>(null);

  const resolver = useMemo<Resolver<CompanyFormValues>>(
    () => (values) => {
      const { problems: found } = checkCompany(values);
      setProblems(found);
      return found.length === 0 ? { values, errors: {} } : { values: {}, errors: toFormErrors<CompanyFormValues>(toFormProblems(found)) };
    },
    [],
  );
  const methods = useForm<CompanyFormValues>({ defaultValues: toFormValues(company), resolver });
  const { control, handleSubmit, setValue, getValues, setError, reset } = methods;
  const [isSupplier, paymentType] = useWatch({ control, name: ['isSupplier', 'paymentType'] });

  // Category options depend on the payment type: drop a category the new type does not allow.
  useEffect(() => {
    const category = getValues('category');
    if (category && !categoriesFor(paymentType).includes(category)) setValue('category', '');
  }, [paymentType, getValues, setValue]);

  // Finance is disabled unless the company is a supplier.
  const shownTab: TabKey = !isSupplier && tab === 'finance' ? 'general' : tab;

  const errorCounts = useMemo(() => {
    const counts: Partial<Record<TabKey, number>> = {};
    for (const p of problems) counts[tabOf(p.field)] = (counts[tabOf(p.field)] ?? 0) + 1;
    return counts;
  }, [problems]);

  const showSummary = () => setTimeout(() => summaryRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' }), 0);

  const onValid = async (values: CompanyFormValues) => {
    setConflict(null);
    const body = toCompanyBody(values);
    // The currency of an existing supplier changes only through Change supplier currency.
    if (company?.currency) body.currency = company.currency;
    try {
      const saved = await save.mutateAsync(body);
      setProblems([]);
      notify({ kind: 'success', title: creating ? 'Company created' : 'Company updated', text: saved.name });
      void navigate(`/companies/${saved.id}`);
    } catch (error) {
      const changes = conflictChanges(error);
      if (changes) {
        setConflict(changes);
        showSummary();
        return;
      }
      const message = error instanceof ApiError ? error.body.message : 'Error Occurred';
      if (error instanceof ApiError && error.fieldErrors.length > 0) {
        setProblems(error.fieldErrors);
        for (const p of toFormProblems(error.fieldErrors)) setError(p.field as keyof CompanyFormValues, { type: 'server', message: p.message });
        showSummary();
      }
      notify({ kind: 'error', title: COMPANY_SAVE_FAILED(message) });
    }
  };

  const reload = async () => {
    if (!onReload) return;
    setReloading(true);
    try {
      const latest = await onReload();
      if (latest.data) reset(toFormValues(latest.data));
      setConflict(null);
      setProblems([]);
    } finally {
      setReloading(false);
    }
  };

  const currencyLocked = company?.currency ? { currency: 'Use Change supplier currency on the company view to change it.' } : undefined;

  const renderTab = (key: TabKey) => {
    if (key === 'passengerTypes') {
      return (
        <Controller
          control={control}
          name="passengerTypes"
          render={({ field }) => (
            <PassengerTypesEditor
              rows={field.value}
              onChange={(rows: PassengerTypeRow[]) => field.onChange(rows)}
              problems={problems.filter((p) => p.field.startsWith('passengerTypes.'))}
            />
          )}
        />
      );
    }
    if (key === 'misc') {
      return (
        <div className="space-y-6">
          <CompanyFieldInputs fields={FIELDS.misc} />
          {company ? (
            <CompanyPictures company={company} editable />
          ) : (
            <p className="text-sm text-slate-700">Logo and cover pictures can be uploaded once the company is saved.</p>
          )}
        </div>
      );
    }
    return <CompanyFieldInputs fields={FIELDS[key]} disabled={key === 'finance' ? currencyLocked : undefined} />;
  };

  return (
    <FormProvider {...methods}>
      <form
        noValidate
        aria-label={creating ? 'Create company' : 'Edit company'}
        className="space-y-4"
        onSubmit={(e) => void handleSubmit(onValid, showSummary)(e)}
      >
        <div ref={summaryRef} className="space-y-3">
          {conflict && <EditConflictNotice changes={conflict} onReload={() => void reload()} reloading={reloading} />}
          <FormErrorSummary errors={problems.map((p) => ({ field: labelOf(p.field), message: p.message }))} />
        </div>
        <div className="rounded border border-slate-200 bg-white p-4">
          <CompanyTabs render={renderTab} financeEnabled={!!isSupplier} errorCounts={errorCounts} selected={shownTab} onSelect={setTab} />
        </div>
        <div className="flex gap-2">
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
          <Button variant="secondary" onClick={() => void navigate(company ? `/companies/${company.id}` : '/companies')}>
            Cancel
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
