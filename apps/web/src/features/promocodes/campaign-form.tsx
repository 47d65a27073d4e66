import { ErrorCode, expiryDateOf, type CampaignType } from '@farebox/domain';
import { useMemo, useState, type ChangeEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '@/api/api-error';
import { Button, buttonClasses } from '@/ui/button';
import { EditConflictNotice } from '@/ui/edit-conflict-notice';
import { CheckboxField, SelectField, TextAreaField, TextField, type SelectOption } from '@/ui/form-fields';
import { problemsResolver } from '@/ui/form-resolver';
import { useToast } from '@/ui/toast';
import { useIdempotencyKey } from '@/ui/use-idempotency-key';
import { GlobalErrorLine, useSaveOutcome } from '@/features/locations/location-form';
import { AudienceLimitationSection } from './audience-limitation';
import { dayText } from './campaign-format';
import {
  campaignProblems,
  toCreateSerialBody,
  toCreateSingleBody,
  toFormValues,
  toUpdateBody,
  typedDays,
  type CampaignFormValues,
} from './campaign-form-values';
import type { CampaignDto } from './campaign.types';
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
 * Create or edit a single or serial campaign (spec part 3, sections 3 to 5), checked as it is typed by the shared
 * campaign rules. Single: Save is off while invalid; serial: while pristine or invalid, and a new one is "Save &
 * Generate". A refused save (409: someone else saved first, or the code is taken) keeps what was typed.
 */
export function CampaignForm({ campaignType, campaign, canWrite, onReload }: CampaignFormProps) {
  const navigate = useNavigate();
  const { notify } = useToast();
  const isNew = !campaign;
  const createSingle = useCreateSingleCampaign();
  const createSerial = useCreateSerialCampaign();
  const update = useUpdateCampaign(campaign?.id);
  const { keyFor } = useIdempotencyKey();
  const resolver = useMemo(() => problemsResolver<CampaignFormValues>((v) => campaignProblems(v, campaignType, isNew)), [campaignType, isNew]);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    reset,
    control,
    formState: { errors, isValid, isDirty },
  } = useForm<CampaignFormValues>({ defaultValues: toFormValues(campaign), resolver, mode: 'all' });
  const outcome = useSaveOutcome<CampaignFormValues>('campaign', setError);
  const [minimumPurchaseEnabled, usage, expiryMode, expiredIn, audienceLimitation] = useWatch({
    control,
    name: ['minimumPurchaseEnabled', 'usage', 'expiryMode', 'expiredIn', 'audienceLimitation'],
  });
  const saving = createSingle.isPending || createSerial.isPending || update.isPending;
  const days = typedDays(expiredIn);
  // The days count from creation: a new campaign's from now, when the form was opened.
  const [startsAt] = useState(() => (campaign ? new Date(campaign.createdAt) : new Date()));
  const prefixField = register('prefix');

  const save = async (values: CampaignFormValues) => {
    if (campaign) {
      const updated = await update.mutateAsync(toUpdateBody(values, campaignType));
      notify({ kind: 'success', title: 'Campaign updated', text: campaign.name });
      // A serial campaign stays open (its codes are here): the next save starts from the version just saved.
      if (campaignType === 'single') void navigate('/promocodes');
      else reset(toFormValues(updated));
    } else if (campaignType === 'single') {
      const body = toCreateSingleBody(values);
      await createSingle.mutateAsync({ body, key: keyFor(body) });
      notify({ kind: 'success', title: 'Campaign created', text: body.code });
      void navigate('/promocodes');
    } else {
      const body = toCreateSerialBody(values);
      const created = await createSerial.mutateAsync({ body, key: keyFor(body) });
      notify({ kind: 'success', title: 'Campaign created', text: `${body.prefix}: generating ${body.numberOfCodes} codes` });
      void navigate(`/promocodes/edit/serial/${created.id}`, { replace: true });
    }
  };
  const submit = async (values: CampaignFormValues) => {
    outcome.start();
    try {
      await save(values);
    } catch (error) {
      outcome.fail(error);
      if (error instanceof ApiError && error.code === ErrorCode.PromoCodeTaken) setError('code', { type: 'server', message: error.body.message });
    }
  };

  const reload = async () => {
    const latest = await onReload();
    if (latest.data) reset(toFormValues(latest.data));
    outcome.clearConflict();
  };

  const saveDisabled = !isValid || (campaignType === 'serial' && !isDirty);
  return (
    <form
      noValidate
      aria-label={`${isNew ? 'Create' : 'Edit'} ${campaignType} campaign`}
      className="max-w-4xl space-y-4"
      onSubmit={(e) => void handleSubmit(submit, outcome.invalid)(e)}
    >
      {outcome.conflict && <EditConflictNotice changes={outcome.conflict} onReload={() => void reload()} />}
      <fieldset disabled={!canWrite} className="space-y-4">
        <legend className="sr-only">Campaign</legend>
        <div className="grid gap-4 rounded border border-slate-200 bg-white p-4 md:grid-cols-2">
          {campaignType === 'single' ? (
            <TextField
              label="Code"
              required={isNew}
              disabled={!isNew}
              autoComplete="off"
              hint={isNew ? '4 to 15 letters and numbers. It cannot be changed once saved.' : 'The code cannot be changed once saved.'}
              error={errors.code?.message}
              {...register('code')}
            />
          ) : (
            <>
              <TextField
                label="Prefix"
                required={isNew}
                disabled={!isNew}
                autoComplete="off"
                hint={isNew ? '2 to 8 letters and numbers, upper-cased. It cannot be changed once saved.' : 'The prefix cannot be changed once saved.'}
                error={errors.prefix?.message}
                {...prefixField}
                onChange={(e) => {
                  upperCased(e);
                  return prefixField.onChange(e);
                }}
              />
              <TextField
                label="Number of codes"
                required={isNew}
                disabled={!isNew}
                inputMode="numeric"
                error={errors.numberOfCodes?.message}
                {...register('numberOfCodes')}
              />
            </>
          )}
          <RadioGroupField legend="Discount type" options={TYPE_OPTIONS} {...register('type')} />
          <TextField label="Value" required inputMode="decimal" error={errors.value?.message} {...register('value')} />
          <SelectField label="Team" required placeholder="Select a team" options={TEAM_OPTIONS} error={errors.team?.message} {...register('team')} />
          <div className="space-y-2">
            <CheckboxField label="Minimum purchase" {...register('minimumPurchaseEnabled')} />
            {minimumPurchaseEnabled && (
              <TextField
                label="Minimum purchase amount ($)"
                required
                inputMode="decimal"
                error={errors.minimumPurchase?.message}
                {...register('minimumPurchase')}
              />
            )}
          </div>
          <CheckboxField label="Activated" hint="Only an activated campaign's codes are accepted." {...register('activated')} />
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
            <RadioGroupField legend="Expiration" options={EXPIRY_OPTIONS} {...register('expiryMode')} />
            {expiryMode === 'date' ? (
              <TextField label="Expiry date" required type="date" error={errors.expiredAt?.message} {...register('expiredAt')} />
            ) : (
              <div className="flex flex-wrap items-start gap-3">
                <TextField
                  label="Expires in (days)"
                  required
                  inputMode="numeric"
                  className="w-40"
                  error={errors.expiredIn?.message}
                  {...register('expiredIn')}
                />
                <p className="pt-8 text-sm text-slate-800" aria-live="polite">
                  {days !== null && `Expiration date: ${dayText(expiryDateOf(startsAt, days))}`}
                </p>
              </div>
            )}
          </div>
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
            {isNew && campaignType === 'serial' ? 'Save & Generate' : 'Save'}
          </Button>
          <Link to="/promocodes" className={buttonClasses('secondary')}>
            Cancel
          </Link>
        </div>
      )}
    </form>
  );
}
