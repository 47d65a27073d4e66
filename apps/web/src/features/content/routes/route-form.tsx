import { useMemo, useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ROUTE_TRANSPORT_TYPES, RouteMessage, routeTransportLabel } from '@farebox/domain';
import { ApiError } from '@/api/api-error';
import { Button } from '@/ui/button';
import { conflictChanges, EditConflictNotice, type ConflictChange } from '@/ui/edit-conflict-notice';
import { CheckboxField, SelectField } from '@/ui/form-fields';
import { problemsResolver } from '@/ui/form-resolver';
import { RichTextEditor } from '@/ui/rich-text/rich-text-editor';
import { useToast } from '@/ui/toast';
import { GlobalErrorLine } from '@/features/locations/location-form';
import { ProConListField } from './pro-con-list-field';
import { routeProblems, toFormValues, toRouteFields, type RouteFormValues } from './route-form-values';
import { useSaveRoute } from './routes.api';
import type { RouteDto } from './route.types';
import { SaveMenu, type AfterSave } from './save-menu';

/** The route editor: availability, promotion HTML and, per transportation type, its ordered pros and cons. */
export function RouteForm({ route, onReload }: { route: RouteDto; onReload: () => Promise<{ data?: RouteDto }> }) {
  const navigate = useNavigate();
  const { notify } = useToast();
  const save = useSaveRoute(route);
  const resolver = useMemo(() => problemsResolver<RouteFormValues>(routeProblems), []);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<RouteFormValues>({ defaultValues: toFormValues(route), resolver });
  const transportations = useFieldArray({ control, name: 'transportations' });
  const [adding, setAdding] = useState('');
  const [globalError, setGlobalError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<ConflictChange[] | null>(null);

  const listed = new Set(transportations.fields.map((t) => t.typeSlug));
  const addable = ROUTE_TRANSPORT_TYPES.filter((t) => !listed.has(t)).map((t) => ({ value: t, label: routeTransportLabel(t) }));

  const onValid = async (values: RouteFormValues, after: AfterSave) => {
    setGlobalError(null);
    setConflict(null);
    try {
      const saved = await save.mutateAsync(toRouteFields(values));
      notify({ kind: 'success', title: 'Route updated', text: saved.slug });
      if (after === 'view') void navigate(`/new-routes/${saved.slug}`);
      else reset(toFormValues(saved));
    } catch (error) {
      const changes = conflictChanges(error);
      if (changes) return setConflict(changes);
      if (error instanceof ApiError)
        for (const p of error.fieldErrors) setError(p.field as `transportations.${number}.typeSlug`, { type: 'server', message: p.message });
      setGlobalError(error instanceof ApiError ? `${RouteMessage.UpdateFailed}: ${error.body.message}` : RouteMessage.UpdateFailed);
    }
  };
  const submit = (after: AfterSave) =>
    void handleSubmit(
      (values) => onValid(values, after),
      () => setGlobalError('Please fix the fields marked below.'),
    )();

  const reload = async () => {
    const latest = await onReload();
    if (latest.data) reset(toFormValues(latest.data));
    setConflict(null);
  };

  return (
    <form
      noValidate
      aria-label="Edit route"
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        submit('stay');
      }}
    >
      {conflict && <EditConflictNotice changes={conflict} onReload={() => void reload()} />}
      <div className="rounded border border-slate-200 bg-white p-4">
        <CheckboxField label="Available" hint="The route's landing page is shown on the public site." {...register('isAvailable')} />
      </div>
      <Controller
        control={control}
        name="promotionHtml"
        render={({ field, fieldState }) => (
          <RichTextEditor label="Promotion HTML" value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />
      <section aria-labelledby="route-transportations" className="space-y-4 rounded border border-slate-200 bg-white p-4">
        <h2 id="route-transportations" className="text-lg font-semibold text-slate-900">
          Transportations
        </h2>
        {transportations.fields.length === 0 && <p className="text-sm text-slate-700">No transportations for this route.</p>}
        {transportations.fields.map((t, i) => {
          const label = routeTransportLabel(t.typeSlug);
          const typeError = errors.transportations?.[i]?.typeSlug?.message;
          return (
            <fieldset key={t.id} className="space-y-3 rounded border border-slate-200 p-3">
              <legend className="px-1 text-base font-semibold text-slate-900">{label}</legend>
              {typeError && <p className="text-sm text-red-700">{typeError}</p>}
              <div className="grid gap-4 md:grid-cols-2">
                {(['transportPros', 'transportCons'] as const).map((list) => (
                  <Controller
                    key={list}
                    control={control}
                    name={`transportations.${i}.${list}`}
                    render={({ field, fieldState }) => (
                      <ProConListField
                        label={`${label} ${list === 'transportPros' ? 'pros' : 'cons'}`}
                        type={list === 'transportPros' ? 'pro' : 'con'}
                        value={field.value}
                        onChange={field.onChange}
                        error={fieldState.error?.message}
                      />
                    )}
                  />
                ))}
              </div>
              <div className="flex gap-2">
                <Button variant="ghost" size="sm" aria-label={`Move ${label} up`} disabled={i === 0} onClick={() => transportations.move(i, i - 1)}>
                  Move up
                </Button>
                <Button variant="secondary" size="sm" onClick={() => transportations.remove(i)}>
                  Remove {label}
                </Button>
              </div>
            </fieldset>
          );
        })}
        {addable.length > 0 && (
          <div className="flex flex-wrap items-end gap-2">
            <SelectField label="Transportation type" placeholder="Choose…" options={addable} value={adding} onChange={(e) => setAdding(e.target.value)} />
            <Button
              variant="secondary"
              disabled={adding === ''}
              onClick={() => {
                transportations.append({ typeSlug: adding, transportPros: [], transportCons: [] });
                setAdding('');
              }}
            >
              Add transportation
            </Button>
          </div>
        )}
      </section>
      <GlobalErrorLine message={globalError} />
      <div className="flex gap-2">
        <SaveMenu saving={save.isPending} onSave={submit} />
        <Button variant="secondary" onClick={() => void navigate(`/new-routes/${route.slug}`)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
