import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { EditConflictNotice } from '@/ui/edit-conflict-notice';
import { CheckboxField, SelectField, TextField } from '@/ui/form-fields';
import { problemsResolver } from '@/ui/form-resolver';
import { ConfirmDialog } from '@/ui/modal';
import { useToast } from '@/ui/toast';
import { useCompanyOptions } from '@/features/companies/company-options.api';
import { GlobalErrorLine, LocationFormActions, useSaveOutcome } from '@/features/locations/location-form';
import { useSaveSupplyConfig } from './supply-configs.api';
import { supplyConfigProblems, toFormValues, toSettings, type SupplyConfigFormValues } from './supply-config-form-values';
import type { SupplyConfigDto } from './supply-config.types';

/**
 * Create (no `config`: pick the supplier) or edit form, checked by the shared `validateSupplyConfig`. Turning the sync
 * off asks first: the supplier's lines stop following its system until someone turns it on again.
 */
export function SupplyConfigForm({ config, onReload }: { config?: SupplyConfigDto; onReload?: () => Promise<{ data?: SupplyConfigDto }> }) {
  const navigate = useNavigate();
  const { notify } = useToast();
  const save = useSaveSupplyConfig(config);
  const companies = useCompanyOptions(!config);
  const resolver = useMemo(() => problemsResolver<SupplyConfigFormValues>((v) => supplyConfigProblems(v, !config)), [config]);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<SupplyConfigFormValues>({ defaultValues: toFormValues(config), resolver, mode: 'onChange' });
  const outcome = useSaveOutcome<SupplyConfigFormValues>('supply config', setError);
  const [pending, setPending] = useState<SupplyConfigFormValues | null>(null);

  const submit = async (values: SupplyConfigFormValues) => {
    setPending(null);
    outcome.start();
    try {
      const saved = await save.mutateAsync({ ...toSettings(values), companyId: values.companyId });
      notify({ kind: 'success', title: config ? 'Supply config updated' : 'Supply config created', text: saved.companyName });
      void navigate('/supplyconfigs');
    } catch (error) {
      outcome.fail(error);
    }
  };
  const onValid = (values: SupplyConfigFormValues) => (config?.syncEnabled && !values.syncEnabled ? setPending(values) : submit(values));

  const reload = async () => {
    const latest = await onReload?.();
    if (latest?.data) reset(toFormValues(latest.data));
    outcome.clearConflict();
  };

  return (
    <form
      noValidate
      aria-label={config ? 'Edit supply config' : 'Create supply config'}
      className="max-w-xl space-y-4"
      onSubmit={(e) => void handleSubmit(onValid, outcome.invalid)(e)}
    >
      {outcome.conflict && <EditConflictNotice changes={outcome.conflict} onReload={() => void reload()} />}
      <div className="space-y-4 rounded border border-slate-200 bg-white p-4">
        {!config && (
          <SelectField
            label="Supplier"
            required
            placeholder="Select a supplier"
            options={companies.data ?? []}
            loadingOptions={companies.isPending}
            error={errors.companyId?.message}
            {...register('companyId')}
          />
        )}
        <TextField
          label="Default markup (%)"
          required
          inputMode="decimal"
          hint="0 to 100, at most 2 decimals."
          error={errors.defaultMarkupPercent?.message}
          {...register('defaultMarkupPercent')}
        />
        <TextField
          label="Commission (%)"
          required
          inputMode="decimal"
          hint="0 to 100, at most 2 decimals."
          error={errors.commissionPercent?.message}
          {...register('commissionPercent')}
        />
        <CheckboxField label="Approve new bookings automatically" {...register('autoApproveBookings')} />
        <CheckboxField label="Sync enabled" {...register('syncEnabled')} />
        <TextField
          label="Sync days in advance"
          required
          inputMode="numeric"
          hint="1 to 365 days."
          error={errors.syncDaysInAdvance?.message}
          {...register('syncDaysInAdvance')}
        />
        <CheckboxField label="Sandbox supplier" hint="The supply-admin-sandbox role may change sandbox suppliers only." {...register('sandbox')} />
      </div>
      <GlobalErrorLine message={outcome.globalError} />
      <LocationFormActions saving={save.isPending} cancelTo="/supplyconfigs" />
      <ConfirmDialog
        open={!!pending}
        message={<p className="text-sm text-slate-800">The supplier’s lines stop syncing with its system until the sync is enabled again.</p>}
        confirmLabel="Disable sync"
        busy={save.isPending}
        onCancel={() => setPending(null)}
        onConfirm={() => void submit(pending!)}
      />
    </form>
  );
}
