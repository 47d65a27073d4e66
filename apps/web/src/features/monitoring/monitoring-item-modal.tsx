import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  MONITORING_FREQUENCIES,
  MONITORING_FREQUENCY_LABELS,
  MONITORING_OUTPUT_FORMAT_LABELS,
  MONITORING_OUTPUT_FORMATS,
  MONITORING_OUTPUT_TYPE_LABELS,
  MONITORING_OUTPUT_TYPES,
  newMonitoringItemFields,
  normalizeMonitoringItem,
  validateMonitoringItem,
  type MonitoringItemFields,
} from '@farebox/domain';
import { ApiError } from '@/api/api-error';
import { FormModal } from '@/ui/form-modal';
import { SelectField, TextAreaField, TextField } from '@/ui/form-fields';
import { problemsResolver } from '@/ui/form-resolver';
import { errorMessage } from '@/ui/states';
import { useToast } from '@/ui/toast';
import { useSaveMonitoringItem, type MonitoringItemDto } from './monitoring.api';

/** Create (all fields), Edit (all fields) or Edit query (the query alone). */
export type ItemModalMode = 'create' | 'edit' | 'query';

type Values = Omit<MonitoringItemFields, 'daysToCheck'> & { daysToCheck: string };

/** The item's editable fields (not its id, version or runs), or a new item's defaults. */
const toValues = (item?: MonitoringItemDto): Values => {
  const f = item ?? newMonitoringItemFields();
  return {
    queryName: f.queryName,
    queryString: f.queryString,
    outputType: f.outputType,
    outputFormat: f.outputFormat,
    slackChannel: f.slackChannel,
    startTime: f.startTime,
    frequency: f.frequency,
    daysToCheck: String(f.daysToCheck),
  };
};
const toFields = (v: Values): MonitoringItemFields => {
  const days = v.daysToCheck.trim();
  return normalizeMonitoringItem({ ...v, daysToCheck: days === '' || !/^-?\d+$/.test(days) ? Number.NaN : Number(days) });
};
const options = <T extends string>(values: readonly T[], labels: Record<T, string>) => values.map((value) => ({ value, label: labels[value] }));

const QUERY_HINT =
  'One SELECT over the monitoring views (monitoring.bookings_per_day, monitoring.bookings, monitoring.payments, monitoring.user_events, monitoring.runs). ' +
  'monitoring.since() is the run time minus the days to check. Read only, 5 s at most, 1,000 rows at most.';

const TITLES: Record<ItemModalMode, string> = { create: 'Create monitoring item', edit: 'Edit monitoring item', query: 'Edit query' };

export function MonitoringItemModal({ mode, item, onClose }: { mode: ItemModalMode; item?: MonitoringItemDto; onClose: () => void }) {
  const { notify } = useToast();
  const save = useSaveMonitoringItem(item);
  const [formError, setFormError] = useState<string | null>(null);
  const resolver = useMemo(() => problemsResolver<Values>((v) => validateMonitoringItem(toFields(v))), []);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values>({ defaultValues: toValues(item), resolver, mode: 'onTouched' });

  const onValid = async (values: Values) => {
    setFormError(null);
    try {
      const saved = await save.mutateAsync(toFields(values));
      notify({ kind: 'success', title: mode === 'create' ? 'Monitoring item created' : 'Monitoring item updated', text: saved.queryName });
      onClose();
    } catch (error) {
      if (error instanceof ApiError) for (const f of error.fieldErrors) setError(f.field as keyof Values, { message: f.message });
      setFormError(
        error instanceof ApiError && error.code === 'EditConflict' ? 'Someone else changed this item meanwhile: close and open it again.' : errorMessage(error),
      );
    }
  };

  const queryOnly = mode === 'query';
  return (
    <FormModal
      title={TITLES[mode]}
      size="lg"
      onClose={onClose}
      onSubmit={(e) => void handleSubmit(onValid)(e)}
      submitLabel={mode === 'create' ? 'Create' : 'Save'}
      busy={save.isPending}
    >
      {!queryOnly && <TextField label="Name" required hint="2 to 50 characters." error={errors.queryName?.message} {...register('queryName')} />}
      <TextAreaField label="Query" required rows={8} className="font-mono" hint={QUERY_HINT} error={errors.queryString?.message} {...register('queryString')} />
      {!queryOnly && (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label="Output type"
              required
              placeholder="Choose…"
              options={options(MONITORING_OUTPUT_TYPES, MONITORING_OUTPUT_TYPE_LABELS)}
              error={errors.outputType?.message}
              {...register('outputType')}
            />
            <SelectField
              label="Output format"
              required
              placeholder="Choose…"
              options={options(MONITORING_OUTPUT_FORMATS, MONITORING_OUTPUT_FORMAT_LABELS)}
              error={errors.outputFormat?.message}
              {...register('outputFormat')}
            />
          </div>
          <TextField
            label="Slack channel"
            hint="#channel or a channel id; empty: runs are recorded, not posted."
            error={errors.slackChannel?.message}
            {...register('slackChannel')}
          />
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField label="Start time (UTC)" type="time" required error={errors.startTime?.message} {...register('startTime')} />
            <SelectField
              label="Frequency"
              required
              options={options(MONITORING_FREQUENCIES, MONITORING_FREQUENCY_LABELS)}
              error={errors.frequency?.message}
              {...register('frequency')}
            />
            <TextField label="Days to check" type="number" min={0} required error={errors.daysToCheck?.message} {...register('daysToCheck')} />
          </div>
        </>
      )}
      {formError && (
        <p role="alert" className="text-sm text-red-700">
          {formError}
        </p>
      )}
    </FormModal>
  );
}
