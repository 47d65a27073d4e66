import { CHANNEL_TYPES, CURRENCIES, PAYMENT_FLOW_LABELS, PAYMENT_FLOWS, validateCreatePartner, type CreatePartnerFields } from '@farebox/domain';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '@/ui/button';
import { SelectField, TextField, type SelectOption } from '@/ui/form-fields';
import { FormModal } from '@/ui/form-modal';
import { problemsResolver } from '@/ui/form-resolver';
import { useToast } from '@/ui/toast';
import { ImageThumbnail } from '@/features/images/image-thumbnail';
import { ImageChooserModal } from '@/features/images/pictures/image-chooser-modal';
import type { PictureItem } from '@/features/images/pictures/picture-list';
import { GlobalErrorLine, useSaveOutcome } from '@/features/locations/location-form';
import { useCreatePartner, type CreatePartnerBody } from './partners.api';

const TYPE_OPTIONS: SelectOption[] = CHANNEL_TYPES.map((t) => ({ value: t, label: t }));
const FLOW_OPTIONS: SelectOption[] = PAYMENT_FLOWS.map((f) => ({ value: f, label: PAYMENT_FLOW_LABELS[f] }));
const CURRENCY_OPTIONS: SelectOption[] = CURRENCIES.map((c) => ({ value: c, label: c }));
const EMPTY: CreatePartnerFields = { channelName: '', channelType: '', agentEmail: '', paymentFlow: 'creditCard', currency: '', markup: '', logoImageId: '' };

/** Create partner (spec part 2, sections 2.7 and 5): every field with its message; the logo comes from the images library. */
export function CreatePartnerModal({ onClose }: { onClose: () => void }) {
  const { notify } = useToast();
  const navigate = useNavigate();
  const create = useCreatePartner();
  const [choosing, setChoosing] = useState(false);
  const [logo, setLogo] = useState<PictureItem | null>(null);
  const resolver = useMemo(() => problemsResolver<CreatePartnerFields>(validateCreatePartner), []);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors },
  } = useForm<CreatePartnerFields>({ defaultValues: EMPTY, resolver });
  const outcome = useSaveOutcome<CreatePartnerFields>('partner', setError);
  const isAgent = watch('channelType') === 'bookingAgent';

  const onValid = async (v: CreatePartnerFields) => {
    outcome.start();
    try {
      await create.mutateAsync({
        channelName: v.channelName.trim(),
        channelType: v.channelType as CreatePartnerBody['channelType'],
        agentEmail: isAgent ? v.agentEmail.trim() : undefined,
        paymentFlow: v.paymentFlow as CreatePartnerBody['paymentFlow'],
        currency: v.currency as CreatePartnerBody['currency'],
        markup: v.markup.trim(),
        logoImageId: v.logoImageId,
      });
      notify({ kind: 'success', title: 'Partner created', text: v.channelName.trim() });
      onClose();
      void navigate('/partners?name=' + encodeURIComponent(v.channelName.trim()));
    } catch (error) {
      outcome.fail(error);
    }
  };

  return (
    <FormModal
      title="Create partner"
      onClose={onClose}
      onSubmit={(e) => void handleSubmit(onValid, outcome.invalid)(e)}
      submitLabel="Create"
      busy={create.isPending}
    >
      <TextField label="Company name" required error={errors.channelName?.message} {...register('channelName')} />
      <SelectField
        label="Channel type"
        required
        placeholder="Choose a type"
        options={TYPE_OPTIONS}
        error={errors.channelType?.message}
        {...register('channelType')}
      />
      {isAgent && (
        <TextField
          label="Agent user email"
          type="email"
          required
          hint="The agent must already have a user account."
          error={errors.agentEmail?.message}
          {...register('agentEmail')}
        />
      )}
      <SelectField
        label="Payment method"
        required
        hint="Final after creation: it cannot be changed later."
        options={FLOW_OPTIONS}
        error={errors.paymentFlow?.message}
        {...register('paymentFlow')}
      />
      <SelectField
        label="Currency"
        required
        placeholder="Choose a currency"
        options={CURRENCY_OPTIONS}
        error={errors.currency?.message}
        {...register('currency')}
      />
      <TextField label="Initial markup (%)" inputMode="decimal" required error={errors.markup?.message} {...register('markup')} />
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Logo</legend>
        <div className="mt-1 flex items-center gap-3">
          {logo && <ImageThumbnail url={logo.url} thumbnailUrl={logo.thumbnailUrl} alt="Chosen logo" />}
          <Button variant="secondary" onClick={() => setChoosing(true)}>
            {logo ? 'Change logo' : 'Choose logo'}
          </Button>
        </div>
        {errors.logoImageId?.message && (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {errors.logoImageId.message}
          </p>
        )}
      </fieldset>
      <GlobalErrorLine message={outcome.globalError} />
      <ImageChooserModal
        open={choosing}
        onClose={() => setChoosing(false)}
        chosenIds={new Set(logo ? [logo.imageId] : [])}
        onChoose={(items) => {
          const first = items[0];
          setLogo(first);
          setValue('logoImageId', first.imageId, { shouldValidate: false });
        }}
      />
    </FormModal>
  );
}
