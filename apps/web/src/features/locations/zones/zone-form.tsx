import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { EditConflictNotice } from '@/ui/edit-conflict-notice';
import { TextField } from '@/ui/form-fields';
import { problemsResolver } from '@/ui/form-resolver';
import { RichTextEditor } from '@/ui/rich-text/rich-text-editor';
import { useToast } from '@/ui/toast';
import { PicturesField } from '@/features/images/pictures/pictures-field';
import { usePicturesForm } from '@/features/images/pictures/use-pictures-form';
import { GlobalErrorLine, LocationFormActions, useSaveOutcome } from '../location-form';
import { LocationCityPicker } from '../location-options';
import { useSaveZone } from './zones.api';
import { toFormValues, toZoneFields, zoneProblems, type ZoneFormValues } from './zone-form-values';
import type { ZoneDto } from './zone.types';

/** Create (no `zone`) or edit form: name, slug, city and description. */
export function ZoneForm({ zone, onReload }: { zone?: ZoneDto; onReload?: () => Promise<{ data?: ZoneDto }> }) {
  const navigate = useNavigate();
  const { notify } = useToast();
  const save = useSaveZone(zone);
  const resolver = useMemo(() => problemsResolver<ZoneFormValues>(zoneProblems), []);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ZoneFormValues>({ defaultValues: toFormValues(zone), resolver });
  const outcome = useSaveOutcome<ZoneFormValues>('zone', setError);
  const pictures = usePicturesForm('zone', zone?.id);

  const onValid = async (values: ZoneFormValues) => {
    outcome.start();
    try {
      const saved = await save.mutateAsync(toZoneFields(values));
      await pictures.save(saved.id);
      notify({ kind: 'success', title: zone ? 'Zone updated' : 'Zone created', text: saved.name });
      void navigate(`/zones/${saved.id}`);
    } catch (error) {
      outcome.fail(error);
    }
  };

  const reload = async () => {
    const latest = await onReload?.();
    if (latest?.data) reset(toFormValues(latest.data));
    outcome.clearConflict();
  };

  return (
    <form noValidate aria-label={zone ? 'Edit zone' : 'Create zone'} className="space-y-4" onSubmit={(e) => void handleSubmit(onValid, outcome.invalid)(e)}>
      {outcome.conflict && <EditConflictNotice changes={outcome.conflict} onReload={() => void reload()} />}
      <div className="grid gap-4 rounded border border-slate-200 bg-white p-4 sm:grid-cols-3">
        <TextField label="Name" required error={errors.name?.message} {...register('name')} />
        <TextField label="Slug" required hint="Lower-case words joined by hyphens." error={errors.slug?.message} {...register('slug')} />
        <Controller
          control={control}
          name="city"
          render={({ field, fieldState }) => (
            <LocationCityPicker label="City" required value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
          )}
        />
      </div>
      <Controller
        control={control}
        name="description"
        render={({ field, fieldState }) => (
          <RichTextEditor label="Description" value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />
      <PicturesField ownerType="zone" value={pictures.value} onChange={pictures.onChange} loading={pictures.loading} />
      <GlobalErrorLine message={outcome.globalError} />
      <LocationFormActions saving={save.isPending || pictures.saving} cancelTo={zone ? `/zones/${zone.id}` : '/zones'} />
    </form>
  );
}
