import { useMemo, type ChangeEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '@/api/api-error';
import { Button, buttonClasses } from '@/ui/button';
import { conflictChanges, EditConflictNotice } from '@/ui/edit-conflict-notice';
import { CheckboxField, SelectField, TextAreaField, TextField, type SelectOption } from '@/ui/form-fields';
import { problemsResolver } from '@/ui/form-resolver';
import { useToast } from '@/ui/toast';
import { GlobalErrorLine, useSaveOutcome } from '@/features/locations/location-form';
import { AudienceLimitationSection } from './audience-limitation';
import { dateText, expirationFromDays } from './campaign-format';
import { campaignProblems, expiryDays, toCreateSerialBody, toCreateSingleBody, toFormValues, toUpdateBody, type CampaignFormValues } from './campaign-form-values';
import type { CampaignDto, CampaignType } from './campaign.types';
import { useCreateSerialCampaign, useCreateSingleCampaign, useUpdateCampaign } from './campaigns.api';
import { RadioGroupField } from './radio-group-field';

const TYPE_OPTIONS: SelectOption[] = [
  { value: 'amount', label: 'Amount ($)' },
  { value: 'percentage', label: 'Percentage (%)' },
];
const USAGE_OPTIONS: SelectOption[] = [
  { value: 'unlimited', label: 'Unlimited' },
  { value: 'limited', label: 'Limited' },
];
const EXPIRY_OPTIONS: SelectOption[] = [
  { value: 'date', label: 'Expiry date' },
  { value: 'days', label: 'Expiry in days' },
];
const TEAM_OPTIONS: SelectOption[] = [
  { value: 'marketing', label: 'Marketing' },
  { value: 'support', label: 'Support' },
];

/** Upper-cases the prefix as it is typed, keeping the caret where it was. */
function upperCased(e: ChangeEvent<HTMLInputElement>) {
  const input = e.target;
  const { selectionStart, selectionEnd } = input;
  input.value = input.value.toUpperCase();
  input.setSelectionRange(selectionStart, selectionEnd);
}

export interface CampaignFormProps {
  campaignType: CampaignType;
  campaign?: CampaignDto;
  canWrite: boolean;
  onReload: () => Promise<{ data?: CampaignDto }>;
}

/**
 * Create or edit a single or serial campaign (spec part 3, sections 3 to 5), checked by the shared campaign rules as
 * it is typed. Single: Save is off while invalid; serial: while pristine or invalid, and a new one is "Save & Generate".
 * A refused save (409: someone else saved first, or the code exists) keeps what was typed.
 */
export function CampaignForm({ campaignType, campaign, canWrite, onReload }: CampaignFormProps) {
  const navigate = useNavigate();
  const { notify } = useToast();
  const creating = !campaign;
  const createSingle = useCreateSingleCampaign();
  const createSerial = useCreateSerialCampaign();
  const update = useUpdateCampaign(campaign?.id);
  const resolver = useMemo(() => problemsResolver<CampaignFormValues>((v) => campaignProblems(v, { campaignType, creating })), [campaignType, creating]);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    reset,
    control,
    formState: { errors, isValid, isDirty },
  } = useForm<CampaignFormValues>({ defaultValues: toFormValues(campaignType, campaign), resolver, mode: 'onChange' });
  const outcome = useSaveOutcome<CampaignFormValues>('campaign', setError);
  const [hasMinimumPurchase, usage, expiry, expiredIn, audienceLimitation] = useWatch({
    control,
    name: ['hasMinimumPurchase', 'usage', 'expiry', 'expiredIn', 'audienceLimitation'],
  });
  const saving = createSingle.isPending || createSerial.isPending || update.isPending;
  const days = expiryDays(expiredIn);
  const prefixField = register('prefix');

  const submit = async (values: CampaignFormValues) => {
    outcome.start();
    try {
      if (campaign) {
        await update.mutateAsync(toUpdateBody(values, campaignType));
        notify({ kind: 'success', title: 'Campaign updated', text: campaign.name });
        if (campaignType === 'single') void navigate('/promocodes');
      } else if (campaignType === 'single') {
        await createSingle.mutateAsync(toCreateSingleBody(values));
        notify({ kind: 'success', title: 'Campaign created', text: values.code });
        void navigate('/promocodes');
      } else {
        const created = await createSerial.mutateAsync(toCreateSerialBody(values));
        notify({ kind: 'success', title: 'Campaign created', text: `${values.prefix}: generating ${values.numberOfCodes} codes` });
        void navigate(`/promocodes/edit/serial/${created.id}`, { replace: true });
      }
    } catch (error) {
      outcome.fail(error);
      if (error instanceof ApiError && error.status === 409 && !conflictChanges(error) && creating) {
        setError(campaignType === 'single' ? 'code' : 'prefix', { type: 'server', message: error.body.message });
      }
    }
  };

  const reload = async () => {
    const latest = await onReload();
    if (latest.data) reset(toFormValues(campaignType, latest.data));
    outcome.clearConflict();
  };

  const saveDisabled = !canWrite || !isValid || (campaignType === 'serial' && !isDirty);
  const label = creating ? `Create ${campaignType} campaign` : `Edit ${campaignType} campaign`;
  return (
    <form noValidate aria-label={label} className="max-w-3xl space-y-4" onSubmit={(e) => void handleSubmit(submit, outcome.invalid)(e)}>
      {outcome.conflict && <EditConflictNotice changes={outcome.conflict} onReload={() => void reload()} />}
      <fieldset disabled={!canWrite} className="space-y-4">
        <div className="grid gap-4 rounded border border-slate-200 bg-white p-4 md:grid-cols-2">
          {campaignType === 'single' ? (
            <TextField
              label="Code"
              required={creating}
              disabled={!creating}
              autoComplete="off"
              hint={creating ? '4 to 15 letters and numbers; it cannot be changed once saved.' : 'The code cannot be changed once saved.'}
              error={errors.code?.message}
              {...register('code')}
            />
          ) : (
            <>
              <TextField
                label="Prefix"
                required={creating}
                disabled={!creating}
                autoComplete="off"
                hint={creating ? '2 to 8 characters, upper-cased; it cannot be changed once saved.' : 'The prefix cannot be changed once saved.'}
                error={errors.prefix?.message}
                {...prefixField}
                onChange={(e) => {
                  upperCased(e);
                  return prefixField.onChange(e);
                }}
              />
              <TextField
                label="Number of codes"
                required={creating}
                disabled={!creating}
                inputMode="numeric"
                error={errors.numberOfCodes?.message}
                {...register('numberOfCodes')}
              />
            </>
          )}
          <RadioGroupField legend="Discount type" options={TYPE_OPTIONS} {...register('type')} />
          <TextField label="Value" required inputMode="decimal" error={errors.value?.message} {...register('value')} />
          <div className="space-y-2">
            <CheckboxField label="Minimum purchase" {...register('hasMinimumPurchase')} />
            {hasMinimumPurchase && (
              <TextField
                label="Minimum purchase amount ($)"
                required
                inputMode="decimal"
                error={errors.minimumPurchase?.message}
                {...register('minimumPurchase')}
              />
            )}
          </div>
          <SelectField label="Team" required placeholder="Select a team" options={TEAM_OPTIONS} error={errors.team?.message} {...register('team')} />
        </div>

        <div className="grid gap-4 rounded border border-slate-200 bg-white p-4 md:grid-cols-2">
          <div className="space-y-2">
            <RadioGroupField legend="Usage" options={USAGE_OPTIONS} {...register('usage')} />
            {usage === 'limited' && (
              <>
                {campaignType === 'single' && (
                  <TextField label="Total usage" required inputMode="numeric" error={errors.limit?.message} {...register('limit')} />
                )}
                <TextField label="Usage per user" required inputMode="numeric" error={errors.perUserLimit?.message} {...register('perUserLimit')} />
              </>
            )}
          </div>
          <div className="space-y-2">
            <RadioGroupField legend="Expiration" options={EXPIRY_OPTIONS} {...register('expiry')} />
            {expiry === 'date' ? (
              <TextField label="Expiry date" required type="date" error={errors.expiredAt?.message} {...register('expiredAt')} />
            ) : (
              <div className="flex flex-wrap items-end gap-3">
                <TextField label="Expires in (days)" required inputMode="numeric" className="w-40" error={errors.expiredIn?.message} {...register('expiredIn')} />
                <p className="pb-2 text-sm text-slate-800" aria-live="polite">
                  {days ? `Expiration date: ${dateText(expirationFromDays(campaign?.createdAt ?? new Date(), days))}` : ''}
                </p>
              </div>
            )}
          </div>
          <CheckboxField label="Activated" hint="Only an activated campaign's codes are accepted." {...register('activated')} />
        </div>

        <div className="grid gap-4 rounded border border-slate-200 bg-white p-4">
          <TextAreaField label="Description" rows={3} error={errors.description?.message} {...register('description')} />
          <TextAreaField
            label="Tooltip description"
            rows={2}
            hint="Shown to customers next to the code on the public site."
            error={errors.tooltipDescription?.message}
            {...register('tooltipDescription')}
          />
        </div>
      </fieldset>

      <AudienceLimitationSection
        value={audienceLimitation}
        readOnly={!canWrite}
        onChange={(next) => setValue('audienceLimitation', next, { shouldDirty: true, shouldValidate: true })}
      />

      <GlobalErrorLine message={outcome.globalError} />
      {canWrite && (
        <div className="flex gap-2">
          <Button type="submit" disabled={saveDisabled} loading={saving}>
            {creating && campaignType === 'serial' ? 'Save & Generate' : 'Save'}
          </Button>
          <Link to="/promocodes" className={buttonClasses('secondary')}>
            Cancel
          </Link>
        </div>
      )}
    </form>
  );
}
